import { Box, Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FigureLink } from '../../components/charts/FigureLink';
import { useFigureFormat } from '../../components/charts/useFigureFormat';
import { StatusBadge } from '../../components/StatusBadge';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatRelativeTime } from '../../lib/format/formatRelativeTime';
import { dataUpdatedAt } from '../../lib/dataUpdatedAt';
import { useNow } from '../../lib/useNow';
import { homeFreshnessQuery, homeGovernorQuery, homeInboxQuery } from './api/homeQueries';
import { HomeSection } from './HomeSection';
import type { HomeLinks } from './homeLinks';

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      {children}
    </Card>
  );
}

const loading = <Skeleton height={24} width="60%" mt={6} />;

/**
 * Painel's own state at a glance for admins, in words: the vendor's calls used this hour, whether
 * the vendor lets Painel in, how fresh the data is and the vendor's notices still to handle. The
 * plumbing behind each is on the System page.
 */
export function PainelHealth({ links }: { links: HomeLinks }) {
  const t = useT();
  const format = useFigureFormat();
  const { locale } = useLocale();
  const now = useNow(60_000);
  const governor = useQuery(homeGovernorQuery());
  const freshness = useQuery(homeFreshnessQuery());
  const inbox = useQuery(homeInboxQuery());
  const updated = freshness.data ? dataUpdatedAt(freshness.data) : null;

  return (
    <HomeSection
      title={t('home.section.health')}
      action={
        <FigureLink href={links.page('/admin/system')} size="sm">
          {t('home.health.open')}
        </FigureLink>
      }
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Tile label={t('home.health.calls')}>
          {governor.data ? (
            <>
              <Text fw={700} size="xl">
                {t('home.health.callsValue', {
                  used: format('count', governor.data.calls.used),
                  limit: format('count', governor.data.calls.limit),
                })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('home.health.callsNote', { minutes: governor.data.windowMinutes })}
              </Text>
            </>
          ) : (
            loading
          )}
        </Tile>
        <Tile label={t('home.health.access')}>
          {governor.data ? (
            <Box mt={6}>
              <StatusBadge
                label={t(`home.health.access.${governor.data.circuit.state}`)}
                color={governor.data.circuit.state === 'open' ? 'red' : 'teal'}
                whole
              />
            </Box>
          ) : (
            loading
          )}
        </Tile>
        <Tile label={t('home.health.freshness')}>
          {freshness.data ? (
            <Text fw={700} size="xl">
              {updated
                ? formatRelativeTime(updated > new Date(now) ? new Date(now) : updated, new Date(now), locale)
                : t('home.health.freshness.never')}
            </Text>
          ) : (
            loading
          )}
        </Tile>
        <Tile label={t('home.health.inbox')}>
          {inbox.data ? (
            <Text fw={700} size="xl">
              {inbox.data.counts.pending + inbox.data.counts.failed === 0
                ? t('home.health.inbox.none')
                : t('home.health.inboxValue', {
                    pending: format('count', inbox.data.counts.pending),
                    failed: format('count', inbox.data.counts.failed),
                  })}
            </Text>
          ) : (
            loading
          )}
        </Tile>
      </SimpleGrid>
    </HomeSection>
  );
}
