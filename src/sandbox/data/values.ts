import type { RequestRecord } from '../../contract/upstream/index';
import { conditionDifferenceCents } from './conditions';

const toCents = (value: number | undefined) => Math.round((value ?? 0) * 100);
const reais = (cents: number) => Math.round(cents) / 100;

/**
 * Re-derives every value that depends on the products, discount, surcharge and payment
 * condition, so a changed record adds up like a generated one: line totals, originalValue,
 * finalValue, the condition's difference, total power and the invoice values.
 */
export function recomputeValues(record: RequestRecord) {
  let originalCents = 0;
  let powerWp = 0;
  for (const product of record.products ?? []) {
    const lineCents = toCents(product.singlePrice) * (product.quantity ?? 0);
    product.totalPrice = reais(lineCents);
    originalCents += lineCents;
    if (product.type === 'module') {
      const watts = /(\d{3,4})W\b/.exec(product.name ?? '')?.[1];
      powerWp += Number(watts ?? 0) * (product.quantity ?? 0);
    }
  }
  const finalCents = originalCents - toCents(record.discount) + toCents(record.surcharge);
  record.originalValue = reais(originalCents);
  record.finalValue = reais(finalCents);
  if (powerWp > 0) record.totalPower = powerWp;
  const condition = record.payment?.condition;
  record.differenceWithPaymentConditionApplied =
    condition?.conditionType && condition.modifierType && condition.value !== undefined
      ? reais(
          conditionDifferenceCents(
            {
              conditionType: condition.conditionType,
              modifierType: condition.modifierType,
              value: condition.value,
            },
            finalCents,
          ),
        )
      : 0;
  if (record.invoice) {
    record.invoice.originalInvoiceValue = reais(finalCents);
    record.invoice.requestedInvoiceValue = reais(
      finalCents + toCents(record.invoice.serviceToAddInvoiceValue),
    );
  }
}
