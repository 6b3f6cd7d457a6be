import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPES, PAYMENT_UPDATE_STATUSES } from './enums';
import {
  MAX_PAYMENT_ATTACHMENTS,
  PAYMENT_UPDATE_FORM_FIELDS,
  paymentRecordUpdate,
  paymentUpdateAttachments,
  paymentUpdateForm,
} from './paymentUpdate';
import { updateResponsibleBody } from './updateResponsible';

describe('payment update of a request (multipart)', () => {
  it('names the documented form fields', () => {
    expect(PAYMENT_UPDATE_FORM_FIELDS).toEqual(['status', 'type', 'condition', 'description', 'attachments']);
  });

  it('accepts every documented status, including the Portuguese labels, and every type', () => {
    for (const status of PAYMENT_UPDATE_STATUSES)
      expect(paymentUpdateForm.parse({ status }).status).toBe(status);
    for (const type of PAYMENT_TYPES) expect(paymentUpdateForm.parse({ type }).type).toBe(type);
    expect(paymentUpdateForm.parse({ condition: '3x', description: 'Entrada' })).toEqual({
      condition: '3x',
      description: 'Entrada',
    });
    expect(paymentUpdateForm.parse({})).toEqual({});
  });

  it('refuses a status the operation does not accept and an unknown type', () => {
    expect(paymentUpdateForm.safeParse({ status: 'partial' }).success).toBe(false);
    expect(paymentUpdateForm.safeParse({ status: 'pago' }).success).toBe(false);
    expect(paymentUpdateForm.safeParse({ type: 'cheque' }).success).toBe(false);
  });

  it('allows up to 5 attachments', () => {
    const files = (count: number) => Array.from({ length: count }, (_, i) => ({ filename: `doc${i}.pdf` }));
    expect(MAX_PAYMENT_ATTACHMENTS).toBe(5);
    expect(paymentUpdateAttachments.safeParse(files(5)).success).toBe(true);
    expect(paymentUpdateAttachments.safeParse(files(6)).success).toBe(false);
    expect(paymentUpdateAttachments.safeParse([{ filename: '' }]).success).toBe(false);
  });
});

describe('other write bodies', () => {
  it('has the payment record update as two texts', () => {
    expect(paymentRecordUpdate.parse({ status: 'received', condition: 'À vista' })).toEqual({
      status: 'received',
      condition: 'À vista',
    });
    expect(paymentRecordUpdate.safeParse({ status: 1 }).success).toBe(false);
  });

  it('has the responsible update as one e-mail', () => {
    expect(updateResponsibleBody.parse({ email: 'ana@example.com' })).toEqual({ email: 'ana@example.com' });
    expect(updateResponsibleBody.safeParse({}).success).toBe(false);
  });
});
