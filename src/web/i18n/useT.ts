import type { Translator } from './createTranslator';
import type { Messages } from './messages/pt-BR';
import { useI18n } from './useI18n';

/** The translation function for the current language; components re-render when it changes. */
export function useT(): Translator<Messages> {
  return useI18n().t;
}
