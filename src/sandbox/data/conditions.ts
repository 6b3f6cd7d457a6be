import type { PaymentType } from '../../contract/upstream/index';
import type { WebhookPaymentCondition } from '../../contract/upstream/index';

/**
 * The payment conditions configured on the account. A request's payment refers to one of them by
 * `_id` (shown only in webhooks); the record repeats its name, installments, type and value.
 */
export type ConfiguredCondition = Required<
  Pick<
    WebhookPaymentCondition,
    '_id' | 'name' | 'quantityOfInstallments' | 'conditionType' | 'modifierType' | 'value'
  >
> & { paymentTypes: readonly PaymentType[] };

export const CONDITIONS: readonly ConfiguredCondition[] = [
  {
    _id: '64a1f0c2e4b0a1b2c3d4e501',
    name: 'À vista no PIX (5% de desconto)',
    quantityOfInstallments: 1,
    conditionType: 'decrease',
    modifierType: 'percentage',
    value: 5,
    paymentTypes: ['pix'],
  },
  {
    _id: '64a1f0c2e4b0a1b2c3d4e502',
    name: 'Boleto à vista',
    quantityOfInstallments: 1,
    conditionType: 'notUpdate',
    modifierType: 'percentage',
    value: 0,
    paymentTypes: ['boleto'],
  },
  {
    _id: '64a1f0c2e4b0a1b2c3d4e503',
    name: 'Entrada + 3x no boleto',
    quantityOfInstallments: 4,
    conditionType: 'increase',
    modifierType: 'fixed',
    value: 150,
    paymentTypes: ['boleto'],
  },
  {
    _id: '64a1f0c2e4b0a1b2c3d4e504',
    name: 'Cartão de crédito em até 10x sem juros',
    quantityOfInstallments: 10,
    conditionType: 'notUpdate',
    modifierType: 'percentage',
    value: 0,
    paymentTypes: ['credito'],
  },
  {
    _id: '64a1f0c2e4b0a1b2c3d4e505',
    name: 'Cartão de crédito em 12x (com juros)',
    quantityOfInstallments: 12,
    conditionType: 'increase',
    modifierType: 'percentage',
    value: 8.5,
    paymentTypes: ['credito'],
  },
  {
    _id: '64a1f0c2e4b0a1b2c3d4e506',
    name: 'Cartão de débito',
    quantityOfInstallments: 1,
    conditionType: 'notUpdate',
    modifierType: 'percentage',
    value: 0,
    paymentTypes: ['debito'],
  },
  {
    _id: '64a1f0c2e4b0a1b2c3d4e507',
    name: 'Financiamento bancário em 60x',
    quantityOfInstallments: 60,
    conditionType: 'increase',
    modifierType: 'fixed',
    value: 450,
    paymentTypes: ['financiamento'],
  },
  {
    _id: '64a1f0c2e4b0a1b2c3d4e508',
    name: 'Condição especial negociada',
    quantityOfInstallments: 1,
    conditionType: 'decrease',
    modifierType: 'fixed',
    value: 500,
    paymentTypes: ['other', 'pix', 'boleto'],
  },
];

export function conditionsFor(type: PaymentType): ConfiguredCondition[] {
  return CONDITIONS.filter((condition) => condition.paymentTypes.includes(type));
}

/** Case- and accent-insensitive lookup by name, as a person types the condition text. */
export function findCondition(text: string): ConfiguredCondition | undefined {
  const key = fold(text);
  return CONDITIONS.find((condition) => fold(condition.name) === key);
}

function fold(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

/**
 * What the condition adds to (positive) or takes from (negative) the final value, in cents:
 * `differenceWithPaymentConditionApplied`.
 */
export function conditionDifferenceCents(
  condition: Pick<ConfiguredCondition, 'conditionType' | 'modifierType' | 'value'>,
  finalCents: number,
): number {
  if (condition.conditionType === 'notUpdate') return 0;
  const amount =
    condition.modifierType === 'percentage'
      ? Math.round((finalCents * condition.value) / 100)
      : Math.round(condition.value * 100);
  return condition.conditionType === 'increase' ? amount : -amount;
}
