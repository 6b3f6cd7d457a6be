import { Burger, Group, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { ColorSchemeToggle } from '../components/ColorSchemeToggle';
import { LanguageSelect } from '../components/LanguageSelect';
import { NavigationLinks } from '../components/NavigationLinks';
import { PublicUrlWarning } from '../components/PublicUrlWarning';
import { SkipLink } from '../components/SkipLink';
import { sessionQuery } from '../lib/session/sessionQuery';
import { principalOf } from '../lib/session/principalOf';
import { UserBadge } from '../features/auth/UserBadge';
import { LiveStatus } from '../features/live/LiveStatus';
import { CircuitBanner } from '../features/system-status/CircuitBanner';
import { FreshnessIndicator } from '../features/system-status/FreshnessIndicator';
import { useT } from '../i18n/useT';
import { navItemsFor } from './navItems';
import classes from './Shell.module.css';
import { usePhoneLayout } from '../lib/usePhoneLayout';
import { CustomFieldNamesProvider } from '../lib/customFields/CustomFieldNamesProvider';

const mainContentId = 'main-content';
const navigationId = 'main-navigation';

/**
 * The frame of every signed-in page: brand, navigation, who is signed in, live updates, freshness,
 * circuit banner.
 */
export function Shell() {
  const t = useT();
  const router = useRouter();
  const onAdminPage = useRouterState({ select: (state) => state.location.pathname.startsWith('/admin') });
  const [opened, { toggle, close }] = useDisclosure(false);
  // Below the breakpoint the navigation is a drawer; while closed it must not take keyboard focus.
  // Read during the first render, not in an effect that would render the page a second time.
  const isMobile = usePhoneLayout({ readAtFirstRender: true });
  const { data: session } = useQuery(sessionQuery());
  // The route's guard let us in with a session; if it ended since, the login page is on its way.
  if (!session) return null;
  const principal = principalOf(session);

  return (
    <div className={classes.shell}>
      <SkipLink targetId={mainContentId} />
      {/* right-scroll-bar-position: the drawers' scroll lock keeps this fixed header in place. */}
      <header className={`${classes.header} right-scroll-bar-position`}>
        <Group h="100%" justify="space-between" wrap="nowrap" className={classes.headerBar}>
          <Group gap="sm" wrap="nowrap" className={classes.brand}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('shell.closeNavigation') : t('shell.openNavigation')}
              aria-expanded={opened}
              aria-controls={navigationId}
            />
            <Title order={1} size="h3" className={classes.appName}>
              {t('app.name')}
            </Title>
          </Group>
          {/* Never pushed off screen: on a phone the brand gives way first (Shell.module.css). */}
          <Group gap="sm" wrap="nowrap" className={classes.headerControls}>
            {/* Keeps every screen of the shell live, and says whether it is. */}
            <LiveStatus />
            <LanguageSelect />
            <ColorSchemeToggle />
            <UserBadge principal={principal} onSignedOut={() => void router.navigate({ to: '/login' })} />
          </Group>
        </Group>
      </header>
      <nav
        id={navigationId}
        className={classes.navbar}
        data-opened={opened || undefined}
        aria-label={t('shell.navigation')}
        inert={isMobile && !opened}
      >
        <div className={classes.links}>
          <NavigationLinks items={navItemsFor(principal.roles, { phone: isMobile })} onNavigate={close} />
        </div>
        <section className={classes.freshness} aria-label={t('shell.dataFreshness')}>
          <FreshnessIndicator />
        </section>
      </nav>
      <main id={mainContentId} tabIndex={-1} className={classes.main}>
        <CircuitBanner />
        {onAdminPage && <PublicUrlWarning />}
        <CustomFieldNamesProvider enabled={principal.kind === 'user'}>
          <Outlet />
        </CustomFieldNamesProvider>
      </main>
    </div>
  );
}
