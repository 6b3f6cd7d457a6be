import type { Dictionary } from '../../dictionary';
import { accountPtBR } from './account';
import { activityPtBR } from './activity';
import { adminAuditPtBR } from './adminAudit';
import { adminCustomFieldsPtBR } from './adminCustomFields';
import { adminDevicesPtBR } from './adminDevices';
import { adminSystemPtBR } from './adminSystem';
import { adminUsersPtBR } from './adminUsers';
import { boardPtBR } from './board';
import { chartsPtBR } from './charts';
import { homePtBR } from './home';
import { insightsPtBR } from './insights';
import { paymentsPtBR } from './payments';
import { requestDetailPtBR } from './requestDetail';
import { responsiblePtBR } from './responsible';
import { staleWritePtBR } from './staleWrite';
import { vocabularyPtBR } from './vocabulary';

/**
 * The areas of the pages and panels that load on demand: the routes that show them await this
 * part in their loaders (src/web/app/router.tsx, ADR 026).
 */
export const ptBRRest = {
  ...accountPtBR,
  ...activityPtBR,
  ...adminAuditPtBR,
  ...adminCustomFieldsPtBR,
  ...adminDevicesPtBR,
  ...adminSystemPtBR,
  ...adminUsersPtBR,
  ...boardPtBR,
  ...chartsPtBR,
  ...homePtBR,
  ...insightsPtBR,
  ...paymentsPtBR,
  ...requestDetailPtBR,
  ...responsiblePtBR,
  ...staleWritePtBR,
  ...vocabularyPtBR,
} satisfies Dictionary;
