import { Alert, Button, Stack, Text } from '@mantine/core';
import type { Ref } from 'react';
import type { VersionedHistoryEntry } from '../../contract/api/requests';
import { formatDateTime } from '../lib/format/formatDate';
import { describeActor } from '../lib/vocabulary/describeActor';
import { useVocabulary } from '../lib/vocabulary/useVocabulary';
import { HistoryChanges } from './HistoryChanges';

export interface RequestChangedAlertProps {
  /** `live`: the request changed while the form is open; `refused`: a save was refused for it. */
  mode: 'live' | 'refused';
  /** The changes after the version the form was opened on, oldest first. */
  changes: readonly VersionedHistoryEntry[];
  /** Sends the form's values again on the current version (with a new Idempotency-Key). */
  onReapply?: () => void;
  reapplying?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Says that someone changed the request under an open form (ADR 035): who, when and what, in the
 * history's words, and, once a save was refused for it, a button to apply the form on the new
 * version. Nothing is sent until the person presses it.
 */
export function RequestChangedAlert({ mode, changes, onReapply, reapplying, ref }: RequestChangedAlertProps) {
  const vocabulary = useVocabulary();
  const { t, locale } = vocabulary;
  // The vendor's own changes are named as a person would say them in a sentence, whichever way
  // Painel learnt of them; a sentence about them alone starts with them.
  const names = [
    ...new Set(
      changes.map((entry) => (entry.actor.kind === 'person' ? entry.actor.name : t('staleWrite.vendor'))),
    ),
  ];
  const who = names.length > 0 ? names.join(', ') : t('staleWrite.someone');
  const refused = mode === 'refused';
  const vendorOnly = changes.length > 0 && changes.every((entry) => entry.actor.kind !== 'person');
  const title = vendorOnly
    ? t(refused ? 'staleWrite.refused.titleVendor' : 'staleWrite.live.titleVendor')
    : t(refused ? 'staleWrite.refused.title' : 'staleWrite.live.title', { who });
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color={refused ? 'red' : 'orange'}
      role={refused ? 'alert' : 'status'}
      title={title}
    >
      <Stack gap="xs">
        {changes.length > 0 ? (
          <Stack
            component="ol"
            gap={6}
            aria-label={t('staleWrite.changes')}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {changes.map((entry) => (
              <li key={entry.id}>
                {/* Not dimmed: grey on the alert's tinted background falls under 4.5:1. */}
                <Text size="sm" fw={500}>
                  {t('staleWrite.entry', {
                    when: formatDateTime(entry.at, locale),
                    who: describeActor(entry, vocabulary),
                  })}
                </Text>
                {entry.changes.length > 0 ? (
                  <HistoryChanges changes={entry.changes} />
                ) : (
                  <Text size="sm">{t('staleWrite.noChanges')}</Text>
                )}
              </li>
            ))}
          </Stack>
        ) : refused ? (
          <Text size="sm">{t('staleWrite.refused.unknown')}</Text>
        ) : null}
        <Text size="sm">{t(refused ? 'staleWrite.refused.what' : 'staleWrite.live.what')}</Text>
        {refused && onReapply ? (
          <div>
            <Button size="xs" variant="default" onClick={onReapply} loading={reapplying}>
              {t('staleWrite.reapply')}
            </Button>
          </div>
        ) : null}
      </Stack>
    </Alert>
  );
}
