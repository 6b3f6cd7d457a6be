import type { Dictionary, TranslationOf } from '../dictionary';

/** The change of responsible: a sales manager hands a budget or order to another collaborator. */
export const responsiblePtBR = {
  'responsible.change': 'Trocar responsável',
  'responsible.form.label': 'Trocar o responsável',
  'responsible.form.loading': 'Carregando o formulário…',
  'responsible.email.label': 'E-mail do novo responsável',
  'responsible.email.description':
    'Escolha um colaborador já conhecido ou digite o e-mail de um colaborador da conta na plataforma.',
  'responsible.email.invalid': 'Informe um e-mail válido, como ana@exemplo.com.br.',
  'responsible.email.tooLong': 'O e-mail pode ter no máximo 254 caracteres.',
  'responsible.email.same': '{email} já é o responsável atual.',
  'responsible.suggestions.unavailable':
    'Não foi possível carregar as sugestões de colaboradores; digite o e-mail completo.',
  'responsible.continue': 'Continuar',
  'responsible.cancel': 'Cancelar',
  'responsible.back': 'Voltar',
  'responsible.confirm.submit': 'Confirmar a troca',
  'responsible.confirm.order': 'Passar o pedido {code} de {from} para {to}?',
  'responsible.confirm.budget': 'Passar o orçamento {code} de {from} para {to}?',
  'responsible.confirm.orderFromNobody': 'Passar o pedido {code}, hoje sem responsável informado, para {to}?',
  'responsible.confirm.budgetFromNobody':
    'Passar o orçamento {code}, hoje sem responsável informado, para {to}?',
  'responsible.confirm.sent': 'A troca é enviada à plataforma assim que você confirmar.',
  'responsible.done':
    '{to} agora é o responsável. A troca aparece no histórico assim que o Painel a registrar.',

  'responsible.error.title': 'A troca não foi feita',
  'responsible.error.rolledBack':
    'O responsável mostrado voltou a ser o anterior; o que você digitou continua aqui.',
  'responsible.error.unknownCollaborator':
    'A plataforma não encontrou este e-mail entre os colaboradores da conta (ou não encontrou o pedido). Confira o e-mail.',
  'responsible.error.rejected': 'A plataforma recusou este e-mail: {reason}',
  'responsible.error.budgetAt':
    'O Painel já usou a cota de chamadas à plataforma desta hora. A troca cabe de novo às {time} ({relative}): confirme de novo a partir desse horário.',
  'responsible.error.budget':
    'O Painel já usou a cota de chamadas à plataforma desta hora. Confirme de novo em alguns minutos.',
  'responsible.error.circuit':
    'O acesso à plataforma está pausado depois de um aviso de excesso de chamadas. Confirme de novo quando um administrador disser que a plataforma reativou a conta.',
  'responsible.error.inProgress':
    'A sua confirmação anterior ainda está em andamento. Aguarde alguns segundos e confira o responsável antes de confirmar de novo.',
  'responsible.error.uncertain':
    'A plataforma não respondeu a tempo ou respondeu de um jeito ilegível: a troca pode ter sido feita. Confira o histórico em um minuto; confirmar de novo é seguro, pois indica a mesma pessoa.',
  'responsible.error.unavailable':
    'A plataforma está indisponível no momento. Confirme de novo em alguns minutos.',
  'responsible.error.unauthorized':
    'A plataforma recusou o acesso do Painel. Confirme de novo depois que um administrador conferir a conexão com a plataforma.',
  'responsible.error.notConfigured':
    'Este Painel não está ligado à plataforma, então a troca não pode ser feita.',
  'responsible.error.forbidden': 'Seu papel não permite trocar o responsável. Peça a um administrador.',
  'responsible.error.sessionEnded': 'Sua sessão terminou. Entre de novo e confirme a troca.',
  'responsible.error.status':
    'O servidor respondeu com o erro {status}. Confirme de novo em alguns instantes.',
  'responsible.error.unreachable':
    'Não foi possível falar com o servidor. Verifique sua conexão e confirme de novo.',
} satisfies Dictionary;

export const responsibleEn: TranslationOf<typeof responsiblePtBR> = {
  'responsible.change': 'Change responsible',
  'responsible.form.label': 'Change the responsible',
  'responsible.form.loading': 'Loading the form…',
  'responsible.email.label': "New responsible's e-mail",
  'responsible.email.description':
    "Pick a collaborator Painel already knows or type the e-mail of a collaborator of the platform's account.",
  'responsible.email.invalid': 'Enter a valid e-mail, such as ana@example.com.',
  'responsible.email.tooLong': 'The e-mail may have at most 254 characters.',
  'responsible.email.same': '{email} is already the responsible.',
  'responsible.suggestions.unavailable':
    'Collaborator suggestions could not be loaded; type the whole e-mail.',
  'responsible.continue': 'Continue',
  'responsible.cancel': 'Cancel',
  'responsible.back': 'Back',
  'responsible.confirm.submit': 'Confirm the change',
  'responsible.confirm.order': 'Hand order {code} from {from} to {to}?',
  'responsible.confirm.budget': 'Hand budget {code} from {from} to {to}?',
  'responsible.confirm.orderFromNobody': 'Hand order {code}, which has no responsible today, to {to}?',
  'responsible.confirm.budgetFromNobody': 'Hand budget {code}, which has no responsible today, to {to}?',
  'responsible.confirm.sent': 'The change is sent to the platform as soon as you confirm.',
  'responsible.done':
    '{to} is now the responsible. The change shows in the history as soon as Painel records it.',

  'responsible.error.title': 'The change was not made',
  'responsible.error.rolledBack':
    'The responsible shown is the previous one again; what you typed is still here.',
  'responsible.error.unknownCollaborator':
    "The platform did not find this e-mail among the account's collaborators (or did not find the request). Check the e-mail.",
  'responsible.error.rejected': 'The platform refused this e-mail: {reason}',
  'responsible.error.budgetAt':
    "Painel has used this hour's budget of calls to the platform. The change fits again at {time} ({relative}): confirm again from then on.",
  'responsible.error.budget':
    "Painel has used this hour's budget of calls to the platform. Confirm again in a few minutes.",
  'responsible.error.circuit':
    'Access to the platform is paused after a too-many-calls answer. Confirm again once an administrator says the platform reactivated the account.',
  'responsible.error.inProgress':
    'Your previous confirmation is still running. Wait a few seconds and check the responsible before confirming again.',
  'responsible.error.uncertain':
    'The platform did not answer in time or answered unreadably: the change may have been made. Check the history in a minute; confirming again is safe, as it names the same person.',
  'responsible.error.unavailable':
    'The platform is unavailable at the moment. Confirm again in a few minutes.',
  'responsible.error.unauthorized':
    "The platform refused Painel's access. Confirm again after an administrator checks the connection to the platform.",
  'responsible.error.notConfigured':
    'This Painel is not connected to the platform, so the change cannot be made.',
  'responsible.error.forbidden': 'Your role does not allow changing the responsible. Ask an administrator.',
  'responsible.error.sessionEnded': 'Your session has ended. Sign in again and confirm the change.',
  'responsible.error.status': 'The server answered with error {status}. Confirm again in a few moments.',
  'responsible.error.unreachable':
    'Painel could not reach the server. Check your connection and confirm again.',
};
