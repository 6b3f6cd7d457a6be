import type { RequestWriteParams, WriteKind, WriteOutcome } from '../../contract/api/writes';
import type { WriteActor } from './writeActor';

/** A write the vendor confirmed. */
export interface AfterWriteEvent {
  kind: WriteKind;
  /** The request written to; null for a payment record, known to the vendor only by its id. */
  request: RequestWriteParams | null;
  paymentId: string | null;
  actor: WriteActor;
  at: Date;
  /** The HTTP request id, to line the event up with the logs. */
  requestId: string;
  outcome: WriteOutcome;
}

/**
 * For the audit log: every write that reached the governor (confirmed or not) and every admin
 * action on the governor. Shaped like a row of `audit_log`.
 */
export interface WriteAuditEvent {
  /** e.g. `request.responsible.change`, `payment.delete`, `governor.reset`. */
  action: string;
  actor: WriteActor;
  at: Date;
  requestId: string;
  requestCode: string | null;
  /** `payment:<id>`, `request:<type>:<code>` or `governor:circuit`. */
  target: string;
  outcome: 'ok' | 'refused' | 'failed';
  address: string | null;
  /** What was asked and what the vendor answered; never a token, never a whole vendor body. */
  details: Record<string, unknown>;
}

type Listener<E> = (event: E) => void | Promise<void>;

export interface HookLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * Listeners of writes. The mirror subscribes `onAfterWrite` to refresh the record it holds (the
 * vendor sends no webhook for a change of responsible, attachments, ...); the audit log subscribes
 * `onWriteAudited`. Listeners run after the answer is decided and never fail a write: the vendor
 * already changed the record. `emit*` resolve when every listener settled, for tests.
 */
export class WriteHooks {
  private readonly afterWrite: Array<Listener<AfterWriteEvent>> = [];
  private readonly audited: Array<Listener<WriteAuditEvent>> = [];

  onAfterWrite(listener: Listener<AfterWriteEvent>): () => void {
    return subscribe(this.afterWrite, listener);
  }

  onWriteAudited(listener: Listener<WriteAuditEvent>): () => void {
    return subscribe(this.audited, listener);
  }

  emitAfterWrite(event: AfterWriteEvent, log: HookLogger): Promise<void> {
    return notify(this.afterWrite, event, log, 'an after-write listener failed');
  }

  emitAudited(event: WriteAuditEvent, log: HookLogger): Promise<void> {
    return notify(this.audited, event, log, 'a write-audit listener failed');
  }
}

function subscribe<E>(list: Array<Listener<E>>, listener: Listener<E>): () => void {
  list.push(listener);
  return () => {
    const index = list.indexOf(listener);
    if (index >= 0) list.splice(index, 1);
  };
}

async function notify<E>(
  list: Array<Listener<E>>,
  event: E,
  log: HookLogger,
  message: string,
): Promise<void> {
  await Promise.all(
    [...list].map(async (listener) => {
      try {
        await listener(event);
      } catch (error) {
        log.warn({ err: error }, message);
      }
    }),
  );
}
