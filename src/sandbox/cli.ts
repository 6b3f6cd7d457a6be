import { z } from 'zod';
import { SCENARIOS } from './data/world';
import { DEFAULT_SEED, DEFAULT_SIZE, DEFAULT_TOKEN, MAX_SIZE } from './sandbox';
import { startSandbox } from './startSandbox';

/** The environment of `npm run sandbox`, checked before anything starts. */
const env = z.object({
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  SANDBOX_TOKEN: z.string().min(1).default(DEFAULT_TOKEN),
  SANDBOX_SEED: z.string().min(1).default(DEFAULT_SEED),
  SANDBOX_SIZE: z.coerce.number().int().min(1).max(MAX_SIZE).default(DEFAULT_SIZE),
  SANDBOX_SCENARIO: z.enum(SCENARIOS).default('default'),
  SANDBOX_ACTIVITY_PER_MINUTE: z.coerce.number().min(0).default(0),
  SANDBOX_SLEEP_COST: z.enum(['0', '1', 'true', 'false']).default('0'),
  SANDBOX_WEBHOOK_URL: z.url().optional(),
  SANDBOX_WEBHOOK_BEARER: z.string().min(1).optional(),
});

async function main() {
  const parsed = env.safeParse(process.env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    console.error(
      `Sandbox configuration error: ${issue?.path.join('.') ?? 'environment'} is invalid (${issue?.message ?? ''}).`,
    );
    process.exit(1);
  }
  const config = parsed.data;
  const running = await startSandbox({
    port: config.SANDBOX_PORT,
    host: config.SANDBOX_HOST,
    token: config.SANDBOX_TOKEN,
    seed: config.SANDBOX_SEED,
    size: config.SANDBOX_SIZE,
    scenario: config.SANDBOX_SCENARIO,
    activity: { ratePerMinute: config.SANDBOX_ACTIVITY_PER_MINUTE },
    costModel: { sleep: config.SANDBOX_SLEEP_COST === '1' || config.SANDBOX_SLEEP_COST === 'true' },
    webhook: config.SANDBOX_WEBHOOK_URL
      ? {
          url: config.SANDBOX_WEBHOOK_URL,
          auth: config.SANDBOX_WEBHOOK_BEARER ? { bearer: config.SANDBOX_WEBHOOK_BEARER } : undefined,
        }
      : undefined,
  });
  const state = running.sandbox.store;
  console.log(
    `Sandbox vendor API: ${running.url}  (e.g. GET ${running.url}/api/v2/requests/order/1/50?removed=false)`,
  );
  console.log(`Bearer token:       ${running.token}`);
  console.log(`Control API:        ${running.controlUrl ?? '(disabled)'}`);
  console.log(
    `World:              seed ${state.options.seed}, ${state.count('budget')} budgets + ${state.count('order')} orders, scenario ${state.options.scenario}, generated in ${Math.round(state.generationMs)} ms`,
  );
  const shutdown = () => {
    void running.close().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
