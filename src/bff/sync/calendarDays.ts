/**
 * Whole days (YYYY-MM-DD), the only precision of the vendor's date filters. Painel reads them in
 * UTC; where the vendor's own day might start elsewhere, callers widen their windows (ADR 018).
 */
const DAY_MS = 86_400_000;

export function utcDay(at: number | Date): string {
  return new Date(at).toISOString().slice(0, 10);
}

export function dayStartMs(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

export function addDays(day: string, days: number): string {
  return utcDay(dayStartMs(day) + days * DAY_MS);
}

/** The first day of the month `day` is in. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The first day of the month `months` before the month of `day`. */
export function monthsBefore(day: string, months: number): string {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) - months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;
}
