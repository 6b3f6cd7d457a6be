import type { LinkProps } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { MessageKey } from '../i18n/messages/pt-BR';

/** One entry of the main navigation; later pages add themselves to the list in the Shell. */
export interface NavItem<Role extends string = string> {
  to: NonNullable<LinkProps['to']>;
  label: MessageKey;
  /** Who sees it: everyone signed in, or only the listed roles. */
  roles: 'everyone' | readonly Role[];
  /** The section it is listed under: daily work, or administration. */
  group?: NavGroup;
  /** Drawn beside the label (a @tabler/icons-react icon). */
  icon?: ComponentType<{ size?: number; stroke?: number }>;
  /** False for a page made for large screens (the wall screen), not offered on a phone. */
  onPhones?: false;
}

export const NAV_GROUPS = ['work', 'admin'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/** The entries a user with `role` may see, in list order; no role yet (signed out) sees the public ones. */
export function visibleNavItems<Role extends string>(
  items: readonly NavItem<Role>[],
  role: Role | undefined,
): NavItem<Role>[] {
  return items.filter(
    (item) => item.roles === 'everyone' || (role !== undefined && item.roles.includes(role)),
  );
}
