import { performance } from 'node:perf_hooks';
import { type BenchCase, type Figure, percentile } from '../figure';
import { startStack } from '../../src/stack/startStack';
import { signInTo } from '../../src/stack/testing/signInTo';
import { maxCallsInAnyRollingHour } from '../../src/stack/testing/stackHarness';
import { asc, desc } from 'drizzle-orm';
import { freshness } from '../../src/contract/api/freshness';
import { requestHistory } from '../../src/bff/db/schema/history';
import { countFalseHistoryEntries } from '../../src/bff/mirror/testing/falseHistory';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const STEP = 10 * MINUTE;

/** Requests per type in the simulated account, and how busy its day is. */
const SIZE = 1_000;
const ACTIONS_PER_MINUTE = 2;
/** The people and screens of the busy day (the workload). */
const USERS = 20;
const LIST_EVERY = 30_000;
const DRAWER_EVERY = 2 * MINUTE;
const BOARDS = 3;
const BOARD_EVERY = MINUTE;
const PAGE_LIMIT = 50;
const DELIVERIES = 500;

/**
 * A busy day, twice: Painel keeping its mirror fresh (backfill, webhooks and their follow-ups,
 * reconciles; every upstream call counted in the sandbox's call log), and, for the same users, a
 * pass-through proxy that would ask the vendor for every page, drawer and board refresh. Painel's
 * side runs for real on the sandbox's manual clock with a sample of the users' reads sent to it
 * each step (they must cost no vendor call); the proxy's calls are counted from the same workload.
 * Also: the webhook receiver's latency while nothing processes the inbox.
 */
export const syncBench: BenchCase = {
  group: 'sync',
  async run(): Promise<Figure[]> {
    const stack = await startStack({
      env: { LOG_LEVEL: 'warn', WEB_DIR: 'no-web-build-in-the-bench' },
      dataDir: 'memory://',
      port: 0,
      host: '127.0.0.1',
      logger: false,
      sandbox: { clock: 'manual', size: SIZE, seed: 'busy-day' },
    });
    const sandbox = stack.sandbox.sandbox;
    const { services } = stack.backend;
    const sync = services.sync;
    try {
      // The initial backfill, counted apart: it is paid once, not every day.
      const backfillStarted = performance.now();
      await sync.start({ tickMs: 5, publishEveryMs: 1_000 });
      await sync.settle();
      const backfillSeconds = (performance.now() - backfillStarted) / 1000;
      const backfillCalls = sandbox.calls.entries.length;

      let headers: Record<string, string> = {};
      let people = 0;
      const read = async (path: string) => {
        const response = await fetch(`${stack.url}${path}`, { headers });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
      };
      const dayStart = sandbox.clock.now();
      const firstDayCall = sandbox.calls.entries.at(-1)?.id ?? 0;
      sandbox.activity.setRate(ACTIONS_PER_MINUTE);
      let proxyCalls = 0;
      let userReads = 0;
      // Freshness must tell the truth at every step: synced once the backfill is done, never a
      // time ahead of the clock.
      let freshnessChecks = 0;
      let untruthfulFreshness = 0;
      const checkFreshness = async () => {
        const response = await fetch(`${stack.url}/api/freshness`, { headers });
        const body = freshness.parse(await response.json());
        const now = sandbox.clock.now();
        const times = [body.upToDateAt, body.lastWebhookAt, body.lastReconcileAt].filter(
          (at): at is string => at !== null,
        );
        freshnessChecks += 1;
        if (times.some((at) => Date.parse(at) > now)) untruthfulFreshness += 1;
        else if (body.backfill.state === 'done' && body.upToDateAt === null) untruthfulFreshness += 1;
      };
      let listingsDuringReads = 0;
      let otherCallsDuringReads = 0;
      for (let at = STEP; at <= DAY; at += STEP) {
        // Time passes with the sync paused (a manual clock must not jump under a call on the wire).
        await sync.stop();
        await sandbox.clock.advance(STEP);
        await sandbox.webhooks.idle();
        await sync.start({ tickMs: 5, publishEveryMs: 1_000 });
        await sandbox.webhooks.idle();
        await sync.settle();

        // What the users did meanwhile, as a proxy would have asked the vendor for it.
        const orders = (await services.mirror.counts()).order;
        proxyCalls += USERS * (STEP / LIST_EVERY);
        proxyCalls += USERS * (STEP / DRAWER_EVERY);
        proxyCalls += BOARDS * (STEP / BOARD_EVERY) * Math.ceil(orders / PAGE_LIMIT);
        // A sample of the same reads sent to Painel: served from the mirror, no vendor call. (A
        // session lives at most 12 hours: people sign in again.)
        if ((at - STEP) % (6 * HOUR) === 0)
          headers = await signInTo(stack.backend, ['viewer'], (people += 1));
        const before = sandbox.calls.entries.length;
        const code = sandbox.store.rows.order.filter((row) => !row.removed).at(-1)?.code ?? '';
        await read('/api/requests/order?page=1&pageSize=50');
        await read(`/api/requests/order/${code}`);
        await read('/api/board/order');
        // The home and the insights page read these: the mirror's aggregates, never the vendor.
        const today = new Date(sandbox.clock.now()).toISOString().slice(0, 10);
        const monthAgo = new Date(sandbox.clock.now() - 30 * DAY).toISOString().slice(0, 10);
        await read(`/api/insights?type=order&from=${monthAgo}&to=${today}`);
        await read(`/api/insights?type=budget&from=${monthAgo}&to=${today}&bucket=week`);
        userReads += 5;
        await checkFreshness();
        const during = sandbox.calls.entries.slice(before);
        const listings = during.filter((call) => call.path.includes('/requests/')).length;
        listingsDuringReads += listings;
        otherCallsDuringReads += during.length - listings;
      }
      sandbox.activity.setRate(0);
      const dayCalls = sandbox.calls.entries.filter((call) => call.id > firstDayCall);
      const rateLimited = sandbox.calls.entries.filter((call) => call.status === 429 || call.refused).length;
      const busiestHour = maxCallsInAnyRollingHour(dayCalls);
      const deliveries = sandbox.webhooks.deliveries.length;
      const history = await services.db
        .select({
          type: requestHistory.type,
          code: requestHistory.code,
          source: requestHistory.source,
          changes: requestHistory.changes,
        })
        .from(requestHistory)
        .orderBy(asc(requestHistory.id));
      const falseEntries = countFalseHistoryEntries(history);
      const [latest] = await services.db
        .select({ at: requestHistory.at })
        .from(requestHistory)
        .orderBy(desc(requestHistory.at))
        .limit(1);
      if (latest && latest.at.getTime() > sandbox.clock.now()) untruthfulFreshness += 1;
      const changeEntries = history.filter((entry) => entry.changes.length > 0).length;

      // The receiver while nothing processes the inbox.
      await sync.stop();
      const secret = stack.backend.config.WEBHOOK_SECRET ?? '';
      const samples: number[] = [];
      for (let i = 0; i < DELIVERIES; i += 1) {
        const body = JSON.stringify({
          event: 'order.updated',
          data: {
            code: String(900_000 + i),
            type: 'order',
            dealStatus: 'Faturado',
            lastUpdate: new Date(dayStart + DAY + i).toISOString(),
          },
        });
        const started = performance.now();
        const response = await fetch(`${stack.url}/webhooks/upstream`, {
          method: 'POST',
          headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
          body,
        });
        await response.arrayBuffer();
        samples.push(performance.now() - started);
        if (response.status !== 200) throw new Error(`the receiver answered ${response.status}`);
      }

      const painelCalls = dayCalls.length;
      return [
        {
          name: `upstream calls to keep the mirror fresh through a busy day (${SIZE} requests per type, ${ACTIONS_PER_MINUTE} actions/min, ${deliveries} webhooks)`,
          value: painelCalls,
          unit: 'calls',
          baseline: {
            label: `pass-through proxy for ${USERS} users, ${BOARDS} boards`,
            value: proxyCalls,
          },
        },
        {
          name: `vendor listings caused by users' reads (${userReads} reads of lists, drawers, boards and insights sent to Painel)`,
          value: listingsDuringReads,
          unit: 'calls',
          target: { below: 1 },
        },
        {
          name: "other vendor calls during users' reads (the boards' statuses, cached 6 hours)",
          value: otherCallsDuringReads,
          unit: 'calls',
        },
        {
          name: 'upstream calls in the busiest rolling hour of that day (vendor limit 600)',
          value: busiestHour,
          unit: 'calls',
          target: { below: 600 },
          baseline: { label: 'pass-through proxy, average hour', value: proxyCalls / 24 },
        },
        {
          name: 'vendor 429 answers during the day',
          value: rateLimited,
          unit: 'answers',
          target: { below: 1 },
        },
        {
          name: `false history entries: changes the vendor's full record never had (of ${changeEntries} entries with changes)`,
          value: falseEntries,
          unit: 'entries',
          target: { below: 1 },
        },
        {
          name: `untruthful freshness: "not synced" after the backfill, or a time ahead of the clock (${freshnessChecks} checks and the history)`,
          value: untruthfulFreshness,
          unit: 'checks',
          target: { below: 1 },
        },
        {
          name: `upstream calls of the initial backfill (${2 * SIZE} requests, ${backfillSeconds.toFixed(0)} s)`,
          value: backfillCalls,
          unit: 'calls',
        },
        {
          name: `webhook receive with processing stalled, p50 (${DELIVERIES} deliveries over HTTP)`,
          value: percentile(samples, 50),
          unit: 'ms',
        },
        {
          name: 'webhook receive with processing stalled, p99',
          value: percentile(samples, 99),
          unit: 'ms',
          target: { below: 100 },
        },
      ];
    } finally {
      await sync.stop();
      await stack.close();
    }
  },
};
