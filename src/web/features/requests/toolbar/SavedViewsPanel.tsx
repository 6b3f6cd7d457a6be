import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/useT';
import type { SavedView } from '../preferences/requestsPreferences';

export interface SavedViewsPanelProps {
  id: string;
  views: readonly SavedView[];
  onApply: (view: SavedView) => void;
  onSave: (name: string) => void;
  onDelete: (view: SavedView) => void;
}

/** Named views of this table (filters, sort, page size, columns, density), to return to in one click. */
export function SavedViewsPanel({ id, views, onApply, onSave, onDelete }: SavedViewsPanelProps) {
  const t = useT();
  const [name, setName] = useState('');

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return;
    onSave(trimmed);
    setName('');
  };

  return (
    <Paper id={id} withBorder p="md" component="section" aria-label={t('requests.views.title')}>
      <Stack gap="sm">
        {views.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('requests.views.none')}
          </Text>
        ) : (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {views.map((view) => (
              <Group component="li" key={view.id} gap="xs" wrap="nowrap">
                <Button variant="default" size="xs" onClick={() => onApply(view)}>
                  {view.name}
                </Button>
                <Button
                  variant="default"
                  size="xs"
                  aria-label={t('requests.views.delete', { name: view.name })}
                  onClick={() => onDelete(view)}
                >
                  {t('requests.views.deleteShort')}
                </Button>
              </Group>
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
              style={{ flex: '1 1 16rem', maxWidth: '24rem' }}
              size="sm"
            />
            <Button type="submit" size="sm" variant="default" disabled={name.trim() === ''}>
              {t('requests.views.save')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
