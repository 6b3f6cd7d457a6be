import { buildApp } from './bff/app';
import { ConfigError, loadConfig } from './bff/config';
import { createServices } from './bff/services';

/** The entry: reads the environment, opens storage, builds the backend and serves until told to stop. */
async function main() {
  const config = loadConfig();
  const services = await createServices(config);
  const app = await buildApp({ services, version: process.env.npm_package_version });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await services.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Painel is listening on ${config.PUBLIC_URL}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
