import { Box, Drawer, Text } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { RequestType } from '../../../contract/upstream/enums';
import { useT } from '../../i18n/useT';
import { useEnumLabel } from '../../lib/vocabulary/useVocabulary';
import { requestDetailQuery } from '../../lib/api/getRequestDetail';
import { DetailError } from './DetailError';
import { DetailSkeleton } from './DetailSkeleton';
import type { PaymentActionsSlot } from './PaymentActionsSlot';
import type { ResponsibleActionSlot } from './ResponsibleActionSlot';
import { usePhoneLayout } from '../../lib/usePhoneLayout';

// The sections (and the notes' HTML parser) load with the first opened drawer, not with the
// page that lists requests: that page's eager bundle has a budget.
const loadBody = () => import('./RequestDetailBody');
const RequestDetailBody = lazy(() => loadBody().then((module) => ({ default: module.RequestDetailBody })));

export interface RequestDrawerProps {
  type: RequestType;
  /** The request to show; null keeps the drawer closed. */
  code: string | null;
  onClose: () => void;
  /** Fills the payment section with what may be done to the payment (the payment issue's forms). */
  paymentActions?: PaymentActionsSlot;
  /** Beside the responsible: the change-responsible action (shown only to those who may use it). */
  responsibleAction?: ResponsibleActionSlot;
  /** Admins also see technical details (raw paths and differences), behind disclosures. */
  showTechnicalDetail?: boolean;
}

interface Shown {
  type: RequestType;
  code: string;
}

/**
 * Everything about one request, in a drawer on the right, open while `code` is set. Mantine traps
 * focus inside and, on close, returns it to whatever had focus when the drawer opened; keep it
 * mounted (closed) between requests so it can animate out.
 */
export function RequestDrawer({
  type,
  code,
  onClose,
  paymentActions,
  responsibleAction,
  showTechnicalDetail = false,
}: RequestDrawerProps) {
  const t = useT();
  // While the drawer slides out after `code` turned null it keeps showing the last request.
  const [shown, setShown] = useState<Shown | null>(code === null ? null : { type, code });
  if (code !== null && (shown?.code !== code || shown.type !== type)) setShown({ type, code });

  useEffect(() => {
    if (code !== null) void loadBody();
  }, [code]);

  // Mantine remembers what to give focus back to when `opened` turns true after mounting; a drawer
  // mounted already open (the route mounts it lazily with the first code) would have nothing to
  // return focus to. Opening one render after mounting covers that case.
  const mounted = useMounted();
  // On a phone the drawer is the whole screen: a side panel there would be a sliver.
  const phone = usePhoneLayout();

  return (
    <Drawer.Root
      opened={mounted && code !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : '60rem'}
    >
      <Drawer.Overlay />
      <Drawer.Content>
        {/* A <header> outside sectioning content is a second banner landmark beside the shell's. */}
        <Drawer.Header component="div">
          <Drawer.Title fw={600} fz="lg" lh={1.3}>
            {shown ? <DrawerTitle type={shown.type} code={shown.code} /> : null}
          </Drawer.Title>
          <Drawer.CloseButton aria-label={t('requestDetail.close')} />
        </Drawer.Header>
        {/* Not Drawer.Body: Mantine points the dialog's aria-describedby at the body, and a screen
            reader would read the whole record aloud on opening. */}
        <Box px="md" pb="md">
          {shown ? (
            <DrawerContent
              type={shown.type}
              code={shown.code}
              paymentActions={paymentActions}
              responsibleAction={responsibleAction}
              showTechnicalDetail={showTechnicalDetail}
            />
          ) : null}
        </Box>
      </Drawer.Content>
    </Drawer.Root>
  );
}

/** "Pedido ORD-2024-000123 — Kit 8,2 kWp": the code at once, the name when the detail arrives. */
function DrawerTitle({ type, code }: Shown) {
  const label = useEnumLabel();
  const { data } = useQuery(requestDetailQuery(type, code));
  const name = (data?.record.name ?? data?.summary.name)?.trim();
  return (
    <>
      <Text span inherit c="dimmed" fw={400}>
        {label('requestType', type)}
      </Text>{' '}
      {code}
      {name ? ` — ${name}` : null}
    </>
  );
}

function DrawerContent({
  type,
  code,
  paymentActions,
  responsibleAction,
  showTechnicalDetail,
}: Shown & {
  paymentActions?: PaymentActionsSlot;
  responsibleAction?: ResponsibleActionSlot;
  showTechnicalDetail: boolean;
}) {
  const query = useQuery(requestDetailQuery(type, code));
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    return (
      <DetailError
        type={type}
        code={code}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Suspense fallback={<DetailSkeleton />}>
      <RequestDetailBody
        type={type}
        code={code}
        detail={query.data}
        paymentActions={paymentActions}
        responsibleAction={responsibleAction}
        showTechnicalDetail={showTechnicalDetail}
      />
    </Suspense>
  );
}
