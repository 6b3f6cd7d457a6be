import { createContext } from 'react';
import type { Translator } from './createTranslator';
import type { Locale } from './locales';
import type { Messages } from './messages/pt-BR';

export interface I18nContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: Translator<Messages>;
}

export const I18nContext = createContext<I18nContextValue | null>(null);
