import { NavLink, Stack } from '@mantine/core';
import { Link, useMatchRoute } from '@tanstack/react-router';
import { useT } from '../i18n/useT';
import type { NavItem } from './visibleNavItems';

export interface NavigationLinksProps {
  items: readonly NavItem[];
  /** Called after a link is followed (the Shell closes the mobile drawer). */
  onNavigate?: () => void;
}

/** The main navigation's links; the current page is marked for eyes and for screen readers. */
export function NavigationLinks({ items, onNavigate }: NavigationLinksProps) {
  const t = useT();
  const matchRoute = useMatchRoute();
  return (
    <Stack gap={4}>
      {items.map((item) => {
        // "/" would match every page fuzzily; deeper sections stay active on their sub-pages.
        const active = Boolean(matchRoute({ to: item.to, fuzzy: item.to !== '/' }));
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={t(item.label)}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}
