import type { CustomFieldFormat } from '../api/customFields';

/**
 * A custom field's value as its format reads it, before a screen or an export writes it. A value
 * that does not fit its format (words in a money field) stays text, as received: never hidden.
 */
export type CustomReading =
  | { kind: 'absent' }
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'money'; value: number }
  /** A calendar day (yyyy-mm-dd) or, with `instant`, a moment in ISO 8601. */
  | { kind: 'date'; value: string; instant: boolean }
  | { kind: 'yesNo'; value: boolean }
  /** The options of a multiple selection, as sent. */
  | { kind: 'list'; values: string[] };

/** How a value reads when no admin chose: as the vendor's declared type says. */
export function formatOfVendorType(type: unknown): CustomFieldFormat {
  switch (type) {
    case 'date':
      return 'date';
    case 'integer':
    case 'decimal':
      return 'number';
    case 'currency':
    case 'currencyGeneric':
      return 'money';
    default:
      return 'text';
  }
}

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** 1.234,56 or 1234,56: how a Brazilian writes a number. */
const BRAZILIAN_NUMBER = /^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/;

function numberIn(text: string): number | undefined {
  const bare = text.replace(/^R\$\s*/i, '').trim();
  if (PLAIN_NUMBER.test(bare)) return Number(bare);
  if (BRAZILIAN_NUMBER.test(bare)) return Number(bare.replaceAll('.', '').replace(',', '.'));
  return undefined;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const BRAZILIAN_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

function realDay(year: string, month: string, day: string): string | undefined {
  const at = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const text = `${year}-${month}-${day}`;
  return at.toISOString().slice(0, 10) === text ? text : undefined;
}

function dateIn(text: string): CustomReading | undefined {
  const day = DAY.exec(text);
  if (day) {
    const value = realDay(day[1] ?? '', day[2] ?? '', day[3] ?? '');
    return value ? { kind: 'date', value, instant: false } : undefined;
  }
  const brazilian = BRAZILIAN_DAY.exec(text);
  if (brazilian) {
    const value = realDay(brazilian[3] ?? '', brazilian[2] ?? '', brazilian[1] ?? '');
    return value ? { kind: 'date', value, instant: false } : undefined;
  }
  if (INSTANT.test(text) && !Number.isNaN(Date.parse(text)))
    return { kind: 'date', value: text, instant: true };
  return undefined;
}

const YES = new Set(['sim', 's', 'yes', 'y', 'true', '1', 'x']);
const NO = new Set(['nao', 'n', 'no', 'false', '0']);

function yesNoIn(value: string | number | boolean): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const word = String(value).normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return undefined;
}

/** The names of a selection field's options, by the value the vendor sends (trimmed text). */
export type OptionNames = ReadonlyMap<string, string>;

const NO_OPTIONS: OptionNames = new Map();

/**
 * A custom field's value read in `format`; a selection's options read by their names where an
 * admin gave one, and as sent otherwise.
 */
export function readCustomValue(
  value: unknown,
  format: CustomFieldFormat,
  options: OptionNames = NO_OPTIONS,
): CustomReading {
  if (value === undefined || value === null) return { kind: 'absent' };
  if (Array.isArray(value)) {
    const values = value
      .filter((item) => item !== null && item !== undefined && String(item).trim() !== '')
      .map((item) => options.get(String(item).trim()) ?? String(item));
    return values.length === 0 ? { kind: 'absent' } : { kind: 'list', values };
  }
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    return { kind: 'absent' };
  }
  const text = String(value).trim();
  if (text === '') return { kind: 'absent' };
  const option = options.get(text);
  if (option !== undefined) return { kind: 'text', value: option };
  const asText: CustomReading = { kind: 'text', value: text };
  switch (format) {
    case 'number':
    case 'money': {
      const number =
        typeof value === 'number' ? value : typeof value === 'string' ? numberIn(text) : undefined;
      return number === undefined || !Number.isFinite(number) ? asText : { kind: format, value: number };
    }
    case 'date':
      return typeof value === 'string' ? (dateIn(text) ?? asText) : asText;
    case 'yesNo': {
      const answer = yesNoIn(value);
      return answer === undefined ? asText : { kind: 'yesNo', value: answer };
    }
    case 'text':
      return asText;
  }
}
