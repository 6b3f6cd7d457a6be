import { Button, Table, Text } from '@mantine/core';
import type { AdminCustomField } from '../../../contract/api/customFields';
import { CaptionedRowList } from '../../components/CaptionedRowList';
import { ListTable } from '../../components/ListTable';
import rowList from '../../components/RowList.module.css';
import { useT } from '../../i18n/useT';
import { usePhoneLayout } from '../../lib/usePhoneLayout';
import { FieldTitle } from './FieldTitle';
import { SampleValues } from './SampleValues';
import { useFormatLabel } from './useFormatLabel';

export interface CustomFieldsTableProps {
  fields: readonly AdminCustomField[];
  onEdit: (field: AdminCustomField) => void;
}

/**
 * Every custom field: its name (or its code, not yet named), how its value reads, how many
 * requests carry it and its frequent values. A phone reads it as labelled rows.
 */
export function CustomFieldsTable({ fields, onEdit }: CustomFieldsTableProps) {
  const t = useT();
  const phone = usePhoneLayout();
  const { fieldFormatLabel } = useFormatLabel();
  const action = (field: AdminCustomField) => (
    <Button
      size="xs"
      variant={field.naming ? 'default' : 'light'}
      aria-label={t(field.naming ? 'adminCustomFields.renameFor' : 'adminCustomFields.nameFor', {
        key: field.key,
      })}
      onClick={() => onEdit(field)}
    >
      {t(field.naming ? 'adminCustomFields.rename' : 'adminCustomFields.name')}
    </Button>
  );
  const requests = (field: AdminCustomField) => t('adminCustomFields.requests', { count: field.requests });

  if (phone) {
    return (
      <CaptionedRowList caption={t('adminCustomFields.table.caption')}>
        {fields.map((field) => (
          <li key={field.key} className={rowList.item}>
            <div className={rowList.name}>
              <FieldTitle field={field} />
            </div>
            <dl className={rowList.fields} style={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
              <div className={rowList.field}>
                <dt className={rowList.label}>{t('adminCustomFields.column.format')}</dt>
                <dd>{fieldFormatLabel(field)}</dd>
              </div>
              <div className={rowList.field}>
                <dt className={rowList.label}>{t('adminCustomFields.column.requests')}</dt>
                <dd>{requests(field)}</dd>
              </div>
              <div className={rowList.field} style={{ gridColumn: '1 / -1' }}>
                <dt className={rowList.label}>{t('adminCustomFields.column.samples')}</dt>
                <dd>
                  <SampleValues field={field} />
                </dd>
              </div>
            </dl>
            <div style={{ marginTop: 8 }}>{action(field)}</div>
          </li>
        ))}
      </CaptionedRowList>
    );
  }

  return (
    <ListTable
      caption={t('adminCustomFields.table.caption')}
      columns={[
        t('adminCustomFields.column.field'),
        t('adminCustomFields.column.format'),
        t('adminCustomFields.column.requests'),
        t('adminCustomFields.column.samples'),
      ]}
      lastColumn={t('adminCustomFields.column.actions')}
    >
      {fields.map((field) => (
        <Table.Tr key={field.key}>
          <Table.Td maw={300}>
            <FieldTitle field={field} />
          </Table.Td>
          <Table.Td>
            <Text span size="sm">
              {fieldFormatLabel(field)}
            </Text>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <Text span size="sm">
              {requests(field)}
            </Text>
          </Table.Td>
          <Table.Td maw={360}>
            <SampleValues field={field} />
          </Table.Td>
          <Table.Td style={{ textAlign: 'end' }}>{action(field)}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
