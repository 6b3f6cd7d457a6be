import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../bff/app';
import type { Clock } from '../bff/clock';
import { type Config, loadConfig } from '../bff/config';
import type { GovernorLogger } from '../bff/governor/governor';
import { watchEmbeddedScope } from '../bff/db/embeddedScope';
import { wantsPrettyLogs } from '../bff/http/logging';
import { mirrorCounts } from '../bff/mirror/read/mirrorCounts';
import { createServices, type Services } from '../bff/services';
import { sweepAbandonedUploadDirs } from '../bff/writes/upload/uploadTempDirs';

export interface StartBackendOptions {
  /** The environment the configuration is read from (process.env in production). */
  env: Record<string, string | undefined>;
  /** The vendor to talk to when the environment names none (sandbox mode). */
  upstream?: { baseUrl: string; token: string };
  clock?: Clock;
  /** Overrides DATA_DIR, e.g. a test's temporary folder or `memory://`. */
  dataDir?: string;
  /** Override PORT and HOST, e.g. 0 and 127.0.0.1 in tests. */
  port?: number;
  host?: string;
  logStream?: NodeJS.WritableStream;
  /** False: no log at all. */
  logger?: boolean;
  /** The first log line. */
  announce?: string;
  version?: string;
  /** Runs on the built app before it listens: tests add their hooks (a leak scanner) here. */
  prepare?: (app: FastifyInstance) => void | Promise<void>;
}

export interface RunningBackend {
  /** Where it listens, e.g. http://127.0.0.1:41234 (loopback, also when it listens on every address). */
  url: string;
  port: number;
  config: Config;
  app: FastifyInstance;
  services: Services;
  /** Stops accepting, lets the requests in flight finish, then releases the database. */
  close(): Promise<void>;
}

/** One backend process's worth of Painel: configuration, services, the app, listening. */
export async function startBackend(options: StartBackendOptions): Promise<RunningBackend> {
  const config = loadConfig(options.env);
  // The governor logs what it cannot throw; its lines join the app's once the app exists.
  let log: GovernorLogger | undefined;
  const services = await createServices(config, {
    clock: options.clock,
    dataDir: options.dataDir,
    upstream: options.upstream,
    logger: { warn: (details, message) => log?.warn(details, message) },
  });
  let app: FastifyInstance;
  let closing = false;
  let stopScopeWatch = () => {};
  try {
    app = await buildApp({
      services,
      version: options.version,
      logger: options.logger,
      logStream: options.logStream,
      announce: options.announce,
      prettyLogs: wantsPrettyLogs(config.LOG_FORMAT, options.env.NODE_ENV, process.stdout.isTTY === true),
    });
    log = app.log;
    // What a crashed process left in the shared tmp directory (never a live process's upload).
    const swept = await sweepAbandonedUploadDirs();
    if (swept.length > 0) {
      app.log.warn({ folders: swept }, 'removed upload folders that a stopped process left behind');
    }
    // While closing, answers to requests still in flight end their keep-alive connection, so
    // close() does not wait for an idle client to hang up (up to keepAliveTimeout).
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
    await options.prepare?.(app);
    await app.listen({ port: options.port ?? config.PORT, host: options.host ?? config.HOST });
    // Once per process, in words, when the embedded engine holds more than it is meant for.
    stopScopeWatch = watchEmbeddedScope({
      kind: services.dbKind,
      countRequests: async () => {
        const counts = await mirrorCounts(services.db);
        return counts.order + counts.budget;
      },
      live: services.live,
      logger: app.log,
    });
  } catch (error) {
    await services.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    config,
    app,
    services,
    async close() {
      closing = true;
      stopScopeWatch();
      // Connections that fall idle after the close began (a keep-alive client between requests)
      // are closed too; those with a request in flight are left to finish it.
      const sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await app.close();
      } finally {
        clearInterval(sweeper);
        await services.close();
      }
    },
  };
}
