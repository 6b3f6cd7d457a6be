import type { Dictionary } from '../../dictionary';

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
