import type { CustomData, CustomDataType, FormAnswer } from '../../contract/upstream/index';
import type { Rng } from './prng';

/** The custom fields configured on the account: one of every type the spec lists, and then some. */
interface CustomFieldDefinition {
  key: string;
  type: CustomDataType;
  value(rng: Rng, createdAt: number): NonNullable<CustomData['value']>;
}

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

export const CUSTOM_FIELDS: readonly CustomFieldDefinition[] = [
  {
    key: 'origemLead',
    type: 'text',
    value: (rng) =>
      rng.pick(['Instagram', 'Indicação de cliente', 'Google', 'Feira do setor', 'Site', 'WhatsApp']),
  },
  {
    key: 'dataPrevistaInstalacao',
    type: 'date',
    value: (rng, createdAt) => isoDay(createdAt + rng.int(10, 90) * 86_400_000),
  },
  { key: 'unidadesConsumidoras', type: 'integer', value: (rng) => rng.int(1, 6) },
  { key: 'consumoMedioKwh', type: 'decimal', value: (rng) => rng.float(180, 9_500, 1) },
  { key: 'valorEntrada', type: 'currency', value: (rng) => rng.int(0, 40) * 250 },
  { key: 'cotacaoDolar', type: 'currencyGeneric', value: (rng) => rng.float(4.8, 6.2, 4) },
  /** Single selection: the number of the chosen option. */
  { key: 'tipoTelhado', type: 'singleSelect', value: (rng) => rng.int(1, 5) },
  /** Multiple selection: the numbers of the chosen options, as the spec says. */
  {
    key: 'canaisContato',
    type: 'multiSelect',
    value: (rng) => rng.sample([1, 2, 3, 4, 5], rng.int(1, 3)).sort((a, b) => a - b),
  },
  {
    key: 'observacaoTecnica',
    type: 'text',
    value: (rng) => rng.pick(['Padrão bifásico', 'Padrão trifásico', 'Necessita troca de padrão', '']),
  },
];

/**
 * The names the demo account's admin gave these fields, and the selections' options, in Painel:
 * the vendor sends only keys and option numbers, and a demo opens as an account someone has set
 * up, not on raw codes.
 */
export const DEMO_CUSTOM_FIELD_NAMES: ReadonlyArray<{
  key: string;
  name: string;
  nameEn: string;
  options?: Array<{ value: string; name: string; nameEn?: string }>;
}> = [
  { key: 'origemLead', name: 'Origem do cliente', nameEn: 'Lead source' },
  { key: 'dataPrevistaInstalacao', name: 'Instalação prevista', nameEn: 'Planned installation' },
  { key: 'unidadesConsumidoras', name: 'Unidades consumidoras', nameEn: 'Consumer units' },
  { key: 'consumoMedioKwh', name: 'Consumo médio (kWh/mês)', nameEn: 'Average use (kWh/month)' },
  { key: 'valorEntrada', name: 'Valor de entrada', nameEn: 'Down payment' },
  { key: 'cotacaoDolar', name: 'Cotação do dólar', nameEn: 'Dollar rate' },
  {
    key: 'tipoTelhado',
    name: 'Tipo de telhado',
    nameEn: 'Roof type',
    options: [
      { value: '1', name: 'Cerâmico', nameEn: 'Clay tile' },
      { value: '2', name: 'Fibrocimento', nameEn: 'Fibre cement' },
      { value: '3', name: 'Metálico', nameEn: 'Metal' },
      { value: '4', name: 'Laje', nameEn: 'Flat concrete' },
      { value: '5', name: 'Solo', nameEn: 'Ground mount' },
    ],
  },
  {
    key: 'canaisContato',
    name: 'Canais de contato',
    nameEn: 'Contact channels',
    options: [
      { value: '1', name: 'WhatsApp' },
      { value: '2', name: 'Telefone', nameEn: 'Phone' },
      { value: '3', name: 'E-mail', nameEn: 'Email' },
      { value: '4', name: 'Visita', nameEn: 'Visit' },
      { value: '5', name: 'Instagram' },
    ],
  },
  { key: 'observacaoTecnica', name: 'Observação técnica', nameEn: 'Technical note' },
];

/** Between three fields and all of them, in the configured order. */
export function generateCustomData(rng: Rng, createdAt: number): CustomData[] {
  const chosen = new Set(rng.sample(CUSTOM_FIELDS, rng.int(3, CUSTOM_FIELDS.length)));
  return CUSTOM_FIELDS.filter((field) => chosen.has(field)).map((field) => ({
    key: field.key,
    value: field.value(rng, createdAt),
    type: field.type,
  }));
}

const QUESTIONS: ReadonlyArray<readonly [string, (rng: Rng) => string]> = [
  ['Qual o consumo médio mensal de energia (kWh)?', (rng) => String(rng.int(150, 8000))],
  [
    'Qual o tipo de ligação (mono, bi ou trifásica)?',
    (rng) => rng.pick(['Monofásica', 'Bifásica', 'Trifásica']),
  ],
  [
    'O telhado recebe sombra durante o dia?',
    (rng) => rng.pick(['Não', 'Sim, pela manhã', 'Sim, no fim da tarde', 'Parcialmente']),
  ],
  ['Qual a orientação do telhado?', (rng) => rng.pick(['Norte', 'Nordeste', 'Noroeste', 'Leste', 'Oeste'])],
  ['Deseja financiamento?', (rng) => rng.pick(['Sim', 'Não', 'Talvez'])],
  ['Como conheceu a empresa?', (rng) => rng.pick(['Indicação', 'Redes sociais', 'Google', 'Evento'])],
];

export function generateFormAnswers(rng: Rng): FormAnswer[] {
  return rng.sample(QUESTIONS, rng.int(0, QUESTIONS.length)).map(([question, answer]) => ({
    question,
    answer: answer(rng),
  }));
}
