import { isAbsent } from '../lib/isAbsent';
import { maskCep, maskCnpj, maskCpf, maskPhone } from '../lib/format/masks';
import { Absent } from './Absent';

const masks = { cnpj: maskCnpj, cpf: maskCpf, cep: maskCep, phone: maskPhone } as const;

export type DocumentKind = keyof typeof masks;

/** A CNPJ, CPF, CEP or phone number in its usual mask; a malformed value is shown as sent. */
export function MaskedDocument({ kind, value }: { kind: DocumentKind; value: string | null | undefined }) {
  if (isAbsent(value)) return <Absent />;
  // Tabular digits keep masked numbers aligned in columns.
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{masks[kind](value)}</span>
  );
}
