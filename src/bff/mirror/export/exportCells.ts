import type { ExportLanguage, RequestExportColumn } from '../../../contract/api/requestExport';
import { enumLabel } from '../../../contract/labels/enumLabels';
import { vendorPowerToKilowattPeak } from '../../../contract/labels/power';
import type { CustomExportColumn } from '../../customFields/customExportColumns';
import { brazilianBoundText } from './exportDateText';
import type { ExportRow } from './exportRows';

/** A cell's value before a format writes it: text, a number, money, an instant or a yes/no. */
export type ExportValue =
  | { kind: 'text'; value: string | null }
  | { kind: 'number'; value: number | null }
  | { kind: 'money'; value: number | null }
  | { kind: 'instant'; value: string | null }
  /** A calendar day, yyyy-mm-dd. */
  | { kind: 'day'; value: string }
  | { kind: 'boolean'; value: boolean };

const text = (value: string | null): ExportValue => ({ kind: 'text', value });

/**
 * The value of each export column of a row, with documented values in the reader's words and
 * one the vendor added since as received.
 */
export function exportValue(row: ExportRow, column: RequestExportColumn, lang: ExportLanguage): ExportValue {
  switch (column) {
    case 'type':
      return text(enumLabel('requestType', row.type, lang));
    case 'code':
    case 'id':
    case 'name':
    case 'companyFantasyName':
    case 'companyCnpj':
    case 'responsibleEmail':
    case 'dealStatus':
    case 'stockStatus':
    case 'freightState':
    case 'freightCity':
      return text(row[column]);
    case 'kind':
      return text(row.kind === null ? null : enumLabel('kitKind', row.kind, lang));
    case 'company':
      return text(row.companyName);
    case 'responsible':
      return text(row.responsibleName);
    case 'createdAt':
    case 'lastChangedAt':
      return { kind: 'instant', value: row[column] };
    case 'statusSince':
      // A start Painel only bounds is words, as on the screens: "antes de 20/11/2026" (ADR 065).
      if (row.statusSinceBefore && row.statusSince !== null) {
        return text(lang === 'pt-BR' ? brazilianBoundText(row.statusSince) : `before ${row.statusSince}`);
      }
      return { kind: 'instant', value: row.statusSince };
    case 'stalled':
    case 'removed':
      return { kind: 'boolean', value: row[column] };
    case 'paymentStatus':
      return text(row.paymentStatus === null ? null : enumLabel('paymentStatus', row.paymentStatus, lang));
    case 'paymentType':
      return text(row.paymentType === null ? null : enumLabel('paymentType', row.paymentType, lang));
    case 'totalPower':
      // In kWp with the screens' decimals, so a figure reads the same in the list and the sheet.
      return {
        kind: 'number',
        value: row.totalPower === null ? null : vendorPowerToKilowattPeak(row.totalPower),
      };
    case 'originalValue':
    case 'discount':
    case 'surcharge':
    case 'finalValue':
      return { kind: 'money', value: row[column] };
    case 'freight':
      return text(
        [row.freightCity, row.freightState].filter((part): part is string => Boolean(part)).join('/') || null,
      );
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A custom field's cell: its value in the field's format; empty when the request does not carry it. */
export function customExportValue(row: ExportRow, column: CustomExportColumn): ExportValue {
  const field = Array.isArray(row.customData)
    ? row.customData.find((item) => isRecord(item) && item.key === column.key)
    : undefined;
  if (!isRecord(field)) return text(null);
  const reading = column.read(field.value, field.type);
  switch (reading.kind) {
    case 'absent':
      return text(null);
    case 'text':
    case 'number':
    case 'money':
    case 'yesNo':
      return reading.kind === 'yesNo'
        ? { kind: 'boolean', value: reading.value }
        : reading.kind === 'text'
          ? text(reading.value)
          : { kind: reading.kind, value: reading.value };
    case 'date':
      return reading.instant
        ? { kind: 'instant', value: reading.value }
        : { kind: 'day', value: reading.value };
    case 'list':
      return text(reading.values.join(', '));
  }
}
