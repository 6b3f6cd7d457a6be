import type { Dictionary } from '../../dictionary';
import { authPtBR } from './auth';
import { bulkPtBR } from './bulk';
import { errorsPtBR } from './errors';
import { livePtBR } from './live';
import { requestsPtBR } from './requests';
import { systemStatusPtBR } from './systemStatus';
import { workspaceShellPtBR } from './workspaceShell';

/**
 * What the first render of any page needs: the shell with every navigation label, sign-in, the
 * orders and budgets tables, data freshness, live updates and errors. main.tsx awaits it before
 * the first render; every other area is in rest.ts (ADR 026).
 */
export const ptBRFirstPaint = {
  ...workspaceShellPtBR,
  ...authPtBR,
  ...errorsPtBR,
  ...systemStatusPtBR,
  ...livePtBR,
  ...requestsPtBR,
  ...bulkPtBR,
} satisfies Dictionary;
