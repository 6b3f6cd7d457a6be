import { randomUUID } from 'node:crypto';
import type { RequestRecord } from '../../../contract/upstream/index';
import type { ManualClock } from '../../clock';
import type { Database } from '../../db/database';
import type { GovernorBudgets } from '../../governor/budgets';
import { Governor, type UpstreamCallContext } from '../../governor/governor';
import { FakeVendor } from '../../governor/testing/FakeVendor';
import type { Leadership } from '../../sync/leadership';
import type { UpstreamClient } from '../../vendor/client/index';
import { createVendor } from '../../vendor/governed/createVendor';
import { IdempotencyStore } from '../../writes/idempotency/idempotencyStore';
import { WriteHooks } from '../../writes/writeHooks';
import { type BulkRunner, createBulkRunner } from '../bulkRunner';
import { createBulkJob, listBulkJobs, nextDueItem } from '../bulkStore';

export const TARGET = 'nova@example.com';
export const PERSON = {
  kind: 'user' as const,
  id: randomUUID(),
  label: 'gerente@example.com',
  name: 'Gerente',
};

export const testBudgets: GovernorBudgets = {
  maxCalls: 500,
  maxWallMs: 45_000,
  backgroundShare: 0.6,
  concurrency: 2,
  callTimeoutMs: 10_000,
  bulkReserveCalls: 20,
};

/**
 * The vendor as the bulk runner meets it: the governor's FakeVendor counting every call against
 * the real limits (and advancing the manual clock by each call's processing), behind a client
 * that holds each request's responsible. `hang` makes the write of one code apply at the vendor
 * and then never answer, as a process killed mid-call.
 */
export class ResponsibleVendor {
  readonly limits: FakeVendor;
  readonly responsible = new Map<string, string>();
  readonly writes = new Map<string, number>();
  readonly hang = new Set<string>();
  processingMs = 300;
  /** Told of each write once the vendor holds it (a test cancels a job there, mid-run). */
  onWrite: ((code: string) => Promise<void>) | null = null;

  constructor(readonly clock: ManualClock) {
    this.limits = new FakeVendor(clock);
  }

  client(): UpstreamClient {
    const client: Partial<UpstreamClient> = {
      updateResponsible: async (code, email, options) => {
        await this.limits.call(options as UpstreamCallContext, this.processingMs);
        this.responsible.set(code, email);
        this.writes.set(code, (this.writes.get(code) ?? 0) + 1);
        await this.onWrite?.(code);
        if (this.hang.has(code)) await new Promise<never>(() => undefined);
        return { status: 200, durationMs: this.processingMs, response: { success: true }, unreadable: [] };
      },
      listRequests: async (input, options) => {
        await this.limits.call(options as UpstreamCallContext, this.processingMs);
        const code = input.query?.code ?? '';
        const email = this.responsible.get(code);
        const record = { code, responsible: email ? { email } : undefined } as RequestRecord;
        return { status: 200, durationMs: this.processingMs, records: [record], unreadable: [] };
      },
    };
    return client as UpstreamClient;
  }

  writtenTwice(): string[] {
    return [...this.writes].filter(([, count]) => count > 1).map(([code]) => code);
  }
}

export function leader(): Pick<Leadership, 'isLeader' | 'onChange'> {
  return { isLeader: () => true, onChange: () => () => undefined };
}

export interface RunnerProcess {
  governor: Governor;
  runner: BulkRunner;
  writes: WriteHooks;
  warnings: string[];
}

/** One backend process's part of a bulk job: its governor, its key store and its runner. */
export function startRunner(
  db: Database,
  clock: ManualClock,
  vendor: ResponsibleVendor,
  options: { budgets?: GovernorBudgets; waitMs?: number; itemMs?: number; writes?: WriteHooks } = {},
): RunnerProcess {
  const budgets = options.budgets ?? testBudgets;
  const governor = new Governor({ db, budgets, clock });
  const warnings: string[] = [];
  const log = {
    info: () => undefined,
    warn: (_details: Record<string, unknown>, message: string) => void warnings.push(message),
  };
  const writes = options.writes ?? new WriteHooks();
  const store = new IdempotencyStore({
    db,
    clock,
    abandonedAfterMs: 60_000,
    settleMs: budgets.callTimeoutMs,
  });
  const runner = createBulkRunner({
    db,
    clock,
    leadership: leader(),
    write: {
      vendor: createVendor({ client: vendor.client(), governor, clock }),
      governor,
      writes,
      store,
      waitMs: options.waitMs ?? 2_000,
    },
    log,
    itemMs: options.itemMs ?? 30_000,
    tickMs: 5,
  });
  runner.start();
  return { governor, runner, writes, warnings };
}

export async function newJob(db: Database, clock: ManualClock, codes: string[], already: string[] = []) {
  const id = randomUUID();
  await createBulkJob(db, {
    id,
    targetEmail: TARGET,
    targetName: 'Nova Pessoa',
    startedBy: PERSON,
    items: codes.map((code) => ({ type: 'order' as const, code, already: already.includes(code) })),
    now: clock.now(),
  });
  return id;
}

export async function jobOf(db: Database, id: string) {
  const [job] = await listBulkJobs(db, 1, id);
  if (!job) throw new Error(`no job ${id}`);
  return job;
}

/**
 * Lets the runner work, moving the manual clock to each next due item, until `done` holds or
 * nothing is left to do; never real time beyond the loop's short ticks.
 */
export async function runUntil(
  db: Database,
  clock: ManualClock,
  runner: BulkRunner,
  done: () => Promise<boolean>,
  maxRounds = 2_000,
): Promise<void> {
  for (let round = 0; round < maxRounds; round += 1) {
    await runner.whenIdle();
    if (await done()) return;
    const { nextAt } = await nextDueItem(db, clock.now());
    if (nextAt === null) return;
    if (nextAt > clock.now()) clock.set(nextAt);
    runner.wake();
  }
  throw new Error('the bulk job did not finish within the rounds allowed');
}
