import type { HistorySource } from '../api/requests';
import type {
  ConditionType,
  FreightType,
  InscricaoEstadual,
  ModifierType,
  Orientation,
  PaymentLinkMethod,
  PaymentStatus,
  PaymentType,
  ProductType,
  RequestType,
  TransactionStatus,
  TruckPossible,
  ZoneType,
} from '../upstream/enums';
import type { LabelLanguage } from './labelLanguage';

/**
 * Every closed or indicated set of the contract as people read it, in each language: the one
 * source for the drawer, the list, the board, the history, the activity page, notices and the
 * exports. A value added to a contract enum fails the typecheck here until it has its words.
 */
export interface EnumWords {
  requestType: Record<RequestType, string>;
  /** The documented types and `battery`, which vendors of storage kits already send. */
  productType: Record<ProductType | 'battery', string>;
  paymentType: Record<PaymentType, string>;
  paymentStatus: Record<PaymentStatus, string>;
  transactionStatus: Record<TransactionStatus, string>;
  paymentLinkMethod: Record<PaymentLinkMethod, string>;
  historySource: Record<HistorySource, string>;
  freightType: Record<FreightType, string>;
  zoneType: Record<ZoneType, string>;
  truckPossible: Record<TruckPossible, string>;
  orientation: Record<Orientation, string>;
  conditionType: Record<ConditionType, string>;
  modifierType: Record<ModifierType, string>;
  inscricaoEstadual: Record<InscricaoEstadual, string>;
  /**
   * `kind` of a request: the spec does not list its values, so these are the ones vendors send,
   * keyed as `comparable` writes them ("On Grid", "ongrid" and "on-grid" are one value).
   */
  kitKind: Readonly<Record<string, string>>;
  /** `structure.kind` and `products[].structure.type`: unlisted too, keyed the same way. */
  structureKind: Readonly<Record<string, string>>;
  yesNo: { yes: string; no: string };
}

export type EnumSet = Exclude<keyof EnumWords, 'yesNo'>;

const ptBR: EnumWords = {
  requestType: { order: 'Pedido', budget: 'Orçamento' },
  productType: {
    module: 'Módulo',
    inverter: 'Inversor',
    stringBox: 'String box',
    complementaryEquipment: 'Equipamento complementar',
    extraItem: 'Item extra',
    battery: 'Bateria',
  },
  paymentType: {
    pix: 'Pix',
    boleto: 'Boleto',
    debito: 'Cartão de débito',
    credito: 'Cartão de crédito',
    financiamento: 'Financiamento',
    other: 'Outra',
  },
  paymentStatus: {
    notRequested: 'Não solicitado',
    requested: 'Solicitado',
    received: 'Recebido',
    cancelled: 'Cancelado',
    partial: 'Parcial',
  },
  transactionStatus: {
    pending: 'Pendente',
    pre_approved: 'Pré-aprovada',
    approved: 'Aprovada',
    canceled: 'Cancelada',
    voided: 'Anulada',
    failed: 'Falhou',
    unknown: 'Desconhecida',
  },
  paymentLinkMethod: { GET: 'consultar', PUT: 'alterar', DELETE: 'excluir' },
  historySource: {
    backfill: 'Carga do histórico',
    reconcile: 'Conferência periódica',
    webhook: 'Aviso do fornecedor',
    refresh: 'Atualização pedida',
    write: 'Alteração no Painel',
  },
  freightType: {
    CIF: 'CIF (frete por conta do remetente)',
    FOB: 'FOB (frete por conta do destinatário)',
  },
  zoneType: { rural: 'Rural', urban: 'Urbana' },
  truckPossible: { yes: 'Sim', no: 'Não' },
  orientation: { portrait: 'Retrato', landscape: 'Paisagem' },
  conditionType: { notUpdate: 'Sem ajuste', increase: 'Acréscimo', decrease: 'Desconto' },
  modifierType: { percentage: 'Percentual', fixed: 'Valor fixo' },
  inscricaoEstadual: { sim: 'Sim', nao: 'Não', isento: 'Isento' },
  kitKind: {
    ongrid: 'On-grid (conectado à rede)',
    offgrid: 'Off-grid (isolado, com baterias)',
    hybrid: 'Híbrido (rede e baterias)',
    hibrido: 'Híbrido (rede e baterias)',
    microgrid: 'Microrrede',
    battery: 'Armazenamento (baterias)',
  },
  structureKind: {
    roof: 'Telhado',
    ground: 'Solo',
    slab: 'Laje',
    fibercement: 'Telhado de fibrocimento',
    ceramic: 'Telhado cerâmico',
    metal: 'Telhado metálico',
    metallic: 'Telhado metálico',
    carport: 'Garagem (carport)',
    telhado: 'Telhado',
    solo: 'Solo',
    laje: 'Laje',
    fibrocimento: 'Telhado de fibrocimento',
    ceramico: 'Telhado cerâmico',
    metalico: 'Telhado metálico',
  },
  yesNo: { yes: 'Sim', no: 'Não' },
};

const en: EnumWords = {
  requestType: { order: 'Order', budget: 'Budget' },
  productType: {
    module: 'Module',
    inverter: 'Inverter',
    stringBox: 'String box',
    complementaryEquipment: 'Complementary equipment',
    extraItem: 'Extra item',
    battery: 'Battery',
  },
  paymentType: {
    pix: 'Pix',
    boleto: 'Bank slip (boleto)',
    debito: 'Debit card',
    credito: 'Credit card',
    financiamento: 'Financing',
    other: 'Other',
  },
  paymentStatus: {
    notRequested: 'Not requested',
    requested: 'Requested',
    received: 'Received',
    cancelled: 'Cancelled',
    partial: 'Partial',
  },
  transactionStatus: {
    pending: 'Pending',
    pre_approved: 'Pre-approved',
    approved: 'Approved',
    canceled: 'Cancelled',
    voided: 'Voided',
    failed: 'Failed',
    unknown: 'Unknown',
  },
  paymentLinkMethod: { GET: 'view', PUT: 'update', DELETE: 'delete' },
  historySource: {
    backfill: 'History load',
    reconcile: 'Periodic check',
    webhook: 'Vendor notice',
    refresh: 'Requested refresh',
    write: 'Change made in Painel',
  },
  freightType: {
    CIF: 'CIF (freight paid by the sender)',
    FOB: 'FOB (freight paid by the recipient)',
  },
  zoneType: { rural: 'Rural', urban: 'Urban' },
  truckPossible: { yes: 'Yes', no: 'No' },
  orientation: { portrait: 'Portrait', landscape: 'Landscape' },
  conditionType: { notUpdate: 'No adjustment', increase: 'Surcharge', decrease: 'Discount' },
  modifierType: { percentage: 'Percentage', fixed: 'Fixed amount' },
  inscricaoEstadual: { sim: 'Yes', nao: 'No', isento: 'Exempt' },
  kitKind: {
    ongrid: 'On-grid (grid-tied)',
    offgrid: 'Off-grid (stand-alone, with batteries)',
    hybrid: 'Hybrid (grid and batteries)',
    hibrido: 'Hybrid (grid and batteries)',
    microgrid: 'Microgrid',
    battery: 'Battery storage',
  },
  structureKind: {
    roof: 'Roof',
    ground: 'Ground mount',
    slab: 'Concrete slab',
    fibercement: 'Fibre-cement roof',
    ceramic: 'Ceramic tile roof',
    metal: 'Metal roof',
    metallic: 'Metal roof',
    carport: 'Carport',
    telhado: 'Roof',
    solo: 'Ground mount',
    laje: 'Concrete slab',
    fibrocimento: 'Fibre-cement roof',
    ceramico: 'Ceramic tile roof',
    metalico: 'Metal roof',
  },
  yesNo: { yes: 'Yes', no: 'No' },
};

export const ENUM_LABELS: Readonly<Record<LabelLanguage, EnumWords>> = { 'pt-BR': ptBR, en };

/**
 * A value as compared with the known ones: no accents, case, spaces or punctuation, so "On Grid",
 * "on-grid" and "ongrid" (or "fiberCement" and "fiber_cement") find the same words.
 */
export function comparable(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const comparableWords = new Map<string, Map<string, string>>();

function wordsByComparable(set: EnumSet, lang: LabelLanguage): Map<string, string> {
  const id = `${lang}:${set}`;
  let words = comparableWords.get(id);
  if (words === undefined) {
    words = new Map(Object.entries(ENUM_LABELS[lang][set]).map(([key, label]) => [comparable(key), label]));
    comparableWords.set(id, words);
  }
  return words;
}

/** The words of a documented value, or undefined for a value outside the set (shown as received). */
export function knownEnumLabel(set: EnumSet, value: string, lang: LabelLanguage): string | undefined {
  const words: Readonly<Record<string, string>> = ENUM_LABELS[lang][set];
  if (Object.hasOwn(words, value)) return words[value];
  const key = comparable(value);
  return key === '' ? undefined : wordsByComparable(set, lang).get(key);
}

/** A value as people read it: its words when documented, else exactly as the vendor sent it. */
export function enumLabel(set: EnumSet, value: string, lang: LabelLanguage): string {
  return knownEnumLabel(set, value, lang) ?? value;
}

/**
 * Whether a value no one named reads like a machine's code ("battery", "tipo_3", "fiberCement")
 * rather than a person's words ("Telhado cerâmico"): a code is shown as received with a mark
 * saying Painel does not know it, words are shown as they are.
 */
export function looksLikeCode(value: string): boolean {
  const text = value.trim();
  if (text === '' || /\s/.test(text)) return false;
  return /[_.]/.test(text) || /\p{Ll}\p{Lu}/u.test(text) || /^[a-z0-9-]+$/.test(text);
}

/** A value as people read it, and whether it is a code Painel has no words for. */
export function describeEnumValue(
  set: EnumSet,
  value: string,
  lang: LabelLanguage,
): { text: string; unrecognized: boolean } {
  const known = knownEnumLabel(set, value, lang);
  return known === undefined
    ? { text: value, unrecognized: looksLikeCode(value) }
    : { text: known, unrecognized: false };
}

/** Yes or no, capitalised as a value standing alone in a cell or a field. */
export function yesNoLabel(value: boolean, lang: LabelLanguage): string {
  const words = ENUM_LABELS[lang].yesNo;
  return value ? words.yes : words.no;
}
