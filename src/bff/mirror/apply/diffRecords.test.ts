import { describe, expect, it } from 'vitest';
import { diffRecords, sameJson } from './diffRecords';

describe('diffing two versions of a record', () => {
  it('names each changed leaf by its dotted path, sorted', () => {
    const before = {
      dealStatus: 'Novo',
      payment: { status: 'requested', condition: { value: 1 } },
      name: 'A',
    };
    const after = { dealStatus: 'Pago', payment: { status: 'received', condition: { value: 2 } }, name: 'A' };
    expect(diffRecords(before, after)).toEqual([
      { field: 'dealStatus', from: 'Novo', to: 'Pago' },
      { field: 'payment.condition.value', from: 1, to: 2 },
      { field: 'payment.status', from: 'requested', to: 'received' },
    ]);
  });

  it('compares arrays as whole values', () => {
    const before = { products: [{ code: 'A', quantity: 1 }], customData: [1, 2] };
    const after = { products: [{ quantity: 2, code: 'A' }], customData: [1, 2] };
    expect(diffRecords(before, after)).toEqual([
      { field: 'products', from: before.products, to: after.products },
    ]);
  });

  it('compares a person (the responsible, who added the request) whole: one change, not four', () => {
    const bruno = {
      name: 'Bruno',
      surname: 'Lima',
      email: 'bruno@example.com',
      cellphone: '(11) 91234-5678',
    };
    const carla = {
      name: 'Carla',
      surname: 'Dias',
      email: 'carla@example.com',
      cellphone: '(11) 99876-5432',
    };
    expect(
      diffRecords({ responsible: bruno, addedBy: bruno }, { responsible: carla, addedBy: bruno }),
    ).toEqual([{ field: 'responsible', from: bruno, to: carla }]);
    expect(diffRecords({ responsible: bruno }, { responsible: { ...bruno, cellphone: null } })).toEqual([
      { field: 'responsible', from: bruno, to: { ...bruno, cellphone: null } },
    ]);
  });

  it('reports an appearing or disappearing object as one change, absent as null', () => {
    expect(diffRecords({}, { freight: { type: 'CIF' } })).toEqual([
      { field: 'freight', from: null, to: { type: 'CIF' } },
    ]);
    expect(diffRecords({ notes: 'x' }, {})).toEqual([{ field: 'notes', from: 'x', to: null }]);
  });

  it('sees nothing when only key order differs or null meets absent', () => {
    expect(diffRecords({ a: { x: 1, y: 2 }, b: null }, { a: { y: 2, x: 1 } })).toEqual([]);
    expect(sameJson([1, { a: 1 }], [1, { a: 1 }])).toBe(true);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson(0, false)).toBe(false);
  });
});
