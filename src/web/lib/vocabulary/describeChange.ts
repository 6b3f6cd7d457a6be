import type { HistoryEntry } from '../../../contract/api/requests';
import { VENDOR_BOOKKEEPING_FIELDS } from '../../../contract/upstream/requestRecord';
import { nothing, onlyAdds, same } from './changeValues';
import { describeCustomData } from './describeCustomData';
import { describeProductChanges, describeProducts } from './describeProducts';
import { fieldLabel, formatFieldValue, type VocabularyContext } from './vocabulary';

export type FieldChange = HistoryEntry['changes'][number];

/** One change as people read it: "Status: Em separação → Faturado", or a list of product moves. */
export type DescribedChange =
  | { kind: 'value'; label: string; from: string; to: string }
  | { kind: 'lines'; label: string; lines: string[] };

/** A change from nothing to nothing (null to blank, say): nothing a person could see changed. */
export function isEmptyChange(change: FieldChange): boolean {
  return nothing(change.from) && nothing(change.to);
}

/** A change of the vendor's bookkeeping of its API sends (the data and admins' detail keep it). */
export function isVendorBookkeeping(change: FieldChange): boolean {
  return VENDOR_BOOKKEEPING_FIELDS.includes(change.field);
}

/** People a record names whole: the responsible and who added the request. */
const PERSON_FIELDS = ['responsible', 'addedBy'] as const;

/**
 * The parts of one person that changed (`responsible.name`, `responsible.email`…, as Painel
 * recorded them before it compared people whole) as one change of that person, in the place of
 * the first part, so they read "Bruno Lima → Carla Dias" and not as four lines.
 */
export function withPeopleWhole(changes: readonly FieldChange[]): FieldChange[] {
  let result = [...changes];
  for (const person of PERSON_FIELDS) {
    const isPart = (change: FieldChange) =>
      change.field.startsWith(`${person}.`) && !change.field.slice(person.length + 1).includes('.');
    const parts = result.filter(isPart);
    if (parts.length === 0) continue;
    const part = (change: FieldChange) => change.field.slice(person.length + 1);
    const whole: FieldChange = {
      field: person,
      from: Object.fromEntries(parts.map((change) => [part(change), change.from])),
      to: Object.fromEntries(parts.map((change) => [part(change), change.to])),
    };
    const at = result.findIndex(isPart);
    result = [...result.slice(0, at), whole, ...result.slice(at).filter((change) => !isPart(change))];
  }
  return result;
}

/**
 * What a change brings along with it: a payment received gets the moment it was paid and its card
 * or PIX transaction a new state. Said under the person's sentence, they do not make it a list.
 */
const CONSEQUENCES: Readonly<Record<string, readonly string[]>> = {
  'payment.status': ['payment.paidAt', 'payment.transactionStatus'],
};

/** A field that changes only as a consequence of another (a payment's paid-at moment). */
export function isConsequenceField(field: string): boolean {
  return Object.values(CONSEQUENCES).some((fields) => fields.includes(field));
}

/** The changes of an entry that only follow from another change in it (see CONSEQUENCES). */
export function isConsequence(change: FieldChange, changes: readonly FieldChange[]): boolean {
  return changes.some(
    (cause) => cause !== change && (CONSEQUENCES[cause.field] ?? []).includes(change.field),
  );
}

/**
 * A consequence its cause cleared: a payment moved to another status by a webhook loses the
 * earlier status's paid-at moment until the vendor's next read brings the new one.
 */
export function isClearedConsequence(change: FieldChange, changes: readonly FieldChange[]): boolean {
  return nothing(change.to) && isConsequence(change, changes);
}

/**
 * A field that had no value and now has one, or whose value only gained parts it lacked (products
 * given their dimensions): what a first full read of a request brings.
 */
export function isFilledIn(change: FieldChange): boolean {
  return !nothing(change.to) && !same(change.from, change.to) && onlyAdds(change.from, change.to);
}

export function describeChange(change: FieldChange, context: VocabularyContext): DescribedChange {
  const label = fieldLabel(change.field, context);
  if (change.field === 'products') {
    const { moved, changed } = describeProductChanges(change.from, change.to, context);
    // Only products that changed: their count is the heading ("2 produtos alterados").
    if (moved.length === 0 && changed.length > 0) {
      return {
        kind: 'lines',
        label: context.t('vocabulary.products.changedCount', { count: changed.length }),
        lines: changed,
      };
    }
    return { kind: 'lines', label, lines: describeProducts(change.from, change.to, context) };
  }
  if (change.field === 'customData') {
    return { kind: 'lines', label, lines: describeCustomData(change.from, change.to, context) };
  }
  return {
    kind: 'value',
    label,
    from: formatFieldValue(change.field, change.from, context),
    to: formatFieldValue(change.field, change.to, context),
  };
}
