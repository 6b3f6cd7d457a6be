import { useCallback, useMemo } from 'react';
import { type EnumSet, enumLabel } from '../../../contract/labels/enumLabels';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { useCustomFieldNames } from '../customFields/CustomFieldNamesContext';
import type { VocabularyContext } from './vocabulary';

/** The reader's translation and language, as the vocabulary's functions take them. */
export function useVocabulary(): VocabularyContext {
  const t = useT();
  const { locale } = useLocale();
  const customFields = useCustomFieldNames();
  return useMemo(() => ({ t, locale, customFields }), [t, locale, customFields]);
}

/**
 * A closed or indicated value in the reader's language (src/contract/labels/enumLabels.ts); a value
 * the vendor added after the spec is shown exactly as received, never as "not provided".
 */
export function useEnumLabel(): (set: EnumSet, value: string) => string {
  const { locale } = useLocale();
  return useCallback((set: EnumSet, value: string) => enumLabel(set, value, locale), [locale]);
}
