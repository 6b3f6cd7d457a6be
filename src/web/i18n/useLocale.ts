import type { Locale } from './locales';
import { useI18n } from './useI18n';

/** The current language and the way to change it (remembered for the next visit). */
export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => void } {
  const { locale, setLocale } = useI18n();
  return { locale, setLocale };
}
