import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { CONTROL_PREFIX } from './control/controlApi';
import { Sandbox, type SandboxOptions } from './sandbox';
import { buildServer } from './server';

export interface StartSandboxOptions extends SandboxOptions {
  /** Default 0: a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Serve the control API under /__sandbox (default true). */
  control?: boolean;
  logger?: boolean;
}

export interface RunningSandbox {
  /** Base URL of the vendor API, e.g. http://127.0.0.1:8090 (paths begin with /api/v1 or /api/v2). */
  url: string;
  /** The bearer token the vendor API accepts. */
  token: string;
  /** Base URL of the control API, when enabled. */
  controlUrl?: string;
  /** The simulated service, for in-process tests: clock, store, limits, webhooks, actions... */
  sandbox: Sandbox;
  server: FastifyInstance;
  close(): Promise<void>;
}

/** Starts the sandbox over HTTP and resolves once it listens. */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const sandbox = new Sandbox(options);
  const server = await buildServer(sandbox, { control: options.control, logger: options.logger });
  const host = options.host ?? '127.0.0.1';
  await server.listen({ port: options.port ?? 0, host });
  const address = server.server.address() as AddressInfo;
  const shownHost =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${shownHost}:${address.port}`;
  return {
    url,
    token: sandbox.token,
    controlUrl: options.control === false ? undefined : `${url}${CONTROL_PREFIX}`,
    sandbox,
    server,
    close: () => server.close(),
  };
}
