import { describe, expect, it } from 'vitest';
import {
  listRequestsPath,
  paymentRecordPath,
  statusesPath,
  updateRequestPaymentPath,
  updateResponsiblePath,
} from './paths';

describe('vendor paths', () => {
  it('builds the documented path of each operation', () => {
    expect(listRequestsPath('v2', { requestType: 'order', pageNumber: 1, pageLimit: 50 })).toBe(
      '/api/v2/requests/order/1/50',
    );
    expect(listRequestsPath('v1', { requestType: 'budget', pageNumber: 3, pageLimit: 10 })).toBe(
      '/api/v1/requests/budget/3/10',
    );
    expect(paymentRecordPath('pay_1')).toBe('/api/v2/payments/pay_1');
    expect(updateResponsiblePath('ORD-1')).toBe('/api/v1/request/ORD-1/responsible');
    expect(updateRequestPaymentPath('ORD-1')).toBe('/api/v2/request/ORD-1/updatePayment');
    expect(statusesPath('budget')).toBe('/api/v1/request/budget/statuses');
  });

  it('encodes vendor codes so they cannot change the path', () => {
    expect(updateResponsiblePath('../admin?x=1')).toBe('/api/v1/request/..%2Fadmin%3Fx%3D1/responsible');
    expect(paymentRecordPath('a/b')).toBe('/api/v2/payments/a%2Fb');
  });
});
