import type { Dictionary, TranslationOf } from '../dictionary';
import { activityEn, activityPtBR } from './activity';
import { authEn, authPtBR } from './auth';
import { errorsEn, errorsPtBR } from './errors';
import { requestsEn, requestsPtBR } from './requests';
import { systemStatusEn, systemStatusPtBR } from './systemStatus';
import { workspaceShellEn, workspaceShellPtBR } from './workspaceShell';

/** The requests workspace's areas (shell, sign-in, tables, activity, status), as one spread. */
export const workspacePtBR = {
  ...workspaceShellPtBR,
  ...authPtBR,
  ...errorsPtBR,
  ...systemStatusPtBR,
  ...requestsPtBR,
  ...activityPtBR,
} satisfies Dictionary;

export const workspaceEn: TranslationOf<typeof workspacePtBR> = {
  ...workspaceShellEn,
  ...authEn,
  ...errorsEn,
  ...systemStatusEn,
  ...requestsEn,
  ...activityEn,
};
