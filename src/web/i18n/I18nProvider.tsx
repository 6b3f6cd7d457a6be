import {
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createTranslator } from './createTranslator';
import {
  dictionaryVersion,
  hasWholeDictionary,
  loadFirstPaint,
  loadWholeDictionary,
  messagesOf,
  setActiveLocale,
  subscribeToDictionaries,
} from './dictionaryStore';
import { I18nContext, type I18nContextValue } from './I18nContext';
import type { Locale } from './locales';
import { storeLocale } from './localeStorage';
import type { Messages } from './messages/pt-BR';
import { startLocale } from './startLocale';

export interface I18nProviderProps {
  children: ReactNode;
  /** Overrides the remembered and detected language (tests, embedding). */
  initialLocale?: Locale;
}

/**
 * Holds the interface language: the reader's earlier choice if remembered, else the browser's
 * preference. Keeps `<html lang>` in step so screen readers pronounce the page correctly.
 *
 * Dictionaries arrive in chunks (dictionaryStore.ts, ADR 026). main.tsx loads what the first
 * render needs before rendering; were it still on its way, the provider suspends rather than show
 * keys. Switching keeps the current language on screen until the other one has arrived whole, then
 * re-renders everything at once.
 */
export function I18nProvider({ children, initialLocale }: I18nProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(() => {
    const start = initialLocale ?? startLocale();
    setActiveLocale(start);
    return start;
  });
  // The language asked for last: a dictionary that arrives late must not overrule a later choice.
  const requested = useRef(locale);
  const version = useSyncExternalStore(subscribeToDictionaries, dictionaryVersion, dictionaryVersion);

  const setLocale = useCallback((next: Locale) => {
    requested.current = next;
    const show = () => {
      if (requested.current !== next) return;
      setActiveLocale(next);
      setLocaleState(next);
      storeLocale(next);
    };
    if (hasWholeDictionary(next)) show();
    // On a failed fetch the page stays in its language, and choosing again fetches again.
    else loadWholeDictionary(next).then(show, () => undefined);
  }, []);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  let messages = messagesOf(locale);
  if (!messages) {
    use(loadFirstPaint(locale));
    messages = messagesOf(locale) ?? {};
  }
  const value = useMemo<I18nContextValue>(() => {
    // A key outside the part that has arrived shows as itself for a moment and brings the rest.
    const fetchTheRest = () => {
      if (!hasWholeDictionary(locale)) loadWholeDictionary(locale).catch(() => undefined);
    };
    return { locale, setLocale, t: createTranslator(messages as Messages, locale, fetchTheRest) };
    // Messages arrive in place (a translator made earlier sees them too); `version` counts the
    // arrivals, so that every reader re-renders with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version is the signal, not an input
  }, [locale, setLocale, messages, version]);

  return <I18nContext value={value}>{children}</I18nContext>;
}
