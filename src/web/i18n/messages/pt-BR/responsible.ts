import type { Dictionary } from '../../dictionary';

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
    'O limite de chamadas à plataforma desta hora acabou. A troca cabe de novo às {time} ({relative}): confirme de novo a partir desse horário.',
  'responsible.error.budget':
    'O limite de chamadas à plataforma desta hora acabou. Confirme de novo em alguns minutos.',
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
