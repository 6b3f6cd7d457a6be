import type { Locale } from '../../../i18n/locales';
import { formatBrl } from '../../../lib/format/formatBrl';
import { formatKilowattPeak } from '../../../lib/format/power';

// Intl writes non-breaking spaces ("R$ 1,00"); toHaveTextContent collapses the rendered text's
// whitespace to plain spaces but not the expected string's, so expectations get the same treatment.
const plain = (text: string) => text.replace(/\s+/g, ' ');

export const brl = (value: number, locale: Locale = 'pt-BR') => plain(formatBrl(value, locale));
export const kwp = (wattPeak: number, locale: Locale = 'pt-BR') =>
  plain(formatKilowattPeak(wattPeak, locale));
