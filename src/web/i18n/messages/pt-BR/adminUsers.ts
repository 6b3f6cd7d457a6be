import type { Dictionary } from '../../dictionary';

/** The admin's Users page: accounts, roles, passwords and live sessions. */
export const adminUsersPtBR = {
  'adminUsers.title': 'Usuários',
  'adminUsers.intro':
    'Quem pode entrar no Painel e o que pode fazer. Mudar os papéis, desativar a conta ou definir uma nova senha encerra as sessões da pessoa.',
  'adminUsers.loading': 'Carregando os usuários…',
  'adminUsers.dismiss': 'Fechar o aviso',
  'adminUsers.failed': 'Não foi possível concluir',
  'adminUsers.cancel': 'Cancelar',
  'adminUsers.close': 'Fechar',
  'adminUsers.you': 'você',

  'adminUsers.table.caption': 'Contas do Painel, com papéis, situação e sessões ativas',
  'adminUsers.column.person': 'Pessoa',
  'adminUsers.column.roles': 'Papéis',
  'adminUsers.column.status': 'Situação',
  'adminUsers.column.lastSignIn': 'Último acesso',
  'adminUsers.column.sessions': 'Sessões ativas',
  'adminUsers.column.actions': 'Ações',
  'adminUsers.status.active': 'Ativa',
  'adminUsers.status.disabled': 'Desativada',
  'adminUsers.status.demo': 'Demonstração',
  'adminUsers.status.demoHint': 'Conta de demonstração: só funciona no modo sandbox.',
  'adminUsers.neverSignedIn': 'Nunca entrou',
  'adminUsers.actions': 'Ações',
  'adminUsers.actionsFor': 'Ações para {name}',
  'adminUsers.action.edit': 'Editar nome e papéis',
  'adminUsers.action.password': 'Definir nova senha',
  'adminUsers.action.endSessions': 'Encerrar todas as sessões',
  'adminUsers.action.disable': 'Desativar a conta',
  'adminUsers.action.enable': 'Reativar a conta',

  'adminUsers.field.email': 'E-mail',
  'adminUsers.field.name': 'Nome',
  'adminUsers.field.nameHint': 'Opcional; sem nome, o Painel mostra o e-mail.',
  'adminUsers.field.roles': 'Papéis',
  'adminUsers.field.rolesHint': 'Marque ao menos um. A pessoa pode ter vários.',
  'adminUsers.field.initialPassword': 'Senha inicial',
  'adminUsers.field.newPassword': 'Nova senha',
  'adminUsers.role.viewer.description': 'Consulta pedidos, orçamentos e quadros.',
  'adminUsers.role.sales.description': 'Também troca o responsável de um pedido ou orçamento.',
  'adminUsers.role.finance.description': 'Também atualiza pagamentos e anexa comprovantes.',
  'adminUsers.role.admin.description': 'Tudo, mais usuários, painéis de parede e controles do sistema.',
  'adminUsers.password.rules':
    'De 12 a 128 caracteres, sem outras regras: uma frase longa é melhor que uma senha curta cheia de símbolos. Passe-a à pessoa por um canal seguro.',

  'adminUsers.error.load': 'Não foi possível carregar os usuários',
  'adminUsers.error.email': 'Informe um endereço de e-mail válido.',
  'adminUsers.error.emailTaken': 'Já existe uma conta com este e-mail.',
  'adminUsers.error.name': 'Use no máximo 120 caracteres.',
  'adminUsers.error.roles': 'Marque ao menos um papel.',
  'adminUsers.error.password': 'A senha precisa ter de 12 a 128 caracteres.',
  'adminUsers.error.lastAdmin':
    'Esta é a última conta de administração ativa. Dê o papel de administração a outra pessoa antes.',
  'adminUsers.error.userNotFound': 'Esta conta não existe mais. Recarregue a lista.',

  'adminUsers.create.open': 'Novo usuário',
  'adminUsers.create.title': 'Novo usuário',
  'adminUsers.create.submit': 'Criar usuário',
  'adminUsers.create.failed': 'Não foi possível criar o usuário',

  'adminUsers.edit.title': 'Editar {email}',
  'adminUsers.edit.submit': 'Salvar',
  'adminUsers.edit.rolesEndSessions':
    'Se os papéis mudarem, todas as sessões desta pessoa terminam e ela precisa entrar de novo.',
  'adminUsers.edit.rolesEndOwnSessions':
    'Esta é a sua conta: se os papéis mudarem, a sua sessão termina e você precisa entrar de novo.',

  'adminUsers.password.title': 'Nova senha para {email}',
  'adminUsers.password.submit': 'Definir senha',
  'adminUsers.password.endsSessions':
    'Todas as sessões desta pessoa terminam e um eventual bloqueio por tentativas é liberado.',
  'adminUsers.password.endsOwnSessions':
    'Esta é a sua conta: a sua sessão termina e você precisa entrar de novo.',

  'adminUsers.disable.title': 'Desativar {email}?',
  'adminUsers.disable.confirm': 'Desativar',
  'adminUsers.disable.body': {
    '=0': 'A pessoa não poderá mais entrar. Você pode reativar a conta depois.',
    one: 'A pessoa não poderá mais entrar, e a sua sessão ativa termina agora. Você pode reativar a conta depois.',
    other:
      'A pessoa não poderá mais entrar, e as suas {count} sessões ativas terminam agora. Você pode reativar a conta depois.',
  },
  'adminUsers.disable.self': 'Esta é a sua conta: você sairá do Painel agora.',
  'adminUsers.enable.title': 'Reativar {email}?',
  'adminUsers.enable.confirm': 'Reativar',
  'adminUsers.enable.body': 'A pessoa poderá entrar de novo com a senha que já tinha.',

  'adminUsers.endSessions.title': 'Encerrar as sessões de {email}?',
  'adminUsers.endSessions.confirm': 'Encerrar sessões',
  'adminUsers.endSessions.body': {
    '=0': 'A pessoa não tem sessões ativas agora.',
    one: 'A sessão ativa desta pessoa termina agora, em qualquer navegador. Ela pode entrar de novo com a sua senha.',
    other:
      'As {count} sessões ativas desta pessoa terminam agora, em qualquer navegador. Ela pode entrar de novo com a sua senha.',
  },
  'adminUsers.endSessions.self': 'Esta é a sua conta: esta sessão também termina.',

  'adminUsers.sessions.title': 'Sessões ativas',
  'adminUsers.sessions.intro': 'Quem está conectado agora, pessoas e painéis de parede.',
  'adminUsers.sessions.loading': 'Carregando as sessões…',
  'adminUsers.sessions.error': 'Não foi possível carregar as sessões',
  'adminUsers.sessions.empty': 'Nenhuma sessão ativa.',
  'adminUsers.sessions.caption': 'Sessões ativas de pessoas e painéis de parede',
  'adminUsers.sessions.unknown': 'Sessão sem dono conhecido',
  'adminUsers.sessions.column.who': 'Quem',
  'adminUsers.sessions.column.address': 'Endereço IP',
  'adminUsers.sessions.column.browser': 'Navegador',
  'adminUsers.sessions.column.started': 'Início',
  'adminUsers.sessions.column.lastSeen': 'Última atividade',
  'adminUsers.sessions.column.expires': 'Termina até',
  'adminUsers.sessions.kind.user': 'Pessoa',
  'adminUsers.sessions.kind.device': 'Painel de parede',
  'adminUsers.sessions.current': 'Esta sessão',
  'adminUsers.sessions.end': 'Encerrar',
  'adminUsers.sessions.endFor': 'Encerrar a sessão de {session}',
  'adminUsers.sessions.named': '{who} iniciada em {since}',
  'adminUsers.sessions.endTitle': 'Encerrar a sessão de {who}?',
  'adminUsers.sessions.endBody.user': 'O navegador desta sessão volta para a tela de entrada.',
  'adminUsers.sessions.endBody.device':
    'O painel de parede deixa de mostrar os quadros até ser cadastrado de novo com um novo código.',
  'adminUsers.sessions.notFound': 'Esta sessão já tinha terminado.',
  'adminUsers.sessions.agent.show': 'Ver a identificação completa',
  'adminUsers.sessions.agent.hide': 'Ocultar a identificação',
  'adminUsers.sessions.agent.of': 'da sessão de {session}',

  'adminUsers.client.full': '{browser} {version} no {os}',
  'adminUsers.client.browserOs': '{browser} no {os}',
  'adminUsers.client.browserVersion': '{browser} {version}',
  'adminUsers.client.osOnly': 'Navegador não identificado no {os}',
  'adminUsers.client.unknown': 'Navegador não identificado',

  'adminUsers.notice.created': 'Conta de {email} criada. Passe a senha inicial à pessoa por um canal seguro.',
  'adminUsers.notice.saved': 'Alterações de {email} salvas.',
  'adminUsers.notice.rolesChanged': 'Papéis de {email} alterados; as sessões da pessoa terminaram.',
  'adminUsers.notice.disabled': 'Conta de {email} desativada; as sessões da pessoa terminaram.',
  'adminUsers.notice.enabled': 'Conta de {email} reativada.',
  'adminUsers.notice.passwordSet': 'Nova senha de {email} definida; as sessões da pessoa terminaram.',
  'adminUsers.notice.sessionsEnded': {
    '=0': '{email} não tinha sessões ativas.',
    one: '{count} sessão de {email} encerrada.',
    other: '{count} sessões de {email} encerradas.',
  },
  'adminUsers.notice.sessionEnded': 'Sessão de {who} encerrada.',
} satisfies Dictionary;
