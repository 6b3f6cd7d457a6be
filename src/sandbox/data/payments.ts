import type {
  Payment,
  PaymentStatus,
  PaymentType,
  PaymentUpdateStatus,
  RequestType,
  TransactionStatus,
  WritablePaymentStatus,
} from '../../contract/upstream/index';
import { PAYMENT_LINK_METHODS } from '../../contract/upstream/index';
import { type ConfiguredCondition, conditionsFor } from './conditions';
import { FIRST_NAMES, SURNAMES } from './people';
import type { Rng } from './prng';
import type { OrderPaymentStage } from './statuses';

export const SHOW_CONDITIONS_RULES = ['all', 'selected', 'none'] as const;

export interface GeneratedPayment {
  payment: Payment;
  condition: ConfiguredCondition;
  showConditionsRule: string;
}

/** The path of a payment record, as `payment.links[].path` gives it. */
export function paymentPath(paymentId: string) {
  return `/api/v2/payments/${paymentId}`;
}

export function paymentLinks(paymentId: string): NonNullable<Payment['links']> {
  return PAYMENT_LINK_METHODS.map((method) => ({ id: paymentId, path: paymentPath(paymentId), method }));
}

export function paymentFilePath(paymentId: string, name: string) {
  return `/files/payments/${paymentId}/${encodeURIComponent(name)}`;
}

/**
 * `paidAt` has no zone in the spec (YYYY-MM-DDThh:mm): it is written in Brasília time (UTC-3, no
 * daylight saving since 2019), as a Brazilian platform shows it.
 */
export function formatPaidAt(at: number): string {
  return new Date(at - 3 * 3_600_000).toISOString().slice(0, 16);
}

const ONLINE: readonly PaymentType[] = ['pix', 'credito', 'debito'];

/** Which transaction states go with a payment status, when the payment went through a gateway. */
const TRANSACTIONS: Record<PaymentStatus, ReadonlyArray<readonly [TransactionStatus, number]>> = {
  notRequested: [],
  requested: [
    ['pending', 5],
    ['pre_approved', 2],
    ['failed', 2],
    ['unknown', 1],
  ],
  received: [['approved', 1]],
  partial: [['approved', 1]],
  cancelled: [
    ['canceled', 2],
    ['voided', 1],
  ],
};

type Weights = ReadonlyArray<readonly [PaymentStatus, number]>;

const BUDGET_WEIGHTS: Weights = [
  ['notRequested', 70],
  ['requested', 22],
  ['cancelled', 5],
  ['partial', 3],
];

/**
 * An order's payment follows where the order stands: charged or not yet while it awaits payment,
 * received (or its down payment, the rest on delivery) once approved, called off with the order.
 */
const ORDER_WEIGHTS: Record<OrderPaymentStage, Weights> = {
  awaiting: [
    ['requested', 55],
    ['notRequested', 25],
    ['partial', 20],
  ],
  paid: [
    ['received', 88],
    ['partial', 12],
  ],
  cancelled: [['cancelled', 1]],
};

/** After this long a paid order's balance has come in too, as a finance team would have chased it. */
const SETTLED_AFTER_MS = 60 * 86_400_000;
const SETTLED: Weights = [
  ['received', 97],
  ['partial', 3],
];

function paymentWeights({ requestType, stage = 'awaiting', createdAt, epoch }: PaymentInputs): Weights {
  if (requestType === 'budget') return BUDGET_WEIGHTS;
  const settled = epoch !== undefined && epoch - createdAt > SETTLED_AFTER_MS;
  return stage === 'paid' && settled ? SETTLED : ORDER_WEIGHTS[stage];
}

const DESCRIPTIONS: Record<PaymentStatus, readonly string[]> = {
  notRequested: ['', 'Aguardando aprovação da proposta', 'Cliente ainda decidindo a forma de pagamento'],
  requested: [
    'Cobrança enviada ao cliente',
    'Link de pagamento enviado por e-mail',
    'Boleto emitido, vence em 3 dias',
  ],
  received: ['Pagamento confirmado pelo financeiro', 'Comprovante conferido', 'Liquidado'],
  partial: ['Entrada recebida, saldo pendente', 'Recebido 50% do valor'],
  cancelled: ['Cobrança cancelada a pedido do cliente', 'Pagamento estornado'],
};

const BRANDS = [
  ['Visa', '453211'],
  ['Mastercard', '542418'],
  ['Elo', '636368'],
  ['Amex', '376411'],
  ['Hipercard', '606282'],
] as const;

export interface PaymentInputs {
  paymentId: string;
  requestType: RequestType;
  createdAt: number;
  now: number;
  /** When the world is read: a paid order made long before has mostly settled. */
  epoch?: number;
  /** Forces the status (a payment made afresh starts not requested). */
  status?: PaymentStatus;
  /** An order's stage, which its payment's status is drawn for; none for a budget. */
  stage?: OrderPaymentStage;
}

export function generatePayment(rng: Rng, inputs: PaymentInputs): GeneratedPayment {
  const type = rng.weighted<PaymentType>([
    ['pix', 30],
    ['boleto', 20],
    ['credito', 22],
    ['debito', 6],
    ['financiamento', 16],
    ['other', 6],
  ]);
  const condition = rng.pick(conditionsFor(type));
  const status = inputs.status ?? rng.weighted(paymentWeights(inputs));
  const payment: Payment = {
    type,
    condition: {
      name: condition.name,
      quantityOfInstallments: condition.quantityOfInstallments,
      conditionType: condition.conditionType,
      modifierType: condition.modifierType,
      value: condition.value,
    },
    status,
    description: rng.pick(DESCRIPTIONS[status]),
    files: [],
    links: paymentLinks(inputs.paymentId),
  };

  const paidAt =
    inputs.createdAt + rng.int(1, Math.max(1, Math.floor((inputs.now - inputs.createdAt) / 60_000))) * 60_000;
  if (status === 'received' || status === 'partial') {
    payment.paidAt = formatPaidAt(Math.min(paidAt, inputs.now));
    const name = rng.pick(['comprovante.pdf', 'comprovante_pix.png', 'recibo.pdf', 'ted_banco.pdf']);
    payment.files = [{ path: paymentFilePath(inputs.paymentId, name), originalName: name }];
  }

  const transactions = TRANSACTIONS[status];
  if (ONLINE.includes(type) && transactions.length > 0) {
    payment.transactionStatus = rng.weighted(transactions);
    payment.transactionId = `${rng.hex(8)}-${rng.hex(4)}-4${rng.hex(3)}-${rng.pick(['8', '9', 'a', 'b'])}${rng.hex(3)}-${rng.hex(12)}`;
    if (payment.transactionStatus !== 'pending' && payment.transactionStatus !== 'failed') {
      payment.authorizationNsu = rng.digits(rng.int(6, 12));
      payment.authorizationCode = rng.hex(6).toUpperCase();
    }
    if (type === 'credito') {
      const [brand, bin] = rng.pick(BRANDS);
      payment.creditCard = {
        brand,
        first6digits: bin,
        last4digits: rng.digits(4),
        holderName: `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toUpperCase(),
      };
    }
  }
  return { payment, condition, showConditionsRule: rng.pick(SHOW_CONDITIONS_RULES) };
}

/**
 * The recorded value of each status the payment update accepts. The spec does not show how the
 * Portuguese labels map; read literally: awaiting sending = not requested, payment sent =
 * requested, payment received = received, payment cancelled = cancelled.
 */
export const PAYMENT_LABELS: Record<PaymentUpdateStatus, WritablePaymentStatus> = {
  notRequested: 'notRequested',
  requested: 'requested',
  received: 'received',
  cancelled: 'cancelled',
  'aguardando envio': 'notRequested',
  'pagamento enviado': 'requested',
  'pagamento recebido': 'received',
  'pagamento cancelado': 'cancelled',
};
