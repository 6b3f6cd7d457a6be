import type { ReactNode } from 'react';
import type { RequestType } from '../../../contract/upstream/enums';
import type { Payment } from '../../../contract/upstream/payment';
import type { RequestRevision } from '../../lib/requestRevision';
import type { DrawerPanel } from './DrawerPanel';

/**
 * Where the slot is rendered: in the drawer's header (the one way to change the payment, its form
 * opening in the drawer's panel), or in the payment section (what else the vendor's links allow on
 * the payment record: read it, delete it).
 */
export type PaymentActionsPlacement = { where: 'header'; panel: DrawerPanel } | { where: 'section' };

/**
 * Renders what may be done with a request's payment. It gets the payment as mirrored (undefined
 * when the record has none: a payment can still be set on an order), which request it belongs to,
 * the version and history the drawer shows, which its forms write on (ADR 035), and where it is.
 */
export type PaymentActionsSlot = (
  payment: Payment | undefined,
  request: { type: RequestType; code: string },
  revision: RequestRevision,
  placement: PaymentActionsPlacement,
) => ReactNode;
