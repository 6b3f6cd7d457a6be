import { ActionIcon, CopyButton, Group, VisuallyHidden } from '@mantine/core';
import { Absent } from '../../components/Absent';
import { useT } from '../../i18n/useT';
import { isAbsent } from '../../lib/isAbsent';

// A code people say aloud ("ORD-2024-000123", 15 characters) reads as text. A longer value is an
// opaque platform id (24 hex digits, a 36-character transaction id): set in a fixed-width face a
// size down, it keeps to one line beside its button in a column of the drawer instead of leaving
// its last digit alone on the next.
const OPAQUE_FROM = 16;
const PLAIN = { fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' } as const;
const OPAQUE = {
  fontFamily: 'var(--mantine-font-family-monospace)',
  fontSize: 'var(--mantine-font-size-sm)',
  overflowWrap: 'anywhere',
} as const;

/**
 * An identifier people paste elsewhere (a transaction id into the acquirer's portal): the value as
 * text beside a button that copies it, named after what it copies, with the result announced.
 */
export function CopyableValue({ value, label }: { value: string | null | undefined; label: string }) {
  const t = useT();
  if (isAbsent(value)) return <Absent />;
  const opaque = value.length > OPAQUE_FROM;
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Group gap={4} wrap="nowrap" component="span">
          <span style={opaque ? OPAQUE : PLAIN}>{value}</span>
          <ActionIcon
            variant="subtle"
            size="sm"
            color={copied ? 'teal' : 'gray'}
            aria-label={t('requestDetail.copy', { label })}
            onClick={copy}
          >
            {copied ? <CheckIcon /> : <CopyIcon />}
          </ActionIcon>
          <VisuallyHidden aria-live="polite">
            {copied ? t('requestDetail.copied', { label }) : ''}
          </VisuallyHidden>
        </Group>
      )}
    </CopyButton>
  );
}

// Drawn rather than typed: a copy glyph is missing from many system fonts and shows as a box.
function CopyIcon() {
  return (
    <svg
      aria-hidden="true"
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}
