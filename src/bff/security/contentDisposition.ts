/**
 * A `Content-Disposition: attachment` header for a file name that came from a person or the
 * vendor (ASVS 5.4.x). The quoted `filename` gets a plain ASCII fallback, with quotes, backslashes,
 * control characters, path separators and anything outside printable ASCII replaced, so it can
 * neither break out of the header nor name a path; RFC 8187's `filename*` carries the real name,
 * percent-encoded, for browsers that read it (all current ones do).
 */
export function attachmentDisposition(fileName: string): string {
  const cleaned = baseName(fileName)
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .trim()
    .slice(0, 180);
  const name = cleaned === '' || cleaned === '.' || cleaned === '..' ? 'download' : cleaned;
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc8187(name)}`;
}

/** Only the last segment of a name: `../../etc/passwd` and `C:\\x\\y.pdf` give `passwd` and `y.pdf`. */
function baseName(fileName: string): string {
  const parts = fileName.split(/[\\/]/);
  return parts[parts.length - 1] ?? '';
}

/** RFC 8187 value characters: ALPHA / DIGIT and `!#$&+-.^_`|~`; everything else is percent-encoded. */
function encodeRfc8187(value: string): string {
  return Array.from(new TextEncoder().encode(value), (byte) => {
    const char = String.fromCharCode(byte);
    return /[A-Za-z0-9!#$&+\-.^_`|~]/.test(char) && byte < 0x80
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}
