import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insights } from '../../contract/api/insights';
import { problemDocument } from '../../contract/api/problem';
import type { Role } from '../../contract/api/roles';
import { ManualClock } from '../clock';
import { queryRows } from '../db/queryRows';
import { createTestApp, type TestApp, type TestSession } from '../testing/testApp';
import { FIXTURE_NOW, seedInsightsFixture } from './testing/insightsFixture';

describe('GET /api/insights', () => {
  let t: TestApp;
  let viewer: TestSession;

  beforeAll(async () => {
    t = await createTestApp({}, { clock: new ManualClock(new Date(FIXTURE_NOW)) });
    await seedInsightsFixture(t.services.db);
    viewer = await t.signIn('viewer');
  });
  afterAll(() => t.close());

  const get = (url: string, session: TestSession | null) =>
    t.app.inject({ method: 'GET', url, headers: session?.headers ?? {} });
  const MARCH = '/api/insights?from=2025-03-01&to=2025-03-31';

  it('answers every reader role from the mirror, without a single vendor call', async () => {
    for (const role of ['viewer', 'sales', 'finance', 'admin'] satisfies Role[]) {
      const response = await get(`${MARCH}&bucket=week&uf=SP,MG,BA`, await t.signIn(role));
      expect(response.statusCode, role).toBe(200);
      const body = insights.parse(response.json());
      expect(body.created.order.current.totals).toEqual({ count: 4, value: 3400, power: 10000 });
      expect(body.asOf).toBe(new Date(FIXTURE_NOW).toISOString());
    }
    // "mine" is the signed-in person's: a viewer who is nobody's responsible has none.
    const mine = insights.parse((await get(`${MARCH}&mine=1`, viewer)).json());
    expect(mine.created.order.current.totals.count).toBe(0);
    const calls = await queryRows(
      t.services.db,
      sql`select count(*) as calls from upstream_calls`,
      z.object({ calls: z.coerce.number() }),
    );
    expect(calls).toEqual([{ calls: 0 }]);
  });

  it('refuses wallboard devices and callers without a session', async () => {
    expect((await get(MARCH, await t.signInDevice('Sales wall'))).statusCode).toBe(403);
    expect((await get(MARCH, null)).statusCode).toBe(401);
  });

  it('answers bad input with a problem naming the field', async () => {
    for (const [query, field] of [
      ['to=2025-03-31', 'from'],
      ['from=2025-03-31&to=2025-03-01', 'to'],
      ['from=2025-02-30&to=2025-03-31', 'from'],
      ['from=2024-01-01&to=2025-03-31&bucket=day', 'bucket'],
      ['from=2020-01-01&to=2025-03-31', 'to'],
      ['from=2025-03-01&to=2025-03-31&bucket=year', 'bucket'],
      ['from=2025-03-01&to=2025-03-31&type=invoice', 'type'],
      ['from=2025-03-01&to=2025-03-31&uf=XX', 'uf'],
    ] as const) {
      const response = await get(`/api/insights?${query}`, viewer);
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      const problem = problemDocument.parse(response.json());
      expect(problem.code).toBe('invalid_input');
      expect(
        problem.errors?.map((error) => error.path.split('.')[0]),
        query,
      ).toContain(field);
    }
  });
});
