import { type ChangeActor, changeActor } from '../../../contract/api/changeActor';
import type { HistorySource } from '../../../contract/api/requests';
import type { ActingPerson } from '../../db/schema/history';

/** Nobody in Painel is known: the vendor's change, named by how Painel learnt of it. */
function syncActor(source: HistorySource): ChangeActor {
  // A write whose person is unknown (a device) is seen, like any change, by the refresh after it.
  return { kind: 'sync', source: source === 'write' ? 'refresh' : source };
}

/** Who caused what an observation brings: the person whose write it follows, else its source. */
export function changeActorOf(source: HistorySource, person: ActingPerson | null | undefined): ChangeActor {
  return person ? { kind: 'person', id: person.id, name: person.name } : syncActor(source);
}

/**
 * The actor of a stored history row. Rows recorded before actors were (ADR 029) have none: a
 * write named its person by e-mail only, anything else came from the vendor through its source.
 */
export function storedActor(source: HistorySource, changedBy: unknown, email: string | null): ChangeActor {
  const recorded = changeActor.safeParse(changedBy);
  if (recorded.success) return recorded.data;
  if (source === 'write' && email) return { kind: 'person', id: null, name: email };
  return syncActor(source);
}
