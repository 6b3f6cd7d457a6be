import type { ReactNode } from 'react';
import type { RequestType } from '../../../contract/upstream/enums';
import type { Payment } from '../../../contract/upstream/payment';
import type { RequestRevision } from '../../lib/requestRevision';

/**
 * Renders what may be done with a request's payment (the payment issue's forms) inside the payment
 * section. It gets the payment as mirrored (undefined when the record has none: a payment can still
 * be set on the request), which request it belongs to, and the version and history the drawer
 * shows, which its forms write on (ADR 035).
 */
export type PaymentActionsSlot = (
  payment: Payment | undefined,
  request: { type: RequestType; code: string },
  revision: RequestRevision,
) => ReactNode;
