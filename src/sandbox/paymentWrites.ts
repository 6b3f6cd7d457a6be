import type { PaymentType, PaymentUpdateStatus, WebhookEvent } from '../contract/upstream/index';
import { MAX_PAYMENT_ATTACHMENTS } from '../contract/upstream/index';
import type { Actions } from './actions';
import { attachPaymentFiles, ensurePayment, setCondition, setPaymentStatus } from './paymentEdits';
import type { Clock } from './clock';
import { PAYMENT_LABELS } from './data/payments';
import { createRng } from './data/prng';
import type { RequestRow } from './data/requestRow';
import { SandboxError } from './errors';
import type { Store } from './store';

export interface PaymentChange {
  status?: PaymentUpdateStatus;
  type?: PaymentType;
  condition?: string;
  description?: string;
  /** Names of uploaded files: a name already attached replaces that file. */
  attachments?: string[];
}

/**
 * Writes to a request's payment, shared by PUT .../updatePayment (all fields, multipart) and PUT
 * /payments/{id} (status and condition). Only a status change of an order emits a webhook (the
 * spec's "payment status change" of orders); type, condition, description and attachments are
 * silent, as is any change to a budget's payment.
 */
export class PaymentWrites {
  private counter = 0;

  constructor(
    private readonly store: () => Store,
    private readonly clock: Clock,
    private readonly actions: Actions,
  ) {}

  update(row: RequestRow, change: PaymentChange): WebhookEvent[] {
    const store = this.store();
    const names = change.attachments ?? [];
    if (names.length > MAX_PAYMENT_ATTACHMENTS) {
      throw new SandboxError(
        400,
        'tooManyAttachments',
        `At most ${MAX_PAYMENT_ATTACHMENTS} attachments per payment.`,
      );
    }
    const existing = store.record(row).payment?.files ?? [];
    const kept = existing.filter((file) => !names.includes(file.originalName ?? ''));
    if (kept.length + new Set(names).size > MAX_PAYMENT_ATTACHMENTS) {
      throw new SandboxError(
        400,
        'tooManyAttachments',
        `The payment would hold ${kept.length + new Set(names).size} documents; at most ${MAX_PAYMENT_ATTACHMENTS} are kept. Send a file with an existing name to replace it.`,
      );
    }
    const before = store.record(row).payment?.status;
    const status = change.status === undefined ? undefined : PAYMENT_LABELS[change.status];
    this.counter += 1;
    const rng = createRng(store.world.seed, 'payment-write', row.code, this.counter);
    store.change(row, this.clock.now(), (full) => {
      ensurePayment(row.type, full, rng, this.clock.now());
      const payment = full.record.payment;
      if (!payment) return;
      if (change.type !== undefined) {
        payment.type = change.type;
        if (change.type !== 'credito') delete payment.creditCard;
      }
      if (change.condition !== undefined) setCondition(full, change.condition);
      if (change.description !== undefined) payment.description = change.description;
      if (names.length > 0) attachPaymentFiles(full, [...new Set(names)]);
      if (status !== undefined && status !== payment.status) setPaymentStatus(full, status, this.clock.now());
    });
    const after = store.record(row).payment?.status;
    return row.type === 'order' && change.status !== undefined && after !== before
      ? [this.actions.emit(row, 'updated', 'paymentStatus')]
      : [];
  }

  /** DELETE /payments/{id}: the payment record goes, and the request has no `payment` afterwards. */
  remove(row: RequestRow) {
    this.store().change(row, this.clock.now(), (full) => {
      delete full.record.payment;
      full.conditionId = undefined;
      full.showConditionsRule = undefined;
      full.record.differenceWithPaymentConditionApplied = 0;
    });
  }
}
