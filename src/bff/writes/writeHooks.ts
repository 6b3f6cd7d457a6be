import type { FastifyReply } from 'fastify';
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
  /** One item of a bulk change (ADR 075): its refresh is background work, not a person's. */
  bulk?: boolean;
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
 *
 * A write's route hands both emissions to `afterAnswer`: they run once the answer is on its way,
 * so the person does not wait for the audit row or the mirror's queue, and `settle()` (at
 * shutdown, before the database closes) waits for every one still owed (ADR 020).
 */
export class WriteHooks {
  private readonly afterWrite: Array<Listener<AfterWriteEvent>> = [];
  private readonly audited: Array<Listener<WriteAuditEvent>> = [];
  /** Work started after an answer and not yet settled. */
  private readonly running = new Set<Promise<void>>();
  /** Work waiting for its answer to go out; `settle()` starts it at once. */
  private readonly waiting = new Set<() => void>();

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

  /**
   * Runs `work` once the answer to `reply` has been handed to the connection, or the connection
   * ended without it (a client that gave up): whatever happens, the work is done, and it is
   * tracked until it settles. Errors are logged, never thrown: the answer is already out.
   */
  afterAnswer(reply: FastifyReply, work: () => Promise<void>, log: HookLogger): void {
    const response = reply.raw;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      this.waiting.delete(start);
      response.off('finish', start);
      response.off('close', start);
      const running = (async () => work())().catch((error: unknown) => {
        log.warn({ err: error }, 'work owed after a write failed');
      });
      this.running.add(running);
      void running.finally(() => this.running.delete(running));
    };
    if (response.writableFinished || response.destroyed) {
      start();
      return;
    }
    this.waiting.add(start);
    response.once('finish', start);
    response.once('close', start);
  }

  /** Starts the work still waiting for its answer and resolves once all owed work settled. */
  async settle(): Promise<void> {
    for (const start of [...this.waiting]) start();
    while (this.running.size > 0) await Promise.all([...this.running]);
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
