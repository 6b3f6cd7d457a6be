import { describe, expect, it } from 'vitest';
import { fullV1Record, fullV2Record } from './fixtures';
import { readRequestRecord } from './readRequestRecord';
import { ROOT_PATH } from './tolerant';

describe('readRequestRecord', () => {
  it('reads a full v2 record unchanged and reports nothing', () => {
    const { record, unreadable } = readRequestRecord(fullV2Record);
    expect(unreadable).toEqual([]);
    expect(record).toEqual(fullV2Record);
    expect(record.products?.[0]?.dimensions?.volume_M3).toBe(0.09);
  });

  it('reads a full v1 record, with the v1-only address fields, unchanged', () => {
    const { record, unreadable } = readRequestRecord(fullV1Record);
    expect(unreadable).toEqual([]);
    // The v1 fixture's company cpf is null: read as absent, like every null (ADR 005).
    const { cpf, ...company } = fullV1Record.company ?? {};
    expect(cpf).toBeNull();
    expect(record).toEqual({ ...fullV1Record, company });
    expect(record.freight?.address?.patioFormatted).toBe('Avenida Colombo');
    expect(record.invoice?.address?.patioType).toBe('Avenida');
  });

  it('reads an empty object as a record with every field absent', () => {
    expect(readRequestRecord({})).toEqual({ record: {}, unreadable: [] });
  });

  it('reads a null company cpf as absent, reporting nothing', () => {
    const { record, unreadable } = readRequestRecord({ company: { cnpj: '12.345.678/0001-90', cpf: null } });
    expect(unreadable).toEqual([]);
    expect(record.company).toEqual({ cnpj: '12.345.678/0001-90' });
  });

  it('reads customData values of every documented kind', () => {
    const customData = [
      { key: 't', value: 'texto', type: 'text' },
      { key: 'i', value: 42, type: 'integer' },
      { key: 'd', value: 3.75, type: 'decimal' },
      { key: 'm', value: [1, 2.5, 3], type: 'multiSelect' },
      { key: 'empty', value: [], type: 'multiSelect' },
    ];
    const { record, unreadable } = readRequestRecord({ customData });
    expect(unreadable).toEqual([]);
    expect(record.customData).toEqual(customData);
  });

  it('drops only the unreadable customData value, keeping its key and type', () => {
    const { record, unreadable } = readRequestRecord({
      customData: [
        { key: 'm', value: [1, 'two'], type: 'multiSelect' },
        { key: 'b', value: true },
      ],
    });
    expect(record.customData).toEqual([{ key: 'm', type: 'multiSelect' }, { key: 'b' }]);
    expect(unreadable.map((field) => field.path)).toEqual(['customData[0].value', 'customData[1].value']);
  });

  it('keeps unknown values of documented sets as received, reporting none of them as unreadable', () => {
    const raw = {
      code: 'ORD-1',
      products: [
        { type: 'module', name: 'A' },
        { type: 'battery', name: 'B', quantity: 2 },
      ],
      payment: { status: 'refunded', type: 'pix' },
    };
    const { record, unreadable } = readRequestRecord(raw);
    expect(record).toEqual({
      code: 'ORD-1',
      products: [
        { type: 'module', name: 'A' },
        { type: 'battery', name: 'B', quantity: 2 },
      ],
      payment: { status: 'refunded', type: 'pix' },
    });
    expect(unreadable).toEqual([]);
  });

  it('removes a wrongly typed field and keeps the rest of the record', () => {
    const { record, unreadable } = readRequestRecord({
      id: 'r1',
      totalPower: 'abc',
      removed: 'no',
      apiSent: true,
    });
    expect(record).toEqual({ id: 'r1', apiSent: true });
    expect(unreadable).toEqual([
      { path: 'totalPower', received: 'abc', problem: expect.stringContaining('number') },
      { path: 'removed', received: 'no', problem: expect.stringContaining('boolean') },
    ]);
  });

  it('reads null as absent in every optional field, reporting nothing', () => {
    const { record, unreadable } = readRequestRecord({
      id: 'r1',
      notes: null,
      invoice: { cpf: null },
      payment: { transactionId: null, status: 'requested' },
    });
    expect(record).toEqual({ id: 'r1', invoice: {}, payment: { status: 'requested' } });
    expect(unreadable).toEqual([]);
  });

  it('still reports a wrong type and an impossible value', () => {
    const { unreadable } = readRequestRecord({ totalPower: 'muito', products: [{ quantity: '2' }] });
    expect(unreadable.map((field) => field.path)).toEqual(['totalPower', 'products[0].quantity']);
  });

  it('keeps unknown extra fields at every level', () => {
    const raw = {
      id: 'r1',
      vendorNewField: { nested: [1, 2] },
      company: { cnpj: 'x', segment: 'residential', address: { city: 'Recife', geo: { lat: -8 } } },
      products: [{ type: 'module', warrantyYears: 25 }],
      payment: { status: 'received', gateway: 'acme', condition: { name: 'à vista', promo: true } },
    };
    const { record, unreadable } = readRequestRecord(raw);
    expect(unreadable).toEqual([]);
    expect(record).toEqual(raw);
  });

  it('removes array elements that are not objects and names them by their raw position', () => {
    const { record, unreadable } = readRequestRecord({
      products: ['junk', { name: 'A' }, 7, { name: 'B', type: 3 }],
      files: [{ category: 'c', uploadedFiles: ['a.pdf', 3, 'b.pdf'] }],
    });
    expect(record.products).toEqual([{ name: 'A' }, { name: 'B' }]);
    expect(record.files).toEqual([{ category: 'c', uploadedFiles: ['a.pdf', 'b.pdf'] }]);
    expect(unreadable.map((field) => field.path).sort()).toEqual(
      ['files[0].uploadedFiles[1]', 'products[0]', 'products[2]', 'products[3].type'].sort(),
    );
  });

  it('reads a non-object body as an empty record with one unreadable root', () => {
    for (const raw of ['text', 42, null, undefined, [{ id: 'a' }], true]) {
      const { record, unreadable } = readRequestRecord(raw);
      expect(record).toEqual({});
      expect(unreadable).toHaveLength(1);
      expect(unreadable[0]?.path).toBe(ROOT_PATH);
    }
  });

  it('never changes the value it was given', () => {
    const raw = { totalPower: 'abc', products: ['junk', { type: 'nope' }] };
    const copy = structuredClone(raw);
    readRequestRecord(raw);
    expect(raw).toEqual(copy);
  });

  it('shortens long received values so a log line stays small', () => {
    const { unreadable } = readRequestRecord({
      totalPower: 'x'.repeat(5000),
      structure: { kind: { deep: 'y'.repeat(500) } },
    });
    for (const field of unreadable) {
      expect(typeof field.received).toBe('string');
      expect(String(field.received).length).toBeLessThanOrEqual(121);
    }
    expect(unreadable.map((field) => field.path)).toEqual(['totalPower', 'structure.kind']);
  });
});
