import type { RequestExportColumn } from '../api/requestExport';
import type { PaymentStatus, PaymentType, RequestType } from '../upstream/enums';

/**
 * The words a person reads for the requests list's columns and closed values, in both languages
 * Painel speaks: one place for the exports' headers and cells and for the SPA. Request status,
 * stock status and kind are the vendor's own words and are shown as they come.
 */
export const LABEL_LANGUAGES = ['pt-BR', 'en'] as const;
export type LabelLanguage = (typeof LABEL_LANGUAGES)[number];

export interface RequestLabels {
  columns: Record<RequestExportColumn, string>;
  requestType: Record<RequestType, string>;
  paymentStatus: Record<PaymentStatus, string>;
  paymentType: Record<PaymentType, string>;
  yesNo: { yes: string; no: string };
}

const ptBR: RequestLabels = {
  columns: {
    type: 'Tipo',
    code: 'Código',
    id: 'ID',
    name: 'Nome',
    kind: 'Tipo de kit',
    company: 'Empresa',
    companyFantasyName: 'Nome fantasia',
    companyCnpj: 'CNPJ',
    responsible: 'Responsável',
    responsibleEmail: 'E-mail do responsável',
    createdAt: 'Criado em',
    lastChangedAt: 'Última alteração',
    dealStatus: 'Status',
    statusSince: 'No status desde',
    stalled: 'Parado',
    stockStatus: 'Estoque',
    paymentStatus: 'Pagamento',
    paymentType: 'Forma de pagamento',
    totalPower: 'Potência (Wp)',
    originalValue: 'Valor original (R$)',
    discount: 'Desconto (R$)',
    surcharge: 'Acréscimo (R$)',
    finalValue: 'Valor final (R$)',
    freight: 'Entrega',
    freightState: 'UF de entrega',
    freightCity: 'Cidade de entrega',
    removed: 'Removido',
  },
  requestType: { order: 'Pedido', budget: 'Orçamento' },
  paymentStatus: {
    notRequested: 'Não solicitado',
    requested: 'Solicitado',
    partial: 'Parcial',
    received: 'Recebido',
    cancelled: 'Cancelado',
  },
  paymentType: {
    pix: 'Pix',
    boleto: 'Boleto',
    debito: 'Débito',
    credito: 'Crédito',
    financiamento: 'Financiamento',
    other: 'Outro',
  },
  yesNo: { yes: 'Sim', no: 'Não' },
};

const en: RequestLabels = {
  columns: {
    type: 'Type',
    code: 'Code',
    id: 'ID',
    name: 'Name',
    kind: 'Kit kind',
    company: 'Company',
    companyFantasyName: 'Trade name',
    companyCnpj: 'CNPJ',
    responsible: 'Responsible',
    responsibleEmail: 'Responsible e-mail',
    createdAt: 'Created',
    lastChangedAt: 'Last changed',
    dealStatus: 'Status',
    statusSince: 'In status since',
    stalled: 'Stalled',
    stockStatus: 'Stock',
    paymentStatus: 'Payment',
    paymentType: 'Payment type',
    totalPower: 'Power (Wp)',
    originalValue: 'Original value (BRL)',
    discount: 'Discount (BRL)',
    surcharge: 'Surcharge (BRL)',
    finalValue: 'Final value (BRL)',
    freight: 'Delivery',
    freightState: 'Delivery state',
    freightCity: 'Delivery city',
    removed: 'Removed',
  },
  requestType: { order: 'Order', budget: 'Budget' },
  paymentStatus: {
    notRequested: 'Not requested',
    requested: 'Requested',
    partial: 'Partial',
    received: 'Received',
    cancelled: 'Cancelled',
  },
  paymentType: {
    pix: 'Pix',
    boleto: 'Boleto',
    debito: 'Debit card',
    credito: 'Credit card',
    financiamento: 'Financing',
    other: 'Other',
  },
  yesNo: { yes: 'Yes', no: 'No' },
};

export const REQUEST_LABELS: Record<LabelLanguage, RequestLabels> = { 'pt-BR': ptBR, en };
