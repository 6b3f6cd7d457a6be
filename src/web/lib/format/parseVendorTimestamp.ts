/**
 * The vendor writes three kinds of time: instants (`2024-05-01T13:04:05.123Z`), calendar days
 * (`billingDate`, `2024-05-01`) and wall-clock times without a zone (`paidAt`, `2024-05-01T10:04`).
 * A calendar day must not move to the day before in Brazil's UTC-3, and a wall-clock time must
 * show as written, so the last two keep their fields in a Date read as UTC (`fields`).
 */
export type VendorTimestamp =
  { kind: 'instant'; instant: Date } | { kind: 'date' | 'wallclock'; fields: Date };

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;
const wallclock = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;
const withZone = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

function utcFields(parts: readonly (string | undefined)[]): Date | undefined {
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts
    .slice(0, 6)
    .map((part) => Number(part ?? 0));
  const millisecond = Number((parts[6] ?? '0').padEnd(3, '0'));
  if (year === undefined || month === undefined || day === undefined) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second, millisecond));
  // Date.UTC rolls 2024-02-30 over to March: such a value is not a date, so the text is kept.
  const sameDay =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return sameDay ? date : undefined;
}

export function parseVendorTimestamp(text: string): VendorTimestamp | undefined {
  const trimmed = text.trim();
  const day = dateOnly.exec(trimmed);
  if (day) {
    const fields = utcFields(day.slice(1));
    return fields && { kind: 'date', fields };
  }
  const clock = wallclock.exec(trimmed);
  if (clock) {
    const fields = utcFields(clock.slice(1));
    return fields && { kind: 'wallclock', fields };
  }
  if (withZone.test(trimmed)) {
    const instant = new Date(trimmed);
    return Number.isNaN(instant.getTime()) ? undefined : { kind: 'instant', instant };
  }
  return undefined;
}

/**
 * The moment a timestamp stands for, for relative times: a calendar day or a wall-clock time is
 * taken in the reader's own time zone, which for Painel's readers is the vendor's.
 */
export function timestampToInstant(timestamp: VendorTimestamp): Date {
  if (timestamp.kind === 'instant') return timestamp.instant;
  const f = timestamp.fields;
  return new Date(
    f.getUTCFullYear(),
    f.getUTCMonth(),
    f.getUTCDate(),
    f.getUTCHours(),
    f.getUTCMinutes(),
    f.getUTCSeconds(),
    f.getUTCMilliseconds(),
  );
}
