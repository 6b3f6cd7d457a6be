import type { Locale } from '../../i18n/locales';
import { relativeTimeFormat } from './intlFormats';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

// Thresholds as people say them: "45 seconds" rather than "1 minute", "1 month" from 4 weeks on.
const steps: readonly { unit: Intl.RelativeTimeFormatUnit; size: number; below: number }[] = [
  { unit: 'second', size: second, below: 45 * second },
  { unit: 'minute', size: minute, below: 45 * minute },
  { unit: 'hour', size: hour, below: 22 * hour },
  { unit: 'day', size: day, below: 26 * day },
  { unit: 'month', size: 30.44 * day, below: 320 * day },
];

/**
 * How long ago (or until) `date` is from `now`: "há 12 segundos", "12 sec. ago", "ontem",
 * "em 3 horas". `now` is a parameter so the caller decides how often the text ticks.
 */
export function formatRelativeTime(
  date: Date,
  now: Date,
  locale: Locale,
  style: Intl.RelativeTimeFormatStyle = 'long',
): string {
  const elapsed = date.getTime() - now.getTime();
  const format = relativeTimeFormat(locale, { numeric: 'auto', style });
  const distance = Math.abs(elapsed);
  const step = steps.find((candidate) => distance < candidate.below);
  if (step) return format.format(Math.round(elapsed / step.size), step.unit);
  return format.format(Math.round(elapsed / (365.25 * day)), 'year');
}
