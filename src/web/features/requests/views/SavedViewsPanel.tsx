import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  IconDeviceFloppy,
  IconPencil,
  IconStar,
  IconStarFilled,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { SavedView } from '../../../../contract/api/savedViews';
import type { RequestType } from '../../../../contract/upstream/enums';
import { useT } from '../../../i18n/useT';
import type { SavedView as LocalView } from '../preferences/requestsPreferences';
import type { RequestsSearch } from '../requestsSearch';
import { savedViewsQuery, useSavedViewMutations } from './savedViewsApi';
import { isActiveView, searchOfView, viewQueryOf } from './viewQuery';

export interface SavedViewsPanelProps {
  id: string;
  type: RequestType;
  search: RequestsSearch;
  onApply: (search: RequestsSearch) => void;
  /** Views this browser kept before views moved to the server, offered for import once. */
  localViews: readonly LocalView[];
  onLocalViewsDone: () => void;
}

function ViewRow({
  view,
  active,
  onApply,
  type,
  search,
}: {
  view: SavedView;
  active: boolean;
  onApply: () => void;
  type: RequestType;
  search: RequestsSearch;
}) {
  const t = useT();
  const { update, remove } = useSavedViewMutations(type);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(view.name);
  const rename = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '' || trimmed === view.name) return setRenaming(false);
    update.mutate({ id: view.id, changes: { name: trimmed } }, { onSuccess: () => setRenaming(false) });
  };

  return (
    <Group component="li" gap="xs" wrap="nowrap" justify="space-between" data-view={view.name}>
      {renaming ? (
        <form onSubmit={rename} style={{ flex: 1 }}>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              size="xs"
              aria-label={t('requests.views.newName', { name: view.name })}
              value={name}
              maxLength={80}
              autoFocus
              onChange={(event) => setName(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" size="xs" variant="default">
              {t('requests.views.renameSave')}
            </Button>
          </Group>
        </form>
      ) : (
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <Button
            variant={active ? 'light' : 'subtle'}
            size="xs"
            onClick={onApply}
            aria-current={active ? 'true' : undefined}
            styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
          >
            {view.name}
          </Button>
          {active && (
            <Badge size="xs" variant="light">
              {t('requests.views.active')}
            </Badge>
          )}
          {view.isDefault && (
            <Badge size="xs" variant="light" color="yellow">
              {t('requests.views.default')}
            </Badge>
          )}
          {view.shared && (
            <Tooltip label={t('requests.views.sharedBy', { name: view.owner.name })}>
              <Badge size="xs" variant="light" color="gray" leftSection={<IconUsers size={10} />}>
                {view.mine ? t('requests.views.shared') : view.owner.name}
              </Badge>
            </Tooltip>
          )}
        </Group>
      )}
      {view.canEdit && !renaming && (
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('requests.views.updateFromCurrent', { name: view.name })}
            title={t('requests.views.updateFromCurrent', { name: view.name })}
            onClick={() => update.mutate({ id: view.id, changes: { query: viewQueryOf(search) } })}
          >
            <IconDeviceFloppy size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('requests.views.rename', { name: view.name })}
            title={t('requests.views.rename', { name: view.name })}
            onClick={() => setRenaming(true)}
          >
            <IconPencil size={16} />
          </ActionIcon>
          {view.mine && (
            <ActionIcon
              variant="subtle"
              color={view.isDefault ? 'yellow' : 'gray'}
              aria-pressed={view.isDefault}
              aria-label={t('requests.views.makeDefault', { name: view.name })}
              title={t('requests.views.makeDefault', { name: view.name })}
              onClick={() => update.mutate({ id: view.id, changes: { isDefault: !view.isDefault } })}
            >
              {view.isDefault ? <IconStarFilled size={16} /> : <IconStar size={16} />}
            </ActionIcon>
          )}
          <Switch
            size="xs"
            checked={view.shared}
            aria-label={t('requests.views.share', { name: view.name })}
            onChange={(event) =>
              update.mutate({ id: view.id, changes: { shared: event.currentTarget.checked } })
            }
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('requests.views.delete', { name: view.name })}
            title={t('requests.views.delete', { name: view.name })}
            onClick={() => remove.mutate(view.id)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      )}
    </Group>
  );
}

/**
 * The views of this list kept on the server: the person's own and the team's shared ones, the
 * active one marked; save the current view, rename, update from the current view, share, make
 * default (opened when the page opens without parameters), delete.
 */
export function SavedViewsPanel({
  id,
  type,
  search,
  onApply,
  localViews,
  onLocalViewsDone,
}: SavedViewsPanelProps) {
  const t = useT();
  const views = useQuery(savedViewsQuery(type));
  const { create } = useSavedViewMutations(type);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [importing, setImporting] = useState(false);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return;
    create.mutate(
      { type, name: trimmed, query: viewQueryOf(search), shared, isDefault: false },
      { onSuccess: () => setName('') },
    );
  };

  const importLocal = async () => {
    setImporting(true);
    try {
      for (const view of localViews) {
        await create.mutateAsync({
          type,
          name: view.name,
          query: view.search,
          shared: false,
          isDefault: false,
        });
      }
      onLocalViewsDone();
    } finally {
      setImporting(false);
    }
  };

  const list = views.data ?? [];
  return (
    <Paper id={id} withBorder p="md" component="section" aria-label={t('requests.views.title')}>
      <Stack gap="sm">
        {localViews.length > 0 && (
          <Group gap="xs" wrap="wrap" data-testid="local-views-offer">
            <Text size="sm">{t('requests.views.importOffer', { count: localViews.length })}</Text>
            <Button size="xs" loading={importing} onClick={() => void importLocal()}>
              {t('requests.views.import')}
            </Button>
            <Button size="xs" variant="subtle" onClick={onLocalViewsDone}>
              {t('requests.views.importDismiss')}
            </Button>
          </Group>
        )}
        {views.isPending ? (
          <Text size="sm" c="dimmed">
            {t('requests.panel.loading')}
          </Text>
        ) : views.isError ? (
          <Text size="sm" c="red">
            {t('requests.views.loadError')}
          </Text>
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('requests.views.none')}
          </Text>
        ) : (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {list.map((view) => (
              <ViewRow
                key={view.id}
                view={view}
                type={type}
                search={search}
                active={isActiveView(view.query, search)}
                onApply={() => onApply(searchOfView(view.query))}
              />
            ))}
          </Stack>
        )}
        <form onSubmit={save}>
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              label={t('requests.views.name')}
              value={name}
              maxLength={80}
              onChange={(event) => setName(event.currentTarget.value)}
              style={{ flex: '1 1 14rem', maxWidth: '24rem' }}
              size="sm"
            />
            <Switch
              label={t('requests.views.shareNew')}
              checked={shared}
              onChange={(event) => setShared(event.currentTarget.checked)}
              mb={6}
            />
            <Button
              type="submit"
              size="sm"
              leftSection={<IconDeviceFloppy size={16} />}
              disabled={name.trim() === ''}
              loading={create.isPending}
            >
              {t('requests.views.save')}
            </Button>
          </Group>
          {create.isError && (
            <Text size="sm" c="red" mt={4} role="alert">
              {create.error.message}
            </Text>
          )}
        </form>
      </Stack>
    </Paper>
  );
}
