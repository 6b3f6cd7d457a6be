import type { ChangeActor } from '../../../../contract/api/changeActor';
import type { GovernorStatus } from '../../../../contract/api/governorStatus';
import type { LiveEvent } from '../../../../contract/api/liveEvents';
import type { RequestType } from '../../../../contract/upstream/enums';

interface AboutRequest {
  type: RequestType;
  code: string;
  /** The colleague who made the change in Painel; null when it came from the vendor. */
  by: string | null;
}

/** Something the signed-in person should hear about, whatever page they are on. */
export type LiveNotice =
  | ({ kind: 'status'; status: string | null } & AboutRequest)
  | ({ kind: 'assigned'; name: string | null } & AboutRequest)
  | ({ kind: 'created'; name: string | null } & AboutRequest)
  | ({ kind: 'changed'; name: string | null; fields: readonly string[] } & AboutRequest & { by: string })
  | { kind: 'circuit'; cause: string | null };

export interface NoticeContext {
  /** The signed-in person; null for a wallboard. */
  me: { id: string; email: string } | null;
  /** The circuit as the page knew it before this event (undefined: not known yet). */
  circuitWas: GovernorStatus['circuit']['state'] | undefined;
}

const sameEmail = (a: string | null, b: string) =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** "responsible" (the whole object) or its e-mail or id changed: someone else holds it now. */
const handedOver = (fields: readonly string[]) =>
  fields.some(
    (field) => field === 'responsible' || field === 'responsible.email' || field === 'responsible.id',
  );

/** The colleague's name when a colleague made the change; null for the vendor. */
const colleague = (actor: ChangeActor) => (actor.kind === 'person' ? actor.name : null);

/**
 * Whether an event concerns the signed-in person: a request they are responsible for was handed
 * to them, created for them, changed status, or was changed by a colleague in Painel; or the
 * vendor circuit just opened (every write stops). What they did themselves is no news to them
 * (the event's actor says who), and the vendor's other changes are news for the screens only.
 */
export function noticeFor(event: LiveEvent, { me, circuitWas }: NoticeContext): LiveNotice | null {
  switch (event.kind) {
    case 'request.created':
    case 'request.changed': {
      const { request, actor } = event;
      if (!me || request.removed || !sameEmail(request.responsibleEmail, me.email)) return null;
      if (actor.kind === 'person' && actor.id === me.id) return null;
      const about = { type: request.type, code: request.code, by: colleague(actor) };
      if (event.kind === 'request.created') return { kind: 'created', ...about, name: request.name };
      if (handedOver(event.fields)) return { kind: 'assigned', ...about, name: request.name };
      if (event.fields.includes('dealStatus'))
        return { kind: 'status', ...about, status: request.dealStatus };
      return about.by === null
        ? null
        : { kind: 'changed', ...about, by: about.by, name: request.name, fields: event.fields };
    }
    case 'governor.status': {
      const { circuit } = event.governor;
      // Only the moment it opens: a page that learns of an open circuit on load has its banner.
      return circuit.state === 'open' && circuitWas === 'closed'
        ? { kind: 'circuit', cause: circuit.cause }
        : null;
    }
    default:
      return null;
  }
}
