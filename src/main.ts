import { buildApp } from './bff/app';
import { ConfigError, loadConfig } from './bff/config';

/** The entry: reads the environment, builds the backend and serves it until told to stop. */
async function main() {
  const config = loadConfig();
  const app = await buildApp({ config, mode: 'sandbox', version: process.env.npm_package_version });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Painel is listening on http://localhost:${config.PORT}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
