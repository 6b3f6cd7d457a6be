import type { LiveEvent } from '../../contract/api/liveEvents';
import type { Observation, ObservationResult } from '../mirror/apply/applyObservation';
import { changeActorOf } from '../mirror/read/changeActors';

/**
 * What the people watching should hear about an applied observation: a new request, a changed
 * one (with the fields), or one that was removed, each with who caused it (as its history entry
 * records it). Nothing for a repeat or an older observation, and nothing for a request first seen
 * already removed (no screen shows it).
 */
export function observationEvents(result: ObservationResult, observation: Observation): LiveEvent[] {
  const request = result.summary;
  const actor = result.actor ?? changeActorOf(observation.source, observation.person);
  switch (result.outcome) {
    case 'created':
      return request.removed ? [] : [{ kind: 'request.created', request, actor }];
    case 'changed': {
      const removal = result.changes.some((change) => change.field === 'removed' && change.to === true);
      if (removal) return [{ kind: 'request.removed', type: request.type, code: request.code, actor }];
      const fields = result.changes.map((change) => change.field);
      return [{ kind: 'request.changed', request, fields, actor }];
    }
    default:
      return [];
  }
}
