/**
 * Characters that make a spreadsheet read a cell as a formula (CSV injection, OWASP): a text cell
 * starting with one of them is prefixed with an apostrophe, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A CSV field (RFC 4180): quoted when it holds a separator (',' or ';'), quote or line break. */
function quoted(text: string): string {
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A text cell from the vendor or a person: never a formula. */
export function textCell(value: string | null): string {
  if (value === null) return '';
  return quoted(FORMULA_START.test(value) ? `'${value}` : value);
}

/** A money cell: a plain decimal with two places (24500.00), no grouping, no currency sign. */
export function moneyCell(value: number | null): string {
  return value === null ? '' : value.toFixed(2);
}

/** A number cell, written as JavaScript writes numbers (no exponent for ordinary magnitudes). */
export function numberCell(value: number | null): string {
  return value === null ? '' : String(value);
}

export function booleanCell(value: boolean): string {
  return value ? 'true' : 'false';
}

/** One CSV line, CRLF-terminated as RFC 4180 asks; ';' for a Brazilian spreadsheet. */
export function csvLine(cells: readonly string[], separator: ',' | ';' = ','): string {
  return `${cells.join(separator)}\r\n`;
}
