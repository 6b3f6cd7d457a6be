import type { PaymentStatus, RequestType, WebhookEvent } from '../contract/upstream/index';
import type { Clock } from './clock';
import { findCondition } from './data/conditions';
import { createRow } from './data/generateRequests';
import { materialize } from './data/materialize';
import { formatPaidAt, generatePayment, paymentFilePath, paymentLinks } from './data/payments';
import { createRng, type Rng } from './data/prng';
import { makeRow, type Materialized, objectId, type RequestRow } from './data/requestRow';
import { sortedBySequence } from './data/statuses';
import { recomputeValues } from './data/values';
import { SandboxError } from './errors';
import type { Store } from './store';
import { webhookData } from './views';
import type { WebhookDispatcher } from './webhooks/dispatcher';

/** Everything that can happen to a request, from the vendor's UI, its API or the control API. */
export const ACTION_NAMES = [
  'create',
  'statusChange',
  'discount',
  'surcharge',
  'convert',
  'paymentStatus',
  'commercialEdit',
  'rename',
  'tagAdd',
  'tagRemove',
  'responsible',
  'freightEdit',
  'customData',
  'notes',
  'files',
  'remove',
  'restore',
] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

export interface ActionParams {
  /** create: which type to create (default budget). */
  type?: RequestType;
  /** statusChange: the target status name (default: the next one by sequence). */
  status?: string;
  /** discount / surcharge: the new amount in BRL (default: a plausible one). */
  amount?: number;
  /** paymentStatus: the new payment status (default: the next in notRequested → requested → received). */
  paymentStatus?: PaymentStatus;
  /** tagAdd / tagRemove. */
  tag?: string;
  /** responsible: a collaborator's e-mail (default: another collaborator). */
  email?: string;
  /** rename: the request's new name (default: its name with a revision mark). */
  name?: string;
  /** notes: HTML to append. */
  html?: string;
  /** files: a file name to add under `category`. */
  fileName?: string;
  category?: string;
}

export interface ActionResult {
  action: ActionName;
  code: string;
  /** The request created by `create` or `convert` (the order), when there is one. */
  createdCode?: string;
  events: WebhookEvent[];
}

/**
 * Which actions emit a webhook, per the spec's two tables; everything else is silent. Kinds are
 * not shown by the spec: creation gives `<type>.created`, every other emitting action
 * `<type>.updated`, and a conversion gives `budget.updated` for the budget and `order.created`
 * for the new order. On an order a discount or surcharge is an edit of commercial data: it emits.
 */
export function emits(action: ActionName, type: RequestType): boolean {
  switch (action) {
    case 'create':
    case 'statusChange':
    case 'tagAdd':
    case 'tagRemove':
    case 'convert':
    case 'discount':
    case 'surcharge':
      return true;
    // The name is commercial data: renaming an order is an edit of it.
    case 'paymentStatus':
    case 'commercialEdit':
    case 'rename':
      return type === 'order';
    default:
      return false;
  }
}

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
        return this.apply(this.requireRow(code), action, ({ record }, rng) => {
          record.name = params.name ?? `${record.name ?? 'Kit'} (rev. ${rng.int(2, 99)})`;
        });
      case 'freightEdit':
        return this.apply(this.requireRow(code), action, ({ record }, rng) => {
          if (!record.freight) record.freight = {};
          record.freight.timeRestriction = rng.pick([
            'Somente pela manhã',
            'Agendar com 48h de antecedência',
            'Portaria fecha às 17h',
          ]);
          record.freight.price = Math.round(rng.float(250, 2500) * 100) / 100;
          record.freight.truckPossible = rng.pick(['yes', 'no']);
        });
      case 'customData':
        return this.apply(this.requireRow(code), action, ({ record }, rng) => {
          const numeric = record.customData?.find(
            (field) => field.type === 'integer' || field.type === 'decimal',
          );
          if (numeric) numeric.value = numeric.type === 'integer' ? rng.int(1, 9) : rng.float(100, 9000, 1);
          else
            (record.customData ??= []).push({
              key: 'unidadesConsumidoras',
              value: rng.int(1, 9),
              type: 'integer',
            });
        });
      case 'notes':
        return this.apply(this.requireRow(code), action, ({ record }, rng) => {
          const html =
            params.html ??
            `<p>Atualização: ${rng.pick(['cliente confirmou a visita', 'aguardando documentos', 'ligar amanhã'])}.</p>`;
          record.notes = `${record.notes ?? ''}${html}`;
        });
      case 'files':
        return this.apply(this.requireRow(code), action, ({ record }, rng) => {
          const category =
            params.category ?? rng.pick(['Fotos do local', 'Documentos do cliente', 'Projeto']);
          const name = params.fileName ?? `arquivo_${rng.hex(6)}.pdf`;
          const group = record.files?.find((candidate) => candidate.category === category);
          if (group)
            group.uploadedFiles = [...(group.uploadedFiles ?? []).filter((file) => file !== name), name];
          else (record.files ??= []).push({ category, uploadedFiles: [name] });
        });
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
    const name = target?.name;
    if (name === undefined)
      throw new SandboxError(409, 'noNextStatus', `Request ${row.code} has no next status.`);
    return this.apply(row, 'statusChange', ({ record }) => {
      record.dealStatus = name;
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

    const source = store.full(budget);
    const record = structuredClone(source.record);
    const code = store.takeCode();
    const paymentId = objectId(rng, now);
    const order = makeRow({
      ...budget,
      type: 'order',
      id: objectId(rng, now),
      code,
      createdAt: now,
      budgetCreatedAt: budget.createdAt,
      lastUpdate: now,
      paymentId,
      sentAt: -1,
      tags: [...budget.tags],
      seed: { ...budget.seed },
      full: { ...source, record },
    });
    record.id = order.id;
    record.code = code;
    record.orderCreated = new Date(now).toISOString();
    record.dealStatus = sortedBySequence(statuses.order)[0]?.name ?? record.dealStatus;
    record.stockStatus = 'Reservado';
    record.apiSent = false;
    delete record.apiSentUpdated;
    delete record.billingDate;
    if (record.payment) {
      record.payment.links = paymentLinks(paymentId);
      record.payment.status = 'notRequested';
      record.payment.files = [];
      const {
        transactionStatus: _s,
        transactionId: _i,
        authorizationNsu: _n,
        authorizationCode: _c,
        paidAt: _p,
        creditCard: _k,
        ...fresh
      } = record.payment;
      record.payment = fresh;
    }
    store.insert(order);
    const created = this.emit(order, 'created', 'convert');
    return { ...result, createdCode: code, events: [...result.events, created] };
  }

  paymentStatus(row: RequestRow, status?: PaymentStatus): ActionResult {
    const current = this.store().record(row).payment?.status;
    const next: PaymentStatus =
      status ??
      (current === 'notRequested' ? 'requested' : current === 'requested' ? 'received' : 'requested');
    return this.apply(row, 'paymentStatus', (full, rng) => {
      this.ensurePayment(row, full, rng);
      setPaymentStatus(full, next, this.clock.now());
    });
  }

  /** A request whose payment record was deleted gets a new one when its payment is written again. */
  ensurePayment(row: RequestRow, full: Materialized, rng: Rng) {
    if (full.record.payment) return;
    const paymentId = objectId(rng, this.clock.now());
    const generated = generatePayment(rng, {
      paymentId,
      requestType: row.type,
      createdAt: this.clock.now(),
      now: this.clock.now(),
      status: 'notRequested',
    });
    full.record.payment = generated.payment;
    full.conditionId = generated.condition._id;
    full.showConditionsRule = generated.showConditionsRule;
    recomputeValues(full.record);
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

  /** Attaches files to the payment of `row`: a file with an existing name replaces it. */
  attachPaymentFiles(full: Materialized, names: readonly string[]) {
    const payment = full.record.payment;
    if (!payment) return;
    const paymentId = payment.links?.[0]?.id ?? 'unknown';
    const files = (payment.files ?? []).filter((file) => !names.includes(file.originalName ?? ''));
    for (const name of names) files.push({ path: paymentFilePath(paymentId, name), originalName: name });
    payment.files = files;
  }

  /** Sets the payment condition from its text: a configured condition by name, or free text. */
  setCondition(full: Materialized, text: string) {
    const payment = full.record.payment;
    if (!payment) return;
    const configured = findCondition(text);
    if (configured) {
      const { _id, paymentTypes: _types, ...condition } = configured;
      payment.condition = condition;
      full.conditionId = _id;
    } else {
      payment.condition = {
        name: text,
        quantityOfInstallments: 1,
        conditionType: 'notUpdate',
        modifierType: 'percentage',
        value: 0,
      };
      full.conditionId = undefined;
    }
    recomputeValues(full.record);
  }
}

/** Moves a payment to `status` with the side effects a gateway would leave. */
export function setPaymentStatus(full: Materialized, status: PaymentStatus, now: number) {
  const payment = full.record.payment;
  if (!payment) return;
  payment.status = status;
  const online = payment.type === 'pix' || payment.type === 'credito' || payment.type === 'debito';
  if (status === 'received' || status === 'partial') {
    payment.paidAt = formatPaidAt(now);
    if (online) payment.transactionStatus = 'approved';
  } else {
    delete payment.paidAt;
    if (online && payment.transactionStatus !== undefined) {
      payment.transactionStatus = status === 'cancelled' ? 'canceled' : 'pending';
    }
  }
}
