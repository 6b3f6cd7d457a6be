import { Text } from '@mantine/core';
import type { GovernorStatus } from '../../../contract/api/governorStatus';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format/formatNumber';

/** "12 min" up to two hours, "3 h" beyond: how long ago, counted on the server's clock. */
function sinceText(status: GovernorStatus, at: string): string {
  const minutes = Math.max(0, Math.floor((Date.parse(status.at) - Date.parse(at)) / 60_000));
  return minutes < 120 ? `${minutes} min` : `${Math.floor(minutes / 60)} h`;
}

/**
 * Whether background work uses the idle allowance now (ADR 087), in an admin's words: for the
 * budget as a whole, or for the first copy of the history.
 */
export function IdleNote({ status, about }: { status: GovernorStatus; about: 'budget' | 'backfill' }) {
  const t = useT();
  const { locale } = useLocale();
  const idle = status.idle;
  // Absent from a status made before Painel had it: say nothing rather than guess.
  if (idle === undefined) return null;
  const share = formatNumber(status.backgroundShare, locale, { style: 'percent', maximumFractionDigits: 0 });
  const number = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 1 });
  let text: string;
  if (idle === null) {
    text = t(`adminSystem.idle.${about}.off`, { share });
  } else if (idle.active) {
    const room = {
      calls: number(idle.backgroundCalls),
      seconds: number(idle.backgroundSeconds),
      reserveCalls: number(idle.reserveCalls),
      reserveSeconds: number(idle.reserveSeconds),
    };
    text =
      idle.lastPersonCallAt === null
        ? t(`adminSystem.idle.${about}.neverUsed`, room)
        : t(`adminSystem.idle.${about}.active`, { ...room, since: sinceText(status, idle.lastPersonCallAt) });
  } else {
    const since = idle.lastPersonCallAt === null ? '0 min' : sinceText(status, idle.lastPersonCallAt);
    text = t(`adminSystem.idle.${about}.waiting`, { since, share, after: idle.afterMinutes });
  }
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}
