import { useLocale } from '../i18n/useLocale';
import { formatBrl } from '../lib/format/formatBrl';
import { isAbsent } from '../lib/isAbsent';
import { Absent } from './Absent';

/** An amount in reais, or <Absent /> when the vendor did not send one. */
export function Money({ value }: { value: number | null | undefined }) {
  const { locale } = useLocale();
  if (isAbsent(value)) return <Absent />;
  return <span style={{ whiteSpace: 'nowrap' }}>{formatBrl(value, locale)}</span>;
}
