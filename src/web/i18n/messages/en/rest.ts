import type { TranslationOf } from '../../dictionary';
import type { ptBRRest } from '../pt-BR/rest';
import { accountEn } from './account';
import { activityEn } from './activity';
import { adminAuditEn } from './adminAudit';
import { adminCustomFieldsEn } from './adminCustomFields';
import { adminDevicesEn } from './adminDevices';
import { adminSystemEn } from './adminSystem';
import { adminUsersEn } from './adminUsers';
import { boardEn } from './board';
import { chartsEn } from './charts';
import { homeEn } from './home';
import { insightsEn } from './insights';
import { paymentsEn } from './payments';
import { requestDetailEn } from './requestDetail';
import { responsibleEn } from './responsible';
import { staleWriteEn } from './staleWrite';
import { vocabularyEn } from './vocabulary';

/** The same areas as pt-BR's rest (see there). */
export const enRest: TranslationOf<typeof ptBRRest> = {
  ...accountEn,
  ...activityEn,
  ...adminAuditEn,
  ...adminCustomFieldsEn,
  ...adminDevicesEn,
  ...adminSystemEn,
  ...adminUsersEn,
  ...boardEn,
  ...chartsEn,
  ...homeEn,
  ...insightsEn,
  ...paymentsEn,
  ...requestDetailEn,
  ...responsibleEn,
  ...staleWriteEn,
  ...vocabularyEn,
};
