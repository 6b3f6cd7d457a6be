import type { AuditEntry } from '../../../contract/api/audit';
import { CaptionedRowList } from '../../components/CaptionedRowList';
import { DateTimeText } from '../../components/DateTimeText';
import rowList from '../../components/RowList.module.css';
import { useT } from '../../i18n/useT';
import { AuditEntryDetails } from './AuditEntryDetails';
import classes from './AuditRowList.module.css';
import { DetailsToggle } from './DetailsToggle';
import { OutcomeBadge } from './OutcomeBadge';
import { useAuditActor } from './useAuditActor';
import { useAuditSentence } from './useAuditSentence';

/** The log's entries as a phone reads them: the sentence first, then when, who and the outcome. */
export function AuditRowList({
  entries,
  isOpen,
  onToggle,
}: {
  entries: readonly AuditEntry[];
  isOpen: (id: number) => boolean;
  onToggle: (id: number) => void;
}) {
  const t = useT();
  const sentence = useAuditSentence();
  const actorOf = useAuditActor();
  return (
    <CaptionedRowList caption={t('adminAudit.caption')}>
      {entries.map((entry) => {
        const expanded = isOpen(entry.id);
        const detailsId = `audit-entry-${entry.id}`;
        const actor = actorOf(entry);
        return (
          <li key={entry.id} className={rowList.item}>
            <div className={rowList.name}>{sentence(entry)}</div>
            <dl className={`${rowList.fields} ${classes.fields}`}>
              <div className={rowList.field}>
                <dt className={rowList.label}>{t('adminAudit.column.when')}</dt>
                <dd>
                  <DateTimeText value={entry.at} />
                </dd>
              </div>
              <div className={rowList.field}>
                <dt className={rowList.label}>{t('adminAudit.column.outcome')}</dt>
                <dd>
                  <OutcomeBadge outcome={entry.outcome} />
                </dd>
              </div>
              <div className={`${rowList.field} ${classes.whole}`}>
                <dt className={rowList.label}>{t('adminAudit.column.actor')}</dt>
                <dd>
                  {actor.name}
                  {actor.detail && <span className={classes.detail}> · {actor.detail}</span>}
                </dd>
              </div>
            </dl>
            <div className={classes.toggle}>
              <DetailsToggle
                entryId={entry.id}
                expanded={expanded}
                controls={detailsId}
                onToggle={() => onToggle(entry.id)}
              />
            </div>
            {expanded && <AuditEntryDetails entry={entry} id={detailsId} />}
          </li>
        );
      })}
    </CaptionedRowList>
  );
}
