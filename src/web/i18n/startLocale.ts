import { detectLocale } from './detectLocale';
import type { Locale } from './locales';
import { readStoredLocale } from './localeStorage';

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * The language a visit starts in: the reader's earlier choice if remembered, else the browser's
 * preference. main.tsx loads its dictionary before the first render; I18nProvider starts in it.
 */
export function startLocale(): Locale {
  return readStoredLocale() ?? detectLocale(browserLanguages());
}
