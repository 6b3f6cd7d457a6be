import { AppShell, Burger, Group, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useRouter } from '@tanstack/react-router';
import { ColorSchemeToggle } from '../components/ColorSchemeToggle';
import { LanguageSelect } from '../components/LanguageSelect';
import { NavigationLinks } from '../components/NavigationLinks';
import { SkipLink } from '../components/SkipLink';
import { sessionQuery } from '../features/auth/api/sessionQuery';
import { principalOf } from '../features/auth/principalOf';
import { UserBadge } from '../features/auth/UserBadge';
import { CircuitBanner } from '../features/system-status/CircuitBanner';
import { FreshnessIndicator } from '../features/system-status/FreshnessIndicator';
import { useT } from '../i18n/useT';
import { navItemsFor } from './navItems';

const mainContentId = 'main-content';
const navigationId = 'main-navigation';

/** The frame of every signed-in page: brand, navigation, who is signed in, freshness, circuit banner. */
export function Shell() {
  const t = useT();
  const router = useRouter();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Below the breakpoint the navigation is a drawer; while closed it must not take keyboard focus.
  const isMobile = useMediaQuery('(max-width: 48em)') ?? false;
  const { data: session } = useQuery(sessionQuery());
  // The route's guard let us in with a session; if it ended since, the login page is on its way.
  if (!session) return null;
  const principal = principalOf(session);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <SkipLink targetId={mainContentId} />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('shell.closeNavigation') : t('shell.openNavigation')}
              aria-expanded={opened}
              aria-controls={navigationId}
            />
            <Title order={1} size="h3">
              {t('app.name')}
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSelect />
            <ColorSchemeToggle />
            <UserBadge principal={principal} onSignedOut={() => void router.navigate({ to: '/login' })} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        id={navigationId}
        p="xs"
        aria-label={t('shell.navigation')}
        inert={isMobile && !opened}
      >
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          <NavigationLinks items={navItemsFor(principal.roles)} onNavigate={close} />
        </AppShell.Section>
        <AppShell.Section component="section" aria-label={t('shell.dataFreshness')} p="xs">
          <FreshnessIndicator />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={mainContentId} tabIndex={-1} style={{ outline: 'none' }}>
        <CircuitBanner />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
