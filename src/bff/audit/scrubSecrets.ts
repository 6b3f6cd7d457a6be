/** Keys whose values are credentials whatever they hold. */
const SECRET_KEY =
  /password|passwd|secret|token|authorization|cookie|credential|api_?key|^session_?(id|token)$/i;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi;
const REDACTED = '[redacted]';
const MAX_DEPTH = 8;
const MAX_ITEMS = 200;
const MAX_TEXT = 2_000;

/**
 * A copy of `value` safe to keep in the audit log: values under credential-like keys, any known
 * secret inside a text, and anything shaped like an Authorization header are replaced; deep or
 * huge structures are cut. It errs towards losing detail rather than keeping a secret.
 */
export function scrubSecrets(value: unknown, knownSecrets: readonly string[] = []): unknown {
  const secrets = knownSecrets.filter((secret) => secret.length >= 4);
  const scrubText = (text: string) => {
    let result = text.replace(BEARER, `$1 ${REDACTED}`);
    for (const secret of secrets) result = result.split(secret).join(REDACTED);
    return result.length > MAX_TEXT ? `${result.slice(0, MAX_TEXT)}…` : result;
  };
  const walk = (current: unknown, depth: number): unknown => {
    if (typeof current === 'string') return scrubText(current);
    if (current === null || typeof current !== 'object') {
      return typeof current === 'function' || typeof current === 'symbol' ? undefined : current;
    }
    if (depth >= MAX_DEPTH) return '[too deep]';
    if (current instanceof Date) return current.toISOString();
    if (Array.isArray(current)) return current.slice(0, MAX_ITEMS).map((item) => walk(item, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(current).slice(0, MAX_ITEMS)) {
      out[key] = SECRET_KEY.test(key) ? REDACTED : walk(item, depth + 1);
    }
    return out;
  };
  return walk(value, 0);
}
