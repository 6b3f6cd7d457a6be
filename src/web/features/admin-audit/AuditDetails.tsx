import { Code, List, Text } from '@mantine/core';
import { Absent } from '../../components/Absent';
import { useT } from '../../i18n/useT';
import classes from './AuditDetails.module.css';

/** Beyond this depth a value is shown as its JSON text rather than as nested lists. */
const MAX_DEPTH = 4;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An audit entry's details (what changed, attachments, the vendor's answer) as nested key/value
 * lists. Everything is rendered as React text, never as HTML: the details hold text people and
 * the vendor typed, so a value like `<img onerror=…>` must show as exactly those characters.
 */
export function AuditDetails({ details }: { details: Record<string, unknown> }) {
  const t = useT();
  if (Object.keys(details).length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('adminAudit.details.none')}
      </Text>
    );
  }
  return <KeyValues value={details} depth={0} />;
}

function KeyValues({ value, depth }: { value: Record<string, unknown>; depth: number }) {
  return (
    <dl className={classes.list}>
      {Object.entries(value).map(([key, item]) => (
        <div key={key} className={classes.pair}>
          <dt className={classes.key}>{key}</dt>
          <dd className={classes.value}>
            <DetailValue value={item} depth={depth + 1} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function DetailValue({ value, depth }: { value: unknown; depth: number }) {
  const t = useT();
  if (value === null || value === undefined || value === '') return <Absent />;
  if (typeof value === 'boolean')
    return <>{value ? t('adminAudit.details.yes') : t('adminAudit.details.no')}</>;
  if (typeof value === 'string' || typeof value === 'number') {
    return <span className={classes.text}>{String(value)}</span>;
  }
  if (depth > MAX_DEPTH) return <Code>{JSON.stringify(value)}</Code>;
  if (Array.isArray(value)) {
    if (value.length === 0)
      return (
        <Text span c="dimmed" inherit>
          {t('adminAudit.details.emptyList')}
        </Text>
      );
    return (
      <List size="sm" spacing={2}>
        {value.map((item, index) => (
          <List.Item key={index}>
            <DetailValue value={item} depth={depth + 1} />
          </List.Item>
        ))}
      </List>
    );
  }
  if (isRecord(value)) {
    return Object.keys(value).length === 0 ? <Absent /> : <KeyValues value={value} depth={depth} />;
  }
  return <span className={classes.text}>{String(value)}</span>;
}
