import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { VersionedHistoryEntry } from '../../../contract/api/requests';
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
  /** The version of the request the drawer shows and its history: the change is made on them (ADR 035). */
  version: number;
  history: readonly VersionedHistoryEntry[];
  /** Waits between looks at the mirror after success (tests shorten them). */
  mirrorCheckDelays?: readonly number[];
  /**
   * Where the form opens, apart from the button (the drawer's panel under its header); without it
   * the form takes the button's place. Undefined and null differ: null is a place not there yet.
   */
  formTarget?: HTMLElement | null;
  /** Called as the form opens in `formTarget`, to bring that place into view. */
  onFormOpen?: () => void;
}

/**
 * "Change responsible" beside the responsible in the drawer, for sales and admin only, opening the
 * change form in place. Says when the change was made; the value above updates by itself.
 */
export function ChangeResponsibleAction({
  type,
  code,
  responsible,
  version,
  history,
  mirrorCheckDelays,
  formTarget,
  onFormOpen,
}: ChangeResponsibleActionProps) {
  const t = useT();
  const formId = useId();
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

  const form = (
    <Suspense
      fallback={
        <Text size="sm" c="dimmed" role="status">
          {t('responsible.form.loading')}
        </Text>
      }
    >
      <div id={formId}>
        <ChangeResponsibleForm
          type={type}
          code={code}
          current={currentResponsibleOf(responsible)}
          version={version}
          history={history}
          meId={session.kind === 'user' ? session.user.id : null}
          onCancel={close}
          onDone={(to) => {
            setDone(to);
            close();
          }}
          mirrorCheckDelays={mirrorCheckDelays}
        />
      </div>
    </Suspense>
  );
  const apart = formTarget !== undefined;
  const button = (
    <Button
      ref={buttonRef}
      variant="light"
      size="compact-sm"
      w="fit-content"
      aria-expanded={apart ? open : undefined}
      aria-controls={apart && open ? formId : undefined}
      onMouseEnter={() => void loadForm()}
      onFocus={() => void loadForm()}
      onClick={() => {
        if (apart && open) {
          close();
          return;
        }
        setDone(null);
        setOpen(true);
        onFormOpen?.();
      }}
    >
      {t('responsible.change')}
    </Button>
  );

  return (
    <Stack gap={4} align="stretch">
      {apart ? (
        <>
          {button}
          {open && formTarget ? createPortal(form, formTarget) : null}
        </>
      ) : open ? (
        form
      ) : (
        button
      )}
      {/* Always present, so screen readers announce the sentence when it appears. */}
      <Text size="sm" role="status">
        {done === null ? null : t('responsible.done', { to: done })}
      </Text>
    </Stack>
  );
}
