import type { PaymentStatus, RequestType, WebhookEvent } from '../contract/upstream/index';

/** Everything that can happen to a request, from the vendor's UI, its API or the control API. */
export const ACTION_NAMES = [
  'create',
  'statusChange',
  'discount',
  'surcharge',
  'convert',
  'paymentStatus',
  'commercialEdit',
  'rename',
  'tagAdd',
  'tagRemove',
  'responsible',
  'freightEdit',
  'customData',
  'notes',
  'files',
  'remove',
  'restore',
] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

export interface ActionParams {
  /** create: which type to create (default budget). */
  type?: RequestType;
  /** statusChange: the target status name (default: the next one by sequence); a budget converts instead. */
  status?: string;
  /** discount / surcharge: the new amount in BRL (default: a plausible one). */
  amount?: number;
  /**
   * paymentStatus: the new payment status (default: one step forward, notRequested → requested →
   * received, partial → received; a received or cancelled payment has none).
   */
  paymentStatus?: PaymentStatus;
  /** tagAdd / tagRemove. */
  tag?: string;
  /** responsible: a collaborator's e-mail (default: another collaborator). */
  email?: string;
  /** rename: the request's new name (default: its name with a revision mark). */
  name?: string;
  /** notes: HTML to append. */
  html?: string;
  /** files: a file name to add under `category`. */
  fileName?: string;
  category?: string;
}

export interface ActionResult {
  action: ActionName;
  code: string;
  /** The request created by `create` or `convert` (the order), when there is one. */
  createdCode?: string;
  events: WebhookEvent[];
}

/**
 * Which actions emit a webhook, per the spec's two tables; everything else is silent. Kinds are
 * not shown by the spec: creation gives `<type>.created`, every other emitting action
 * `<type>.updated`, and a conversion gives `budget.updated` for the budget and `order.created`
 * for the new order. On an order a discount or surcharge is an edit of commercial data: it emits.
 */
export function emits(action: ActionName, type: RequestType): boolean {
  switch (action) {
    case 'create':
    case 'statusChange':
    case 'tagAdd':
    case 'tagRemove':
    case 'convert':
    case 'discount':
    case 'surcharge':
      return true;
    // The name is commercial data: renaming an order is an edit of it.
    case 'paymentStatus':
    case 'commercialEdit':
    case 'rename':
      return type === 'order';
    default:
      return false;
  }
}
