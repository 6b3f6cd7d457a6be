import type { GovernorStatus } from '../../../../contract/api/governorStatus';
import type { LiveEvent } from '../../../../contract/api/liveEvents';
import type { RequestType } from '../../../../contract/upstream/enums';

/** Something the signed-in person should hear about, whatever page they are on. */
export type LiveNotice =
  | { kind: 'status'; type: RequestType; code: string; status: string | null }
  | { kind: 'assigned'; type: RequestType; code: string; name: string | null }
  | { kind: 'created'; type: RequestType; code: string; name: string | null }
  | { kind: 'circuit'; cause: string | null };

export interface NoticeContext {
  /** The signed-in person's e-mail; null for a wallboard. */
  email: string | null;
  /** The circuit as the page knew it before this event (undefined: not known yet). */
  circuitWas: GovernorStatus['circuit']['state'] | undefined;
  /**
   * Whether this page itself just handed the request over (its own change of responsible). Events
   * carry no actor, so without this a person who assigns a request to themselves is told so.
   */
  handedOverHere?: (type: RequestType, code: string) => boolean;
}

const sameEmail = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** "responsible" (the whole object) or its e-mail or id changed: someone else holds it now. */
const handedOver = (fields: readonly string[]) =>
  fields.some(
    (field) => field === 'responsible' || field === 'responsible.email' || field === 'responsible.id',
  );
const statusMoved = (fields: readonly string[]) => fields.includes('dealStatus');

/**
 * Whether an event concerns the signed-in person: a request they are responsible for was handed
 * to them, created for them, or changed status; or the vendor circuit just opened (every write
 * stops). Anything else is news for the screens, not for a notification.
 */
export function noticeFor(event: LiveEvent, context: NoticeContext): LiveNotice | null {
  switch (event.kind) {
    case 'request.created':
    case 'request.changed': {
      const { request } = event;
      if (request.removed || !sameEmail(request.responsibleEmail, context.email)) return null;
      const target = { type: request.type, code: request.code };
      if (event.kind === 'request.created') return { kind: 'created', ...target, name: request.name };
      if (handedOver(event.fields)) {
        if (context.handedOverHere?.(request.type, request.code)) return null;
        return { kind: 'assigned', ...target, name: request.name };
      }
      if (statusMoved(event.fields)) return { kind: 'status', ...target, status: request.dealStatus };
      return null;
    }
    case 'governor.status': {
      const { circuit } = event.governor;
      // Only the moment it opens: a page that learns of an open circuit on load has its banner.
      return circuit.state === 'open' && context.circuitWas === 'closed'
        ? { kind: 'circuit', cause: circuit.cause }
        : null;
    }
    default:
      return null;
  }
}
