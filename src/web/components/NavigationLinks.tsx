import { NavLink, Stack, Text } from '@mantine/core';
import { Link, useMatchRoute } from '@tanstack/react-router';
import { useId } from 'react';
import { useT } from '../i18n/useT';
import { NAV_GROUPS, type NavGroup, type NavItem } from './visibleNavItems';

export interface NavigationLinksProps {
  items: readonly NavItem[];
  /** Called after a link is followed (the Shell closes the mobile drawer). */
  onNavigate?: () => void;
}

const groupLabel = { work: 'nav.group.work', admin: 'nav.group.admin' } as const;

function GroupLinks({ group, items, onNavigate }: { group: NavGroup } & NavigationLinksProps) {
  const t = useT();
  const headingId = useId();
  const matchRoute = useMatchRoute();
  return (
    <Stack gap={2} component="section" aria-labelledby={headingId}>
      <Text id={headingId} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs" pb={4} lts="0.04em">
        {t(groupLabel[group])}
      </Text>
      {items.map((item) => {
        // "/" would match every page fuzzily; deeper sections stay active on their sub-pages.
        const active = Boolean(matchRoute({ to: item.to, fuzzy: item.to !== '/' }));
        const Icon = item.icon;
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={t(item.label)}
            leftSection={Icon ? <Icon size={18} stroke={1.6} /> : undefined}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            styles={{ root: { borderRadius: 'var(--mantine-radius-sm)' } }}
          />
        );
      })}
    </Stack>
  );
}

/**
 * The main navigation's links, in sections (daily work, then administration); the current page is
 * marked for eyes and for screen readers.
 */
export function NavigationLinks({ items, onNavigate }: NavigationLinksProps) {
  return (
    <Stack gap="sm">
      {NAV_GROUPS.map((group) => {
        const inGroup = items.filter((item) => (item.group ?? 'work') === group);
        return inGroup.length > 0 ? (
          <GroupLinks key={group} group={group} items={inGroup} onNavigate={onNavigate} />
        ) : null;
      })}
    </Stack>
  );
}
