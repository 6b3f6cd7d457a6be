import type { CustomFieldFormat, CustomFieldSetting } from '../api/customFields';
import type { LabelLanguage } from '../labels/labelLanguage';
import { type CustomReading, formatOfVendorType, type OptionNames, readCustomValue } from './readCustomValue';

/**
 * What a custom field is called for a reader: the name its admin gave (English falls back to the
 * pt-BR name), or, until someone names it, its key exactly as received, flagged `named: false` so
 * it is shown as a key and not as a name. Never words guessed from the key.
 */
export interface CustomFieldTitle {
  label: string;
  named: boolean;
  key: string;
}

export type CustomFieldNames = ReadonlyMap<string, CustomFieldSetting>;

export function customFieldNamesOf(fields: readonly CustomFieldSetting[]): CustomFieldNames {
  return new Map(fields.map((field) => [field.key, field]));
}

export function customFieldTitle(
  names: CustomFieldNames,
  key: string,
  language: LabelLanguage,
): CustomFieldTitle {
  const setting = names.get(key);
  if (!setting) return { label: key, named: false, key };
  const label = language === 'en' ? (setting.nameEn ?? setting.name) : setting.name;
  return { label, named: true, key };
}

/** How a field's value reads: as its admin chose, else as the vendor's type says. */
export function customFieldFormat(
  names: CustomFieldNames,
  key: string,
  vendorType: unknown,
): CustomFieldFormat {
  return names.get(key)?.format ?? formatOfVendorType(vendorType);
}

/** The names of a field's options in `language` (English falls back to the pt-BR name). */
export function customFieldOptionNames(
  names: CustomFieldNames,
  key: string,
  language: LabelLanguage,
): OptionNames {
  const options = names.get(key)?.options ?? [];
  return new Map(
    options.map((option) => [option.value, language === 'en' ? (option.nameEn ?? option.name) : option.name]),
  );
}

/**
 * A field's value as its admin set the field up: in its format, its options by their names. What
 * every screen, the history and the exports read.
 */
export function readNamedCustomValue(
  names: CustomFieldNames,
  field: { key: string; value: unknown; vendorType: unknown },
  language: LabelLanguage,
): CustomReading {
  return readCustomValue(
    field.value,
    customFieldFormat(names, field.key, field.vendorType),
    customFieldOptionNames(names, field.key, language),
  );
}
