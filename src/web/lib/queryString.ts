/** Query-string values as the SPA reads them: text, or a list when a key is repeated. */
export type QueryValues = Record<string, string | string[]>;

/**
 * Reads a query string into plain text values (repeated keys become a list). Nothing is guessed:
 * "00123" stays text, so each route's zod schema decides what is a number, a date or a list.
 */
export function parseQueryString(search: string): QueryValues {
  const values: QueryValues = {};
  for (const [key, value] of new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)) {
    const previous = values[key];
    if (previous === undefined) values[key] = value;
    else values[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return values;
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  // A switch as `1`/`0`: short in a copied link; the contract reads `true`/`false` too, so old
  // bookmarks and saved views keep working.
  if (typeof value === 'boolean') return value ? '1' : '0';
  return undefined;
}

/**
 * Writes values as a query string without the leading "?": lists as one comma-separated value
 * (`uf=SP,RJ`, which the API contract reads like repeated keys and which reads well in a copied
 * link), absent and empty values left out so a link carries only what was chosen.
 */
export function toQueryString(values: Readonly<Record<string, unknown>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      const items = value.map(textOf).filter((item): item is string => item !== undefined);
      if (items.length > 0) params.set(key, items.join(','));
      continue;
    }
    const text = textOf(value);
    if (text !== undefined) params.set(key, text);
  }
  // URLSearchParams writes "," as %2C; a comma is legal in a query and keeps links readable.
  return params.toString().replace(/%2C/g, ',');
}
