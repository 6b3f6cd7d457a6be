import type { Dictionary, TranslationOf } from '../dictionary';

/** The admin's Users page: accounts, roles, passwords and live sessions. */
export const adminUsersPtBR = {
  'adminUsers.nav': 'Usuários',
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
  'adminUsers.sessions.endFor': 'Encerrar a sessão de {who}',
  'adminUsers.sessions.endTitle': 'Encerrar a sessão de {who}?',
  'adminUsers.sessions.endBody.user': 'O navegador desta sessão volta para a tela de entrada.',
  'adminUsers.sessions.endBody.device':
    'O painel de parede deixa de mostrar os quadros até ser cadastrado de novo com um novo código.',
  'adminUsers.sessions.notFound': 'Esta sessão já tinha terminado.',

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

export const adminUsersEn: TranslationOf<typeof adminUsersPtBR> = {
  'adminUsers.nav': 'Users',
  'adminUsers.title': 'Users',
  'adminUsers.intro':
    "Who may sign in to Painel and what they may do. Changing someone's roles, disabling their account or setting a new password ends their sessions.",
  'adminUsers.loading': 'Loading the users…',
  'adminUsers.dismiss': 'Dismiss the notice',
  'adminUsers.failed': 'Could not complete',
  'adminUsers.cancel': 'Cancel',
  'adminUsers.close': 'Close',
  'adminUsers.you': 'you',

  'adminUsers.table.caption': "Painel's accounts, with roles, status and live sessions",
  'adminUsers.column.person': 'Person',
  'adminUsers.column.roles': 'Roles',
  'adminUsers.column.status': 'Status',
  'adminUsers.column.lastSignIn': 'Last sign-in',
  'adminUsers.column.sessions': 'Live sessions',
  'adminUsers.column.actions': 'Actions',
  'adminUsers.status.active': 'Active',
  'adminUsers.status.disabled': 'Disabled',
  'adminUsers.status.demo': 'Demo',
  'adminUsers.status.demoHint': 'Demo account: works in sandbox mode only.',
  'adminUsers.neverSignedIn': 'Never signed in',
  'adminUsers.actions': 'Actions',
  'adminUsers.actionsFor': 'Actions for {name}',
  'adminUsers.action.edit': 'Edit name and roles',
  'adminUsers.action.password': 'Set a new password',
  'adminUsers.action.endSessions': 'End all sessions',
  'adminUsers.action.disable': 'Disable the account',
  'adminUsers.action.enable': 'Enable the account',

  'adminUsers.field.email': 'E-mail',
  'adminUsers.field.name': 'Name',
  'adminUsers.field.nameHint': 'Optional; without a name, Painel shows the e-mail.',
  'adminUsers.field.roles': 'Roles',
  'adminUsers.field.rolesHint': 'Tick at least one. A person may hold several.',
  'adminUsers.field.initialPassword': 'Initial password',
  'adminUsers.field.newPassword': 'New password',
  'adminUsers.role.viewer.description': 'Reads orders, budgets and boards.',
  'adminUsers.role.sales.description': 'Also changes who is responsible for a request.',
  'adminUsers.role.finance.description': 'Also updates payments and attaches receipts.',
  'adminUsers.role.admin.description': 'Everything, plus users, wallboards and system controls.',
  'adminUsers.password.rules':
    '12 to 128 characters, no other rules: a long phrase beats a short password full of symbols. Pass it on to the person over a safe channel.',

  'adminUsers.error.load': 'The users could not be loaded',
  'adminUsers.error.email': 'Enter a valid e-mail address.',
  'adminUsers.error.emailTaken': 'An account with this e-mail already exists.',
  'adminUsers.error.name': 'Use at most 120 characters.',
  'adminUsers.error.roles': 'Tick at least one role.',
  'adminUsers.error.password': 'The password needs 12 to 128 characters.',
  'adminUsers.error.lastAdmin':
    'This is the last enabled admin account. Give the admin role to someone else first.',
  'adminUsers.error.userNotFound': 'This account no longer exists. Reload the list.',

  'adminUsers.create.open': 'New user',
  'adminUsers.create.title': 'New user',
  'adminUsers.create.submit': 'Create user',
  'adminUsers.create.failed': 'The user could not be created',

  'adminUsers.edit.title': 'Edit {email}',
  'adminUsers.edit.submit': 'Save',
  'adminUsers.edit.rolesEndSessions':
    'If the roles change, every session of this person ends and they must sign in again.',
  'adminUsers.edit.rolesEndOwnSessions':
    'This is your own account: if the roles change, your session ends and you must sign in again.',

  'adminUsers.password.title': 'New password for {email}',
  'adminUsers.password.submit': 'Set password',
  'adminUsers.password.endsSessions': 'Every session of this person ends, and any sign-in lockout is lifted.',
  'adminUsers.password.endsOwnSessions':
    'This is your own account: your session ends and you must sign in again.',

  'adminUsers.disable.title': 'Disable {email}?',
  'adminUsers.disable.confirm': 'Disable',
  'adminUsers.disable.body': {
    '=0': 'The person will no longer be able to sign in. You can enable the account again later.',
    one: 'The person will no longer be able to sign in, and their live session ends now. You can enable the account again later.',
    other:
      'The person will no longer be able to sign in, and their {count} live sessions end now. You can enable the account again later.',
  },
  'adminUsers.disable.self': 'This is your own account: you will be signed out now.',
  'adminUsers.enable.title': 'Enable {email}?',
  'adminUsers.enable.confirm': 'Enable',
  'adminUsers.enable.body': 'The person will be able to sign in again with the password they had.',

  'adminUsers.endSessions.title': "End {email}'s sessions?",
  'adminUsers.endSessions.confirm': 'End sessions',
  'adminUsers.endSessions.body': {
    '=0': 'The person has no live sessions right now.',
    one: "This person's live session ends now, in any browser. They can sign in again with their password.",
    other:
      "This person's {count} live sessions end now, in any browser. They can sign in again with their password.",
  },
  'adminUsers.endSessions.self': 'This is your own account: this session ends too.',

  'adminUsers.sessions.title': 'Live sessions',
  'adminUsers.sessions.intro': 'Who is connected right now, people and wallboards.',
  'adminUsers.sessions.loading': 'Loading the sessions…',
  'adminUsers.sessions.error': 'The sessions could not be loaded',
  'adminUsers.sessions.empty': 'No live sessions.',
  'adminUsers.sessions.caption': 'Live sessions of people and wallboards',
  'adminUsers.sessions.unknown': 'Session of no known owner',
  'adminUsers.sessions.column.who': 'Who',
  'adminUsers.sessions.column.address': 'IP address',
  'adminUsers.sessions.column.browser': 'Browser',
  'adminUsers.sessions.column.started': 'Started',
  'adminUsers.sessions.column.lastSeen': 'Last activity',
  'adminUsers.sessions.column.expires': 'Ends by',
  'adminUsers.sessions.kind.user': 'Person',
  'adminUsers.sessions.kind.device': 'Wallboard',
  'adminUsers.sessions.current': 'This session',
  'adminUsers.sessions.end': 'End',
  'adminUsers.sessions.endFor': "End {who}'s session",
  'adminUsers.sessions.endTitle': "End {who}'s session?",
  'adminUsers.sessions.endBody.user': "This session's browser goes back to the sign-in page.",
  'adminUsers.sessions.endBody.device':
    'The wallboard stops showing boards until it is enrolled again with a new code.',
  'adminUsers.sessions.notFound': 'This session had already ended.',

  'adminUsers.notice.created':
    "{email}'s account was created. Pass the initial password on over a safe channel.",
  'adminUsers.notice.saved': "{email}'s changes were saved.",
  'adminUsers.notice.rolesChanged': "{email}'s roles were changed; their sessions ended.",
  'adminUsers.notice.disabled': "{email}'s account was disabled; their sessions ended.",
  'adminUsers.notice.enabled': "{email}'s account was enabled.",
  'adminUsers.notice.passwordSet': "{email}'s new password was set; their sessions ended.",
  'adminUsers.notice.sessionsEnded': {
    '=0': '{email} had no live sessions.',
    one: '{count} session of {email} was ended.',
    other: '{count} sessions of {email} were ended.',
  },
  'adminUsers.notice.sessionEnded': "{who}'s session was ended.",
};
