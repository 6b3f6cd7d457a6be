import { NativeSelect } from '@mantine/core';
import { isLocale, localeNames, locales } from '../i18n/locales';
import { useLocale } from '../i18n/useLocale';
import { useT } from '../i18n/useT';

/**
 * The interface language. A native select: keyboard and screen-reader behaviour come from the
 * browser, and each language is written in itself (with its own `lang`) so anyone can find theirs.
 */
export function LanguageSelect() {
  const t = useT();
  const { locale, setLocale } = useLocale();
  return (
    <NativeSelect
      aria-label={t('shell.language')}
      value={locale}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLocale(next)) setLocale(next);
      }}
      size="xs"
    >
      {locales.map((option) => (
        <option key={option} value={option} lang={option}>
          {localeNames[option]}
        </option>
      ))}
    </NativeSelect>
  );
}
