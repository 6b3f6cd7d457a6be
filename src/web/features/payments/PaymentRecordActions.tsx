import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { RequestType } from '../../../contract/upstream/enums';
import type { Payment } from '../../../contract/upstream/payment';
import { useT } from '../../i18n/useT';
import { invalidateAfterPaymentWrite } from './api/invalidateAfterPaymentWrite';
import { paymentRecordQuery } from './api/paymentRecordQuery';
import { DeletePaymentRecord } from './DeletePaymentRecord';
import { paymentRecordLinks, type PaymentRecordLinks } from './paymentLinks';
import { PaymentRecordView } from './PaymentRecordView';

export interface PaymentRecordActionsProps {
  payment: Payment | undefined;
  request: { type: RequestType; code: string };
}

type Panel = 'view' | 'delete';

/**
 * What else `payment.links` offers on the payment record, and only that: read it at the vendor
 * (GET) and delete it (DELETE, behind a typed confirmation). Its update (PUT) is not here: the
 * payment changes through the one form of the drawer's header (ADR 057).
 */
export function PaymentRecordActions({ payment, request }: PaymentRecordActionsProps) {
  const t = useT();
  const [done, setDone] = useState<string | null>(null);
  const records = paymentRecordLinks(payment).filter(
    (record) => record.methods.has('GET') || record.methods.has('DELETE'),
  );
  if (records.length === 0 && done === null) return null;
  return (
    <Stack gap="sm">
      {done ? (
        <Alert
          color="green"
          role="status"
          withCloseButton
          closeButtonLabel={t('payments.dismiss')}
          onClose={() => setDone(null)}
        >
          {done}
        </Alert>
      ) : null}
      {records.map((record) => (
        <RecordActions key={record.paymentId} record={record} request={request} onDone={setDone} />
      ))}
    </Stack>
  );
}

function RecordActions({
  record,
  request,
  onDone,
}: {
  record: PaymentRecordLinks;
  request: { type: RequestType; code: string };
  onDone: (message: string) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const panelId = useId();
  const [open, setOpen] = useState<Panel | null>(null);
  const { paymentId, methods } = record;
  const buttons: Array<{ panel: Panel; label: string; allowed: boolean }> = [
    { panel: 'view', label: t('payments.record.view.open'), allowed: methods.has('GET') },
    { panel: 'delete', label: t('payments.record.delete.open'), allowed: methods.has('DELETE') },
  ];
  const afterWrite = (message: string) => {
    setOpen(null);
    // The vendor's record changed: a reading kept from before is no longer what it holds.
    queryClient.removeQueries({ queryKey: paymentRecordQuery(paymentId).queryKey });
    void invalidateAfterPaymentWrite(queryClient, request);
    onDone(message);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('payments.record.title', { id: paymentId })}
      </Text>
      <Group gap="xs">
        {buttons
          .filter((button) => button.allowed)
          .map((button) => (
            <Button
              key={button.panel}
              size="xs"
              variant={open === button.panel ? 'filled' : 'default'}
              color={button.panel === 'delete' ? 'red' : undefined}
              aria-expanded={open === button.panel}
              aria-controls={open === button.panel ? panelId : undefined}
              onClick={() => setOpen((current) => (current === button.panel ? null : button.panel))}
            >
              {button.label}
            </Button>
          ))}
      </Group>
      {open ? (
        <Paper withBorder p="md" id={panelId}>
          {open === 'view' ? <PaymentRecordView paymentId={paymentId} /> : null}
          {open === 'delete' ? (
            <DeletePaymentRecord
              paymentId={paymentId}
              onDeleted={() => afterWrite(t('payments.record.delete.done', { id: paymentId }))}
              onCancel={() => setOpen(null)}
            />
          ) : null}
        </Paper>
      ) : null}
    </Stack>
  );
}
