import type { Rng } from './prng';

/** Brazilian document numbers with real check digits (modulo 11), in the masks the spec shows. */

function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) sum += Number(digits[i]) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];

function allSame(digits: string) {
  return /^(\d)\1*$/.test(digits);
}

export function cnpjDigits(base12: string): string {
  const first = checkDigit(base12, CNPJ_WEIGHTS_1);
  const withFirst = `${base12}${first}`;
  return `${withFirst}${checkDigit(withFirst, CNPJ_WEIGHTS_2)}`;
}

export function cpfDigits(base9: string): string {
  const first = checkDigit(base9, CPF_WEIGHTS_1);
  const withFirst = `${base9}${first}`;
  return `${withFirst}${checkDigit(withFirst, CPF_WEIGHTS_2)}`;
}

export function maskCnpj(digits: string) {
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12, 14)}`;
}

export function maskCpf(digits: string) {
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9, 11)}`;
}

/** A masked CNPJ of a head office (branch 0001), valid check digits. */
export function generateCnpj(rng: Rng): string {
  let root = rng.digits(8);
  while (allSame(root)) root = rng.digits(8);
  return maskCnpj(cnpjDigits(`${root}0001`));
}

export function generateCpf(rng: Rng): string {
  let base = rng.digits(9);
  while (allSame(base)) base = rng.digits(9);
  return maskCpf(cpfDigits(base));
}

export function isValidCnpj(masked: string): boolean {
  if (!/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/.test(masked)) return false;
  const digits = masked.replace(/\D/g, '');
  return !allSame(digits) && cnpjDigits(digits.slice(0, 12)) === digits;
}

export function isValidCpf(masked: string): boolean {
  if (!/^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(masked)) return false;
  const digits = masked.replace(/\D/g, '');
  return !allSame(digits) && cpfDigits(digits.slice(0, 9)) === digits;
}

/** An RG in the common SP layout (00.000.000-0); RG formats vary by state and carry no national rule. */
export function generateRg(rng: Rng): string {
  const d = rng.digits(8);
  const check = rng.pick(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'X']);
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}-${check}`;
}

/** A state registration (inscrição estadual): digits only, 9 to 13 of them depending on the state. */
export function generateIe(rng: Rng, uf: string): string {
  const lengths: Record<string, number> = { SP: 12, MG: 13, RJ: 8, PR: 10, RS: 10, BA: 9, GO: 9, SC: 9 };
  return rng.digits(lengths[uf] ?? 9);
}
