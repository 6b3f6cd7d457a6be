import type { TranslationOf } from '../../dictionary';
import type { livePtBR } from '../pt-BR/live';

/** The live updates: the connection indicator in the header and the notifications for a person. */
export const liveEn: TranslationOf<typeof livePtBR> = {
  'live.status.connecting': 'Connecting…',
  'live.status.live': 'Live',
  'live.status.reconnecting': 'Reconnecting in {seconds} s',
  'live.status.reconnectingNow': 'Reconnecting…',
  'live.status.offline': 'Offline',
  'live.announce.connecting': 'Live updates: connecting.',
  'live.announce.live': 'Live updates: connected. Screens update by themselves.',
  'live.announce.reconnecting': 'Live updates interrupted. Next attempt in {seconds} s.',
  'live.announce.offline': 'Offline: live updates resume when the network is back.',
  'live.type.order': 'order',
  'live.type.budget': 'budget',
  'live.notice.status.title': 'Your {type} {code} changed status',
  'live.notice.status.message': 'New status: {status}.',
  'live.notice.status.cleared': 'It now has no status.',
  'live.notice.assigned.title': 'You are now responsible for {type} {code}',
  'live.notice.assigned.byTitle': '{name} handed {type} {code} over to you',
  'live.notice.created.title': 'New {type} {code} for you',
  'live.notice.changed.title': '{name} changed your {type} {code}',
  'live.notice.changed.fields': 'Changed: {fields}.',
  'live.notice.byColleague': 'Changed by {name}, in Painel.',
  'live.notice.openHint': 'Open it from the list to see the details.',
  'live.notice.close': 'Close the notification',
  'live.notice.group.title': {
    one: '{count} update to your orders and budgets',
    other: '{count} updates to your orders and budgets',
  },
  'live.notice.group.message': 'In: {codes}.',
  'live.notice.group.more': { one: '{codes} and {count} more', other: '{codes} and {count} more' },
  'live.notice.circuit.title': "Changes can't be sent to the vendor's platform right now",
  'live.notice.circuit.message':
    'An administrator has been told. You can still see and look up everything in Painel.',
};
