import type { Dictionary, TranslationOf } from '../dictionary';

/** What a failed call to the server means for the reader, and what they can do about it. */
export const errorsPtBR = {
  'errors.retry': 'Tentar de novo',
  'errors.sessionEnded': 'Sua sessão terminou.',
  'errors.signInAgain': 'Entre de novo para continuar.',
  'errors.forbidden': 'Seu papel não permite ver isto.',
  'errors.askAdmin': 'Se precisar deste acesso, peça a um administrador.',
  'errors.badRequest': 'O servidor recusou o pedido.',
  'errors.checkInput': 'Confira os filtros ou os dados informados e tente de novo.',
  'errors.unavailable': 'O serviço está indisponível no momento.',
  'errors.retryLater': 'Tente de novo em alguns instantes.',
  'errors.server': 'O servidor respondeu com o erro {status}.',
  'errors.unexpectedAnswer': 'A resposta do servidor não veio no formato esperado.',
  'errors.reload': 'Recarregue a página; se continuar, avise o suporte do Painel.',
  'errors.unreachable': 'Não foi possível falar com o servidor.',
  'errors.checkConnection': 'Verifique sua conexão e tente de novo.',
} satisfies Dictionary;

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
