import { randomBytes } from 'node:crypto';
import { type RunningSandbox, startSandbox, type StartSandboxOptions } from '../sandbox/index';
import { highestNumericCode } from '../bff/mirror/read/highestCode';
import { painelClockBeside } from './painelClockBeside';
import { type RunningBackend, startBackend, type StartBackendOptions } from './startBackend';

export interface StartStackOptions extends Omit<StartBackendOptions, 'upstream' | 'clock' | 'announce'> {
  /** The sandbox's world, clock (`manual` in tests), limits, cost model... Its port is always free. */
  sandbox?: Omit<StartSandboxOptions, 'token' | 'port' | 'host' | 'webhook'>;
  /**
   * Where the backend sends its vendor calls, given the sandbox's address. Tests put a recorder in
   * between; by default the backend talks to the sandbox directly.
   */
  upstreamUrl?: (sandboxUrl: string) => string;
  /** A fixed port for the sandbox (journeys that drive its control API); any free port by default. */
  sandboxPort?: number;
}

export interface RunningStack {
  /** Painel's own address (loopback). */
  url: string;
  backend: RunningBackend;
  sandbox: RunningSandbox;
  /** Backend first (finishing what is in flight), then the sandbox. */
  close(): Promise<void>;
}

/** Path of the backend's webhook receiver; the sandbox delivers its events there. */
export const WEBHOOK_PATH = '/webhooks/upstream';

const secret = () => randomBytes(32).toString('base64url');

/**
 * Painel in sandbox mode: the vendor sandbox in this process with a random token (a fixed one
 * would work against any other sandbox, and could leak into habits), the backend pointed at it with
 * that token, and the sandbox's webhooks wired to the backend's receiver with a random secret. One
 * clock for both: the sandbox's, so that a demo or a test that moves its time moves Painel's too
 * (except while the sandbox plays its past, see painelClockBeside).
 */
export async function startStack(options: StartStackOptions): Promise<RunningStack> {
  if (options.env.UPSTREAM_BASE_URL || options.env.UPSTREAM_TOKEN) {
    throw new Error(
      'startStack runs Painel against its sandbox; unset UPSTREAM_BASE_URL and UPSTREAM_TOKEN.',
    );
  }
  const sandbox = await startSandbox({
    ...options.sandbox,
    token: `sbx_${secret()}`,
    port: options.sandboxPort ?? 0,
    host: '127.0.0.1',
  });
  try {
    const webhookSecret = options.env.WEBHOOK_SECRET || secret();
    const baseUrl = options.upstreamUrl ? options.upstreamUrl(sandbox.url) : sandbox.url;
    const backend = await startBackend({
      ...options,
      env: { ...options.env, WEBHOOK_SECRET: webhookSecret },
      upstream: { baseUrl, token: sandbox.token },
      clock: painelClockBeside(sandbox.sandbox),
      announce:
        `Painel is running in sandbox mode: no UPSTREAM_BASE_URL is set, so it talks to its embedded vendor ` +
        `sandbox at ${sandbox.url} (simulated data; control API at ${sandbox.controlUrl ?? 'none'}). ` +
        'Set UPSTREAM_BASE_URL and UPSTREAM_TOKEN to work with the real vendor.',
    });
    sandbox.sandbox.webhooks.target = {
      url: `${backend.url}${WEBHOOK_PATH}`,
      auth: { bearer: webhookSecret },
    };
    // A restart on a kept database meets a world generated again: what the last run's sandbox
    // created keeps its code, and the new run's requests come after it.
    const highest = await highestNumericCode(backend.services.db);
    if (highest !== null) sandbox.sandbox.store.continueCodesAfter(highest);
    return {
      url: backend.url,
      backend,
      sandbox,
      async close() {
        try {
          await backend.close();
        } finally {
          await sandbox.close();
        }
      },
    };
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}
