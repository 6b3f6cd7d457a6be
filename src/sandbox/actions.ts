import type { PaymentStatus, RequestType, WebhookEvent } from '../contract/upstream/index';
import { type ActionName, type ActionParams, type ActionResult, emits } from './actionNames';
import type { Clock } from './clock';
import { createRow } from './data/generateRequests';
import { materialize } from './data/materialize';
import { createRng, type Rng } from './data/prng';
import type { Materialized, RequestRow } from './data/requestRow';
import { sortedBySequence } from './data/statuses';
import { recomputeValues } from './data/values';
import { SandboxError } from './errors';
import { orderFromBudget } from './orderFromBudget';
import { ensurePayment, setPaymentStatus } from './paymentEdits';
import { RECORD_EDITS } from './recordEdits';
import type { Store } from './store';
import { webhookData } from './views';
import type { WebhookDispatcher } from './webhooks/dispatcher';

/** A payment's step forward when no status is named; received and cancelled ones have none. */
const NEXT_PAYMENT_STATUS = new Map<string, PaymentStatus>([
  ['notRequested', 'requested'],
  ['requested', 'received'],
  ['partial', 'received'],
]);

/** The domain operations, shared by the vendor routes, the control API and background activity. */
export class Actions {
  private liveCounter = 0;

  constructor(
    private readonly store: () => Store,
    private readonly clock: Clock,
    private readonly webhooks: WebhookDispatcher,
  ) {}

  private rng(label: string): Rng {
    this.liveCounter += 1;
    return createRng(this.store().world.seed, 'live', label, this.liveCounter);
  }

  /** Sends `<type>.<kind>` with the record as it is now. */
  emit(row: RequestRow, kind: 'created' | 'updated', action: string): WebhookEvent {
    const event: WebhookEvent = `${row.type}.${kind}`;
    this.webhooks.emit({ event, data: webhookData(row, this.store().full(row)) }, action);
    return event;
  }

  requireRow(code: string | undefined, options: { allowRemoved?: boolean } = {}): RequestRow {
    const row = code === undefined ? undefined : this.store().find(code);
    if (!row || (row.removed && !options.allowRemoved)) {
      throw new SandboxError(404, 'requestNotFound', `No request with code ${code ?? '(none)'}.`);
    }
    return row;
  }

  /** Changes `row` now and emits the matching webhook when the action is one that emits. */
  private apply(
    row: RequestRow,
    action: ActionName,
    mutate: (full: Materialized, rng: Rng) => void,
  ): ActionResult {
    const rng = this.rng(action);
    this.store().change(row, this.clock.now(), (full) => mutate(full, rng));
    const events = emits(action, row.type) ? [this.emit(row, 'updated', action)] : [];
    return { action, code: row.code, events };
  }

  run(action: ActionName, code: string | undefined, params: ActionParams = {}): ActionResult {
    switch (action) {
      case 'create':
        return this.create(params.type ?? 'budget');
      case 'statusChange':
        return this.statusChange(this.requireRow(code), params.status);
      case 'discount':
      case 'surcharge':
        return this.adjust(this.requireRow(code), action, params.amount);
      case 'convert':
        return this.convert(this.requireRow(code));
      case 'paymentStatus':
        return this.paymentStatus(this.requireRow(code), params.paymentStatus);
      case 'commercialEdit':
        return this.commercialEdit(this.requireRow(code));
      case 'tagAdd':
      case 'tagRemove':
        return this.tag(this.requireRow(code), action, params.tag);
      case 'responsible':
        return this.responsible(this.requireRow(code), params.email);
      case 'rename':
      case 'freightEdit':
      case 'customData':
      case 'notes':
      case 'files':
        return this.apply(this.requireRow(code), action, (full, rng) =>
          RECORD_EDITS[action](full, rng, params),
        );
      case 'remove':
      case 'restore':
        return this.apply(this.requireRow(code, { allowRemoved: true }), action, ({ record }) => {
          record.removed = action === 'remove';
        });
    }
  }

  create(type: RequestType): ActionResult {
    const store = this.store();
    const now = this.clock.now();
    const rng = this.rng('create');
    const row = createRow(store.world, rng, type, now, store.takeCode());
    row.full = materialize(store.world, row);
    const first = sortedBySequence(store.world.statuses[type])[0];
    if (first) row.full.record.dealStatus = first.name;
    // A request made now has not been charged yet, whatever payment its record was drawn with.
    if (row.full.record.payment) {
      setPaymentStatus(row.full, 'notRequested', now);
      row.full.record.payment.files = [];
    }
    row.full.record.apiSent = false;
    delete row.full.record.apiSentUpdated;
    delete row.full.record.billingDate;
    store.insert(row);
    return {
      action: 'create',
      code: row.code,
      createdCode: row.code,
      events: [this.emit(row, 'created', 'create')],
    };
  }

  statusChange(row: RequestRow, statusName?: string): ActionResult {
    const statuses = sortedBySequence(this.store().world.statuses[row.type]);
    const current = this.store().record(row).dealStatus;
    let target = statusName === undefined ? undefined : statuses.find((status) => status.name === statusName);
    if (statusName !== undefined && !target) {
      throw new SandboxError(400, 'unknownStatus', `No ${row.type} status named ${statusName}.`);
    }
    if (!target) {
      const index = statuses.findIndex((status) => status.name === current);
      if (statuses[index]?.final) {
        throw new SandboxError(
          409,
          'finalStatus',
          `Request ${row.code} is in a final status (${current ?? ''}).`,
        );
      }
      target = statuses.slice(index + 1).find((status) => !status.converted);
    }
    if (target?.converted) {
      throw new SandboxError(
        409,
        'convertInstead',
        `A budget reaches ${target.name} by becoming an order: convert ${row.code} instead.`,
      );
    }
    const name = target?.name;
    if (name === undefined)
      throw new SandboxError(409, 'noNextStatus', `Request ${row.code} has no next status.`);
    const stage = target?.payment;
    return this.apply(row, 'statusChange', (full) => {
      full.record.dealStatus = name;
      const paid = full.record.payment?.status;
      // The order's payment goes along: approved means received (a down payment stays partial),
      // and a cancelled order calls off a charge not yet paid.
      if (stage === 'paid' && (paid === 'notRequested' || paid === 'requested')) {
        setPaymentStatus(full, 'received', this.clock.now());
      } else if (stage === 'cancelled' && paid !== undefined && paid !== 'received' && paid !== 'partial') {
        setPaymentStatus(full, 'cancelled', this.clock.now());
      }
    });
  }

  adjust(row: RequestRow, action: 'discount' | 'surcharge', amount?: number): ActionResult {
    if (amount !== undefined && (!Number.isFinite(amount) || amount < 0)) {
      throw new SandboxError(400, 'badAmount', 'The amount must be a number of BRL, zero or more.');
    }
    return this.apply(row, action, ({ record }, rng) => {
      const base = record.originalValue ?? 0;
      record[action] = amount ?? Math.round((base * rng.int(1, 6)) / 100);
      recomputeValues(record);
    });
  }

  convert(budget: RequestRow): ActionResult {
    if (budget.type !== 'budget')
      throw new SandboxError(409, 'notABudget', `Request ${budget.code} is an order already.`);
    const store = this.store();
    const statuses = store.world.statuses;
    const converted = statuses.budget.find((status) => status.converted);
    if (converted && store.record(budget).dealStatus === converted.name) {
      throw new SandboxError(409, 'alreadyConverted', `Budget ${budget.code} was converted already.`);
    }
    const now = this.clock.now();
    const rng = this.rng('convert');
    const result = this.apply(budget, 'convert', ({ record }) => {
      if (converted) record.dealStatus = converted.name;
    });

    const code = store.takeCode();
    const order = orderFromBudget(budget, store.full(budget), {
      code,
      rng,
      now,
      orderStatuses: statuses.order,
    });
    store.insert(order);
    const created = this.emit(order, 'created', 'convert');
    return { ...result, createdCode: code, events: [...result.events, created] };
  }

  /**
   * Moves a payment to `status`, or else one step forward: not requested → requested → received
   * (a partial payment → received). A received or cancelled payment has no step forward: moving
   * it back, or refunding or cancelling a payment, is asked for by naming the status.
   */
  paymentStatus(row: RequestRow, status?: PaymentStatus): ActionResult {
    const current = this.store().record(row).payment?.status;
    const next = status ?? (current === undefined ? 'requested' : NEXT_PAYMENT_STATUS.get(current));
    if (next === undefined) {
      throw new SandboxError(
        409,
        'paymentSettled',
        `The payment of ${row.code} is ${current ?? ''}: it moves on only to a status named.`,
      );
    }
    return this.apply(row, 'paymentStatus', (full, rng) => {
      ensurePayment(row.type, full, rng, this.clock.now());
      setPaymentStatus(full, next, this.clock.now());
    });
  }

  commercialEdit(row: RequestRow): ActionResult {
    return this.apply(row, 'commercialEdit', ({ record }, rng) => {
      const lines = (record.products ?? []).filter((product) => product.type !== 'module');
      const line = lines.length > 0 ? rng.pick(lines) : undefined;
      if (line)
        line.quantity = (line.quantity ?? 0) + (line.productCode?.startsWith('CAB-') ? 10 : rng.int(1, 2));
      record.stockStatus = rng.pick(['Disponível', 'Reservado', 'Parcialmente disponível']);
      recomputeValues(record);
    });
  }

  tag(row: RequestRow, action: 'tagAdd' | 'tagRemove', tag?: string): ActionResult {
    const label = tag ?? (action === 'tagAdd' ? `etiqueta-${this.rng('tag').hex(4)}` : row.tags.at(-1));
    if (label === undefined || (action === 'tagRemove' && !row.tags.includes(label))) {
      throw new SandboxError(409, 'noSuchTag', `Request ${row.code} has no tag ${label ?? ''} to remove.`);
    }
    return this.apply(row, action, () => {
      row.tags =
        action === 'tagAdd'
          ? [...row.tags.filter((t) => t !== label), label]
          : row.tags.filter((t) => t !== label);
    });
  }

  responsible(row: RequestRow, email?: string): ActionResult {
    const store = this.store();
    const person =
      email === undefined
        ? this.rng('responsible').pick(
            store.world.collaborators.filter((p) => p.email !== row.responsibleEmail),
          )
        : store.collaborator(email);
    if (!person)
      throw new SandboxError(404, 'collaboratorNotFound', `No collaborator with e-mail ${email ?? ''}.`);
    return this.apply(row, 'responsible', ({ record }) => {
      record.responsible = { ...person };
    });
  }
}
