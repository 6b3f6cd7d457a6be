const MAX_SUMMARY = 160;
const REDACTED = '[redacted]';

/**
 * A vendor body reduced to something safe for an error message or a log line: control characters
 * and runs of whitespace collapsed, every occurrence of the token (a vendor may echo the request
 * headers back) and anything shaped like a bearer credential replaced, and cut to 160 characters.
 */
export function safeSummary(text: string, token: string): string {
  const redacted = (token === '' ? text : text.split(token).join(REDACTED)).replace(
    /bearer\s+[^\s"',;}]+/gi,
    `Bearer ${REDACTED}`,
  );
  const summary = withoutControlCharacters(redacted).replace(/\s+/g, ' ').trim();
  return summary.length > MAX_SUMMARY ? `${summary.slice(0, MAX_SUMMARY)}…` : summary;
}

function withoutControlCharacters(text: string): string {
  let clean = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    clean += code < 0x20 || code === 0x7f ? ' ' : char;
  }
  return clean;
}
