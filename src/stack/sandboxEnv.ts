import { z } from 'zod';
import { SCENARIOS } from '../sandbox/data/world';
import { MAX_PAST_DAYS } from '../sandbox/pastStretch';
import type { StartStackOptions } from './startStack';

/**
 * Three days of past played after the first copy (ADR 051): enough status moves for every status's
 * time in status on the first visit, few enough for the refreshes they cost to fit the first hour,
 * and a short gap in new requests (the world is generated when the past begins).
 */
const DEFAULT_PAST_DAYS = 3;

const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

/**
 * The few sandbox settings `npm start` takes from the environment in sandbox mode: the size and
 * seed of the simulated world, how lively it is and how much past it plays after the first copy. Checked like the rest of the configuration.
 */
const sandboxEnv = z.object({
  SANDBOX_SIZE: z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: 'must be a whole number from 1 to 200000' })
      .int({ error: 'must be a whole number from 1 to 200000' })
      .min(1, { error: 'must be a whole number from 1 to 200000' })
      .max(200_000, { error: 'must be a whole number from 1 to 200000' })
      .optional(),
  ),
  SANDBOX_SEED: z.preprocess(unsetIfEmpty, z.string().optional()),
  SANDBOX_SCENARIO: z.preprocess(
    unsetIfEmpty,
    z.enum(SCENARIOS, { error: `must be one of ${SCENARIOS.join(', ')}` }).optional(),
  ),
  /** A fixed port for the sandbox, so journeys can drive its control API; unset: a free port. */
  SANDBOX_PORT: z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: 'must be a port number from 1 to 65535' })
      .int({ error: 'must be a port number from 1 to 65535' })
      .min(1, { error: 'must be a port number from 1 to 65535' })
      .max(65_535, { error: 'must be a port number from 1 to 65535' })
      .optional(),
  ),
  SANDBOX_ACTIVITY_PER_MINUTE: z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: 'must be a number of actions per minute from 0 to 600' })
      .min(0, { error: 'must be a number of actions per minute from 0 to 600' })
      .max(600, { error: 'must be a number of actions per minute from 0 to 600' })
      .default(2),
  ),
  SANDBOX_PAST_DAYS: z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: `must be a number of days from 0 to ${MAX_PAST_DAYS}` })
      .min(0, { error: `must be a number of days from 0 to ${MAX_PAST_DAYS}` })
      .max(MAX_PAST_DAYS, { error: `must be a number of days from 0 to ${MAX_PAST_DAYS}` })
      .default(DEFAULT_PAST_DAYS),
  ),
});

export class SandboxEnvError extends Error {
  override name = 'SandboxEnvError';
}

export function sandboxOptionsFromEnv(
  env: Record<string, string | undefined>,
): Pick<StartStackOptions, 'sandbox' | 'sandboxPort'> {
  const parsed = sandboxEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SandboxEnvError(
      `Painel cannot start: ${issue?.path.join('.') ?? 'the sandbox settings'} ${issue?.message ?? 'is invalid'}.`,
    );
  }
  const {
    SANDBOX_SIZE,
    SANDBOX_SEED,
    SANDBOX_SCENARIO,
    SANDBOX_PORT,
    SANDBOX_ACTIVITY_PER_MINUTE,
    SANDBOX_PAST_DAYS,
  } = parsed.data;
  return {
    sandbox: {
      ...(SANDBOX_SIZE === undefined ? {} : { size: SANDBOX_SIZE }),
      ...(SANDBOX_SEED === undefined ? {} : { seed: SANDBOX_SEED }),
      ...(SANDBOX_SCENARIO === undefined ? {} : { scenario: SANDBOX_SCENARIO }),
      activity: { ratePerMinute: SANDBOX_ACTIVITY_PER_MINUTE },
      past: { days: SANDBOX_PAST_DAYS },
    },
    ...(SANDBOX_PORT === undefined ? {} : { sandboxPort: SANDBOX_PORT }),
  };
}
