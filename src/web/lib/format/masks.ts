/**
 * Brazilian document and phone masks. Each accepts bare digits, an already masked value or
 * anything else: it returns the masked value when the content is unambiguous and otherwise the
 * text exactly as given, so a malformed vendor value is shown, never lost or invented.
 */

// Only punctuation a person or system might have used to write the number is discarded.
const separators = /[\s.\-/()+]/g;

function compact(text: string): string {
  return text.replace(separators, '');
}

/**
 * CNPJ: 00.000.000/0000-00. From July 2026 the Receita Federal also issues alphanumeric CNPJs
 * (12 letters or digits, then 2 check digits), written with the same mask.
 */
export function maskCnpj(text: string): string {
  const value = compact(text).toUpperCase();
  if (!/^[0-9A-Z]{12}\d{2}$/.test(value)) return text;
  return `${value.slice(0, 2)}.${value.slice(2, 5)}.${value.slice(5, 8)}/${value.slice(8, 12)}-${value.slice(12)}`;
}

/** CPF: 000.000.000-00. */
export function maskCpf(text: string): string {
  const value = compact(text);
  if (!/^\d{11}$/.test(value)) return text;
  return `${value.slice(0, 3)}.${value.slice(3, 6)}.${value.slice(6, 9)}-${value.slice(9)}`;
}

/** CEP: 00000-000. */
export function maskCep(text: string): string {
  const value = compact(text);
  if (!/^\d{8}$/.test(value)) return text;
  return `${value.slice(0, 5)}-${value.slice(5)}`;
}

/**
 * The national digits of a Brazilian phone number (area code first), or undefined when the text is
 * not one: area codes are 11 to 99 without a 0, mobile numbers are 9 followed by 8 digits, and a
 * number written with another country's code (+1 ...) is not Brazilian.
 */
export function phoneDigits(text: string): string | undefined {
  const trimmed = text.trim();
  let value = compact(trimmed);
  if (!/^\d+$/.test(value)) return undefined;
  if (trimmed.startsWith('+')) {
    if (!value.startsWith('55')) return undefined;
    value = value.slice(2);
  } else if ((value.length === 12 || value.length === 13) && value.startsWith('55')) {
    value = value.slice(2);
  }
  if (value.length === 10) return /^[1-9]{2}/.test(value) ? value : undefined;
  if (value.length === 11) return /^[1-9]{2}9/.test(value) ? value : undefined;
  return undefined;
}

/** Non-geographic numbers (0800, 0300, 0500, 0900) have no area code: 0800 000 0000. */
const nonGeographic = /^0[3589]00\d{7}$/;

/** The digits to dial for a phone text, for a tel: link; undefined when it is not a phone number. */
export function dialableDigits(text: string): string | undefined {
  const value = compact(text);
  if (nonGeographic.test(value)) return value;
  const national = phoneDigits(text);
  return national && `+55${national}`;
}

/** Phone: cellphone (00) 00000-0000, landline (00) 0000-0000, toll-free 0800 000 0000. */
export function maskPhone(text: string): string {
  const compacted = compact(text);
  if (nonGeographic.test(compacted)) {
    return `${compacted.slice(0, 4)} ${compacted.slice(4, 7)} ${compacted.slice(7)}`;
  }
  const value = phoneDigits(text);
  if (!value) return text;
  const local = value.slice(2);
  const split = local.length - 4;
  return `(${value.slice(0, 2)}) ${local.slice(0, split)}-${local.slice(split)}`;
}
