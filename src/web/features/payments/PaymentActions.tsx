import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { RequestType } from '../../../contract/upstream/enums';
import type { Payment } from '../../../contract/upstream/payment';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatDateTime } from '../../lib/format/formatDate';
import type { RequestRevision } from '../../lib/requestRevision';
import { invalidateAfterPaymentWrite } from './api/invalidateAfterPaymentWrite';
import { paymentRecordQuery } from './api/paymentRecordQuery';
import type { PaymentUpdateResult } from './api/updatePayment';
import { paymentRecordLinks } from './paymentLinks';
import { PaymentRecordActions } from './PaymentRecordActions';

// The forms bring react-hook-form, the resolver and the dropzone: loaded when first opened.
const PaymentForm = lazy(() => import('./PaymentForm').then((module) => ({ default: module.PaymentForm })));
const PaymentRecordForm = lazy(() =>
  import('./PaymentRecordForm').then((module) => ({ default: module.PaymentRecordForm })),
);

/** In the drawer's header (the form opening in `formTarget`), or in the payment section. */
export type PaymentActionsPlacement =
  { where: 'header'; formTarget: HTMLElement | null; onFormOpen: () => void } | { where: 'section' };

export interface PaymentActionsProps {
  payment: Payment | undefined;
  request: { type: RequestType; code: string };
  /** The version and history the drawer shows: the update form writes on them (ADR 035). */
  revision: RequestRevision;
  /** The signed-in person, whose own changes are no conflict. */
  meId: string | null;
  placement: PaymentActionsPlacement;
}

/**
 * What finance may do with a request's payment (ADR 057). In the header, the one way to change it:
 * an order's payment update (status, type, condition, description, attachments, on the version the
 * drawer shows), or, for a budget, whose payment the vendor updates only through its payment
 * record, that record's status and condition. In the payment section, what else the record's links
 * allow: read it at the vendor, delete it.
 */
export function PaymentActions({ payment, request, revision, meId, placement }: PaymentActionsProps) {
  if (placement.where === 'section') return <PaymentRecordActions payment={payment} request={request} />;
  return (
    <PaymentUpdateAction
      payment={payment}
      request={request}
      revision={revision}
      meId={meId}
      formTarget={placement.formTarget}
      onFormOpen={placement.onFormOpen}
    />
  );
}

type Saved = { kind: 'order'; result: PaymentUpdateResult } | { kind: 'record' };

function PaymentUpdateAction({
  payment,
  request,
  revision,
  meId,
  formTarget,
  onFormOpen,
}: Omit<PaymentActionsProps, 'placement'> & { formTarget: HTMLElement | null; onFormOpen: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const panelId = useId();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<Saved | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // The vendor's payment update takes orders only; a budget's payment changes through its record.
  const recordId =
    request.type === 'order'
      ? null
      : (paymentRecordLinks(payment).find((record) => record.methods.has('PUT'))?.paymentId ?? null);
  if (request.type !== 'order' && recordId === null) return null;

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const done = (next: Saved) => {
    setSaved(next);
    close();
  };

  let panel: ReactNode = null;
  if (open) {
    panel = (
      <Paper withBorder p="md" id={panelId} component="section" aria-labelledby={headingId}>
        <Stack gap="sm">
          <div>
            <Title order={3} fz="md" id={headingId}>
              {t('payments.update.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {recordId === null ? t('payments.update.what.order') : t('payments.update.what.budget')}
            </Text>
          </div>
          <Suspense fallback={<Loader size="sm" aria-label={t('payments.loading')} />}>
            {recordId === null ? (
              <PaymentForm
                code={request.code}
                payment={payment}
                version={revision.version}
                history={revision.history}
                meId={meId}
                onSaved={(result) => done({ kind: 'order', result })}
                onCancel={close}
              />
            ) : (
              <PaymentRecordForm
                paymentId={recordId}
                payment={payment}
                onSaved={() => {
                  // The vendor's record changed: a reading kept from before is no longer what it holds.
                  queryClient.removeQueries({ queryKey: paymentRecordQuery(recordId).queryKey });
                  void invalidateAfterPaymentWrite(queryClient, request);
                  done({ kind: 'record' });
                }}
                onCancel={close}
              />
            )}
          </Suspense>
        </Stack>
      </Paper>
    );
  } else if (saved) {
    panel = <SavedNotice saved={saved} onDismiss={() => setSaved(null)} />;
  }

  return (
    <>
      <Button
        ref={toggle}
        size="compact-sm"
        variant={open ? 'default' : 'filled'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          if (open) {
            close();
            return;
          }
          setSaved(null);
          setOpen(true);
          onFormOpen();
        }}
      >
        {t('payments.update.open')}
      </Button>
      {panel && formTarget ? createPortal(panel, formTarget) : null}
    </>
  );
}

/** What was sent and when; the drawer shows the payment as the vendor has it once the mirror re-reads it. */
function SavedNotice({ saved, onDismiss }: { saved: Saved; onDismiss: () => void }) {
  const t = useT();
  const { locale } = useLocale();
  const lines: string[] = [];
  if (saved.kind === 'order') {
    const { outcome, replayed } = saved.result;
    const fields = Object.keys(outcome.changed).map((field) =>
      isFieldName(field) ? t(`payments.field.${field}`) : field,
    );
    const names = outcome.attachments.map((file) => file.name);
    lines.push(t('payments.update.savedAt', { time: formatDateTime(outcome.at, locale) }));
    if (fields.length > 0) lines.push(t('payments.update.savedFields', { fields: fields.join(', ') }));
    if (names.length > 0) lines.push(t('payments.update.savedFiles', { files: names.join(', ') }));
    if (replayed) lines.push(t('payments.update.replayed'));
  }
  lines.push(t('payments.update.refreshing'));
  return (
    <Alert
      color="green"
      role="status"
      title={t('payments.update.saved')}
      withCloseButton
      closeButtonLabel={t('payments.dismiss')}
      onClose={onDismiss}
    >
      {lines.map((line, index) => (
        <Text key={index} size="sm" mt={index === 0 ? 0 : 4}>
          {line}
        </Text>
      ))}
    </Alert>
  );
}

function isFieldName(field: string): field is 'status' | 'type' | 'condition' | 'description' {
  return ['status', 'type', 'condition', 'description'].includes(field);
}
