import type { CustomData } from '../../../contract/upstream/customData';

/** Letters in capitals that stay so: "numeroCEP" reads "Número CEP", not "Número cep". */
const ACRONYM = /^[A-Z0-9]{2,}$/;

function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/** Units written the way a reader of energy figures expects them, even first in a label. */
const UNITS = new Map([
  ['kw', 'kW'],
  ['kwh', 'kWh'],
  ['kwp', 'kWp'],
  ['mwh', 'MWh'],
  ['wp', 'Wp'],
]);
const UNIT_SPELLINGS = new Set(UNITS.values());

/**
 * Words of a solar sale's forms that Portuguese spells only one way, as keys lose their accents:
 * "consumoMedio" reads "Consumo médio"; and the words a hard c ends in -cão, which the endings
 * below would spell -ção. A word not here keeps the key's spelling.
 */
const ACCENTED = new Map(
  [
    'acessório',
    'acessórios',
    'água',
    'área',
    'bifásico',
    'cerâmica',
    'código',
    'concessionária',
    'crédito',
    'dólar',
    'elétrica',
    'elétrico',
    'endereço',
    'início',
    'média',
    'médio',
    'metálico',
    'módulo',
    'módulos',
    'monofásico',
    'número',
    'orçamento',
    'potência',
    'preço',
    'responsável',
    'serviço',
    'técnica',
    'técnico',
    'telefônico',
    'trifásico',
    'último',
    'única',
    'único',
    'útil',
    'barracão',
    'barracões',
    'cão',
    'falcão',
    'falcões',
    'macacão',
    'macacões',
  ].map((word) => [withoutAccents(word), word] as const),
);

/** Endings Portuguese always accents: instalacao, instalacoes, previsao, comissoes. */
const ENDINGS: Array<[RegExp, string]> = [
  [/cao$/, 'ção'],
  [/coes$/, 'ções'],
  [/sao$/, 'são'],
  [/soes$/, 'sões'],
];

function spelled(word: string): string {
  const known = UNITS.get(word) ?? ACCENTED.get(word);
  if (known !== undefined) return known;
  const ending = ENDINGS.find(([pattern]) => pattern.test(word));
  return ending ? word.replace(ending[0], ending[1]) : word;
}

/**
 * A custom field's key as words: "dataPrevistaInstalacao" reads "Data prevista instalação",
 * "tipo_telhado" "Tipo telhado", "consumoMedioKwh" "Consumo médio kWh". The spec gives keys no
 * label (only an "identification code"), so this is a reading aid, not a translation: accents come
 * back only where the spelling is certain.
 */
export function keyAsWords(key: string): string {
  const words = key
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    // Capitals then a word split there ("CEPResidencial"), unless together they are a unit: "KWh".
    .replace(/([A-Z]+)([A-Z][a-z]+)/g, (run: string, capitals: string, word: string) =>
      UNITS.has(run.toLowerCase()) ? run : `${capitals} ${word}`,
    )
    .split(/[\s_.-]+/)
    .filter((word) => word !== '')
    .map((word) => {
      const lower = word.toLocaleLowerCase('pt-BR');
      // A unit in capitals ("KW") is the unit, not an acronym.
      return ACRONYM.test(word) && !UNITS.has(lower) ? word : spelled(lower);
    });
  const text = words.join(' ');
  // A unit keeps its own capitals first in a label too: "kWp instalado", never "KWp instalado".
  if (UNIT_SPELLINGS.has(words[0] ?? '')) return text;
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

/** Whether the raw key says nothing its label does not: the same letters, but for case and accents. */
export function keyReadsAsLabel(raw: string, label: string): boolean {
  const letters = (text: string) => withoutAccents(text).toLocaleLowerCase('pt-BR');
  return letters(raw) === letters(label);
}
