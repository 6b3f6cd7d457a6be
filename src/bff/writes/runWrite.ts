import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestWriteParams, WriteOutcome } from '../../contract/api/writes';
import type { Services } from '../services';
import type { VendorCheck } from './confirm/vendorChecks';
import { claimFor } from './idempotency/claimFor';
import type { FingerprintInput } from './idempotency/fingerprint';
import type { IdempotencyStore } from './idempotency/idempotencyStore';
import { runIdempotent } from './idempotency/runIdempotent';
import { performWrite, type VendorAnswer, type WriteSpec } from './performWrite';
import { checkBaseVersion, readMirrorVersion } from './staleness/checkBaseVersion';
import { actorOf } from './writeActor';

/** What every write route shares: the services and the one memory of Idempotency-Keys. */
export interface WriteContext {
  services: Services;
  store: IdempotencyStore;
}

export interface WriteRun {
  /** The request's Idempotency-Key, read before its body (readIdempotencyKey); undefined without one. */
  key: string | undefined;
  /** What was submitted, as the key's fingerprint covers it. */
  submitted: FingerprintInput;
  /** A request write names the version its form was opened on (ADR 035); payment records do not. */
  base: { target: RequestWriteParams; version: number } | null;
  /** The write as audited and answered; its actor is the caller. */
  spec: Omit<WriteSpec, 'actor'>;
  /** Sends the change to the vendor. */
  send: () => Promise<VendorAnswer>;
  /** Reads whether the vendor already has the change, for a retry after an ambiguous end (ADR 022). */
  appliedAtVendor: VendorCheck;
}

/**
 * The one pipeline of every write, in order: the Idempotency-Key claimed (a repeated submit gets
 * its first answer again), the base version checked against the mirror's, then the vendor call,
 * audited and announced (performWrite).
 */
export function runWrite(
  context: WriteContext,
  request: FastifyRequest,
  reply: FastifyReply,
  run: WriteRun,
): Promise<WriteOutcome | FastifyReply> {
  const actor = actorOf(request);
  const { db } = context.services;
  // Read while the key is claimed rather than after it: one round trip less before the vendor,
  // and the check still judges the version of the moment the write arrived (ADR 042). Unused when
  // the claim answers otherwise (a replay, a key in use), so its failure is then nobody's.
  const seen = run.base ? readMirrorVersion(db, run.base.target) : null;
  seen?.catch(() => undefined);
  return runIdempotent({
    store: context.store,
    request,
    reply,
    claim: claimFor(run.key, actor, run.submitted),
    alongside: () => context.services.governor.endsRecorded(),
    work: async (doubt) => {
      // A retry after an ambiguous end passed this check before; the vendor read decides now.
      if (!doubt && run.base && seen) {
        await checkBaseVersion(db, run.base.target, run.base.version, actor, await seen);
      }
      return performWrite(
        context.services,
        request,
        reply,
        { ...run.spec, actor },
        run.send,
        doubt && { after: doubt, read: run.appliedAtVendor },
      );
    },
  });
}
