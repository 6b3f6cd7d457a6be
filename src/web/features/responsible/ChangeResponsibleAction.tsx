import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { RequestType } from '../../../contract/upstream/enums';
import type { Person } from '../../../contract/upstream/person';
import { useT } from '../../i18n/useT';
import { sessionQuery } from '../../lib/session/sessionQuery';
import { principalOf } from '../../lib/session/principalOf';
import { mayChangeResponsible } from './mayChangeResponsible';
import { currentResponsibleOf } from './personLabel';

// The form (react-hook-form, the resolver, the autocomplete) loads when someone opens it, not with
// the drawer: most readers of a request never change its responsible.
const loadForm = () => import('./ChangeResponsibleForm');
const ChangeResponsibleForm = lazy(() =>
  loadForm().then((module) => ({ default: module.ChangeResponsibleForm })),
);

export interface ChangeResponsibleActionProps {
  type: RequestType;
  code: string;
  /** The record's responsible as the drawer shows it. */
  responsible: Person | undefined;
  /** Waits between looks at the mirror after success (tests shorten them). */
  mirrorCheckDelays?: readonly number[];
}

/**
 * "Change responsible" beside the responsible in the drawer, for sales and admin only, opening the
 * change form in place. Says when the change was made; the value above updates by itself.
 */
export function ChangeResponsibleAction({
  type,
  code,
  responsible,
  mirrorCheckDelays,
}: ChangeResponsibleActionProps) {
  const t = useT();
  // The shell's route loads the session before any page shows, so it is in the cache here; reading
  // it without fetching keeps the drawer from calling /api/session on its own.
  const { data: session } = useQuery({ ...sessionQuery(), enabled: false });
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Closing the form (cancelled or done) gives focus back to the button that opened it.
  const returnFocus = useRef(false);

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [open]);

  if (!session || !mayChangeResponsible(principalOf(session))) return null;

  const close = () => {
    setOpen(false);
    returnFocus.current = true;
  };

  return (
    <Stack gap={4} align="stretch" mt={4}>
      {open ? (
        <Suspense
          fallback={
            <Text size="sm" c="dimmed" role="status">
              {t('responsible.form.loading')}
            </Text>
          }
        >
          <ChangeResponsibleForm
            type={type}
            code={code}
            current={currentResponsibleOf(responsible)}
            onCancel={close}
            onDone={(to) => {
              setDone(to);
              close();
            }}
            mirrorCheckDelays={mirrorCheckDelays}
          />
        </Suspense>
      ) : (
        <Button
          ref={buttonRef}
          variant="light"
          size="compact-sm"
          w="fit-content"
          onMouseEnter={() => void loadForm()}
          onFocus={() => void loadForm()}
          onClick={() => {
            setDone(null);
            setOpen(true);
          }}
        >
          {t('responsible.change')}
        </Button>
      )}
      {/* Always present, so screen readers announce the sentence when it appears. */}
      <Text size="sm" role="status">
        {done === null ? null : t('responsible.done', { to: done })}
      </Text>
    </Stack>
  );
}
