import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';
import { isLocale, localeCodes, localeNames, locales } from '../i18n/locales';
import { useLocale } from '../i18n/useLocale';
import { useT } from '../i18n/useT';
import classes from './LanguageSelect.module.css';
import { usePhoneLayout } from '../lib/usePhoneLayout';

/**
 * The interface language. A native select: keyboard and screen-reader behaviour come from the
 * browser, and each language is written in itself (with its own `lang`) so anyone can find theirs.
 * On a phone the header has no room for "Português (Brasil)": the select shows an icon and the
 * language's code, and its list still names each language in full.
 */
export function LanguageSelect() {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const phone = usePhoneLayout();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.currentTarget.value;
    if (isLocale(next)) setLocale(next);
  };
  const options = locales.map((option) => (
    <option key={option} value={option} lang={option}>
      {localeNames[option]}
    </option>
  ));
  if (phone) {
    return (
      <span className={classes.compact}>
        <IconLanguage size={16} stroke={1.6} aria-hidden="true" />
        <span aria-hidden="true">{localeCodes[locale]}</span>
        <select aria-label={t('shell.language')} value={locale} onChange={onChange}>
          {options}
        </select>
      </span>
    );
  }
  return (
    <NativeSelect aria-label={t('shell.language')} value={locale} onChange={onChange} size="xs">
      {options}
    </NativeSelect>
  );
}
