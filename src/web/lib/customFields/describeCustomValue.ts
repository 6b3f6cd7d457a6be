import type { CustomReading } from '../../../contract/customFields/readCustomValue';
import type { Translator } from '../../i18n/createTranslator';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages/pt-BR';
import { formatBrl } from '../format/formatBrl';
import { formatDate } from '../format/formatDate';
import { formatNumber } from '../format/formatNumber';

/** A custom field's value as one line of text (the history, a preview): money in BRL, local dates, yes/no. */
export function describeCustomValue(
  reading: CustomReading,
  { t, locale }: { t: Translator<Messages>; locale: Locale },
): string {
  switch (reading.kind) {
    case 'absent':
      return t('vocabulary.absent');
    case 'text':
      return reading.value;
    case 'number':
      return formatNumber(reading.value, locale, { maximumFractionDigits: 3 });
    case 'money':
      return formatBrl(reading.value, locale);
    case 'date':
      return formatDate(reading.value, locale);
    case 'yesNo':
      return reading.value ? t('vocabulary.yes') : t('vocabulary.no');
    case 'list':
      return reading.values.join(', ');
  }
}
