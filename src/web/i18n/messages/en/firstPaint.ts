import type { TranslationOf } from '../../dictionary';
import type { ptBRFirstPaint } from '../pt-BR/firstPaint';
import { authEn } from './auth';
import { bulkEn } from './bulk';
import { errorsEn } from './errors';
import { liveEn } from './live';
import { requestsEn } from './requests';
import { systemStatusEn } from './systemStatus';
import { workspaceShellEn } from './workspaceShell';

/** The same areas as pt-BR's first part (see there). */
export const enFirstPaint: TranslationOf<typeof ptBRFirstPaint> = {
  ...workspaceShellEn,
  ...authEn,
  ...errorsEn,
  ...systemStatusEn,
  ...liveEn,
  ...requestsEn,
  ...bulkEn,
};
