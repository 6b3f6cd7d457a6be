import { Code, Text, VisuallyHidden } from '@mantine/core';
import type { HistoryEntry } from '../../contract/api/requests';
import {
  type DescribedChange,
  describeChange,
  isClearedConsequence,
  isConsequence,
  isConsequenceField,
  isEmptyChange,
  isFilledIn,
  isVendorBookkeeping,
  withPeopleWhole,
} from '../lib/vocabulary/describeChange';
import { describeAsSentence } from '../lib/vocabulary/describeActor';
import { useVocabulary } from '../lib/vocabulary/useVocabulary';

type FieldChange = HistoryEntry['changes'][number];

export interface HistoryChangesProps {
  changes: HistoryEntry['changes'];
  /** Who brought the changes: says whether filled-in fields came from the vendor or from Painel. */
  source?: HistoryEntry['source'];
  /** Who made them: a person's single change reads as their sentence ("Ana mudou o status de …"). */
  actor?: HistoryEntry['actor'];
  /** Admins also get the raw difference (paths and JSON), behind a disclosure. */
  showTechnicalDetail?: boolean;
}

/**
 * From this many fields filled in at once, they are one line with a disclosure: the first full
 * read of a request that a webhook announced brings dozens of "não informado → …" lines otherwise.
 */
const FILLED_IN_GROUP = 3;

function Described({ described }: { described: DescribedChange }) {
  const { t } = useVocabulary();
  return (
    <>
      <Text span size="sm" fw={500}>
        {described.label}:
      </Text>{' '}
      {described.kind === 'lines' ? (
        described.lines.length === 1 ? (
          <Text span size="sm">
            {described.lines[0]}
          </Text>
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: '1rem' }}>
            {described.lines.map((line, index) => (
              <Text component="li" size="sm" key={index}>
                {line}
              </Text>
            ))}
          </ul>
        )
      ) : (
        <Text span size="sm">
          {described.from} <span aria-hidden="true">→</span>
          <VisuallyHidden>{t('vocabulary.changedTo')}</VisuallyHidden> {described.to}
        </Text>
      )}
    </>
  );
}

/** A filled-in field reads as its new value alone: its old one was nothing. */
function FilledIn({ described }: { described: DescribedChange }) {
  return (
    <>
      <Text span size="sm" fw={500}>
        {described.label}:
      </Text>{' '}
      <Text span size="sm">
        {described.kind === 'lines' ? described.lines.join('; ') : described.to}
      </Text>
    </>
  );
}

/**
 * One change in a list: a value that only follows from another change (also when the vendor's
 * full record brought it apart from its cause) and was not there before reads as itself ("Pago
 * em: 28/11/2026, 10:56"), every other as from → to.
 */
function ChangeLine({ change }: { change: FieldChange }) {
  const vocabulary = useVocabulary();
  const described = describeChange(change, vocabulary);
  return isFilledIn(change) && isConsequenceField(change.field) ? (
    <FilledIn described={described} />
  ) : (
    <Described described={described} />
  );
}

/**
 * The changes of one history entry as people read them: "Status: Em separação → Faturado",
 * "Produtos: 2 inversores adicionados; Módulo X: quantidade 20 → 24"; many fields filled in at
 * once as one "complete data received" line whose disclosure lists them. Every vendor text goes
 * through React as text: nothing in it is markup.
 */
export function HistoryChanges({
  changes: all,
  source,
  actor,
  showTechnicalDetail = false,
}: HistoryChangesProps) {
  const vocabulary = useVocabulary();
  const { t } = vocabulary;
  const sentence =
    source === undefined ? undefined : describeAsSentence({ source, actor, changes: all }, vocabulary);
  // "não informado → não informado" (null became blank) says nothing to a person, nor does the
  // vendor's note that Painel read the record through the API.
  // A person's parts recorded one by one read as the person. A paid-at moment the new status
  // cleared says nothing yet: the vendor's own comes with its next read.
  const changes = withPeopleWhole(
    all.filter(
      (change) =>
        !isEmptyChange(change) && !isVendorBookkeeping(change) && !isClearedConsequence(change, all),
    ),
  );
  // What the sentence's change brought along (a payment's paid-at moment) is said under it.
  const alongside = sentence === undefined ? [] : changes.filter((change) => isConsequence(change, changes));
  const onlyBookkeeping = changes.length === 0 && all.some(isVendorBookkeeping);
  const filledIn = changes.filter(isFilledIn);
  const grouped = filledIn.length >= FILLED_IN_GROUP;
  const unlisted = grouped ? changes.filter((change) => !isFilledIn(change)) : changes;
  // What a change brought along comes after it ("Situação do pagamento", then "Pago em").
  const listed = [
    ...unlisted.filter((change) => !isConsequence(change, changes)),
    ...unlisted.filter((change) => isConsequence(change, changes)),
  ];
  return (
    <>
      {sentence !== undefined ? (
        <>
          <Text size="sm">{sentence}</Text>
          {alongside.length > 0 ? (
            <ul style={{ margin: 0, paddingInlineStart: '1rem' }}>
              {alongside.map((change, index) => (
                <li key={`${change.field}-${index}`}>
                  <ChangeLine change={change} />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : onlyBookkeeping ? (
        <Text size="sm" c="dimmed">
          {t('vocabulary.onlyBookkeeping')}
        </Text>
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: '1rem' }}>
          {grouped ? (
            <li>
              <details>
                <summary>
                  <Text span size="sm">
                    {source === 'write'
                      ? t('vocabulary.filledIn.painel', { count: filledIn.length })
                      : t('vocabulary.filledIn.vendor', { count: filledIn.length })}
                  </Text>
                </summary>
                <ul style={{ margin: 0, paddingInlineStart: '1rem' }}>
                  {filledIn.map((change, index) => (
                    <li key={`${change.field}-${index}`}>
                      <FilledIn described={describeChange(change, vocabulary)} />
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : null}
          {listed.map((change, index) => (
            <li key={`${change.field}-${index}`}>
              <ChangeLine change={change} />
            </li>
          ))}
        </ul>
      )}
      {showTechnicalDetail ? (
        <details>
          <summary>
            <Text span size="xs" c="dimmed">
              {t('vocabulary.technicalDetail')}
            </Text>
          </summary>
          <Code block style={{ maxWidth: '100%', maxHeight: '20rem', overflow: 'auto' }}>
            {JSON.stringify(all, null, 2)}
          </Code>
        </details>
      ) : null}
    </>
  );
}
