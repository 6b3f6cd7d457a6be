/**
 * A CNPJ as typed into a filter: only its letters and digits count (the API matches by them), and
 * the field shows them in the usual mask as they are typed (12.345.678/0001-95). Letters are
 * kept because the Receita Federal issues alphanumeric CNPJs from July 2026.
 */
export function cnpjCharacters(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 14);
}

const separators: readonly [number, string][] = [
  [2, '.'],
  [5, '.'],
  [8, '/'],
  [12, '-'],
];

/** The mask applied to however much has been typed: "1234567" shows as "12.345.67". */
export function maskCnpjAsTyped(text: string): string {
  const characters = cnpjCharacters(text);
  let masked = '';
  for (let index = 0; index < characters.length; index++) {
    const separator = separators.find(([position]) => position === index);
    if (separator) masked += separator[1];
    masked += characters[index];
  }
  return masked;
}
