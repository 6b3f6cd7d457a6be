import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { RequestType } from '../../../contract/upstream/enums';
import type { Payment } from '../../../contract/upstream/payment';
import { sessionQuery } from '../../lib/session/sessionQuery';
import { principalOf } from '../../lib/session/principalOf';
import type { PaymentActionsSlot } from '../../features/request-detail/PaymentActionsSlot';
import { canManagePayments } from '../../features/payments/canManagePayments';

// Loaded only for people who may use it, when a drawer shows a payment: the orders page's own
// bundle carries this gate and nothing of the forms.
const PaymentActions = lazy(() =>
  import('../../features/payments/PaymentActions').then((module) => ({ default: module.PaymentActions })),
);

function PaymentActionsGate(props: {
  payment: Payment | undefined;
  request: { type: RequestType; code: string };
}) {
  const { data: session } = useQuery(sessionQuery());
  if (!session || !canManagePayments(principalOf(session).roles)) return null;
  return (
    <Suspense fallback={null}>
      <PaymentActions {...props} />
    </Suspense>
  );
}

/** The request drawer's payment-actions slot: finance's payment forms, nothing for anyone else. */
export const paymentActions: PaymentActionsSlot = (payment, request) => (
  <PaymentActionsGate payment={payment} request={request} />
);
