// Masks the spec documents for Brazilian identifiers and phones. Readers never enforce them (the
// vendor's data is what it is); writers, generators and form validation use them.

/** 00.000.000/0000-00 */
export const CNPJ_MASK = /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/;
/** 000.000.000-00 */
export const CPF_MASK = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;
/** 00000-000 */
export const CEP_MASK = /^\d{5}-\d{3}$/;
/** (00) 00000-0000 */
export const CELLPHONE_MASK = /^\(\d{2}\) \d{5}-\d{4}$/;
/** (00) 0000-0000 */
export const TELEPHONE_MASK = /^\(\d{2}\) \d{4}-\d{4}$/;
