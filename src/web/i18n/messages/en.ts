import type { Messages } from './pt-BR';
import { adminAuditEn } from './adminAudit';
import { adminDevicesEn } from './adminDevices';
import { adminSystemEn } from './adminSystem';
import { adminUsersEn } from './adminUsers';
import { boardEn } from './board';
import { liveEn } from './live';
import { paymentsEn } from './payments';
import { requestDetailEn } from './requestDetail';
import { responsibleEn } from './responsible';
import { vocabularyEn } from './vocabulary';
import { workspaceEn } from './workspace';

// Typed as Messages: a key missing here, or one pt-BR does not have, fails the typecheck.
export const en: Messages = {
  'app.name': 'Painel',

  'shell.skipToContent': 'Skip to content',
  'shell.navigation': 'Main navigation',
  'shell.openNavigation': 'Open navigation',
  'shell.closeNavigation': 'Close navigation',
  'shell.language': 'Language',
  'shell.theme.useDark': 'Use dark theme',
  'shell.theme.useLight': 'Use light theme',

  'value.absent': 'not provided',
  'link.opensInNewTab': '(opens in a new tab)',

  'notFound.title': 'Page not found',
  'notFound.body': 'The address {path} does not match any page of Painel.',

  ...adminAuditEn,
  ...adminDevicesEn,
  ...adminSystemEn,
  ...adminUsersEn,
  ...boardEn,
  ...liveEn,
  ...paymentsEn,
  ...requestDetailEn,
  ...responsibleEn,
  ...workspaceEn,
  ...vocabularyEn,
};
