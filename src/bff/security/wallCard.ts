import type { Board } from '../../contract/api/board';
import type { ChangeActor } from '../../contract/api/changeActor';
import type { LiveEvent } from '../../contract/api/liveEvents';
import type { RequestSummary } from '../../contract/api/requests';

/**
 * A request as a wallboard device receives it: only what a wall card shows (code, status and
 * since when, company, responsible's name, payment status, value, power) and what keeps the board
 * in order. Everything else, personal or not, is null: a screen in a hallway holds a 90-day
 * session, so what it can read is what anyone passing by could read anyway
 * (docs/decisions/025-device-scope.md).
 */
export function wallCard(summary: RequestSummary): RequestSummary {
  return {
    type: summary.type,
    code: summary.code,
    removed: summary.removed,
    stalled: summary.stalled,
    dealStatus: summary.dealStatus,
    statusSince: summary.statusSince,
    statusSinceBefore: summary.statusSinceBefore,
    lastChangedAt: summary.lastChangedAt,
    createdAt: summary.createdAt,
    companyName: summary.companyName,
    companyFantasyName: summary.companyFantasyName,
    responsibleName: summary.responsibleName,
    paymentStatus: summary.paymentStatus,
    finalValue: summary.finalValue,
    totalPower: summary.totalPower,
    id: null,
    name: null,
    kind: null,
    companyCnpj: null,
    responsibleEmail: null,
    stockStatus: null,
    paymentType: null,
    originalValue: null,
    freightState: null,
    freightCity: null,
  };
}

export function wallBoard(board: Board): Board {
  return {
    ...board,
    columns: board.columns.map((column) => ({ ...column, cards: column.cards.map(wallCard) })),
  };
}

/**
 * Who made a change is no wall's business: a person's name (or the e-mail standing in for it) and
 * id stay off the wall; that a person, not the sync, made it is all that remains.
 */
function wallActor(actor: ChangeActor): ChangeActor {
  return actor.kind === 'person' ? { kind: 'person', id: null, name: '' } : actor;
}

export function wallEvent(event: LiveEvent): LiveEvent {
  if (event.kind === 'request.created' || event.kind === 'request.changed') {
    return { ...event, request: wallCard(event.request), actor: wallActor(event.actor) };
  }
  if (event.kind === 'request.removed') return { ...event, actor: wallActor(event.actor) };
  return event;
}
