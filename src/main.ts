import type { AddressInfo } from 'node:net';
import { seedDemoUsers } from './bff/auth/initialUsers';
import { nameDemoCustomFields } from './bff/customFields/nameDemoCustomFields';
import { ConfigError, loadConfig } from './bff/config';
import { DEMO_CUSTOM_FIELD_NAMES } from './sandbox/data/customData';
import { demoDataDir } from './stack/demoDataDir';
import { SandboxEnvError, sandboxOptionsFromEnv } from './stack/sandboxEnv';
import { playPastAfterFirstSync } from './stack/playPastAfterFirstSync';
import { startBackend } from './stack/startBackend';
import { formatStartBanner } from './stack/startBanner';
import { startStack } from './stack/startStack';

/** In-flight requests get this long to finish after SIGINT/SIGTERM before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * The entry. With UPSTREAM_BASE_URL set it serves the real vendor; without it, it starts the
 * embedded sandbox first and says so in its first log line. Stops gracefully on SIGINT/SIGTERM.
 */
async function main() {
  const config = loadConfig();
  const version = process.env.npm_package_version;
  const demoData = config.mode === 'sandbox' ? await demoDataDir(process.env) : undefined;
  const running =
    config.mode === 'sandbox'
      ? await startStack({
          env: process.env,
          ...sandboxOptionsFromEnv(process.env),
          version,
          ...(demoData ? { dataDir: demoData.path } : {}),
        })
      : await startBackend({ env: process.env, version });
  const backend = 'backend' in running ? running.backend : running;
  const log = backend.app.log;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(
      { signal, graceMs: SHUTDOWN_GRACE_MS },
      'shutting down: no new requests, finishing those in flight',
    );
    const deadline = setTimeout(() => {
      log.error('requests still in flight after the grace period; stopping anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    deadline.unref();
    running
      .close()
      .then(() => demoData?.remove())
      .then(
        () => {
          clearTimeout(deadline);
          process.exit(0);
        },
        (error: unknown) => {
          log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  // Fresh demo passwords at every start, shown once on the terminal and never logged. Hashed before
  // the sync starts, so the first vendor calls, which the governor times by the wall clock, do not
  // share the machine with four argon2 hashes (ADR 069).
  const demo = config.mode === 'sandbox' ? await seedDemoUsers(backend.services) : undefined;
  if (config.mode === 'sandbox') await nameDemoCustomFields(backend.services, DEMO_CUSTOM_FIELD_NAMES);
  // Backfill, reconcile, webhook processing and refreshes; on one leader when there are replicas.
  await backend.services.sync.start({ logger: log });
  if ('sandbox' in running) {
    // The sandbox's days of past reach Painel once its first copy is made (ADR 051).
    playPastAfterFirstSync(running.sandbox.sandbox, backend.services.db, { logger: log }).catch(
      (error: unknown) => log.error({ err: error }, 'the sandbox could not play its past'),
    );
  }

  const bound = backend.app.server.address() as AddressInfo;
  const boundTo =
    bound.family === 'IPv6' ? `[${bound.address}]:${bound.port}` : `${bound.address}:${bound.port}`;
  log.info({ boundTo, mode: config.mode }, `Painel is listening on ${config.PUBLIC_URL}`);
  // Last, so that it is what the operator sees (the log writes synchronously, see logging.ts).
  console.log(
    formatStartBanner({
      publicUrl: config.PUBLIC_URL,
      boundTo,
      mode: config.mode,
      loopbackOnly: bound.address === '127.0.0.1' || bound.address === '::1',
      demo,
      freshDemo: demoData !== undefined,
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof SandboxEnvError ? error.message : error);
  process.exit(1);
});
