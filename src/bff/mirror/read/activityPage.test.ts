import { expect, it } from 'vitest';
import { activityQuery } from '../../../contract/api/activity';
import { HttpProblem } from '../../http/problem';
import { activityPage } from './activityPage';
import { applyObservation } from '../apply/applyObservation';
import { describeOnEachEngine } from '../testing/mirrorTestDatabase';
import { recordWith } from '../testing/requestRecords';

describeOnEachEngine('the activity feed', (db) => {
  /** ORD-1 and BUD-1 created by backfill, then four changes of different sources and fields. */
  async function seed() {
    const observe = (
      type: 'order' | 'budget',
      code: string,
      changes: Record<string, unknown>,
      observedAt: string,
      source: 'backfill' | 'reconcile' | 'write' | 'webhook',
      email: string | null = null,
    ) =>
      applyObservation(db(), {
        type,
        code,
        record: recordWith({ code, orderCreated: '2024-01-01T00:00:00.000Z', ...changes }),
        source,
        person: email ? { id: 'u-finance', name: 'Fernanda', email } : null,
        observedAt: new Date(observedAt),
      });
    await observe('order', 'ORD-1', {}, '2025-01-01T00:00:00.000Z', 'backfill');
    await observe(
      'budget',
      'BUD-1',
      { budgetCreated: '2024-01-02T00:00:00.000Z' },
      '2025-01-01T00:00:00.000Z',
      'backfill',
    );
    await observe('order', 'ORD-1', { dealStatus: 'Pago' }, '2025-01-02T00:00:00.000Z', 'reconcile');
    await observe(
      'order',
      'ORD-1',
      { dealStatus: 'Pago', payment: { status: 'received' } },
      '2025-01-03T00:00:00.000Z',
      'write',
      'Finance@Example.com',
    );
    await observe(
      'budget',
      'BUD-1',
      { budgetCreated: '2024-01-02T00:00:00.000Z', responsible: { email: 'x@example.com' } },
      '2025-01-04T00:00:00.000Z',
      'reconcile',
    );
  }

  it('lists changes across requests newest first, with the request they belong to', async () => {
    await seed();
    const page = await activityPage(db(), activityQuery.parse({}));
    expect(
      page.items.map((item) => [item.code, item.source, item.changes.map((change) => change.field)]),
    ).toEqual([
      ['BUD-1', 'reconcile', ['responsible']],
      ['ORD-1', 'write', ['payment.status']],
      ['ORD-1', 'reconcile', ['dealStatus']],
      ['BUD-1', 'backfill', []],
      ['ORD-1', 'backfill', []],
    ]);
    expect(page.items[0]).toMatchObject({
      type: 'budget',
      name: 'Kit 8,2 kWp Telhado Cerâmico',
      companyName: 'Sol Forte Energia Ltda',
      // Its creation, which its first version is read against ("already existed" here).
      createdAt: '2024-01-02T00:00:00.000Z',
    });
    expect(page.nextCursor).toBeNull();
    // Who: the person of a write, the source of anything else.
    expect(page.items.map((item) => item.actor)).toEqual([
      { kind: 'sync', source: 'reconcile' },
      { kind: 'person', id: 'u-finance', name: 'Fernanda' },
      { kind: 'sync', source: 'reconcile' },
      { kind: 'sync', source: 'backfill' },
      { kind: 'sync', source: 'backfill' },
    ]);
  });

  it("leaves out a version of only the vendor's API-send bookkeeping, which no person made", async () => {
    await seed();
    const base = { dealStatus: 'Pago', payment: { status: 'received' } };
    for (const [record, observedAt] of [
      [{ ...base, apiSent: true, apiSentUpdated: '2025-01-05T00:00:00.000Z' }, '2025-01-05T00:00:00.000Z'],
      [
        { ...base, apiSent: true, apiSentUpdated: '2025-01-06T00:00:00.000Z', name: 'Kit novo' },
        '2025-01-06T00:00:00.000Z',
      ],
    ] as const) {
      const result = await applyObservation(db(), {
        type: 'order',
        code: 'ORD-1',
        record: recordWith({ code: 'ORD-1', orderCreated: '2024-01-01T00:00:00.000Z', ...record }),
        source: 'reconcile',
        observedAt: new Date(observedAt),
      });
      expect(result.outcome).toBe('changed');
    }
    const page = await activityPage(db(), activityQuery.parse({ limit: 2 }));
    expect(page.items.map((item) => item.changes.map((change) => change.field).sort())).toEqual([
      ['apiSentUpdated', 'name'],
      ['responsible'],
    ]);
  });

  it('pages by cursor without overlap or gap', async () => {
    await seed();
    const all = await activityPage(db(), activityQuery.parse({}));
    const seen: string[] = [];
    let before: string | undefined;
    for (let pageNumber = 0; pageNumber < 5; pageNumber += 1) {
      const page = await activityPage(db(), activityQuery.parse({ limit: 2, before }));
      seen.push(...page.items.map((item) => item.id));
      if (!page.nextCursor) break;
      before = page.nextCursor;
    }
    expect(seen).toEqual(all.items.map((item) => item.id));
  });

  it('filters by type, source, field (and fields inside it) and actor', async () => {
    await seed();
    const codes = async (query: Record<string, string>) =>
      (await activityPage(db(), activityQuery.parse(query))).items.map(
        (item) => `${item.code}:${item.source}`,
      );
    expect(await codes({ type: 'budget' })).toEqual(['BUD-1:reconcile', 'BUD-1:backfill']);
    expect(await codes({ source: 'reconcile' })).toEqual(['BUD-1:reconcile', 'ORD-1:reconcile']);
    expect(await codes({ field: 'dealStatus' })).toEqual(['ORD-1:reconcile']);
    expect(await codes({ field: 'payment' })).toEqual(['ORD-1:write']);
    expect(await codes({ field: 'payment.status' })).toEqual(['ORD-1:write']);
    expect(await codes({ field: 'pay' })).toEqual([]);
    expect(await codes({ actor: 'finance@example.com' })).toEqual(['ORD-1:write']);
  });

  it('refuses a cursor it did not make, naming the field', async () => {
    for (const before of ['nonsense', Buffer.from('["yesterday", 1]').toString('base64url')]) {
      const failure = await activityPage(db(), activityQuery.parse({ before })).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(HttpProblem);
      expect(failure).toMatchObject({ status: 400, errors: [{ path: 'before' }] });
    }
  });
});
