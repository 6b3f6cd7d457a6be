import { Badge, Card, Group, Skeleton, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format/formatNumber';
import { type DrillLink, isPlainClick } from './drill';
import classes from './KpiCard.module.css';

export interface KpiCardProps {
  label: string;
  /** The figure as read (compact BRL, kWp, a count). */
  value: string;
  /** The figure in full (an exact amount), shown on hover. */
  exact?: string;
  /** A second line under the figure (e.g. how many requests the amount adds up). */
  detail?: string;
  /** The same figure over the previous period of equal length; null where none is compared. */
  comparison?: { current: number; previous: number } | null;
  link: DrillLink;
}

/** Change against the previous period as a ratio, or null when there was nothing to compare. */
export function changeRatio(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / previous;
}

function Delta({ current, previous }: { current: number; previous: number }) {
  const t = useT();
  const { locale } = useLocale();
  const ratio = changeRatio(current, previous);
  if (ratio === null) {
    return (
      <Text size="xs" c="dimmed">
        {t('home.delta.noPrevious')}
      </Text>
    );
  }
  const delta = formatNumber(ratio, locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const Icon = ratio > 0 ? IconArrowUpRight : ratio < 0 ? IconArrowDownRight : IconArrowRight;
  return (
    <Badge
      variant="light"
      radius="sm"
      color={ratio > 0 ? 'teal' : ratio < 0 ? 'red' : 'gray'}
      leftSection={<Icon size={12} aria-hidden />}
      styles={{ root: { textTransform: 'none', fontWeight: 600 } }}
    >
      {t('home.delta.vsPrevious', { delta })}
    </Badge>
  );
}

/** A figure of the period as a card that opens the list adding up to it. */
export function KpiCard({ label, value, exact, detail, comparison, link }: KpiCardProps) {
  return (
    <Card
      component="a"
      href={link.href}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        link.onOpen();
      }}
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
    >
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text className={classes.value} fw={700} title={exact}>
        {value}
      </Text>
      <Group gap="xs" mih={22}>
        {detail && (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        )}
        {comparison && <Delta current={comparison.current} previous={comparison.previous} />}
      </Group>
    </Card>
  );
}

/** The card's place while its figure loads. */
export function KpiCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="md" aria-hidden>
      <Skeleton height={12} width="50%" mb="sm" />
      <Skeleton height={28} width="70%" mb="sm" />
      <Skeleton height={16} width="60%" />
    </Card>
  );
}
