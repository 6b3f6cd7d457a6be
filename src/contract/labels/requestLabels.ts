import type { RequestExportColumn } from '../api/requestExport';
import { FIELD_LABELS } from './fieldLabels';
import type { LabelLanguage } from './labelLanguage';

/**
 * The exports' column headers. A column that is one vendor field reads that field's label
 * (./fieldLabels.ts); the others are Painel's own columns or flattened parts, whose header also
 * names the unit a number cell is in. Values are in ./enumLabels.ts.
 */
function columns(lang: LabelLanguage, own: Omit<Record<RequestExportColumn, string>, SameAsField>) {
  const fields = FIELD_LABELS[lang].fields;
  return {
    ...own,
    code: fields.code,
    name: fields.name,
    kind: fields.kind,
    company: fields.company,
    responsible: fields.responsible,
    dealStatus: fields.dealStatus,
    stockStatus: fields.stockStatus,
    paymentType: fields['payment.type'],
    removed: fields.removed,
  } satisfies Record<RequestExportColumn, string>;
}

type SameAsField =
  | 'code'
  | 'name'
  | 'kind'
  | 'company'
  | 'responsible'
  | 'dealStatus'
  | 'stockStatus'
  | 'paymentType'
  | 'removed';

export const EXPORT_COLUMN_LABELS: Readonly<Record<LabelLanguage, Record<RequestExportColumn, string>>> = {
  'pt-BR': columns('pt-BR', {
    type: 'Tipo',
    id: 'ID',
    companyFantasyName: 'Nome fantasia',
    companyCnpj: 'CNPJ',
    responsibleEmail: 'E-mail do responsável',
    createdAt: 'Criado em',
    lastChangedAt: 'Última alteração',
    statusSince: 'No status desde',
    stalled: 'Parado',
    paymentStatus: 'Pagamento',
    totalPower: 'Potência (kWp)',
    originalValue: 'Valor original (R$)',
    discount: 'Desconto (R$)',
    surcharge: 'Acréscimo (R$)',
    finalValue: 'Valor final (R$)',
    freight: 'Entrega',
    freightState: 'UF de entrega',
    freightCity: 'Cidade de entrega',
  }),
  en: columns('en', {
    type: 'Type',
    id: 'ID',
    companyFantasyName: 'Trade name',
    companyCnpj: 'CNPJ',
    responsibleEmail: 'Responsible e-mail',
    createdAt: 'Created',
    lastChangedAt: 'Last changed',
    statusSince: 'In status since',
    stalled: 'Stalled',
    paymentStatus: 'Payment',
    totalPower: 'Power (kWp)',
    originalValue: 'Original value (BRL)',
    discount: 'Discount (BRL)',
    surcharge: 'Surcharge (BRL)',
    finalValue: 'Final value (BRL)',
    freight: 'Delivery',
    freightState: 'Delivery state',
    freightCity: 'Delivery city',
  }),
};
