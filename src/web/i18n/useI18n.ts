import { use } from 'react';
import { I18nContext, type I18nContextValue } from './I18nContext';

export function useI18n(): I18nContextValue {
  const value = use(I18nContext);
  if (!value) throw new Error('useT/useLocale need an <I18nProvider> above them (see src/web/app/App.tsx).');
  return value;
}
