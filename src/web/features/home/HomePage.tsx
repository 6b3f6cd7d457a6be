import { Grid, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Role } from '../../../contract/api/roles';
import { PageHeader } from '../../components/PageHeader';
import { useT } from '../../i18n/useT';
import type { HomeLinks } from './homeLinks';
import { DEFAULT_HOME_PERIOD, type HomeSearch, outstandingWindow, periodRange } from './homePeriod';
import { MyQueue } from './MyQueue';
import { Outstanding } from './Outstanding';
import { PainelHealth } from './PainelHealth';
import { PaymentChanges } from './PaymentChanges';
import { PeriodControl } from './PeriodControl';
import { PeriodNumbers } from './PeriodNumbers';
import { PeriodPayments } from './PeriodPayments';
import { TeamPipeline } from './TeamPipeline';

export interface HomePageProps {
  roles: readonly Role[];
  /** The reader's today (a test pins it); the periods are days of the reader's calendar. */
  today: Date;
  search: HomeSearch;
  onSearchChange: (search: HomeSearch) => void;
  links: HomeLinks;
}

/**
 * What each role sees first (docs/decisions/038-home-per-role.md): sales their own figures and
 * queue with the team's pipeline; finance the money to receive, the period's payments and who
 * changed a payment lately; admins the team's figures, the pipeline, the finance view and
 * Painel's health; a viewer the team's figures and pipeline. Every figure is the total of a list
 * it links to.
 */
export function HomePage({ roles, today, search, onSearchChange, links }: HomePageProps) {
  const t = useT();
  useDocumentTitle(`${t('home.title')} · ${t('app.name')}`);
  const period = search.period ?? DEFAULT_HOME_PERIOD;
  const range = periodRange(period, today);
  const admin = roles.includes('admin');
  const sales = roles.includes('sales');
  const finance = admin || roles.includes('finance');
  // Sales follow their own numbers; admins and viewers the team's; finance alone has no pipeline.
  const ownNumbers = sales && !admin;
  const teamView = admin || sales || !roles.includes('finance');

  return (
    <Stack gap="xl">
      <PageHeader
        title={t('home.title')}
        intro={t('home.intro')}
        action={
          <PeriodControl
            period={period}
            range={range}
            onChange={(next) => onSearchChange(next === DEFAULT_HOME_PERIOD ? {} : { period: next })}
          />
        }
      />
      {admin && <PainelHealth links={links} />}
      {teamView && <PeriodNumbers mine={ownNumbers} period={range} links={links} />}
      {teamView && (
        <Grid gap="xl">
          {ownNumbers && (
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <MyQueue links={links} />
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, lg: ownNumbers ? 6 : 12 }}>
            <TeamPipeline
              period={range}
              links={links}
              {...(period === 'thisMonth'
                ? {
                    earlier: {
                      label: t('home.pipeline.seeLastMonth'),
                      onClick: () => onSearchChange({ period: 'lastMonth' }),
                    },
                  }
                : {})}
            />
          </Grid.Col>
        </Grid>
      )}
      {finance && <Outstanding window={outstandingWindow(today)} links={links} />}
      {finance && <PeriodPayments period={range} links={links} />}
      {finance && <PaymentChanges links={links} />}
    </Stack>
  );
}
