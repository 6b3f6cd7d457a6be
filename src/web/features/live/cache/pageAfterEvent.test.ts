import { describe, expect, it } from 'vitest';
import type { RequestPage, RequestSummary } from '../../../../contract/api/requests';
import { page, summaries, summary } from '../../../lib/testing/apiFixtures';
import { pageAfterEvent } from './pageAfterEvent';

const rows = summaries(3);
const first = rows[0] as RequestSummary;
const listed = (): RequestPage => page(rows, 60, 1, 3);
const changed = (request: RequestSummary, fields: string[]) => ({
  kind: 'request.changed' as const,
  request,
  fields,
});

describe('pageAfterEvent', () => {
  it('replaces the changed row in place, and keeps the page when nothing it filters or sorts by changed', () => {
    const renamed = { ...first, name: 'Novo nome', stockStatus: 'Esgotado' };
    const { data, stale } = pageAfterEvent(
      listed(),
      { page: 1, pageSize: 3 },
      changed(renamed, ['name', 'stockStatus']),
    );
    expect(stale).toBe(false);
    expect(data.items.map((row) => row.name)).toEqual(['Novo nome', 'Pedido 2', 'Pedido 3']);
    expect(data.total).toBe(60);
  });

  it('marks the page stale when the change touches a filter or the sort of the page', () => {
    const moved = { ...first, dealStatus: 'Pago' };
    expect(pageAfterEvent(listed(), { status: ['Em análise'] }, changed(moved, ['dealStatus'])).stale).toBe(
      true,
    );
    expect(pageAfterEvent(listed(), { sort: 'dealStatus' }, changed(moved, ['dealStatus'])).stale).toBe(true);
    expect(pageAfterEvent(listed(), { q: 'bruno' }, changed(first, ['responsible.email'])).stale).toBe(true);
    expect(pageAfterEvent(listed(), { sort: 'company' }, changed(first, ['company'])).stale).toBe(true);
    expect(pageAfterEvent(listed(), { updatedFrom: '2025-01-01' }, changed(first, ['notes'])).stale).toBe(
      true,
    );
    // The default sort is by creation: a status change moves nothing on an unfiltered page.
    expect(pageAfterEvent(listed(), {}, changed(moved, ['dealStatus'])).stale).toBe(false);
  });

  it('sees a membership change in the cached row even when the vendor field names say nothing', () => {
    const moved = { ...first, paymentStatus: 'received' as const };
    expect(
      pageAfterEvent(listed(), { paymentStatus: 'requested' }, changed(moved, ['somethingElse'])).stale,
    ).toBe(true);
    // Nor when it names none at all.
    expect(pageAfterEvent(listed(), {}, changed(first, [])).stale).toBe(true);
  });

  it('marks a page stale when a request not on it changes what the page filters by (it may now belong)', () => {
    const other = summary({ code: 'ORD-9999', dealStatus: 'Em análise' });
    const { data, stale } = pageAfterEvent(
      listed(),
      { status: 'Em análise' },
      changed(other, ['dealStatus']),
    );
    expect(stale).toBe(true);
    expect(data).toEqual(listed());
    expect(pageAfterEvent(listed(), { status: 'Em análise' }, changed(other, ['name'])).stale).toBe(false);
  });

  it('marks every page stale on a created or removed request, the removed row shown as removed meanwhile', () => {
    const created = pageAfterEvent(
      listed(),
      {},
      { kind: 'request.created', request: summary({ code: 'NEW' }) },
    );
    expect(created).toEqual({ data: listed(), stale: true });
    const removed = pageAfterEvent(
      listed(),
      {},
      { kind: 'request.removed', type: 'order', code: 'ORD-0002' },
    );
    expect(removed.stale).toBe(true);
    expect(removed.data.items.map((row) => row.removed)).toEqual([false, true, false]);
  });

  it('is stale rather than wrong when the page or its query cannot be read', () => {
    const broken = { items: null } as unknown as RequestPage;
    expect(pageAfterEvent(broken, {}, changed(first, ['name']))).toEqual({ data: broken, stale: true });
    expect(pageAfterEvent(listed(), { sort: 'nonsense' }, changed(first, ['name'])).stale).toBe(true);
    const partialRow = { code: 'ORD-0001' } as RequestSummary;
    const withPartial = pageAfterEvent(page([partialRow]), {}, changed(first, ['name']));
    expect(withPartial.data.items[0]).toEqual(first);
  });
});
