import { Badge, VisuallyHidden } from '@mantine/core';
import { useT } from '../i18n/useT';
import { parseVendorTimestamp, timestampToInstant } from '../lib/format/parseVendorTimestamp';
import { isAbsent } from '../lib/isAbsent';
import { useNow } from '../lib/useNow';

const DAY_MS = 86_400_000;

/** Whole days from `since` to `now`, or undefined when `since` is not a timestamp. */
export function daysSince(since: string | null, now: number): number | undefined {
  if (isAbsent(since)) return undefined;
  const timestamp = parseVendorTimestamp(since);
  if (!timestamp) return undefined;
  return Math.max(0, Math.floor((now - timestampToInstant(timestamp).getTime()) / DAY_MS));
}

export interface StalledBadgeProps {
  /** Since when the request has its status. */
  since: string | null;
  /** The start is unknown and `since` only bounds it (ADR 065): "Parado há mais de 9 dias". */
  before?: boolean;
  /** "9 d" to the eye (a table cell), the whole sentence for screen readers and on hover. */
  compact?: boolean;
}

/**
 * "Parado há 9 dias": a request longer in its status than the threshold an admin set; "Parado há
 * mais de 9 dias" when only a bound of its start is known.
 */
export function StalledBadge({ since, before = false, compact = false }: StalledBadgeProps) {
  const t = useT();
  const now = useNow(3_600_000);
  const days = daysSince(since, now);
  const text =
    days === undefined
      ? t('value.stalled')
      : t(before ? 'value.stalledForMore' : 'value.stalledFor', { count: days });
  return (
    <Badge
      size={compact ? 'xs' : 'sm'}
      radius="sm"
      // The light variant: the theme darkens its text to 4.5:1 on the tint in both schemes (theme.ts).
      variant="light"
      color="orange"
      title={text}
      data-testid="stalled-badge"
      styles={{ root: { textTransform: 'none', flexShrink: 0 } }}
    >
      {compact && days !== undefined ? (
        <>
          <span aria-hidden="true">
            {t(before ? 'value.stalledShortMore' : 'value.stalledShort', { count: days })}
          </span>
          <VisuallyHidden>{text}</VisuallyHidden>
        </>
      ) : (
        text
      )}
    </Badge>
  );
}
