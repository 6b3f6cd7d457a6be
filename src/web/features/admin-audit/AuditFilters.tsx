import { Box, Button, Group, Select, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { useT } from '../../i18n/useT';
import { useActionOptions } from './actionOptions';
import { type AuditSearch, readAuditSearch } from './auditSearch';

type Draft = Record<keyof AuditSearch, string>;

const draftOf = (search: AuditSearch): Draft => ({
  actor: search.actor ?? '',
  action: search.action ?? '',
  requestCode: search.requestCode ?? '',
  requestId: search.requestId ?? '',
  from: search.from ?? '',
  to: search.to ?? '',
});

export interface AuditFiltersProps {
  search: AuditSearch;
  onApply: (search: AuditSearch) => void;
}

/**
 * The audit page's filters. Typed values apply together on submit (Enter or the button), so a
 * half-typed e-mail never starts a search; the page remounts this form when the URL changes, so
 * the fields always show the filters in force.
 */
export function AuditFilters({ search, onApply }: AuditFiltersProps) {
  const t = useT();
  const [draft, setDraft] = useState<Draft>(() => draftOf(search));
  // The call's id is for matching the server's logs: out of the way unless asked for or in use.
  const [technical, setTechnical] = useState(() => draft.requestId !== '');
  const actionOptions = useActionOptions(draft.action);
  const set = (key: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Blank fields drop out; anything the contract refuses (an over-long text) is dropped too.
    const next: Record<string, string> = {};
    for (const [key, value] of Object.entries(draft)) if (value.trim() !== '') next[key] = value.trim();
    onApply(readAuditSearch(next));
  };

  return (
    <form onSubmit={submit} aria-label={t('adminAudit.filters.label')} role="search">
      <Group gap="md" align="flex-start" wrap="wrap">
        <TextInput
          label={t('adminAudit.filters.actor')}
          description={t('adminAudit.filters.actorHint')}
          value={draft.actor}
          onChange={(event) => set('actor')(event.currentTarget.value)}
          maxLength={254}
          w={240}
        />
        <Select
          label={t('adminAudit.filters.action')}
          placeholder={t('adminAudit.filters.actionPlaceholder')}
          value={draft.action || null}
          onChange={(value) => set('action')(value ?? '')}
          data={actionOptions}
          searchable
          clearable
          // The longest group, "Campos personalizados (todas)", whole beside the clear button.
          w={340}
          maw="100%"
        />
        <TextInput
          label={t('adminAudit.filters.requestCode')}
          value={draft.requestCode}
          onChange={(event) => set('requestCode')(event.currentTarget.value)}
          maxLength={80}
          // Its label ("Código do pedido ou orçamento") on one line, level with the others.
          w={272}
        />
        <TextInput
          label={t('adminAudit.filters.requestId')}
          description={t('adminAudit.filters.requestIdHint')}
          display={technical ? undefined : 'none'}
          value={draft.requestId}
          onChange={(event) => set('requestId')(event.currentTarget.value)}
          maxLength={64}
          w={240}
        />
        {/* Wide enough for "dd/mm/aaaa – dd/mm/aaaa", and for a chosen range beside its clear button. */}
        <Box w={272} maw="100%">
          <DateRangeFilter
            label={t('adminAudit.filters.period')}
            from={draft.from || undefined}
            to={draft.to || undefined}
            onChange={(from, to) => setDraft((current) => ({ ...current, from: from ?? '', to: to ?? '' }))}
          />
        </Box>
      </Group>
      <Group gap="sm" mt="md">
        <Button type="submit">{t('adminAudit.filters.apply')}</Button>
        <Button
          variant="default"
          onClick={() => {
            setDraft(draftOf({}));
            onApply({});
          }}
        >
          {t('adminAudit.filters.clear')}
        </Button>
        <Button variant="subtle" aria-expanded={technical} onClick={() => setTechnical((shown) => !shown)}>
          {technical ? t('adminAudit.filters.technical.hide') : t('adminAudit.filters.technical.show')}
        </Button>
      </Group>
    </form>
  );
}
