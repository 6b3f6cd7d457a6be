import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ROLES, type Role } from '../../../contract/api/roles';
import { useT } from '../../i18n/useT';
import { useRoleLabel } from '../../lib/vocabulary/useRoleLabel';
import {
  saveSecondFactorSettings,
  secondFactorSettingsQuery,
  secondFactorSettingsQueryKey,
} from './api/secondFactorSettings';

export interface SecondFactorSettingsSectionProps {
  onSaved: (text: string) => void;
}

/** Which roles must sign in with a second factor (ADR 068); their people set it up at their next sign-in. */
export function SecondFactorSettingsSection({ onSaved }: SecondFactorSettingsSectionProps) {
  const t = useT();
  const roleLabel = useRoleLabel();
  const queryClient = useQueryClient();
  const query = useQuery(secondFactorSettingsQuery());
  const [chosen, setChosen] = useState<Role[] | null>(null);
  const mutation = useMutation({
    mutationFn: saveSecondFactorSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(secondFactorSettingsQueryKey, saved);
      setChosen(null);
      onSaved(t('adminUsers.secondFactor.saved'));
    },
  });
  const value = chosen ?? query.data?.requiredRoles ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="second-factor-settings-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="second-factor-settings-title">
          {t('adminUsers.secondFactor.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('adminUsers.secondFactor.intro')}
        </Text>
        {(query.isError || mutation.isError) && (
          <Alert color="red" role="alert">
            {t('adminUsers.secondFactor.error')}
          </Alert>
        )}
        <Checkbox.Group
          label={t('adminUsers.secondFactor.rolesLabel')}
          value={[...value]}
          onChange={(next) => setChosen(ROLES.filter((role) => next.includes(role)))}
        >
          <Group gap="md" mt="xs">
            {ROLES.map((role) => (
              <Checkbox key={role} value={role} label={roleLabel(role)} disabled={!query.data} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group>
          <Button
            onClick={() => mutation.mutate({ requiredRoles: value })}
            loading={mutation.isPending}
            disabled={chosen === null}
          >
            {t('adminUsers.secondFactor.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
