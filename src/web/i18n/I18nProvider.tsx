import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createTranslator } from './createTranslator';
import { detectLocale } from './detectLocale';
import { dictionaries } from './dictionaries';
import { I18nContext, type I18nContextValue } from './I18nContext';
import type { Locale } from './locales';
import { readStoredLocale, storeLocale } from './localeStorage';

export interface I18nProviderProps {
  children: ReactNode;
  /** Overrides the remembered and detected language (tests, embedding). */
  initialLocale?: Locale;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * Holds the interface language: the reader's earlier choice if remembered, else the browser's
 * preference. Keeps `<html lang>` in step so screen readers pronounce the page correctly.
 */
export function I18nProvider({ children, initialLocale }: I18nProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(
    () => initialLocale ?? readStoredLocale() ?? detectLocale(browserLanguages()),
  );

  const setLocale = useCallback((next: Locale) => {
    setLocaleState(next);
    storeLocale(next);
  }, []);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const value = useMemo<I18nContextValue>(
    () => ({ locale, setLocale, t: createTranslator(dictionaries[locale], locale) }),
    [locale, setLocale],
  );

  return <I18nContext value={value}>{children}</I18nContext>;
}
