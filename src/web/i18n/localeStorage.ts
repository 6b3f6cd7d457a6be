import { isLocale, type Locale } from './locales';

export const localeStorageKey = 'painel-locale';

// Storage can be unavailable (private windows, blocked cookies): the choice then lasts the visit.
export function readStoredLocale(): Locale | undefined {
  try {
    const stored = window.localStorage.getItem(localeStorageKey);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Nothing to do: the in-memory choice still applies.
  }
}
