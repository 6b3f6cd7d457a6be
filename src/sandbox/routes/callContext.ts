import type { FastifyRequest } from 'fastify';
import type { CallLogEntry } from '../callLog';
import type { CallWork } from '../costModel';
import type { CallTicket } from '../limits';

/** What the sandbox tracks about one vendor call while it runs. */
export interface CallContext {
  entry: CallLogEntry;
  /** Present once the call was admitted by the limits (its cost is charged to it). */
  ticket?: CallTicket;
  work: CallWork;
}

const contexts = new WeakMap<FastifyRequest, CallContext>();

export function setCallContext(request: FastifyRequest, context: CallContext) {
  contexts.set(request, context);
}

export function callContext(request: FastifyRequest): CallContext | undefined {
  return contexts.get(request);
}

/** Adds to the work a call did, which its processing cost is computed from. */
export function addWork(request: FastifyRequest, work: Partial<CallWork>) {
  const context = contexts.get(request);
  if (!context) return;
  context.work.records += work.records ?? 0;
  context.work.uploadBytes += work.uploadBytes ?? 0;
}
