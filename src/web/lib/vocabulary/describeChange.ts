import type { HistoryEntry } from '../../../contract/api/requests';
import type { MessageKey } from '../../i18n/messages/pt-BR';
import { describeCustomData } from './describeCustomData';
import { fieldLabel, formatFieldValue, type VocabularyContext } from './vocabulary';

type FieldChange = HistoryEntry['changes'][number];

/** One change as people read it: "Status: Em separação → Faturado", or a list of product moves. */
export type DescribedChange =
  | { kind: 'value'; label: string; from: string; to: string }
  | { kind: 'lines'; label: string; lines: string[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Absent, null, blank, an empty list or an object of nothing: all say nothing is known. */
function nothing(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0) ||
    (isRecord(value) && Object.values(value).every(nothing))
  );
}

/** A change from nothing to nothing (null to blank, say): nothing a person could see changed. */
export function isEmptyChange(change: FieldChange): boolean {
  return nothing(change.from) && nothing(change.to);
}

/**
 * The vendor's own bookkeeping of its API sends: it flips apiSent and stamps apiSentUpdated when a
 * record is delivered through the listing, which Painel's own sync causes. Nothing a person did
 * or could act on, so the people's history leaves it out (the data and the admins' technical
 * detail keep it).
 */
const BOOKKEEPING_FIELDS = new Set(['apiSent', 'apiSentUpdated']);

export function isVendorBookkeeping(change: FieldChange): boolean {
  return BOOKKEEPING_FIELDS.has(change.field);
}

/** A field that had no value and now has one: what a first full read of a request brings. */
export function isFilledIn(change: FieldChange): boolean {
  return nothing(change.from) && !nothing(change.to);
}

/** Equal as JSON, whatever the key order; absent, null and empty all mean nothing. */
function same(a: unknown, b: unknown): boolean {
  if (nothing(a) || nothing(b)) return nothing(a) && nothing(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => same(item, b[i]))
    );
  }
  if (isRecord(a) && isRecord(b)) {
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].every((key) => same(a[key], b[key]));
  }
  return a === b;
}

const PRODUCT_NOUNS: Readonly<Record<string, MessageKey>> = {
  module: 'vocabulary.products.noun.module',
  inverter: 'vocabulary.products.noun.inverter',
  stringBox: 'vocabulary.products.noun.stringBox',
  complementaryEquipment: 'vocabulary.products.noun.complementaryEquipment',
  extraItem: 'vocabulary.products.noun.extraItem',
};

function productsOf(value: unknown): Map<string, Record<string, unknown>> {
  const items = Array.isArray(value) ? value.filter(isRecord) : [];
  return new Map(
    items.map((item, index) => [
      typeof item.productCode === 'string' && item.productCode !== '' ? item.productCode : `#${index}`,
      item,
    ]),
  );
}

function noun(type: unknown, count: number, { t }: VocabularyContext): string {
  const key =
    typeof type === 'string' && Object.hasOwn(PRODUCT_NOUNS, type) ? PRODUCT_NOUNS[type] : undefined;
  if (key) return t(key as 'vocabulary.products.noun.module', { count });
  // An unknown type is named as received (e.g. "battery").
  if (typeof type === 'string' && type !== '') return type;
  return t('vocabulary.products.noun.other', { count });
}

function countsByType(items: readonly Record<string, unknown>[]): Map<unknown, number> {
  const counts = new Map<unknown, number>();
  for (const item of items) counts.set(item.type, (counts.get(item.type) ?? 0) + 1);
  return counts;
}

/**
 * What changed in the products, item by item (matched by productCode, then position): "2
 * inversores adicionados", "Módulo 550 W: quantidade 20 → 24".
 */
export function describeProducts(from: unknown, to: unknown, context: VocabularyContext): string[] {
  const { t } = context;
  const before = productsOf(from);
  const after = productsOf(to);
  const lines: string[] = [];
  const added = [...after].filter(([key]) => !before.has(key)).map(([, item]) => item);
  const removed = [...before].filter(([key]) => !after.has(key)).map(([, item]) => item);
  for (const [type, count] of countsByType(added)) {
    lines.push(t('vocabulary.products.added', { count, noun: noun(type, count, context) }));
  }
  for (const [type, count] of countsByType(removed)) {
    lines.push(t('vocabulary.products.removed', { count, noun: noun(type, count, context) }));
  }
  for (const [key, was] of before) {
    const now = after.get(key);
    if (!now) continue;
    const product =
      (typeof now.name === 'string' && now.name !== '' ? now.name : undefined) ??
      (key.startsWith('#') ? noun(now.type, 1, context) : key);
    for (const field of new Set([...Object.keys(was), ...Object.keys(now)])) {
      if (same(was[field], now[field])) continue;
      const path = `products.${field}`;
      lines.push(
        t('vocabulary.products.changed', {
          product,
          field: fieldLabel(path, context).split(' › ').slice(1).join(' › '),
          from: formatFieldValue(path, was[field], context),
          to: formatFieldValue(path, now[field], context),
        }),
      );
    }
  }
  if (lines.length === 0) lines.push(t('vocabulary.products.reordered'));
  return lines;
}

export function describeChange(change: FieldChange, context: VocabularyContext): DescribedChange {
  const label = fieldLabel(change.field, context);
  if (change.field === 'products') {
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

const SOURCE_ACTORS = {
  write: 'vocabulary.actor.write',
  webhook: 'vocabulary.actor.webhook',
  reconcile: 'vocabulary.actor.reconcile',
  backfill: 'vocabulary.actor.backfill',
  refresh: 'vocabulary.actor.refresh',
} as const satisfies Record<HistoryEntry['source'], MessageKey>;

/**
 * Who made a change, as people say it. Takes today's actor (the Painel user's e-mail, with the
 * source) and the structured actor `{ kind: 'person', name }` or `{ kind: <source> }` alike.
 */
export function describeActor(
  entry: { source: HistoryEntry['source']; actor?: unknown },
  { t }: VocabularyContext,
): string {
  const actor = entry.actor;
  if (isRecord(actor)) {
    if (actor.kind === 'person') {
      const name = typeof actor.name === 'string' && actor.name.trim() !== '' ? actor.name : undefined;
      return name ? t('vocabulary.actor.person', { name }) : t('vocabulary.actor.write');
    }
    if (typeof actor.kind === 'string' && actor.kind in SOURCE_ACTORS) {
      return t(SOURCE_ACTORS[actor.kind as keyof typeof SOURCE_ACTORS]);
    }
  }
  if (typeof actor === 'string' && actor.trim() !== '') return t('vocabulary.actor.person', { name: actor });
  return t(SOURCE_ACTORS[entry.source]);
}
