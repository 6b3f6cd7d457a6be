import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { RequestType } from '../../../contract/upstream/enums';
import type { Payment } from '../../../contract/upstream/payment';
import { sessionQuery } from '../../lib/session/sessionQuery';
import { principalOf } from '../../lib/session/principalOf';
import type {
  PaymentActionsPlacement,
  PaymentActionsSlot,
} from '../../features/request-detail/PaymentActionsSlot';
import type { RequestRevision } from '../../lib/requestRevision';
import { canManagePayments } from '../../features/payments/canManagePayments';

// Loaded only for people who may use it, when a drawer shows a payment: the orders page's own
// bundle carries this gate and nothing of the forms.
const PaymentActions = lazy(() =>
  import('../../features/payments/PaymentActions').then((module) => ({ default: module.PaymentActions })),
);

function PaymentActionsGate(props: {
  payment: Payment | undefined;
  request: { type: RequestType; code: string };
  revision: RequestRevision;
  placement: PaymentActionsPlacement;
}) {
  const { data: session } = useQuery(sessionQuery());
  if (!session) return null;
  const principal = principalOf(session);
  if (!canManagePayments(principal.roles)) return null;
  return (
    <Suspense fallback={null}>
      <PaymentActions
        payment={props.payment}
        request={props.request}
        revision={props.revision}
        meId={principal.kind === 'user' ? principal.id : null}
        placement={
          props.placement.where === 'header'
            ? {
                where: 'header',
                formTarget: props.placement.panel.target,
                onFormOpen: props.placement.panel.reveal,
              }
            : { where: 'section' }
        }
      />
    </Suspense>
  );
}

/** The request drawer's payment-actions slot: finance's payment forms, nothing for anyone else. */
export const paymentActions: PaymentActionsSlot = (payment, request, revision, placement) => (
  <PaymentActionsGate payment={payment} request={request} revision={revision} placement={placement} />
);
