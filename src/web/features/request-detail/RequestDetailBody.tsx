import { Stack } from '@mantine/core';
import type { RequestDetail } from '../../../contract/api/requests';
import type { RequestType } from '../../../contract/upstream/enums';
import type { PaymentActionsSlot } from './PaymentActionsSlot';
import { SectionNav } from './SectionNav';
import { emptySections, SECTION_IDS, type SectionId } from './sectionIds';
import { CompanySection } from './sections/CompanySection';
import { CustomDataSection } from './sections/CustomDataSection';
import { FilesSection } from './sections/FilesSection';
import { FormAnswersSection } from './sections/FormAnswersSection';
import { FreightSection } from './sections/FreightSection';
import { HistorySection } from './sections/HistorySection';
import { InvoiceSection } from './sections/InvoiceSection';
import { NotesSection } from './sections/NotesSection';
import { PaymentSection } from './sections/PaymentSection';
import { ProductsSection } from './sections/ProductsSection';
import { StructureSection } from './sections/StructureSection';
import { SummarySection } from './sections/SummarySection';
import { UnreadableNotice } from './sections/UnreadableNotice';

export interface RequestDetailBodyProps {
  type: RequestType;
  code: string;
  detail: RequestDetail;
  /** The sections' headings are `${headingPrefix}-${section}`: the header's section links point there. */
  headingPrefix: string;
  paymentActions?: PaymentActionsSlot;
  /** Admins also see the technical detail of unreadable fields and of each history entry. */
  showTechnicalDetail?: boolean;
}

/**
 * Everything the mirror holds about one request, as anchored sections on one scrolling page under
 * the drawer's header (which names the request, where it stands and what may be done next):
 * the browser's find, a screen reader's heading list and plain scrolling all reach every field,
 * which tabs or an accordion would hide. Loaded on demand with the drawer.
 */
export function RequestDetailBody({
  type,
  code,
  detail,
  headingPrefix,
  paymentActions,
  showTechnicalDetail = false,
}: RequestDetailBodyProps) {
  const headingIds = headingIdsOf(headingPrefix);
  const { record, summary } = detail;
  return (
    <Stack gap="xl">
      <UnreadableNotice unreadable={detail.unreadable} showTechnicalDetail={showTechnicalDetail} />
      <SummarySection
        headingId={headingIds.summary}
        summary={summary}
        record={record}
        syncedAt={detail.syncedAt}
        showTechnicalDetail={showTechnicalDetail}
      />
      <ProductsSection
        headingId={headingIds.products}
        products={record.products}
        originalValue={record.originalValue}
      />
      <FreightSection headingId={headingIds.freight} freight={record.freight} />
      <InvoiceSection headingId={headingIds.invoice} invoice={record.invoice} />
      <PaymentSection
        headingId={headingIds.payment}
        payment={record.payment}
        actions={paymentActions?.(
          record.payment,
          { type, code },
          { version: detail.version, history: detail.history },
          { where: 'section' },
        )}
        showTechnicalDetail={showTechnicalDetail}
      />
      <CompanySection headingId={headingIds.company} company={record.company} />
      <StructureSection headingId={headingIds.structure} structure={record.structure} />
      <FilesSection headingId={headingIds.files} files={record.files} />
      <FormAnswersSection headingId={headingIds.formAnswers} answers={record.customForm} />
      <CustomDataSection headingId={headingIds.customData} fields={record.customData} />
      <NotesSection headingId={headingIds.notes} notes={record.notes} />
      <HistorySection
        headingId={headingIds.history}
        history={detail.history}
        dealStatus={record.dealStatus ?? summary.dealStatus}
        statusSince={summary.statusSince}
        statusSinceBefore={summary.statusSinceBefore}
        showTechnicalDetail={showTechnicalDetail}
      />
    </Stack>
  );
}

function headingIdsOf(prefix: string): Record<SectionId, string> {
  return Object.fromEntries(SECTION_IDS.map((id) => [id, `${prefix}-${id}`])) as Record<SectionId, string>;
}

/**
 * The links to the sections, in the drawer's header, marking the empty ones: loaded with the body,
 * since telling an empty note from a written one takes the notes' parser.
 */
export function RequestSectionNav({
  headingPrefix,
  detail,
}: {
  headingPrefix: string;
  detail: RequestDetail;
}) {
  return (
    <SectionNav
      headingIds={headingIdsOf(headingPrefix)}
      empty={emptySections(detail.record, detail.history)}
    />
  );
}
