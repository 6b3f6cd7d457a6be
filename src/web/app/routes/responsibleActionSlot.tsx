import type { ResponsibleActionSlot } from '../../features/request-detail/ResponsibleActionSlot';
import { ChangeResponsibleAction } from '../../features/responsible/ChangeResponsibleAction';

/**
 * The request drawer's responsible slot: the change-responsible action in the drawer's header, its
 * form in the drawer's panel, shown only to those who may change the responsible (sales, admin).
 */
export const responsibleAction: ResponsibleActionSlot = (responsible, request, revision, panel) => (
  <ChangeResponsibleAction
    type={request.type}
    code={request.code}
    responsible={responsible}
    version={revision.version}
    history={revision.history}
    formTarget={panel.target}
    onFormOpen={panel.reveal}
  />
);
