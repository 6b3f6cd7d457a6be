import type { CustomFieldNames } from '../../../contract/customFields/customFieldName';
import { type EnumSet, knownEnumLabel, looksLikeCode } from '../../../contract/labels/enumLabels';
import { FIELD_LABELS, knownFieldLabel, knownPartLabel } from '../../../contract/labels/fieldLabels';
import type { Translator } from '../../i18n/createTranslator';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages/pt-BR';
import { formatBrl } from '../format/formatBrl';
import { formatDate, formatDateTime } from '../format/formatDate';
import { formatNumber } from '../format/formatNumber';
import { formatKilowattPeak, vendorPowerToWattPeak } from '../format/power';

/** What every rendering needs: the reader's translation and language. */
export interface VocabularyContext {
  t: Translator<Messages>;
  locale: Locale;
  /** The names admins gave custom fields (ADR 060); none named when absent. */
  customFields?: CustomFieldNames;
}

/** A long text is cut so one value cannot flood a line. */
const MAX_TEXT = 160;

/** A contract path without positions: `products[2].type` and `products.type` are one field. */
export function fieldOf(path: string): string {
  return path.replace(/\[\d+\]/g, '').replace(/^\./, '');
}

const MONEY = new Set([
  'originalValue',
  'discount',
  'surcharge',
  'finalValue',
  'differenceWithPaymentConditionApplied',
  'invoice.originalInvoiceValue',
  'invoice.serviceToAddInvoiceValue',
  'invoice.requestedInvoiceValue',
  'freight.price',
  'products.singlePrice',
  'products.totalPrice',
  'products.structure.price',
]);
const POWER = new Set(['totalPower']);
const DATE_TIME = new Set(['budgetCreated', 'orderCreated', 'apiSentUpdated', 'payment.paidAt']);
const DATE = new Set(['billingDate']);
const ENUMS: Readonly<Record<string, EnumSet>> = {
  'payment.type': 'paymentType',
  'payment.status': 'paymentStatus',
  'payment.transactionStatus': 'transactionStatus',
  'payment.links.method': 'paymentLinkMethod',
  'products.type': 'productType',
  'freight.type': 'freightType',
  'freight.zoneType': 'zoneType',
  'freight.truckPossible': 'truckPossible',
  'structure.arrangements.orientation': 'orientation',
  'payment.condition.conditionType': 'conditionType',
  'payment.condition.modifierType': 'modifierType',
  'invoice.temInscricaoEstadual': 'inscricaoEstadual',
  kind: 'kitKind',
  'structure.kind': 'structureKind',
  'products.structure.type': 'structureKind',
};

/** The set of values a field's values belong to, if Painel has words for them. */
export function enumSetOf(path: string): EnumSet | undefined {
  const field = fieldOf(path);
  return Object.hasOwn(ENUMS, field) ? ENUMS[field] : undefined;
}

function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/**
 * A field's name in the reader's language: the longest known part of its path, then the known
 * names of the rest ("Responsável › e-mail"). A field no one named is "other detail", never its
 * raw path: the raw path is for admins, behind the technical detail.
 */
export function fieldLabel(path: string, { locale }: VocabularyContext): string {
  const segments = fieldOf(path).split('.');
  const other = FIELD_LABELS[locale].parts.other;
  for (let length = segments.length; length > 0; length -= 1) {
    const label = knownFieldLabel(segments.slice(0, length).join('.'), locale);
    if (label === undefined) continue;
    const rest = segments.slice(length).map((segment) => knownPartLabel(segment, locale) ?? other);
    return [label, ...rest].join(' › ');
  }
  return capitalised(other);
}

function shorten(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

function isNothing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A person as people name them: "Maria Souza", else their e-mail. */
function personText(value: Record<string, unknown>): string | undefined {
  const name = [value.name, value.surname]
    .filter((part) => typeof part === 'string' && part !== '')
    .join(' ');
  if (name !== '') return name;
  return typeof value.email === 'string' && value.email !== '' ? value.email : undefined;
}

/**
 * A value of a field as people read it: money in BRL, power in kWp, local dates, a documented value
 * translated and an unknown one as received, yes/no, a person by name, a list by its size; any
 * other structure as its labelled parts. Never JSON.
 */
export function formatFieldValue(path: string, value: unknown, context: VocabularyContext): string {
  const { t, locale } = context;
  const field = fieldOf(path);
  if (isNothing(value)) return t('vocabulary.absent');
  if (typeof value === 'number') {
    if (MONEY.has(field)) return formatBrl(value, locale);
    if (POWER.has(field)) return formatKilowattPeak(vendorPowerToWattPeak(value), locale);
    return formatNumber(value, locale);
  }
  if (typeof value === 'boolean') return value ? t('vocabulary.yes') : t('vocabulary.no');
  if (typeof value === 'string') {
    const set = enumSetOf(field);
    const known = set === undefined ? undefined : knownEnumLabel(set, value, locale);
    if (known !== undefined) return known;
    // A code Painel has no words for is shown once, as received, saying so.
    if (set !== undefined && looksLikeCode(value))
      return t('vocabulary.unrecognized', { value: shorten(value) });
    if (DATE_TIME.has(field)) return formatDateTime(value, locale);
    if (DATE.has(field)) return formatDate(value, locale);
    return shorten(value);
  }
  if (Array.isArray(value)) return t('vocabulary.items', { count: value.length });
  if (isRecord(value)) {
    const person = personText(value);
    if (person !== undefined) return shorten(person);
    const parts = Object.entries(value)
      .filter(([, child]) => !isNothing(child))
      .map(([key, child]) => {
        const childPath = `${field}.${key}`;
        // A part no one named reads as its key, as received and said to be unknown, never as a
        // sentence made from its camelCase.
        const label =
          knownPartLabel(key, locale) ??
          knownFieldLabel(fieldOf(childPath), locale) ??
          t('vocabulary.unrecognizedKey', { key: shorten(key) });
        return `${label}: ${formatFieldValue(childPath, child, context)}`;
      });
    return parts.length === 0 ? t('vocabulary.absent') : shorten(parts.join('; '));
  }
  return shorten(String(value));
}
