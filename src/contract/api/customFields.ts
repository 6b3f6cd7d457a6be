import { z } from 'zod';
import { customDataValue } from '../upstream/customData';

/** How a custom field's value reads, as its partner's admin chose: text, number, money, date or yes/no. */
export const CUSTOM_FIELD_FORMATS = ['text', 'number', 'money', 'date', 'yesNo'] as const;
export const customFieldFormatSchema = z.enum(CUSTOM_FIELD_FORMATS);
export type CustomFieldFormat = z.infer<typeof customFieldFormatSchema>;

/** The key exactly as the vendor sends it (the field's "identification code"). */
export const customFieldKeySchema = z
  .string()
  .min(1)
  .max(200)
  .refine((key) => key.trim() !== '', { error: 'must not be blank' });

const fieldName = z.string().trim().min(1).max(80);

/** How the vendor sends a selection field's option: its number (or code), as text. */
export const customFieldOptionValue = z.string().trim().min(1).max(40);

/**
 * What an option of a selection field is called: the vendor sends only its number ("3"), and an
 * admin says it reads "E-mail" (pt-BR) and, when it differs, in English.
 */
export const customFieldOptionName = z.object({
  value: customFieldOptionValue,
  name: fieldName,
  nameEn: fieldName.optional(),
});
export type CustomFieldOptionName = z.infer<typeof customFieldOptionName>;

/** More options than a selection field holds; each value named once. */
export const MAX_NAMED_OPTIONS = 200;

/**
 * What an admin says about one custom field: its name in pt-BR, an English name when it differs
 * (English readers see the pt-BR name otherwise), how its value reads (without a format, as the
 * vendor's type says) and, for a selection, the names of its options.
 */
export const customFieldNaming = z.object({
  name: fieldName,
  nameEn: fieldName.optional(),
  format: customFieldFormatSchema.optional(),
  options: z
    .array(customFieldOptionName)
    .max(MAX_NAMED_OPTIONS)
    .refine((options) => new Set(options.map((option) => option.value)).size === options.length, {
      error: 'must name each option once',
    })
    .optional(),
});
export type CustomFieldNaming = z.infer<typeof customFieldNaming>;

export const customFieldSetting = customFieldNaming.extend({ key: customFieldKeySchema });
export type CustomFieldSetting = z.infer<typeof customFieldSetting>;

/** Every named field (the app_settings row 'customFields'); a key not here is not yet named. */
export const customFieldSettings = z.object({
  fields: z
    .array(customFieldSetting)
    .max(1000)
    .refine((fields) => new Set(fields.map((field) => field.key)).size === fields.length, {
      error: 'must name each key once',
    }),
});
export type CustomFieldSettings = z.infer<typeof customFieldSettings>;

/** GET /api/custom-fields: the names and formats, for every signed-in person's drawer and history. */
export const customFieldNamesResponse = customFieldSettings;

/** One key of the admin's page: what the mirror holds of it, and its naming when it has one. */
export const adminCustomField = z.object({
  key: z.string(),
  /** Requests (orders and budgets, not removed) whose custom data carry the key. */
  requests: z.number().int().nonnegative(),
  /** The values seen most often, most frequent first (at most SAMPLE_VALUES). */
  samples: z.array(customDataValue),
  /** The vendor's type most often sent with the key; null when none came. */
  vendorType: z.string().nullable(),
  /** A selection field's option values seen in the mirror (at most MAX_NAMED_OPTIONS), in order. */
  options: z.array(z.string()),
  naming: customFieldNaming.nullable(),
});
export type AdminCustomField = z.infer<typeof adminCustomField>;

/** GET /api/admin/custom-fields: every key seen in the mirror or named, most carried first. */
export const adminCustomFieldsResponse = z.object({ fields: z.array(adminCustomField) });
export type AdminCustomFieldsResponse = z.infer<typeof adminCustomFieldsResponse>;

export const SAMPLE_VALUES = 3;

/** PUT and DELETE /api/admin/custom-fields/:key */
export const customFieldKeyParams = z.object({ key: customFieldKeySchema });
