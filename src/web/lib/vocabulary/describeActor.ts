import type { HistoryEntry } from '../../../contract/api/requests';
import type { MessageKey } from '../../i18n/messages/pt-BR';
import { isRecord, nothing } from './changeValues';
import {
  describeChange,
  type FieldChange,
  isConsequence,
  isEmptyChange,
  isVendorBookkeeping,
  withPeopleWhole,
} from './describeChange';
import type { VocabularyContext } from './vocabulary';

const SOURCE_ACTORS = {
  write: 'vocabulary.actor.write',
  webhook: 'vocabulary.actor.webhook',
  reconcile: 'vocabulary.actor.reconcile',
  backfill: 'vocabulary.actor.backfill',
  refresh: 'vocabulary.actor.refresh',
} as const satisfies Record<HistoryEntry['source'], MessageKey>;

/**
 * Who made a change, as people say it. Takes today's actor (the Painel user's e-mail, with the
 * source) and the structured actor `{ kind: 'person', name }` or `{ kind: <source> }` alike.
 */
export function describeActor(
  entry: { source: HistoryEntry['source']; actor?: unknown },
  { t }: VocabularyContext,
): string {
  const actor = entry.actor;
  if (isRecord(actor)) {
    if (actor.kind === 'person') {
      const name = typeof actor.name === 'string' && actor.name.trim() !== '' ? actor.name : undefined;
      return name ? t('vocabulary.actor.person', { name }) : t('vocabulary.actor.write');
    }
    if (typeof actor.kind === 'string' && actor.kind in SOURCE_ACTORS) {
      return t(SOURCE_ACTORS[actor.kind as keyof typeof SOURCE_ACTORS]);
    }
  }
  if (typeof actor === 'string' && actor.trim() !== '') return t('vocabulary.actor.person', { name: actor });
  return t(SOURCE_ACTORS[entry.source]);
}

const SENTENCE_FIELDS = {
  responsible: 'vocabulary.sentence.field.responsible',
  dealStatus: 'vocabulary.sentence.field.dealStatus',
  'payment.status': 'vocabulary.sentence.field.paymentStatus',
  'payment.type': 'vocabulary.sentence.field.paymentType',
  name: 'vocabulary.sentence.field.name',
  finalValue: 'vocabulary.sentence.field.finalValue',
  discount: 'vocabulary.sentence.field.discount',
  stockStatus: 'vocabulary.sentence.field.stockStatus',
} as const satisfies Readonly<Record<string, MessageKey>>;

function personName(actor: unknown): string | undefined {
  if (isRecord(actor) && actor.kind === 'person' && typeof actor.name === 'string') {
    return actor.name.trim() === '' ? undefined : actor.name;
  }
  return typeof actor === 'string' && actor.trim() !== '' ? actor : undefined;
}

/**
 * A person's single change of a field people talk about, as they would say it: "Ana Souza mudou o
 * responsável de Bruno Lima para Carla Dias", also when what it brings along changed beside it
 * (a payment's paid-at moment, see CONSEQUENCES). Undefined when the entry is anything else
 * (several changes, the vendor's, a field filled in or emptied), which then reads as its list of
 * changes.
 */
export function describeAsSentence(
  entry: { source: HistoryEntry['source']; actor?: unknown; changes: readonly FieldChange[] },
  context: VocabularyContext,
): string | undefined {
  const actor = personName(entry.actor);
  const changes = withPeopleWhole(
    entry.changes.filter((change) => !isEmptyChange(change) && !isVendorBookkeeping(change)),
  );
  const main = changes.filter((change) => !isConsequence(change, changes));
  const change = main.length === 1 ? main[0] : undefined;
  if (actor === undefined || change === undefined) return undefined;
  if (!Object.hasOwn(SENTENCE_FIELDS, change.field) || nothing(change.from) || nothing(change.to)) {
    return undefined;
  }
  const described = describeChange(change, context);
  if (described.kind !== 'value') return undefined;
  return context.t('vocabulary.sentence.changed', {
    actor,
    field: context.t(SENTENCE_FIELDS[change.field as keyof typeof SENTENCE_FIELDS]),
    from: described.from,
    to: described.to,
  });
}
