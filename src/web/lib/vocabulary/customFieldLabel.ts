import type { CustomData } from '../../../contract/upstream/customData';

/** Letters in capitals that stay so: "numeroCEP" reads "Numero CEP", not "Numero cep". */
const ACRONYM = /^[A-Z0-9]{2,}$/;

/**
 * A custom field's key as words: "dataPrevistaInstalacao" reads "Data prevista instalacao",
 * "tipo_telhado" "Tipo telhado". The spec gives keys no label (only an "identification code"),
 * so this is a reading aid, not a translation: accents the key lost stay lost.
 */
export function keyAsWords(key: string): string {
  const words = key
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter((word) => word !== '')
    .map((word) => (ACRONYM.test(word) ? word : word.toLocaleLowerCase('pt-BR')));
  const text = words.join(' ');
  return text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
}

/**
 * What a custom field is called: a label the vendor sends beside the key (not in the spec, but
 * the record keeps unknown fields), else the key as words. `raw` is the key as received, which
 * the drawer keeps on screen for whoever needs to find the field at the vendor.
 */
export function customFieldLabel(field: CustomData): { label: string; raw: string } | undefined {
  const raw = field.key?.trim() ?? '';
  const sent = field.label;
  const label = typeof sent === 'string' && sent.trim() !== '' ? sent.trim() : keyAsWords(raw);
  if (label === '') return undefined;
  return { label, raw };
}
