import { expect } from 'vitest';
import { webhookInbox } from '../../bff/db/schema/inbox';
import { deliveryKey } from '../../bff/webhooks/inbox/deliveryKey';
import { mirrorDifferences } from '../../bff/sync/testing/mirrorDifferences';
import type { Sandbox } from '../../sandbox/index';
import { type Harness, maxCallsInAnyRollingHour, startHarness } from './stackHarness';
import { mirrorVersion } from './mirrorVersion';
import { expectedOf } from './expectedOf';

export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;

/** One answer of Painel's API, as the SPA would get it. */
export interface Served {
  what: string;
  status: number;
  code?: string;
  retryAfter: string | null;
  body: unknown;
}

/** A write Painel answered 200 for: the vendor must then hold it, exactly once. */
export interface AcceptedWrite {
  code: string;
  email: string;
}

/** The figures a fault case reports; every one must be zero. */
export interface FaultFigures {
  case: string;
  eventsLost: number;
  writesLost: number;
  writesDuplicated: number;
  upstreamOverruns: number;
  unexplained5xx: number;
  /** 502/503/504 problems with a stable vendor code, answered to writes while the vendor failed. */
  explainedVendorProblems: number;
}

export async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * The whole stack (sandbox with a manual clock, backend on in-memory PGlite) with its sync
 * running, and what every fault case needs: Painel's API as the SPA calls it, a tally of what it
 * answered, the accepted writes, and the figures (events lost, writes lost or duplicated, vendor
 * overruns, 5xx served).
 */
export class FaultStack {
  readonly served: Served[] = [];
  readonly accepted: AcceptedWrite[] = [];
  /** Writes answered "the change may or may not have been applied" (a cut-off vendor answer). */
  uncertain = 0;
  private syncing = false;

  private constructor(
    readonly h: Harness,
    readonly budget: number,
    private staff: Record<string, string>,
  ) {}

  static async start(options: { size: number; budget: number; env?: Record<string, string> }) {
    const h = await startHarness({
      env: {
        LOG_LEVEL: 'info',
        GOVERNOR_MAX_CALLS_PER_HOUR: String(options.budget),
        RECONCILE_MIN_SECONDS: '120',
        RECONCILE_MAX_SECONDS: '1800',
        ...options.env,
      },
      sandbox: { size: options.size, seed: 'fault-suite', limits: { callsPerHour: options.budget + 1 } },
    });
    const stack = new FaultStack(h, options.budget, await h.signIn('sales', 'finance'));
    await stack.startSync();
    return stack;
  }

  get sandbox(): Sandbox {
    return this.h.stack.sandbox.sandbox;
  }

  get sync() {
    return this.h.backend.services.sync;
  }

  async startSync() {
    if (this.syncing) return;
    await this.sync.start({ tickMs: 5, publishEveryMs: 50 });
    this.syncing = true;
  }

  async stopSync() {
    if (!this.syncing) return;
    await this.sync.stop();
    this.syncing = false;
  }

  /** Sessions end after 30 idle minutes of the manual clock; people sign in again. */
  async signInAgain() {
    this.staff = await this.h.signIn('sales', 'finance');
  }

  /** A call to Painel's API with the staff session, tallied in `served`. */
  async painel(what: string, method: string, path: string, json?: unknown, headers = this.staff) {
    const response = await fetch(`${this.h.backend.url}${path}`, {
      method,
      headers: json === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await response.text();
    const body = text ? (JSON.parse(text) as unknown) : null;
    const code =
      response.status >= 400 && typeof body === 'object' && body !== null && 'code' in body
        ? String((body as { code: unknown }).code)
        : undefined;
    const served: Served = {
      what,
      status: response.status,
      code,
      retryAfter: response.headers.get('retry-after'),
      body,
    };
    if (response.status >= 400) {
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    }
    this.served.push(served);
    return served;
  }

  /** The orders list, page 1, as the SPA asks for it: always from the mirror. */
  read() {
    return this.painel('read', 'GET', '/api/requests/order?page=1&pageSize=25');
  }

  /** Changes the responsible of `code`; a 200 is recorded as an accepted write. */
  async write(code: string, email: string) {
    // Named on the version the mirror holds now (ADR 035), as a form opened just before would.
    const baseVersion = await mirrorVersion(this.h.backend.url, this.staff, 'order', code);
    const served = await this.painel('write', 'PUT', `/api/requests/order/${code}/responsible`, {
      email,
      baseVersion,
    });
    if (served.status === 200) this.accepted.push({ code, email });
    if (served.code === 'vendor_unreadable_answer') this.uncertain += 1;
    return served;
  }

  governor() {
    return this.painel('governor', 'GET', '/api/governor');
  }

  orders() {
    return this.sandbox.store.rows.order.filter((row) => !row.removed);
  }

  emails() {
    return this.sandbox.store.world.collaborators.map((person) => person.email);
  }

  /** The responsible e-mail the vendor holds for order `code`. */
  responsibleOf(code: string): string | undefined {
    const row = this.sandbox.store.rows.order.find((candidate) => candidate.code === code);
    return row ? this.sandbox.store.peek(row).record.responsible?.email : undefined;
  }

  /** Deliveries on the wire arrive, then the sync does everything due at this clock time. */
  async settle() {
    await this.sandbox.webhooks.idle();
    await this.sync.settle();
    await this.sandbox.webhooks.idle();
    await this.sync.settle();
  }

  /** Time jumps ahead with the sync paused (a call on the wire would last minutes in the ledger). */
  async advance(ms: number) {
    const was = this.syncing;
    await this.stopSync();
    await this.sandbox.clock.advance(ms);
    await this.sandbox.webhooks.idle();
    if (was) await this.startSync();
    await this.settle();
  }

  /** After a fault cleared: a reconcile round later, the mirror must equal the sandbox. */
  async expectMirrorEqual() {
    await this.advance(31 * MINUTE);
    await this.advance(31 * MINUTE);
    await this.signInAgain();
    const comparison = await mirrorDifferences(this.h.backend.services.db, expectedOf(this.sandbox));
    expect(comparison.missing).toEqual([]);
    expect(comparison.extra).toEqual([]);
    expect(comparison.different.slice(0, 3)).toEqual([]);
    expect(comparison.compared).toBeGreaterThan(0);
    return comparison;
  }

  /** Events the sandbox emitted whose delivery never reached the inbox. */
  async eventsLost(): Promise<number> {
    const inbox = await this.h.backend.services.db.select().from(webhookInbox);
    const received = new Set(inbox.map((row) => row.derivedKey));
    return this.sandbox.webhooks.deliveries.filter((delivery) => !received.has(deliveryKey(delivery.body)))
      .length;
  }

  /**
   * Accepted writes the vendor does not hold (the last accepted e-mail of each request must be its
   * responsible) and writes that reached the vendor more often than Painel accepted them.
   */
  writeFigures(acceptedBefore: number, callsSince: number, uncertainBefore: number) {
    const accepted = this.accepted.slice(acceptedBefore);
    const last = new Map(accepted.map((write) => [write.code, write.email]));
    let lost = 0;
    for (const [code, email] of last) {
      const row = this.sandbox.store.rows.order.find((candidate) => candidate.code === code);
      const held = row ? this.sandbox.store.peek(row).record.responsible?.email : undefined;
      if (held !== email) lost += 1;
    }
    const applied = this.sandbox.calls.entries.filter(
      (call) =>
        call.id > callsSince &&
        call.method === 'PUT' &&
        call.path.endsWith('/responsible') &&
        call.status === 200,
    ).length;
    // A write answered "may or may not have been applied" may rightly have reached the vendor once.
    const uncertain = this.uncertain - uncertainBefore;
    return { lost, duplicated: Math.max(0, applied - accepted.length - uncertain) };
  }

  /** Calls over the budget in any rolling hour, and 429s other than the ones a case forced. */
  async upstreamOverruns(forced429s = 0): Promise<number> {
    const calls = await this.h.calls();
    const over = Math.max(0, maxCallsInAnyRollingHour(calls) - this.budget);
    const refused = calls.filter((call) => call.status === 429 || call.refused).length;
    return over + Math.max(0, refused - forced429s);
  }

  /** 5xx that are not a vendor outcome told with a stable code (a 500 is always a bug). */
  fiveXx(since: number) {
    const vendorCodes = new Set([
      'vendor_unavailable',
      'vendor_timeout',
      'vendor_unreadable_answer',
      'vendor_circuit_open',
      'vendor_unauthorized',
      'vendor_budget_exhausted',
    ]);
    const answers = this.served.slice(since).filter((answer) => answer.status >= 500);
    const explained = answers.filter(
      (answer) => answer.what === 'write' && answer.status !== 500 && vendorCodes.has(answer.code ?? ''),
    );
    return { unexplained: answers.length - explained.length, explained: explained.length };
  }

  async close() {
    await this.stopSync();
    await this.h.close();
  }
}

/** Prints the figures of every case as a table and asserts each is zero. */
export function reportFigures(title: string, rows: FaultFigures[]) {
  console.log(`${title}\n${formatTable(rows)}`);
  for (const row of rows) {
    expect({
      case: row.case,
      eventsLost: row.eventsLost,
      writesLost: row.writesLost,
      writesDuplicated: row.writesDuplicated,
      upstreamOverruns: row.upstreamOverruns,
      unexplained5xx: row.unexplained5xx,
    }).toEqual({
      case: row.case,
      eventsLost: 0,
      writesLost: 0,
      writesDuplicated: 0,
      upstreamOverruns: 0,
      unexplained5xx: 0,
    });
  }
}

function formatTable(rows: FaultFigures[]): string {
  const header = [
    'case',
    'events lost',
    'writes lost',
    'writes dup',
    'overruns',
    '5xx unexplained',
    'vendor 5xx problems',
  ];
  const lines = rows.map((row) => [
    row.case,
    String(row.eventsLost),
    String(row.writesLost),
    String(row.writesDuplicated),
    String(row.upstreamOverruns),
    String(row.unexplained5xx),
    String(row.explainedVendorProblems),
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...lines.map((line) => line[i]?.length ?? 0)));
  const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...lines.map(format)].join('\n');
}
