import { Box, Drawer, Group, Text } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { memo, type CSSProperties, useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { RequestType } from '../../../contract/upstream/enums';
import { useT } from '../../i18n/useT';
import { useEnumLabel } from '../../lib/vocabulary/useVocabulary';
import { requestDetailQuery } from '../../lib/api/getRequestDetail';
import { DetailError } from './DetailError';
import { DetailSkeleton } from './DetailSkeleton';
import type { DrawerPanel } from './DrawerPanel';
import classes from './RequestDrawer.module.css';
import { RequestHeadline } from './RequestHeadline';
import { loadRequestDetailBody, useRequestDetailBody } from './loadRequestDetailBody';
import { scrollToTop } from './scrollToTop';
import type { PaymentActionsSlot } from './PaymentActionsSlot';
import type { ResponsibleActionSlot } from './ResponsibleActionSlot';
import { usePhoneLayout } from '../../lib/usePhoneLayout';

export interface RequestDrawerProps {
  type: RequestType;
  /** The request to show; null keeps the drawer closed. */
  code: string | null;
  onClose: () => void;
  /** What may be done to the payment: the update in the header, the record's reading and deletion in its section. */
  paymentActions?: PaymentActionsSlot;
  /** In the header: the change-responsible action (shown only to those who may use it). */
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

  // The sections (and the notes' HTML parser) load with the first opened drawer, not with the
  // page that lists requests. The drawer's routes start loading them as they match; this covers
  // a drawer opened any other way.
  useEffect(() => {
    if (code !== null) void loadRequestDetailBody().catch(() => undefined);
  }, [code]);

  // Mantine remembers what to give focus back to when `opened` turns true after mounting; a drawer
  // mounted already open (the route mounts it lazily with the first code) would have nothing to
  // return focus to. Opening one render after mounting covers that case.
  const mounted = useMounted();
  // On a phone the drawer is the whole screen: a side panel there would be a sliver. On a desktop
  // it is 60rem, and grows with a wide screen (1920 px: about 1,190 px) so its two columns of
  // fields and its tables keep their values on one line instead of leaving half the screen unused.
  const phone = usePhoneLayout();

  // The sections' headings and the header's section links meet on these ids.
  const headingPrefix = useId();
  const [panelTarget, setPanelTarget] = useState<HTMLDivElement | null>(null);
  const panel = useMemo<DrawerPanel>(
    () => ({ target: panelTarget, reveal: () => scrollToTop(panelTarget) }),
    [panelTarget],
  );
  // Jumping to a section puts its heading just under the header, whatever height the header has.
  const [headerHeight, setHeaderHeight] = useState(0);
  const headerRef = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const height = Math.ceil(entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight);
      setHeaderHeight((previous) => (previous === height ? previous : height));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const key = shown ? `${shown.type}:${shown.code}` : 'none';

  return (
    <Drawer.Root
      opened={mounted && code !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'clamp(min(60rem, 100vw), 62vw, 76rem)'}
    >
      <Drawer.Overlay />
      <Drawer.Content>
        {/* A <header> outside sectioning content is a second banner landmark beside the shell's.
            Mantine keeps the header in view while the body scrolls (position: sticky). */}
        <Drawer.Header component="div" className={classes.header} ref={headerRef}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Drawer.Title fw={600} fz="lg" lh={1.3}>
              {shown ? <DrawerTitle type={shown.type} code={shown.code} /> : null}
            </Drawer.Title>
            <Drawer.CloseButton aria-label={t('requestDetail.close')} />
          </Group>
          {shown ? (
            <DrawerHeaderDetail
              key={key}
              type={shown.type}
              code={shown.code}
              headingPrefix={headingPrefix}
              panel={panel}
              paymentActions={paymentActions}
              responsibleAction={responsibleAction}
            />
          ) : null}
        </Drawer.Header>
        {/* Not Drawer.Body: Mantine points the dialog's aria-describedby at the body, and a screen
            reader would read the whole record aloud on opening. */}
        <Box px="md" pb="md" style={{ '--request-drawer-header': `${headerHeight + 16}px` } as CSSProperties}>
          <div ref={setPanelTarget} className={classes.panel} />
          {shown ? (
            <DrawerContent
              key={key}
              type={shown.type}
              code={shown.code}
              headingPrefix={headingPrefix}
              paymentActions={paymentActions}
              showTechnicalDetail={showTechnicalDetail}
            />
          ) : null}
        </Box>
      </Drawer.Content>
    </Drawer.Root>
  );
}

/**
 * The header's part that needs the detail: where the request stands and what the reader may do
 * next, then the links to the sections. Nothing until the detail is there (the title is).
 * Memoised, as DrawerContent is: the drawer re-renders whenever its header changes height.
 */
const DrawerHeaderDetail = memo(function DrawerHeaderDetail({
  type,
  code,
  headingPrefix,
  panel,
  paymentActions,
  responsibleAction,
}: Shown & {
  headingPrefix: string;
  panel: DrawerPanel;
  paymentActions?: PaymentActionsSlot;
  responsibleAction?: ResponsibleActionSlot;
}) {
  const { data: detail } = useQuery(requestDetailQuery(type, code));
  const body = useRequestDetailBody();
  if (!detail) return null;
  const revision = { version: detail.version, history: detail.history };
  const request = { type, code };
  return (
    <>
      <RequestHeadline
        detail={detail}
        actions={
          <>
            {responsibleAction?.(detail.record.responsible, request, revision, panel)}
            {paymentActions?.(detail.record.payment, request, revision, { where: 'header', panel })}
          </>
        }
      />
      {body ? <body.RequestSectionNav headingPrefix={headingPrefix} detail={detail} /> : null}
    </>
  );
});

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

/**
 * The body, under the header: the skeleton, the error, or every section. Memoised: the drawer
 * re-renders whenever its header changes height (the detail's headline, then the section links
 * arrive), and rendering the sections of a full record again each time doubled the cost of
 * opening it, for nothing (its props are the same).
 */
const DrawerContent = memo(function DrawerContent({
  type,
  code,
  headingPrefix,
  paymentActions,
  showTechnicalDetail,
}: Shown & {
  headingPrefix: string;
  paymentActions?: PaymentActionsSlot;
  showTechnicalDetail: boolean;
}) {
  const query = useQuery(requestDetailQuery(type, code));
  const body = useRequestDetailBody();
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
  if (!body) return <DetailSkeleton />;
  return (
    <body.RequestDetailBody
      type={type}
      code={code}
      detail={query.data}
      headingPrefix={headingPrefix}
      paymentActions={paymentActions}
      showTechnicalDetail={showTechnicalDetail}
    />
  );
});
