import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { governor, summary } from '../../../lib/testing/apiFixtures';
import type { ChangeActor } from '../../../../contract/api/changeActor';
import type { LiveEvent } from '../../../../contract/api/liveEvents';
import { type LiveNotice, type NoticeContext, noticeFor } from './liveNotice';
import { createNoticeGrouper } from './noticeGrouper';

const me: NoticeContext = { me: { id: 'u-ana', email: 'ana@example.com' }, circuitWas: 'closed' };
const hers = summary({
  code: 'ORD-1',
  responsibleEmail: ' Ana@Example.com ',
  dealStatus: 'Pago',
  name: 'Kit',
});

const vendor: ChangeActor = { kind: 'sync', source: 'webhook' };
const ana = { kind: 'person' as const, id: 'u-ana', name: 'Ana Souza' };
const bruno = { kind: 'person' as const, id: 'u-bruno', name: 'Bruno Lima' };
const changed = (fields: string[], actor: ChangeActor = vendor, request = hers): LiveEvent => ({
  kind: 'request.changed',
  request,
  fields,
  actor,
});

describe('noticeFor', () => {
  it('concerns the person responsible: a status change, a hand-over, a request created for them', () => {
    expect(noticeFor(changed(['dealStatus']), me)).toEqual({
      kind: 'status',
      type: 'order',
      code: 'ORD-1',
      by: null,
      status: 'Pago',
    });
    expect(noticeFor(changed(['responsible']), me)).toMatchObject({
      kind: 'assigned',
      name: 'Kit',
      by: null,
    });
    expect(noticeFor({ kind: 'request.created', request: hers, actor: vendor }, me)).toMatchObject({
      kind: 'created',
    });
  });

  it('keeps quiet about what the person did themselves, whatever it was', () => {
    expect(noticeFor(changed(['responsible'], ana), me)).toBeNull();
    expect(noticeFor(changed(['dealStatus'], ana), me)).toBeNull();
    expect(noticeFor(changed(['invoice.cpf'], ana), me)).toBeNull();
  });

  it('names the colleague who changed their request in Painel, also for fields the vendor’s changes leave quiet', () => {
    expect(noticeFor(changed(['responsible.email'], bruno), me)).toMatchObject({
      kind: 'assigned',
      by: 'Bruno Lima',
    });
    expect(noticeFor(changed(['dealStatus'], bruno), me)).toMatchObject({ kind: 'status', by: 'Bruno Lima' });
    expect(noticeFor(changed(['payment.files'], bruno), me)).toEqual({
      kind: 'changed',
      type: 'order',
      code: 'ORD-1',
      name: 'Kit',
      by: 'Bruno Lima',
      fields: ['payment.files'],
    });
    expect(noticeFor(changed(['payment.files'], vendor), me)).toBeNull();
  });

  it('leaves out other people’s requests, other fields, removed requests, and wallboards', () => {
    const theirs = { ...hers, responsibleEmail: 'bruno@example.com' };
    expect(noticeFor(changed(['dealStatus'], vendor, theirs), me)).toBeNull();
    expect(noticeFor(changed(['dealStatus'], bruno, theirs), me)).toBeNull();
    expect(noticeFor(changed(['responsible.name', 'notes']), me)).toBeNull();
    expect(noticeFor(changed(['dealStatus'], vendor, { ...hers, removed: true }), me)).toBeNull();
    expect(
      noticeFor({ kind: 'request.removed', type: 'order', code: 'ORD-1', actor: vendor }, me),
    ).toBeNull();
    expect(noticeFor(changed(['dealStatus']), { ...me, me: null })).toBeNull();
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
    grouper.push({ kind: 'status', type: 'order', code: 'A', by: null, status: 'Novo' });
    vi.advanceTimersByTime(1_000);
    grouper.push({ kind: 'status', type: 'order', code: 'B', by: null, status: 'Novo' });
    grouper.push({ kind: 'status', type: 'order', code: 'A', by: null, status: 'Pago' });
    grouper.push({ kind: 'circuit', cause: null });
    expect(shown).toEqual([[{ kind: 'circuit', cause: null }]]);
    vi.advanceTimersByTime(2_000);
    expect(shown[1]).toEqual([
      { kind: 'status', type: 'order', code: 'B', by: null, status: 'Novo' },
      { kind: 'status', type: 'order', code: 'A', by: null, status: 'Pago' },
    ]);
    grouper.push({ kind: 'status', type: 'budget', code: 'A', by: null, status: 'Novo' });
    grouper.dispose();
    vi.advanceTimersByTime(5_000);
    expect(shown).toHaveLength(2);
  });
});
