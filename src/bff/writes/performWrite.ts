import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  ForwardedAttachment,
  RequestWriteParams,
  WriteKind,
  WriteOutcome,
} from '../../contract/api/writes';
import { GovernorRefusal } from '../governor/governorRefusal';
import { HttpProblem } from '../http/problem';
import type { Services } from '../services';
import { VendorProblem } from '../vendor/governed/vendorProblem';
import type { VendorCheck } from './confirm/vendorChecks';
import { expectWrite, forgetWrite } from './credit/expectWrite';
import type { DoubtfulStart } from './idempotency/idempotencyStore';
import type { WriteActor } from './writeActor';

export interface WriteSpec {
  kind: WriteKind;
  /** The audit action, e.g. `request.responsible.change`. */
  action: string;
  request: RequestWriteParams | null;
  paymentId: string | null;
  actor: WriteActor;
  /** The fields sent to the vendor, as sent. */
  changed: Record<string, string>;
  attachments: ForwardedAttachment[];
}

/**
 * Set when an earlier submit of this write ended without knowing whether the vendor applied it
 * (`after`): `read` asks the vendor first, and only a change it does not have is sent.
 */
export interface WriteDoubt {
  after: DoubtfulStart;
  read: VendorCheck;
}

/** The audit's note on a write found applied instead of sent. */
const CONFIRMED_NOTE =
  'Already applied at the vendor, confirmed by reading it after an ambiguous outcome; not sent again.';

/** What the vendor said to the write (or to the read that found it already applied). */
export interface VendorAnswer {
  status: number;
  durationMs: number;
  unreadable: readonly unknown[];
}

function auditOutcome(error: unknown): 'refused' | 'failed' {
  if (error instanceof VendorProblem && error.source instanceof GovernorRefusal) return 'refused';
  return error instanceof HttpProblem && error.status < 500 ? 'refused' : 'failed';
}

/**
 * Sends one write and tells what happened: the outcome for the caller, an audit event whether it
 * worked or not, and, once the vendor confirmed, the after-write event the mirror refreshes on.
 * The audit entry and the after-write event are written once the answer is out (ADR 020): the
 * person waits for the vendor, not for our bookkeeping, which the shutdown still waits for. With a
 * doubt, the vendor is read first and a change it already has is answered as done, not sent (ADR 022).
 */
export async function performWrite(
  services: Pick<Services, 'clock' | 'db' | 'writes'>,
  request: FastifyRequest,
  reply: FastifyReply,
  spec: WriteSpec,
  send: () => Promise<VendorAnswer>,
  doubt: WriteDoubt | null = null,
): Promise<WriteOutcome> {
  const target = spec.paymentId
    ? `payment:${spec.paymentId}`
    : `request:${spec.request?.type ?? ''}:${spec.request?.code ?? ''}`;
  const audit = {
    action: spec.action,
    actor: spec.actor,
    requestId: request.id,
    requestCode: spec.request?.code ?? null,
    target,
    address: request.ip ?? null,
  };
  const asked = { changed: spec.changed, attachments: spec.attachments };
  // Before the vendor can echo it: whichever observation brings the change first names the person.
  await expectWrite(services.db, spec, request.id, new Date(services.clock.now())).catch((error: unknown) => {
    request.log.warn(
      { err: error },
      'a write could not be recorded as expected: its change may be credited to the vendor',
    );
  });

  let answer: VendorAnswer;
  let confirmed = false;
  try {
    const checked = doubt ? await doubt.read() : null;
    confirmed = checked?.applied ?? false;
    answer = checked?.applied
      ? { status: 200, durationMs: checked.durationMs, unreadable: checked.unreadable }
      : await send();
  } catch (error) {
    const problem = error instanceof HttpProblem ? { status: error.status, code: error.code } : null;
    request.log.warn(
      {
        write: spec.kind,
        target,
        problem,
        vendorError:
          error instanceof VendorProblem && error.source instanceof Error ? error.source.message : undefined,
        doubt: doubt?.after,
      },
      'a write did not go through',
    );
    const failed = {
      ...audit,
      at: new Date(services.clock.now()),
      outcome: auditOutcome(error),
      details: {
        kind: spec.kind,
        ...asked,
        problem: problem ?? { status: 500, code: 'internal_error' },
        ...(doubt ? { checkedAfter: doubt.after } : {}),
      },
    };
    services.writes.afterAnswer(
      reply,
      async () => {
        if (failed.outcome === 'refused') await forgetWrite(services.db, request.id);
        await services.writes.emitAudited(failed, request.log);
      },
      request.log,
    );
    throw error;
  }

  if (confirmed) {
    request.log.info(
      { write: spec.kind, target, doubt: doubt?.after },
      'an ambiguous write was already applied at the vendor: not sent again',
    );
  }
  const at = new Date(services.clock.now());
  const outcome: WriteOutcome = {
    kind: spec.kind,
    request: spec.request,
    paymentId: spec.paymentId,
    at: at.toISOString(),
    changed: spec.changed,
    attachments: spec.attachments,
    vendor: {
      status: answer.status,
      durationMs: answer.durationMs,
      unreadableFields: answer.unreadable.length,
    },
  };
  const audited = {
    ...audit,
    at,
    outcome: 'ok' as const,
    details: {
      kind: spec.kind,
      ...asked,
      vendor: outcome.vendor,
      ...(confirmed && doubt ? { confirmedAfter: doubt.after, note: CONFIRMED_NOTE } : {}),
    },
  };
  const afterWrite = {
    kind: spec.kind,
    request: spec.request,
    paymentId: spec.paymentId,
    actor: spec.actor,
    at,
    requestId: request.id,
    outcome,
  };
  // The mirror's refresh is its own (budgeted) vendor call, queued here; nobody waits for it.
  services.writes.afterAnswer(
    reply,
    async () => {
      await services.writes.emitAudited(audited, request.log);
      await services.writes.emitAfterWrite(afterWrite, request.log);
    },
    request.log,
  );
  return outcome;
}
