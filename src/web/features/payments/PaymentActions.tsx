import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { RequestType } from '../../../contract/upstream/enums';
import type { Payment } from '../../../contract/upstream/payment';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatDateTime } from '../../lib/format/formatDate';
import type { RequestRevision } from '../../lib/requestRevision';
import type { PaymentUpdateResult } from './api/updatePayment';
import { PaymentRecordActions } from './PaymentRecordActions';

// The form brings react-hook-form, the resolver and the dropzone: loaded when first opened.
const PaymentForm = lazy(() => import('./PaymentForm').then((module) => ({ default: module.PaymentForm })));

export interface PaymentActionsProps {
  payment: Payment | undefined;
  request: { type: RequestType; code: string };
  /** The version and history the drawer shows: the update form writes on them (ADR 035). */
  revision: RequestRevision;
  /** The signed-in person, whose own changes are no conflict. */
  meId: string | null;
}

/**
 * What finance may do with a request's payment, under the payment's data in the drawer: update the
 * payment of an order (the vendor's payment update takes orders only), and act on the payment
 * record as far as the vendor's links allow.
 */
export function PaymentActions({ payment, request, revision, meId }: PaymentActionsProps) {
  const t = useT();
  const headingId = useId();
  const formId = useId();
  const [formOpen, setFormOpen] = useState(false);
  const [saved, setSaved] = useState<PaymentUpdateResult | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  return (
    <Stack gap="sm" mt="md" component="section" aria-labelledby={headingId}>
      <Title order={4} id={headingId} fz="md">
        {t('payments.actions.title')}
      </Title>
      {request.type === 'order' ? (
        <>
          <Group>
            <Button
              ref={toggle}
              variant={formOpen ? 'default' : 'filled'}
              aria-expanded={formOpen}
              aria-controls={formOpen ? formId : undefined}
              onClick={() => {
                setSaved(null);
                setFormOpen((open) => !open);
              }}
            >
              {t('payments.update.open')}
            </Button>
          </Group>
          {saved ? <SavedNotice result={saved} /> : null}
          {formOpen ? (
            <Paper withBorder p="md" id={formId}>
              <Suspense fallback={<Loader size="sm" aria-label={t('payments.loading')} />}>
                <PaymentForm
                  code={request.code}
                  payment={payment}
                  version={revision.version}
                  history={revision.history}
                  meId={meId}
                  onSaved={(result) => {
                    setSaved(result);
                    setFormOpen(false);
                    toggle.current?.focus();
                  }}
                  onCancel={() => {
                    setFormOpen(false);
                    toggle.current?.focus();
                  }}
                />
              </Suspense>
            </Paper>
          ) : null}
        </>
      ) : null}
      <PaymentRecordActions payment={payment} request={request} />
    </Stack>
  );
}

/** What was sent and when; the drawer shows the payment as the vendor has it once the mirror re-reads it. */
function SavedNotice({ result }: { result: PaymentUpdateResult }) {
  const t = useT();
  const { locale } = useLocale();
  const { outcome } = result;
  const fields = Object.keys(outcome.changed).map((field) =>
    isFieldName(field) ? t(`payments.field.${field}`) : field,
  );
  const names = outcome.attachments.map((file) => file.name);
  const lines = [
    t('payments.update.savedAt', { time: formatDateTime(outcome.at, locale) }),
    fields.length > 0 ? t('payments.update.savedFields', { fields: fields.join(', ') }) : null,
    names.length > 0 ? t('payments.update.savedFiles', { files: names.join(', ') }) : null,
    result.replayed ? t('payments.update.replayed') : null,
    t('payments.update.refreshing'),
  ].filter((line): line is string => line !== null);
  return (
    <Alert color="green" role="status" title={t('payments.update.saved')}>
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
