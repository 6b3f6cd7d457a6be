import { ActionIcon, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../i18n/useT';
import { ApiError } from '../../lib/fetchJson';
import { forgetSession } from '../../lib/session/forgetSession';
import { signOut } from './api/signOut';
import type { Principal } from '../../lib/session/principalOf';
import { useRoleLabel } from '../../lib/vocabulary/useRoleLabel';
import { usePhoneLayout } from '../../lib/usePhoneLayout';

export interface UserBadgeProps {
  principal: Principal;
  /** Called once the server ended the session (the router then shows the login page). */
  onSignedOut: () => void;
}

/** Who is signed in, with their roles, and the way out. */
export function UserBadge({ principal, onSignedOut }: UserBadgeProps) {
  const t = useT();
  const roleLabel = useRoleLabel();
  const phone = usePhoneLayout();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    meta: { expectsUnauthorized: true },
    mutationFn: signOut,
    onSuccess: () => leave(),
    onError: (error) => {
      // A session the server already forgot is as good as ended.
      if (error instanceof ApiError && error.status === 401) leave();
    },
  });
  // One button, worded or an icon: the same name and action either way.
  const signOutButton = {
    variant: 'default',
    loading: mutation.isPending,
    onClick: () => mutation.mutate(),
    'aria-label': t('auth.signOutAs', { name: principal.name }),
  } as const;

  function leave() {
    forgetSession(queryClient);
    onSignedOut();
  }

  const roles =
    principal.kind === 'device'
      ? t('auth.device')
      : principal.roles.length === 0
        ? t('auth.noRole')
        : principal.roles.map(roleLabel).join(', ');

  return (
    <Group gap="sm" wrap="nowrap">
      <Stack gap={0} visibleFrom="sm" style={{ textAlign: 'right' }}>
        <Text size="sm" fw={500} lh={1.2} title={principal.email ?? undefined}>
          {principal.name}
        </Text>
        <Text size="xs" c="dimmed" lh={1.2}>
          {roles}
        </Text>
      </Stack>
      {principal.kind === 'user' && (
        <>
          <Anchor component={Link} to="/account" size="sm" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
            {t('auth.account')}
          </Anchor>
          {/* On a phone the header has room for an icon only; its name is the same. */}
          <ActionIcon
            component={Link}
            to="/account"
            variant="default"
            size="lg"
            hiddenFrom="sm"
            aria-label={t('auth.account')}
          >
            <IconUserCircle size={18} aria-hidden />
          </ActionIcon>
        </>
      )}
      {/* On a phone a worded button ("Sign out" is twice "Sair") left the brand no room: an icon,
          as the account's beside it, with the same name. */}
      {phone ? (
        <ActionIcon size="lg" {...signOutButton}>
          <IconLogout size={18} aria-hidden />
        </ActionIcon>
      ) : (
        <Button size="xs" {...signOutButton}>
          {t('auth.signOut')}
        </Button>
      )}
      {mutation.isError && !(mutation.error instanceof ApiError && mutation.error.status === 401) && (
        <Text size="xs" c="red" role="alert">
          {t('auth.signOutFailed')}
        </Text>
      )}
    </Group>
  );
}
