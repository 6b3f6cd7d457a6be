import { useMemo } from 'react';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import type { VocabularyContext } from './vocabulary';

/** The reader's translation and language, as the vocabulary's functions take them. */
export function useVocabulary(): VocabularyContext {
  const t = useT();
  const { locale } = useLocale();
  return useMemo(() => ({ t, locale }), [t, locale]);
}
