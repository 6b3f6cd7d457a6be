import type { ResponsibleActionSlot } from '../../features/request-detail/ResponsibleActionSlot';
import { ChangeResponsibleAction } from '../../features/responsible/ChangeResponsibleAction';

/**
 * The request drawer's responsible slot: the change-responsible action, which shows itself only to
 * those who may change the responsible (sales, admin).
 */
export const responsibleAction: ResponsibleActionSlot = (responsible, request) => (
  <ChangeResponsibleAction type={request.type} code={request.code} responsible={responsible} />
);
