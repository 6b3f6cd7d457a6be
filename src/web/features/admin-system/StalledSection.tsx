import { Button, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  type FinalStatuses,
  stalledSettings,
  type StalledSettings,
} from '../../../contract/api/stalledSettings';
import { REQUEST_TYPES } from '../../../contract/upstream/enums';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useT } from '../../i18n/useT';
import { fetchJson } from '../../lib/fetchJson';
import { sendJson } from '../../lib/sendJson';
import { statusesQuery } from '../../lib/statusesQuery';
import { effectiveFinal, FinalStatusesField } from './FinalStatusesField';
import { SectionLoading } from './SectionLoading';
import { SystemSection } from './SystemSection';

const stalledKey = ['settings', 'stalled'] as const;
const DEFAULT_DAYS = 7;

/**
 * The days after which a request counts as stalled: once for all statuses, then per status; and
 * per type the final statuses, which never count as stalled.
 */
export function StalledSection() {
  const t = useT();
  const settings = useQuery({
    queryKey: stalledKey,
    queryFn: ({ signal }) => fetchJson('/api/settings/stalled', stalledSettings, { signal }),
  });
  return (
    <SystemSection title={t('adminSystem.stalled.title')}>
      <Text size="sm" c="dimmed">
        {t('adminSystem.stalled.intro')}
      </Text>
      {settings.isPending ? (
        <SectionLoading />
      ) : settings.isError ? (
        <QueryErrorAlert
          title={t('adminSystem.stalled.error')}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <StalledForm saved={settings.data} />
      )}
    </SystemSection>
  );
}

function StalledForm({ saved }: { saved: StalledSettings }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [defaultDays, setDefaultDays] = useState<number>(saved.defaultDays);
  const [byStatus, setByStatus] = useState<Record<string, number>>(saved.byStatus);
  // A type left out follows the suggestion by name, so a new final-sounding status is suggested too.
  const [final, setFinal] = useState<FinalStatuses>(saved.finalStatuses ?? {});
  const statuses = useQueries({ queries: REQUEST_TYPES.map((type) => statusesQuery(type)) });
  const save = useMutation({
    mutationFn: (body: StalledSettings) =>
      sendJson('/api/settings/stalled', { method: 'PUT', body, schema: stalledSettings }),
    onSuccess: (data) => queryClient.setQueryData(stalledKey, data),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = Object.fromEntries(Object.entries(final).filter(([, names]) => names !== undefined));
    save.mutate({
      defaultDays,
      byStatus,
      ...(Object.keys(chosen).length > 0 ? { finalStatuses: chosen } : {}),
    });
  };
  const days = (value: string | number) => {
    const number = typeof value === 'number' ? value : Number.parseInt(value, 10);
    return Number.isFinite(number) && number >= 1 ? Math.min(365, Math.round(number)) : undefined;
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <NumberInput
          label={t('adminSystem.stalled.default')}
          description={t('adminSystem.stalled.defaultHint', { days: DEFAULT_DAYS })}
          min={1}
          max={365}
          value={defaultDays}
          onChange={(value) => setDefaultDays(days(value) ?? DEFAULT_DAYS)}
          maw="16rem"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {REQUEST_TYPES.map((type, index) => {
            const configured = statuses[index]?.data?.statuses ?? [];
            const finalNames = new Set(effectiveFinal(final[type], configured));
            return (
              <Stack key={type} gap="xs">
                <Title order={4} size="h5">
                  {t(`adminSystem.statuses.${type}`)}
                </Title>
                {configured.map((status) => {
                  const name = status.name;
                  const isFinal = finalNames.has(name);
                  return (
                    <NumberInput
                      key={`${type}-${name}`}
                      label={name}
                      placeholder={
                        isFinal
                          ? t('adminSystem.stalled.finalPlaceholder')
                          : t('adminSystem.stalled.inherit', { days: defaultDays })
                      }
                      disabled={isFinal}
                      min={1}
                      max={365}
                      size="xs"
                      value={isFinal ? '' : (byStatus[name] ?? '')}
                      onChange={(value) =>
                        setByStatus((current) => {
                          const parsed = days(value);
                          const rest = Object.entries(current).filter(([other]) => other !== name);
                          return Object.fromEntries(parsed === undefined ? rest : [...rest, [name, parsed]]);
                        })
                      }
                    />
                  );
                })}
                <FinalStatusesField
                  type={type}
                  statuses={configured}
                  chosen={final[type]}
                  onChange={(chosen) => setFinal((current) => ({ ...current, [type]: chosen }))}
                />
              </Stack>
            );
          })}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('adminSystem.stalled.save')}
          </Button>
          {save.isSuccess && (
            <Text size="sm" c="teal" role="status">
              {t('adminSystem.stalled.saved')}
            </Text>
          )}
          {save.isError && (
            <Text size="sm" c="red" role="alert">
              {save.error.message}
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}
