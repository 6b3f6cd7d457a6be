import { ActionIcon, CopyButton, Group, VisuallyHidden } from '@mantine/core';
import { Absent } from '../../components/Absent';
import { useT } from '../../i18n/useT';
import { isAbsent } from '../../lib/isAbsent';

/**
 * An identifier people paste elsewhere (a transaction id into the acquirer's portal): the value as
 * text beside a button that copies it, named after what it copies, with the result announced.
 */
export function CopyableValue({ value, label }: { value: string | null | undefined; label: string }) {
  const t = useT();
  if (isAbsent(value)) return <Absent />;
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Group gap={4} wrap="nowrap" component="span">
          <span style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>{value}</span>
          <ActionIcon
            variant="subtle"
            size="sm"
            color={copied ? 'teal' : 'gray'}
            aria-label={t('requestDetail.copy', { label })}
            onClick={copy}
          >
            <span aria-hidden="true">{copied ? '✓' : '⧉'}</span>
          </ActionIcon>
          <VisuallyHidden aria-live="polite">
            {copied ? t('requestDetail.copied', { label }) : ''}
          </VisuallyHidden>
        </Group>
      )}
    </CopyButton>
  );
}
