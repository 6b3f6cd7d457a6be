import { startSandbox } from '../../sandbox/startSandbox';

/**
 * The vendor sandbox as a process of its own, for the multi-process tests: one JSON line on
 * stdout says where it listens, so the harness needs no screen scraping.
 */
async function main() {
  const running = await startSandbox({
    port: Number(process.env.SANDBOX_PORT ?? 0),
    seed: process.env.SANDBOX_SEED ?? 'processes',
    size: Number(process.env.SANDBOX_SIZE ?? 60),
  });
  console.log(JSON.stringify({ url: running.url, token: running.token, controlUrl: running.controlUrl }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
