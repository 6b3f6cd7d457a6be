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
  battery: 'vocabulary.products.noun.battery',
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
  // A type Painel has no words for is named as received, once, and said to be unknown.
  if (typeof type === 'string' && type !== '') return t('vocabulary.unrecognized', { value: type });
  return t('vocabulary.products.noun.other', { count });
}

function countsByType(items: readonly Record<string, unknown>[]): Map<unknown, number> {
  const counts = new Map<unknown, number>();
  for (const item of items) counts.set(item.type, (counts.get(item.type) ?? 0) + 1);
  return counts;
}

/** The last parts of a path's label: "quantidade" of "Produtos › quantidade". */
function partLabel(path: string, context: VocabularyContext): string {
  return fieldLabel(path, context).split(' › ').slice(1).join(' › ');
}

/**
 * One attribute of a product that changed, in a few words: "quantidade 10 → 12", "sem preço
 * unitário", "dimensões: comprimento (mm) 2.278; …" when they arrive; inside an object only the
 * parts that changed ("largura (mm) 1.134 → 1.140"). No phrasing needs a gender.
 */
function attributeChanges(path: string, was: unknown, now: unknown, context: VocabularyContext): string[] {
  const { t } = context;
  if (same(was, now)) return [];
  const label = partLabel(path, context);
  if (nothing(was)) {
    return [t('vocabulary.products.filled', { field: label, value: formatFieldValue(path, now, context) })];
  }
  if (nothing(now)) return [t('vocabulary.products.cleared', { field: label })];
  if (isRecord(was) && isRecord(now) && path.split('.').length < 4) {
    return [...new Set([...Object.keys(was), ...Object.keys(now)])].flatMap((key) =>
      attributeChanges(`${path}.${key}`, was[key], now[key], context),
    );
  }
  return [
    t('vocabulary.products.attribute', {
      field: label,
      from: formatFieldValue(path, was, context),
      to: formatFieldValue(path, now, context),
    }),
  ];
}

export interface ProductChanges {
  /** "Inclusão de 2 inversores", "Retirada de 1 string box". */
  moved: string[];
  /** One line per product that changed: "Módulo 550 W, quantidade 10 → 12". */
  changed: string[];
}

function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/**
 * What changed in the products, item by item (matched by productCode, then position): additions
 * and removals by kind, then one line per product changed with every attribute that changed.
 */
export function describeProductChanges(
  from: unknown,
  to: unknown,
  context: VocabularyContext,
): ProductChanges {
  const { t } = context;
  const before = productsOf(from);
  const after = productsOf(to);
  const moved: string[] = [];
  const changed: string[] = [];
  const added = [...after].filter(([key]) => !before.has(key)).map(([, item]) => item);
  const removed = [...before].filter(([key]) => !after.has(key)).map(([, item]) => item);
  for (const [type, count] of countsByType(added)) {
    moved.push(t('vocabulary.products.added', { count, noun: noun(type, count, context) }));
  }
  for (const [type, count] of countsByType(removed)) {
    moved.push(t('vocabulary.products.removed', { count, noun: noun(type, count, context) }));
  }
  for (const [key, was] of before) {
    const now = after.get(key);
    if (!now) continue;
    const product =
      (typeof now.name === 'string' && now.name !== '' ? now.name : undefined) ??
      (key.startsWith('#') ? capitalised(noun(now.type, 1, context)) : key);
    const attributes = [...new Set([...Object.keys(was), ...Object.keys(now)])].flatMap((field) =>
      attributeChanges(`products.${field}`, was[field], now[field], context),
    );
    if (attributes.length > 0) {
      changed.push(t('vocabulary.products.changed', { product, changes: attributes.join(', ') }));
    }
  }
  return { moved, changed };
}

/** The products' changes as lines, for a place with room for one list. */
export function describeProducts(from: unknown, to: unknown, context: VocabularyContext): string[] {
  const { moved, changed } = describeProductChanges(from, to, context);
  const lines = [...moved, ...changed];
  return lines.length === 0 ? [context.t('vocabulary.products.reordered')] : lines;
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

const SENTENCE_FIELDS = {
  responsible: 'vocabulary.sentence.field.responsible',
  dealStatus: 'vocabulary.sentence.field.dealStatus',
  'payment.status': 'vocabulary.sentence.field.paymentStatus',
  'payment.type': 'vocabulary.sentence.field.paymentType',
  name: 'vocabulary.sentence.field.name',
  finalValue: 'vocabulary.sentence.field.finalValue',
  discount: 'vocabulary.sentence.field.discount',
  stockStatus: 'vocabulary.sentence.field.stockStatus',
} as const satisfies Readonly<Record<string, MessageKey>>;

function personName(actor: unknown): string | undefined {
  if (isRecord(actor) && actor.kind === 'person' && typeof actor.name === 'string') {
    return actor.name.trim() === '' ? undefined : actor.name;
  }
  return typeof actor === 'string' && actor.trim() !== '' ? actor : undefined;
}

/**
 * A person's single change of a field people talk about, as they would say it: "Ana Souza mudou o
 * responsável de Bruno Lima para Carla Dias", also when what it brings along changed beside it
 * (a payment's paid-at moment, see CONSEQUENCES). Undefined when the entry is anything else
 * (several changes, the vendor's, a field filled in or emptied), which then reads as its list of
 * changes.
 */
export function describeAsSentence(
  entry: { source: HistoryEntry['source']; actor?: unknown; changes: readonly FieldChange[] },
  context: VocabularyContext,
): string | undefined {
  const actor = personName(entry.actor);
  const changes = withPeopleWhole(
    entry.changes.filter((change) => !isEmptyChange(change) && !isVendorBookkeeping(change)),
  );
  const main = changes.filter((change) => !isConsequence(change, changes));
  const change = main.length === 1 ? main[0] : undefined;
  if (actor === undefined || change === undefined) return undefined;
  if (!Object.hasOwn(SENTENCE_FIELDS, change.field) || nothing(change.from) || nothing(change.to)) {
    return undefined;
  }
  const described = describeChange(change, context);
  if (described.kind !== 'value') return undefined;
  return context.t('vocabulary.sentence.changed', {
    actor,
    field: context.t(SENTENCE_FIELDS[change.field as keyof typeof SENTENCE_FIELDS]),
    from: described.from,
    to: described.to,
  });
}
