import type { TranslationOf } from '../../dictionary';
import type { staleWritePtBR } from '../pt-BR/staleWrite';

/** A write form whose request changed after it was opened (ADR 035): live, and when a save is refused. */
export const staleWriteEn: TranslationOf<typeof staleWritePtBR> = {
  'staleWrite.live.title': 'This request was just changed by {who}',
  'staleWrite.live.what':
    'The form stays as you left it. When you save, you confirm whether to apply your change on the current version.',
  'staleWrite.live.titleVendor': "The vendor's platform just changed this request",
  'staleWrite.refused.title': 'Not saved: {who} changed this request after you opened the form',
  'staleWrite.refused.titleVendor':
    "Not saved: the vendor's platform changed this request after you opened the form",
  'staleWrite.refused.what':
    'Nothing was sent to the vendor. What you filled in is still in the form; check what changed before applying.',
  'staleWrite.refused.unknown':
    'Painel cannot tell what changed (its data was brought in again). Nothing was sent to the vendor.',
  'staleWrite.reapply': 'Re-apply on the current version',
  'staleWrite.changes': 'Changes since you opened the form',
  'staleWrite.entry': '{when} · {who}',
  'staleWrite.noChanges': 'No field change recorded.',
  'staleWrite.someone': 'someone else',
  'staleWrite.vendor': "the vendor's platform",
};
