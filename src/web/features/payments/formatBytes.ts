import type { Locale } from '../../i18n/locales';
import { formatNumber } from '../../lib/format/formatNumber';

const KiB = 1024;
const MiB = 1024 * 1024;

/** A size as the backend's messages write it: binary units, at most one decimal (10 MiB, 1,5 KiB). */
export function formatBytes(bytes: number, locale: Locale): string {
  const digits = { maximumFractionDigits: 1 };
  if (bytes >= MiB) return `${formatNumber(bytes / MiB, locale, digits)} MiB`;
  if (bytes >= KiB) return `${formatNumber(bytes / KiB, locale, digits)} KiB`;
  return `${formatNumber(bytes, locale)} B`;
}
