import { customFieldTitle, readNamedCustomValue } from '../../../contract/customFields/customFieldName';
import { describeCustomValue } from '../customFields/describeCustomValue';
import type { VocabularyContext } from './vocabulary';

type Field = { key: string; value: unknown; type: unknown };

function fieldsOf(value: unknown): Map<string, Field> {
  const fields = new Map<string, Field>();
  if (!Array.isArray(value)) return fields;
  for (const item of value) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) continue;
    const { key, value: fieldValue, type } = item as Record<string, unknown>;
    if (typeof key === 'string' && key.trim() !== '' && !fields.has(key)) {
      fields.set(key, { key, value: fieldValue, type });
    }
  }
  return fields;
}

/**
 * What changed in the custom fields, one line per field, by the names, formats and option names
 * admins gave:
 * "Valor de entrada: R$ 1.000,00 → R$ 2.500,00". A field no one named yet reads as its key as
 * received, marked as such, never as words guessed from it.
 */
export function describeCustomData(from: unknown, to: unknown, context: VocabularyContext): string[] {
  const { t, locale } = context;
  const names = context.customFields ?? new Map();
  const before = fieldsOf(from);
  const after = fieldsOf(to);
  const lines: string[] = [];
  for (const key of new Set([...after.keys(), ...before.keys()])) {
    const was = before.get(key);
    const now = after.get(key);
    const read = (field: Field | undefined) =>
      describeCustomValue(
        readNamedCustomValue(
          names,
          { key, value: field?.value, vendorType: field?.type ?? was?.type },
          locale,
        ),
        context,
      );
    const previous = read(was);
    const next = read(now);
    if (previous === next) continue;
    const title = customFieldTitle(names, key, locale);
    const field = title.named ? title.label : t('customFields.unnamedKey', { key });
    lines.push(t('customFields.history.changed', { field, from: previous, to: next }));
  }
  if (lines.length === 0) lines.push(t('customFields.history.reordered'));
  return lines;
}
