/**
 * A JSON value with every NUL character removed from its texts and keys. PostgreSQL's text and
 * jsonb refuse U+0000 outright, and the vendor's free text may hold it (the sandbox's hostile
 * scenario does): dropping the character is the only way to keep the rest of the value.
 */
export function withoutNulCharacters(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (Array.isArray(value)) return value.map(withoutNulCharacters);
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      Object.defineProperty(copy, withoutNulCharacters(key) as string, {
        value: withoutNulCharacters(item),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return copy;
  }
  return value;
}
