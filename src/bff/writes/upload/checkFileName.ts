import { UPLOAD_LIMITS } from '../../../contract/api/uploads';

export type FileNameCheck = { ok: true; name: string } | { ok: false; reason: string };

// Direction overrides and isolates can make "invoice‮fdp.exe" read as "invoiceexe.pdf".
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** C0, DEL and C1 control characters. */
const hasControl = (text: string) =>
  [...text].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });
// Reserved on Windows, where the vendor's or a colleague's machine may store the file.
const RESERVED = /[<>:"|?*]/;

/**
 * A file name Painel forwards as is, or the reason it is refused. Names are refused rather than
 * quietly rewritten: a name with a path or hidden characters is a mistake or an attack, and the
 * person should see which file and why. NFC-normalised and trimmed; never longer than
 * UPLOAD_LIMITS.maxFileNameLength.
 */
export function checkFileName(raw: string): FileNameCheck {
  const name = raw.normalize('NFC').trim();
  if (name === '') return { ok: false, reason: 'has no name' };
  if (/[/\\]/.test(name)) {
    return {
      ok: false,
      reason: 'contains a folder path ("/" or "\\"); send the file under its own name only',
    };
  }
  if (/^\.+$/.test(name)) return { ok: false, reason: 'is not a file name' };
  if (hasControl(name)) return { ok: false, reason: 'contains control characters' };
  if (BIDI_CONTROLS.test(name)) {
    return { ok: false, reason: 'contains invisible characters that change the reading direction' };
  }
  if (RESERVED.test(name)) return { ok: false, reason: 'contains one of the characters < > : " | ? *' };
  if (name.startsWith('.')) return { ok: false, reason: 'starts with a dot' };
  if ([...name].length > UPLOAD_LIMITS.maxFileNameLength) {
    return { ok: false, reason: `is longer than ${UPLOAD_LIMITS.maxFileNameLength} characters` };
  }
  return { ok: true, name };
}

/** A name as it may appear in a message: quoted, control characters escaped, cut to 80 characters. */
export function showFileName(raw: string): string {
  const shown = JSON.stringify(raw.length > 80 ? `${raw.slice(0, 79)}…` : raw);
  return shown.replace(
    /[\u202a-\u202e\u2066-\u2069\u200e\u200f]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16)}`,
  );
}
