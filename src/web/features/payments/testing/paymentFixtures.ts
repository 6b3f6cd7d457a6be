import type { SessionResponse } from '../../../../contract/api/session';
import type { WriteOutcome } from '../../../../contract/api/writes';
import type { Role } from '../../../../contract/api/roles';
import { payment as paymentSchema, type Payment } from '../../../../contract/upstream/payment';

/** The payment of an order as mirrored: currently `partial`, one attachment, every link. */
export const partialPayment: Payment = paymentSchema.parse({
  type: 'credito',
  condition: { name: '10x sem juros', quantityOfInstallments: 10 },
  status: 'partial',
  description: 'Entrada paga',
  files: [{ path: '/files/payments/pay_1/comprovante.pdf', originalName: 'comprovante.pdf' }],
  links: [
    { id: 'pay_1', path: '/api/v2/payments/pay_1', method: 'GET' },
    { id: 'pay_1', path: '/api/v2/payments/pay_1', method: 'PUT' },
    { id: 'pay_1', path: '/api/v2/payments/pay_1', method: 'DELETE' },
  ],
});

export const requestedPayment: Payment = paymentSchema.parse({
  type: 'boleto',
  status: 'requested',
  condition: { name: 'À vista' },
  description: 'Boleto emitido',
  files: [],
  links: [{ id: 'pay_2', path: '/api/v2/payments/pay_2', method: 'GET' }],
});

export function sessionWith(...roles: Role[]): SessionResponse {
  return {
    kind: 'user',
    user: { id: '0b8f6a52-8c1e-4f7a-9a57-3c2d1e0f9b11', email: 'fin@example.com', name: 'Fernanda', roles },
    expiresAt: '2030-01-01T12:00:00.000Z',
    idleTimeoutSeconds: 1800,
  };
}

export function outcome(overrides: Partial<WriteOutcome> = {}): WriteOutcome {
  return {
    kind: 'payment',
    request: { type: 'order', code: 'ORD-1' },
    paymentId: null,
    at: '2024-05-05T13:00:00.000Z',
    changed: { status: 'received' },
    attachments: [],
    vendor: { status: 200, durationMs: 120, unreadableFields: 0 },
    ...overrides,
  };
}

/** A problem+json answer as the BFF sends it. */
export function problemBody(status: number, code: string, detail: string, extra: object = {}) {
  return { type: 'about:blank', title: 'Error', status, code, detail, ...extra };
}
