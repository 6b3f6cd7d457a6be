import { describe, expect, it } from 'vitest';
import {
  readStatusesResponse,
  statusesResponse,
  updatePaymentResponse,
  updateResponsibleResponse,
} from './envelopes';
import { readTolerant } from './tolerant';

describe('response envelopes', () => {
  it('reads the documented success answers', () => {
    expect(updateResponsibleResponse.parse({ success: true })).toEqual({ success: true });
    expect(updatePaymentResponse.parse({ data: { success: true }, error: null })).toEqual({
      data: { success: true },
      error: null,
    });
  });

  it('keeps a failure error of any shape, since its shape is not shown', () => {
    const body = { data: { success: false }, error: { message: 'Pedido não encontrado', code: 404 } };
    expect(readTolerant(updatePaymentResponse, body, {})).toEqual({ value: body, unreadable: [] });
  });

  it('reports a success flag of the wrong type instead of trusting it', () => {
    const read = readTolerant(updateResponsibleResponse, { success: 'true' }, {});
    expect(read.value).toEqual({});
    expect(read.unreadable.map((field) => field.path)).toEqual(['success']);
  });
});

describe('statuses', () => {
  const statuses = [
    { id: 's1', name: 'Novo', sequence: 1, type: 'order' },
    { id: 's2', name: 'Em produção', sequence: 2, type: 'order' },
  ];

  it('reads the documented array of status records', () => {
    expect(statusesResponse.parse(statuses)).toEqual(statuses);
    expect(readStatusesResponse(200, statuses)).toEqual({ records: statuses, unreadable: [] });
  });

  it('reads each status tolerantly: an unknown type or a fractional sequence goes, the status stays', () => {
    const read = readStatusesResponse(200, [
      { id: 's1', name: 'Novo', sequence: 1.5, type: 'order' },
      { id: 's2', name: 'Aberto', sequence: 2, type: 'company' },
    ]);
    expect(read.records).toEqual([
      { id: 's1', name: 'Novo', type: 'order' },
      { id: 's2', name: 'Aberto', sequence: 2 },
    ]);
    expect(read.unreadable.map((field) => field.path)).toEqual(['[0].sequence', '[1].type']);
  });

  it('reads an empty answer as no status', () => {
    expect(readStatusesResponse(200, [])).toEqual({ records: [], unreadable: [] });
    expect(readStatusesResponse(204, '')).toEqual({ records: [], unreadable: [] });
  });
});
