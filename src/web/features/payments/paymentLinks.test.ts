import { describe, expect, it } from 'vitest';
import { paymentRecordLinks } from './paymentLinks';

describe('paymentRecordLinks', () => {
  it("groups the vendor's links by payment record, with the methods each offers", () => {
    const records = paymentRecordLinks({
      links: [
        { id: 'pay_1', path: '/api/v2/payments/pay_1', method: 'GET' },
        { id: 'pay_1', path: '/api/v2/payments/pay_1', method: 'DELETE' },
        { path: '/api/v2/payments/pay_2', method: 'PUT' },
      ],
    });
    expect(records.map((record) => [record.paymentId, [...record.methods].sort()])).toEqual([
      ['pay_1', ['DELETE', 'GET']],
      ['pay_2', ['PUT']],
    ]);
  });

  it('offers nothing for missing links, links without a method, or ids the API would refuse', () => {
    expect(paymentRecordLinks(undefined)).toEqual([]);
    expect(paymentRecordLinks({})).toEqual([]);
    expect(
      paymentRecordLinks({
        links: [{ id: 'pay_1' }, { id: '../admin', method: 'DELETE' }, { path: '/elsewhere', method: 'GET' }],
      }),
    ).toEqual([]);
  });
});
