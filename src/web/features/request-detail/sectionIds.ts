import type { HistoryEntry } from '../../../contract/api/requests';
import type { RequestRecord } from '../../../contract/upstream/requestRecord';
import type { MessageKey } from '../../i18n/messages/pt-BR';
import { isAbsent } from '../../lib/isAbsent';
import { hasReadableNote } from '../../lib/renderNoteHtml';
import { hasContent } from './hasContent';

/** The drawer's sections in reading order: most asked-about first, history last. */
export const SECTION_IDS = [
  'summary',
  'products',
  'freight',
  'invoice',
  'payment',
  'company',
  'structure',
  'files',
  'formAnswers',
  'customData',
  'notes',
  'history',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const sectionTitles: Record<SectionId, MessageKey> = {
  summary: 'requestDetail.section.summary',
  products: 'requestDetail.section.products',
  freight: 'requestDetail.section.freight',
  invoice: 'requestDetail.section.invoice',
  payment: 'requestDetail.section.payment',
  company: 'requestDetail.section.company',
  structure: 'requestDetail.section.structure',
  files: 'requestDetail.section.files',
  formAnswers: 'requestDetail.section.formAnswers',
  customData: 'requestDetail.section.customData',
  notes: 'requestDetail.section.notes',
  history: 'requestDetail.section.history',
};

/** Notes that are missing, blank, or that sanitise to no text (only a <script>, say). */
export function notesAreEmpty(notes: string | undefined): boolean {
  return isAbsent(notes) || !hasReadableNote(notes);
}

/**
 * The sections with nothing to show, so the table of contents can say so before anyone scrolls
 * there. Each section decides the same way when it renders.
 */
export function emptySections(record: RequestRecord, history: readonly HistoryEntry[]): Set<SectionId> {
  const parts: Record<Exclude<SectionId, 'summary' | 'notes' | 'history'>, unknown> = {
    products: record.products,
    freight: record.freight,
    invoice: record.invoice,
    payment: record.payment,
    company: record.company,
    structure: record.structure,
    files: record.files,
    formAnswers: record.customForm,
    customData: record.customData,
  };
  const empty = new Set<SectionId>();
  for (const [id, part] of Object.entries(parts) as [SectionId, unknown][]) {
    if (!hasContent(part)) empty.add(id);
  }
  if (notesAreEmpty(record.notes)) empty.add('notes');
  if (history.length === 0) empty.add('history');
  return empty;
}
