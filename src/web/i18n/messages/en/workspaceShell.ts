import type { TranslationOf } from '../../dictionary';
import type { workspaceShellPtBR } from '../pt-BR/workspaceShell';

/**
 * The shell: its frame, and the navigation with every page's label (the first render shows them
 * all, so they live here rather than in their pages' areas).
 */
export const workspaceShellEn: TranslationOf<typeof workspaceShellPtBR> = {
  'app.name': 'Painel',

  'shell.skipToContent': 'Skip to content',
  'shell.navigation': 'Main navigation',
  'field.password.show': 'Show what was typed',
  'field.password.hide': 'Hide what was typed',
  'shell.publicUrl.title': 'This address is not the configured PUBLIC_URL',
  'shell.publicUrl.body':
    'You are on {current}, but PUBLIC_URL is {configured}. Wallboard enrolment links lead to {configured}. Use Painel at that address or correct PUBLIC_URL.',
  'shell.openNavigation': 'Open navigation',
  'shell.closeNavigation': 'Close navigation',
  'shell.language': 'Language',
  'shell.theme.useDark': 'Use dark theme',
  'shell.theme.useLight': 'Use light theme',

  'value.absent': 'not provided',
  'value.stalled': 'Stalled',
  'value.stalledShort': '{count} d',
  'value.stalledFor': { one: 'Stalled for {count} day', other: 'Stalled for {count} days' },
  'value.stalledForMore': {
    one: 'Stalled for more than {count} day',
    other: 'Stalled for more than {count} days',
  },
  'value.stalledShortMore': '{count}+ d',
  'value.sinceBefore': 'before {date}',
  'value.sinceBeforeHint':
    "Painel found the request already in this status; by the vendor's last update, the status began on this date at the latest.",
  'link.opensInNewTab': '(opens in a new tab)',

  'notFound.title': 'Page not found',
  'notFound.body': 'The address {path} does not match any page of Painel.',

  'nav.orders': 'Orders',
  'nav.budgets': 'Budgets',
  'nav.home': 'Home',
  'nav.activity': 'Activity',
  'nav.insights': 'Insights',
  'nav.group.work': 'Work',
  'nav.group.admin': 'Administration',
  'adminAudit.nav': 'Audit',
  'adminCustomFields.nav': 'Custom fields',
  'adminDevices.nav': 'Wallboards',
  'adminSystem.nav': 'System',
  'adminUsers.nav': 'Users',
  'board.nav.order': 'Orders board',
  'board.nav.budget': 'Budgets board',
  'board.nav.wallboard': 'Wall screen',
  'shell.dataFreshness': 'Data freshness',
  'shell.sessionCheckFailed': 'Your session could not be checked',
  'notFound.backToOrders': 'Back to the orders',
};
