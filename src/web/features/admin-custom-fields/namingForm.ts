import { z } from 'zod';
import {
  type AdminCustomField,
  CUSTOM_FIELD_FORMATS,
  type CustomFieldNaming,
  type CustomFieldOptionName,
} from '../../../contract/api/customFields';

const name = z.string().trim().max(80);

/**
 * The naming form as typed: an empty English name, "as the vendor sends it" and an option left
 * blank mean nothing chosen. An option's English name needs its pt-BR one, the name everyone else
 * reads.
 */
export const namingForm = z.object({
  name: name.min(1),
  nameEn: name,
  format: z.enum(['auto', ...CUSTOM_FIELD_FORMATS]),
  options: z.array(
    z
      .object({ value: z.string(), name, nameEn: name })
      .refine((option) => option.name !== '' || option.nameEn === '', { path: ['name'] }),
  ),
});
export type NamingForm = z.infer<typeof namingForm>;

const byOptionOrder = (a: string, b: string) => a.length - b.length || a.localeCompare(b);

/** Every option to name: those seen in the mirror, and those named that no request carries any more. */
export function optionValuesOf(field: AdminCustomField): string[] {
  const named = field.naming?.options?.map((option) => option.value) ?? [];
  return [...new Set([...field.options, ...named])].sort(byOptionOrder);
}

export function namingFormOf(field: AdminCustomField): NamingForm {
  const named = new Map(field.naming?.options?.map((option) => [option.value, option]));
  return {
    name: field.naming?.name ?? '',
    nameEn: field.naming?.nameEn ?? '',
    format: field.naming?.format ?? 'auto',
    options: optionValuesOf(field).map((value) => ({
      value,
      name: named.get(value)?.name ?? '',
      nameEn: named.get(value)?.nameEn ?? '',
    })),
  };
}

/** The options given a name, an English one only where it differs. */
export function namedOptionsOf(options: NamingForm['options']): CustomFieldOptionName[] {
  return options
    .filter((option) => option.name !== '')
    .map(({ value, name, nameEn }) => ({
      value,
      name,
      ...(nameEn === '' || nameEn === name ? {} : { nameEn }),
    }));
}

export function namingOf(form: NamingForm): CustomFieldNaming {
  const options = namedOptionsOf(form.options);
  return {
    name: form.name,
    ...(form.nameEn === '' ? {} : { nameEn: form.nameEn }),
    ...(form.format === 'auto' ? {} : { format: form.format }),
    ...(options.length === 0 ? {} : { options }),
  };
}
