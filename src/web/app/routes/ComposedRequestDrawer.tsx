import { RequestDrawer, type RequestDrawerProps } from '../../features/request-detail/RequestDrawer';
import { paymentActions } from './paymentActionsSlot';
import { responsibleAction } from './responsibleActionSlot';

export interface ComposedRequestDrawerProps extends Omit<
  RequestDrawerProps,
  'paymentActions' | 'responsibleAction'
> {
  /** The page offers finance's payment forms in its drawer (the lists do; the boards do not). */
  offerPayments?: boolean;
}

/**
 * The request drawer with what other features add to it wherever it opens: the change of
 * responsible, and the payment forms where the page offers them. Both come with the drawer's own
 * chunk, so the page that lists requests carries none of their code (nor their role checks).
 */
export function ComposedRequestDrawer({ offerPayments = false, ...props }: ComposedRequestDrawerProps) {
  return (
    <RequestDrawer
      responsibleAction={responsibleAction}
      paymentActions={offerPayments ? paymentActions : undefined}
      {...props}
    />
  );
}
