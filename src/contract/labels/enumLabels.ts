import type { HistorySource } from '../api/requests';
import type {
  FreightType,
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
  productType: Record<ProductType, string>;
  paymentType: Record<PaymentType, string>;
  paymentStatus: Record<PaymentStatus, string>;
  transactionStatus: Record<TransactionStatus, string>;
  paymentLinkMethod: Record<PaymentLinkMethod, string>;
  historySource: Record<HistorySource, string>;
  freightType: Record<FreightType, string>;
  zoneType: Record<ZoneType, string>;
  truckPossible: Record<TruckPossible, string>;
  orientation: Record<Orientation, string>;
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
  yesNo: { yes: 'Yes', no: 'No' },
};

export const ENUM_LABELS: Readonly<Record<LabelLanguage, EnumWords>> = { 'pt-BR': ptBR, en };

/** The words of a documented value, or undefined for a value outside the set (shown as received). */
export function knownEnumLabel(set: EnumSet, value: string, lang: LabelLanguage): string | undefined {
  const words: Readonly<Record<string, string>> = ENUM_LABELS[lang][set];
  return Object.hasOwn(words, value) ? words[value] : undefined;
}

/** A value as people read it: its words when documented, else exactly as the vendor sent it. */
export function enumLabel(set: EnumSet, value: string, lang: LabelLanguage): string {
  return knownEnumLabel(set, value, lang) ?? value;
}

/** Yes or no, capitalised as a value standing alone in a cell or a field. */
export function yesNoLabel(value: boolean, lang: LabelLanguage): string {
  const words = ENUM_LABELS[lang].yesNo;
  return value ? words.yes : words.no;
}
