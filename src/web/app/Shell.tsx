import { AppShell, Burger, Group, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { ColorSchemeToggle } from '../components/ColorSchemeToggle';
import { LanguageSelect } from '../components/LanguageSelect';
import { NavigationLinks } from '../components/NavigationLinks';
import { SkipLink } from '../components/SkipLink';
import { visibleNavItems, type NavItem } from '../components/visibleNavItems';
import { useT } from '../i18n/useT';

/** Every page of the main navigation; an entry appears only once its page exists. */
const navItems: readonly NavItem[] = [{ to: '/', label: 'nav.overview', roles: 'everyone' }];

const mainContentId = 'main-content';
const navigationId = 'main-navigation';

export function Shell() {
  const t = useT();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Below the breakpoint the navigation is a drawer; while closed it must not take keyboard focus.
  const isMobile = useMediaQuery('(max-width: 48em)') ?? false;
  // No signed-in user exists yet: only entries open to everyone show.
  const items = visibleNavItems(navItems, undefined);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
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
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        id={navigationId}
        p="xs"
        aria-label={t('shell.navigation')}
        inert={isMobile && !opened}
      >
        <NavigationLinks items={items} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id={mainContentId} tabIndex={-1} style={{ outline: 'none' }}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
