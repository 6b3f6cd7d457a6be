import type { Messages } from './pt-BR';

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

  'nav.overview': 'Overview',

  'value.absent': 'not provided',
  'link.opensInNewTab': '(opens in a new tab)',

  'notFound.title': 'Page not found',
  'notFound.body': 'The address {path} does not match any page of Painel.',
  'notFound.home': 'Back to the overview',

  'overview.title': 'Welcome to Painel',
  'overview.intro':
    "Your customers' orders, budgets, payments and status boards, served from a local copy that keeps the vendor account within its limits.",
  'overview.server': 'Server',
  'overview.checking': 'Checking the server',
  'overview.status.up': 'up',
  'overview.status.upSandbox': 'up (sandbox)',
  'overview.status.down': 'unavailable',
  'overview.error.title': 'The server did not answer',
  'overview.error.unexpected': "The server's answer did not have the expected shape.",
  'overview.error.unreachable': 'Painel could not reach the server.',
  'overview.error.retry': 'Try reloading the page in a few seconds.',
};
