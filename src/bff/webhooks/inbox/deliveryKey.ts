import { createHash } from 'node:crypto';

/**
 * JSON with object keys sorted at every level, so that two bodies with the same content give the
 * same text whatever order the sender wrote their keys in.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The identity of a delivery. The spec gives deliveries no id, so it is derived from what they
 * say: the event, the request code and `lastUpdate` lead the hashed text (for a reader of the
 * table), followed by the canonical body. A retry of a delivery is the same text, so the same key;
 * two real changes differ at least in `lastUpdate`.
 */
export function deliveryKey(body: unknown): string {
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  const event = 'event' in record ? record.event : undefined;
  const data = 'data' in record && typeof record.data === 'object' && record.data !== null ? record.data : {};
  const code = 'code' in data ? data.code : undefined;
  const lastUpdate = 'lastUpdate' in data ? data.lastUpdate : undefined;
  const text = [
    canonicalJson(event),
    canonicalJson(code),
    canonicalJson(lastUpdate),
    canonicalJson(body),
  ].join('\n');
  return createHash('sha256').update(text).digest('hex');
}
