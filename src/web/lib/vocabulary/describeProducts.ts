import type { MessageKey } from '../../i18n/messages/pt-BR';
import { isRecord, nothing, same } from './changeValues';
import { fieldLabel, formatFieldValue, type VocabularyContext } from './vocabulary';

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
