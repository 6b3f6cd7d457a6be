import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestPage } from '../../contract/api/requests';
import { FaultStack, MINUTE, reportFigures, until } from '../testing/faultStack';

const READS = 1_000;

interface Timed {
  status: number;
  ms: number;
  body: string;
}

/** One GET over a shared keep-alive agent, timed from the call to the last byte. */
function timedGet(agent: Agent, url: string, headers: Record<string, string>): Promise<Timed> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          ms: performance.now() - started,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * A thousand people open the orders list at the same moment: every read is served from the
 * mirror (no 5xx, no vendor call at all), whatever page or filter each asks for.
 */
describe('1,000 concurrent reads from the UI', () => {
  let s: FaultStack;
  beforeAll(async () => {
    s = await FaultStack.start({ size: 60, budget: 300 });
    await until(
      async () => {
        await s.advance(MINUTE);
        return (await s.sync.fullFreshness()).backfill.state === 'done';
      },
      'the backfill is done',
      200_000,
    );
    // The sync pauses so that any vendor call during the burst could only have come from a read.
    await s.stopSync();
  }, 500_000);
  afterAll(async () => {
    await s.close();
  }, 60_000);

  it('answers every one 200 from the mirror, calling the vendor zero times', async () => {
    const headers = await s.h.signIn('sales');
    const callsBefore = await s.h.lastCallId();
    // All 1,000 are sent at once; they share 128 keep-alive connections, as browsers behind a
    // proxy would (1,000 fresh connections at once overflow the listen backlog of a loaded host).
    const agent = new Agent({ keepAlive: true, maxSockets: 128 });
    const queries = [
      'page=1&pageSize=25',
      'page=2&pageSize=25',
      'page=1&pageSize=50&sort=createdAt&dir=desc',
      'page=1&pageSize=25&q=a',
    ];
    try {
      const answers = await Promise.all(
        Array.from({ length: READS }, (_, i) =>
          timedGet(agent, `${s.h.backend.url}/api/requests/order?${queries[i % queries.length]}`, headers),
        ),
      );
      const statuses = new Map<number, number>();
      for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      expect(Object.fromEntries(statuses)).toEqual({ 200: READS });
      for (const answer of answers.slice(0, queries.length)) {
        expect(requestPage.parse(JSON.parse(answer.body)).items.length).toBeGreaterThan(0);
      }
      expect(await s.h.calls(callsBefore)).toEqual([]);

      const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
      console.log(
        `1,000 concurrent reads: p50 ${percentile(times, 50).toFixed(0)} ms, ` +
          `p99 ${percentile(times, 99).toFixed(0)} ms, max ${percentile(times, 100).toFixed(0)} ms; ` +
          `${answers.filter((a) => a.status >= 500).length} 5xx; vendor calls caused: 0`,
      );
      reportFigures('concurrent reads: figures', [
        {
          case: '1,000 concurrent reads',
          eventsLost: await s.eventsLost(),
          writesLost: 0,
          writesDuplicated: 0,
          upstreamOverruns: (await s.h.calls(callsBefore)).length + (await s.upstreamOverruns()),
          unexplained5xx: answers.filter((answer) => answer.status >= 500).length,
          explainedVendorProblems: 0,
        },
      ]);
    } finally {
      agent.destroy();
    }
  }, 300_000);
});
