import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { governor, summary } from '../../../lib/testing/apiFixtures';
import { type LiveNotice, noticeFor } from './liveNotice';
import { createNoticeGrouper } from './noticeGrouper';

const me = { email: 'ana@example.com', circuitWas: 'closed' as const };
const hers = summary({
  code: 'ORD-1',
  responsibleEmail: ' Ana@Example.com ',
  dealStatus: 'Pago',
  name: 'Kit',
});

describe('noticeFor', () => {
  it('concerns the person responsible: a status change, a hand-over, a request created for them', () => {
    expect(noticeFor({ kind: 'request.changed', request: hers, fields: ['dealStatus'] }, me)).toEqual({
      kind: 'status',
      type: 'order',
      code: 'ORD-1',
      status: 'Pago',
    });
    expect(noticeFor({ kind: 'request.changed', request: hers, fields: ['responsible'] }, me)).toMatchObject({
      kind: 'assigned',
      name: 'Kit',
    });
    expect(noticeFor({ kind: 'request.created', request: hers }, me)).toMatchObject({ kind: 'created' });
  });

  it('keeps quiet about a hand-over this page made itself, and only about that request', () => {
    const mine = { ...me, handedOverHere: (_type: string, code: string) => code === 'ORD-1' };
    expect(noticeFor({ kind: 'request.changed', request: hers, fields: ['responsible'] }, mine)).toBeNull();
    // A status move of the same request still concerns them: Painel cannot change a status.
    expect(noticeFor({ kind: 'request.changed', request: hers, fields: ['dealStatus'] }, mine)).toMatchObject(
      {
        kind: 'status',
      },
    );
    const other = { ...hers, code: 'ORD-2' };
    expect(
      noticeFor({ kind: 'request.changed', request: other, fields: ['responsible'] }, mine),
    ).toMatchObject({
      kind: 'assigned',
      code: 'ORD-2',
    });
  });

  it('leaves out other people’s requests, other fields, removed requests, and wallboards', () => {
    const theirs = { ...hers, responsibleEmail: 'bruno@example.com' };
    expect(noticeFor({ kind: 'request.changed', request: theirs, fields: ['dealStatus'] }, me)).toBeNull();
    expect(
      noticeFor({ kind: 'request.changed', request: hers, fields: ['responsible.name', 'notes'] }, me),
    ).toBeNull();
    expect(
      noticeFor({ kind: 'request.changed', request: { ...hers, removed: true }, fields: ['dealStatus'] }, me),
    ).toBeNull();
    expect(noticeFor({ kind: 'request.removed', type: 'order', code: 'ORD-1' }, me)).toBeNull();
    expect(
      noticeFor(
        { kind: 'request.changed', request: { ...hers, responsibleEmail: null }, fields: ['dealStatus'] },
        {
          ...me,
          email: null,
        },
      ),
    ).toBeNull();
  });

  it('announces the circuit only as it opens, not when a page first learns it is open', () => {
    const open = {
      kind: 'governor.status' as const,
      governor: governor({ state: 'open', cause: '429 hardLimit' }),
    };
    expect(noticeFor(open, me)).toEqual({ kind: 'circuit', cause: '429 hardLimit' });
    expect(noticeFor(open, { ...me, circuitWas: 'open' })).toBeNull();
    expect(noticeFor(open, { ...me, circuitWas: undefined })).toBeNull();
    expect(noticeFor({ kind: 'governor.status', governor: governor() }, me)).toBeNull();
  });
});

describe('createNoticeGrouper', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows what arrives within the window once, the latest per request, and the circuit at once', () => {
    const shown: LiveNotice[][] = [];
    const grouper = createNoticeGrouper((notices) => shown.push(notices), 3_000);
    grouper.push({ kind: 'status', type: 'order', code: 'A', status: 'Novo' });
    vi.advanceTimersByTime(1_000);
    grouper.push({ kind: 'status', type: 'order', code: 'B', status: 'Novo' });
    grouper.push({ kind: 'status', type: 'order', code: 'A', status: 'Pago' });
    grouper.push({ kind: 'circuit', cause: null });
    expect(shown).toEqual([[{ kind: 'circuit', cause: null }]]);
    vi.advanceTimersByTime(2_000);
    expect(shown[1]).toEqual([
      { kind: 'status', type: 'order', code: 'B', status: 'Novo' },
      { kind: 'status', type: 'order', code: 'A', status: 'Pago' },
    ]);
    grouper.push({ kind: 'status', type: 'budget', code: 'A', status: 'Novo' });
    grouper.dispose();
    vi.advanceTimersByTime(5_000);
    expect(shown).toHaveLength(2);
  });
});
