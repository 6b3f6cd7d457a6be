import type { ExportLanguage, RequestExportQuery } from '../../contract/api/requestExport';
import {
  customFieldFormat,
  customFieldNamesOf,
  customFieldTitle,
  readNamedCustomValue,
} from '../../contract/customFields/customFieldName';
import type { CustomFieldFormat } from '../../contract/api/customFields';
import type { CustomReading } from '../../contract/customFields/readCustomValue';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { exportWhere } from '../mirror/export/exportWhere';
import type { ListContext } from '../mirror/read/listContext';
import { customFieldKeysWhere } from './customFieldUsage';
import { readCustomFieldSettings } from './customFieldsStore';

/** A custom field as an export column: its header, and how its values read. */
export interface CustomExportColumn {
  key: string;
  label: string;
  /** The column's format (the admin's, else the vendor type sent most often), for its cell style. */
  format: CustomFieldFormat;
  /**
   * A value as it reads: in the admin's format, else as the vendor type sent with that value says,
   * its options by their names in the export's language.
   */
  read(value: unknown, vendorType: unknown): CustomReading;
}

/**
 * The custom-field columns of an export: one per key the exported requests carry, headed by the
 * name its admin gave (the key as received until then), when the export holds every column. An
 * export of chosen columns holds only those.
 */
export async function customExportColumns(
  db: Database,
  type: RequestType,
  query: RequestExportQuery,
  context: ListContext,
  lang: ExportLanguage,
): Promise<CustomExportColumn[]> {
  if (query.columns !== undefined) return [];
  const [keys, settings] = await Promise.all([
    customFieldKeysWhere(db, exportWhere(type, query, context)),
    readCustomFieldSettings(db),
  ]);
  const names = customFieldNamesOf(settings.fields);
  return keys.map(({ key, vendorType }) => ({
    key,
    label: customFieldTitle(names, key, lang).label,
    format: customFieldFormat(names, key, vendorType),
    read: (value, valueType) => readNamedCustomValue(names, { key, value, vendorType: valueType }, lang),
  }));
}
