import type { RequestType } from '../../../contract/upstream/enums';
import type { MessageKey } from '../../i18n/messages/pt-BR';

// Apart from the other labels (./labels.ts) because the drawer's eager part needs only this one:
// the rest stays in the lazily loaded chunk with the sections.
export const requestTypeLabels: Record<RequestType, MessageKey> = {
  order: 'requestDetail.type.order',
  budget: 'requestDetail.type.budget',
};
