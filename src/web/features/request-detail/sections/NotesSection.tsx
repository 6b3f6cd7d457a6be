import { SafeHtml } from '../../../components/SafeHtml';
import { useT } from '../../../i18n/useT';
import { DetailSection } from '../DetailSection';
import { notesAreEmpty } from '../sectionIds';

/**
 * The internal notes, the one vendor text that is HTML: it goes through SafeHtml (parsed off the DOM,
 * rebuilt as React elements from a strict allow-list, ADR 023), never straight into the page.
 */
export function NotesSection({ headingId, notes }: { headingId: string; notes: string | undefined }) {
  const t = useT();
  const title = t('requestDetail.section.notes');
  if (notesAreEmpty(notes)) {
    return <DetailSection headingId={headingId} title={title} emptyText={t('requestDetail.notes.empty')} />;
  }
  return (
    <DetailSection headingId={headingId} title={title}>
      <SafeHtml html={notes} />
    </DetailSection>
  );
}
