import { describe, expect, it } from 'vitest';
import type { RequestRecord } from '../../../contract/upstream/index';
import {
  paymentRecordDeleteApplied,
  paymentRecordUpdateApplied,
  paymentUpdateApplied,
  responsibleApplied,
} from './appliedChanges';

const order = (extra: Partial<RequestRecord>): RequestRecord => ({ code: '10001', ...extra });

describe('responsibleApplied', () => {
  it('is true only when the vendor names the requested e-mail as responsible', () => {
    const record = order({ responsible: { email: 'Ana.Souza@Example.com ' } });
    expect(responsibleApplied(record, 'ana.souza@example.com')).toBe(true);
    expect(responsibleApplied(record, 'bia@example.com')).toBe(false);
  });

  it('counts anything the vendor left out as not applied', () => {
    expect(responsibleApplied(null, 'ana@example.com')).toBe(false);
    expect(responsibleApplied(order({}), 'ana@example.com')).toBe(false);
    expect(responsibleApplied(order({ responsible: {} }), 'ana@example.com')).toBe(false);
  });
});

describe('paymentUpdateApplied', () => {
  const payment = {
    status: 'received' as const,
    type: 'pix' as const,
    condition: { name: 'À vista', value: 0 },
    description: 'Pago em 12/05',
    files: [{ path: '/f/recibo.pdf', originalName: 'recibo.pdf' }, { path: '/f/x' }],
  };

  it('compares only the submitted fields, the condition by its name, and every file by name', () => {
    const record = order({ payment });
    expect(
      paymentUpdateApplied(
        record,
        { status: 'received', type: 'pix', condition: 'À vista', description: 'Pago em 12/05' },
        ['recibo.pdf'],
      ),
    ).toBe(true);
    expect(paymentUpdateApplied(record, { description: 'Pago em 12/05' }, [])).toBe(true);
    expect(paymentUpdateApplied(record, {}, ['recibo.pdf'])).toBe(true);
  });

  it('is false as soon as one submitted field or file differs', () => {
    const record = order({ payment });
    expect(paymentUpdateApplied(record, { status: 'requested' }, [])).toBe(false);
    expect(paymentUpdateApplied(record, { type: 'boleto' }, [])).toBe(false);
    expect(paymentUpdateApplied(record, { condition: '3x sem juros' }, [])).toBe(false);
    expect(paymentUpdateApplied(record, { description: 'Outro' }, [])).toBe(false);
    expect(paymentUpdateApplied(record, {}, ['recibo.pdf', 'boleto.png'])).toBe(false);
  });

  it('counts an absent payment, field or file list as not applied', () => {
    expect(paymentUpdateApplied(null, { status: 'received' }, [])).toBe(false);
    expect(paymentUpdateApplied(order({}), {}, ['recibo.pdf'])).toBe(false);
    expect(paymentUpdateApplied(order({ payment: {} }), { status: 'received' }, [])).toBe(false);
    expect(paymentUpdateApplied(order({ payment: {} }), { condition: 'À vista' }, [])).toBe(false);
    expect(paymentUpdateApplied(order({ payment: { status: 'received' } }), {}, ['recibo.pdf'])).toBe(false);
  });
});

describe('paymentRecordUpdateApplied', () => {
  it('is true when the record shows the submitted status and condition', () => {
    const read = {
      found: true as const,
      payment: { status: 'cancelled' as const, condition: { name: '3x' } },
    };
    expect(paymentRecordUpdateApplied(read, { status: 'cancelled', condition: '3x' })).toBe(true);
    expect(paymentRecordUpdateApplied(read, { status: 'cancelled' })).toBe(true);
    expect(paymentRecordUpdateApplied(read, { status: 'received' })).toBe(false);
    expect(paymentRecordUpdateApplied(read, { condition: '4x' })).toBe(false);
  });

  it('counts a missing record or field as not applied', () => {
    expect(paymentRecordUpdateApplied({ found: false }, { status: 'cancelled' })).toBe(false);
    expect(paymentRecordUpdateApplied({ found: true, payment: {} }, { condition: '3x' })).toBe(false);
  });
});

describe('paymentRecordDeleteApplied', () => {
  it('is true only when the vendor no longer has the record', () => {
    expect(paymentRecordDeleteApplied({ found: false })).toBe(true);
    expect(paymentRecordDeleteApplied({ found: true, payment: {} })).toBe(false);
  });
});
