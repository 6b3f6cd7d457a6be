import type { TranslationOf } from '../../dictionary';
import type { errorsPtBR } from '../pt-BR/errors';

/** What a failed call to the server means for the reader, and what they can do about it. */
export const errorsEn: TranslationOf<typeof errorsPtBR> = {
  'errors.retry': 'Try again',
  'errors.sessionEnded': 'Your session has ended.',
  'errors.signInAgain': 'Sign in again to continue.',
  'errors.forbidden': 'Your role does not allow you to see this.',
  'errors.askAdmin': 'If you need this access, ask an administrator.',
  'errors.badRequest': 'The server refused the request.',
  'errors.checkInput': 'Check the filters or the data you entered and try again.',
  'errors.unavailable': 'The service is unavailable at the moment.',
  'errors.retryLater': 'Try again in a few moments.',
  'errors.server': 'The server answered with error {status}.',
  'errors.unexpectedAnswer': "The server's answer did not have the expected shape.",
  'errors.reload': "Reload the page; if it keeps happening, tell Painel's support.",
  'errors.unreachable': 'Painel could not reach the server.',
  'errors.checkConnection': 'Check your connection and try again.',
};
