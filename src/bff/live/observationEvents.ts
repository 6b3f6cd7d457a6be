import type { LiveEvent } from '../../contract/api/liveEvents';
import type { ObservationResult } from '../mirror/applyObservation';

/**
 * What the people watching should hear about an applied observation: a new request, a changed
 * one (with the fields), or one that was removed. Nothing for a repeat or an older observation,
 * and nothing for a request first seen already removed (no screen shows it).
 */
export function observationEvents(result: ObservationResult): LiveEvent[] {
  const request = result.summary;
  switch (result.outcome) {
    case 'created':
      return request.removed ? [] : [{ kind: 'request.created', request }];
    case 'changed': {
      const removal = result.changes.some((change) => change.field === 'removed' && change.to === true);
      if (removal) return [{ kind: 'request.removed', type: request.type, code: request.code }];
      return [{ kind: 'request.changed', request, fields: result.changes.map((change) => change.field) }];
    }
    default:
      return [];
  }
}
