/** The languages Painel speaks; pt-BR is the house language and the default. */
export const locales = ['pt-BR', 'en'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'pt-BR';

/** Each language named in itself, so a reader can find their own language whatever is showing. */
export const localeNames: Readonly<Record<Locale, string>> = {
  'pt-BR': 'Português (Brasil)',
  en: 'English',
};

/** Each language's short code, for where its full name does not fit (a phone's header). */
export const localeCodes: Readonly<Record<Locale, string>> = {
  'pt-BR': 'PT',
  en: 'EN',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
