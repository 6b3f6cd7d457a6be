import type { Dictionary } from '../../dictionary';

/** Sign-in, the signed-in person and their roles. */
export const authPtBR = {
  'auth.login.title': 'Entrar',
  'auth.login.email': 'E-mail',
  'auth.login.password': 'Senha',
  'auth.login.submit': 'Entrar',
  'auth.login.failed': 'Não foi possível entrar',
  'auth.login.wrongCredentials': 'E-mail ou senha incorretos. Confira e tente de novo.',
  'auth.login.throttled': 'Muitas tentativas seguidas.',
  'auth.signOut': 'Sair',
  'auth.signOutAs': 'Sair ({name})',
  'auth.signOutFailed': 'Não foi possível sair agora. Tente de novo.',
  'auth.device': 'Dispositivo de painel',
  'auth.noRole': 'Sem papel atribuído',
  'auth.role.viewer': 'Leitura',
  'auth.role.sales': 'Vendas',
  'auth.role.finance': 'Financeiro',
  'auth.role.admin': 'Administração',
  'auth.account': 'Minha conta',
  'auth.secondStep.title': 'Código de verificação',
  'auth.secondStep.intro':
    'Abra o aplicativo autenticador no seu celular e digite o código de 6 dígitos que ele mostra para o Painel.',
  'auth.secondStep.code': 'Código do aplicativo',
  'auth.secondStep.recoveryIntro':
    'Digite um dos códigos de recuperação que você guardou ao ativar a verificação em duas etapas. Cada código vale uma vez só.',
  'auth.secondStep.recoveryCode': 'Código de recuperação',
  'auth.secondStep.useRecovery': 'Estou sem o celular: usar um código de recuperação',
  'auth.secondStep.useApp': 'Usar o código do aplicativo',
  'auth.secondStep.submit': 'Confirmar',
  'auth.secondStep.wrongCode':
    'Código incorreto ou já usado. Espere o próximo código no aplicativo e tente de novo.',
  'auth.secondStep.wrongRecovery': 'Código de recuperação incorreto ou já usado.',
  'auth.secondStep.expired': 'Esta entrada expirou. Digite seu e-mail e sua senha de novo.',
  'auth.secondStep.startOver': 'Voltar ao e-mail e senha',
  'auth.enrol.title': 'Ative a verificação em duas etapas',
  'auth.enrol.intro':
    'Seu papel no Painel exige um segundo passo ao entrar: além da senha, uma chave de acesso do seu aparelho ou um código do aplicativo autenticador do celular. Escolha um agora para continuar.',
  'auth.totp.start': 'Ativar com um aplicativo autenticador',
  'auth.totp.scan':
    'No celular, abra um aplicativo autenticador (como Google Authenticator ou Microsoft Authenticator), toque em adicionar conta e aponte a câmera para este código.',
  'auth.totp.qrAlt': 'Código QR que adiciona o Painel ao aplicativo autenticador',
  'auth.totp.manual': 'Sem câmera? Digite esta chave no aplicativo:',
  'auth.totp.code': 'Código de 6 dígitos que o aplicativo mostra',
  'auth.totp.confirm': 'Confirmar e ativar',
  'auth.totp.wrongCode': 'Esse código não confere. Digite o código que o aplicativo mostra agora.',
  'auth.totp.failed': 'Não foi possível ativar',
  'auth.recovery.title': 'Guarde seus códigos de recuperação',
  'auth.recovery.intro':
    'Se perder o celular, entre com um destes códigos no lugar do código do aplicativo. Cada um vale uma vez. Eles não serão mostrados de novo: imprima ou guarde num lugar seguro.',
  'auth.recovery.listLabel': 'Códigos de recuperação',
  'auth.recovery.copy': 'Copiar os códigos',
  'auth.recovery.copied': 'Códigos copiados',
  'auth.recovery.done': 'Já guardei os códigos',
  'auth.login.or': 'ou',
  'auth.passkey.signIn': 'Entrar com chave de acesso',
  'auth.passkey.failed': 'A chave de acesso não funcionou',
  'auth.passkey.error.unsupported':
    'Este navegador não permite usar chaves de acesso. Use um Chrome, Edge, Safari ou Firefox atualizado.',
  'auth.passkey.error.cancelled':
    'Nenhuma chave de acesso foi usada: o pedido foi cancelado, o tempo acabou ou este aparelho não tem uma chave sua do Painel.',
  'auth.passkey.error.already-added': 'Este aparelho já tem uma chave de acesso sua no Painel.',
  'auth.passkey.error.not-recognised':
    'Esta chave de acesso não foi reconhecida pelo Painel. Entre com e-mail e senha.',
  'auth.passkey.error.other': 'Não foi possível usar a chave de acesso. Tente de novo.',
  'auth.secondStep.usePasskey': 'Usar uma chave de acesso',
  'auth.secondStep.passkeyTitle': 'Confirme que é você',
  'auth.secondStep.passkeyIntro':
    'Use a chave de acesso do seu aparelho: a digital, o rosto ou o PIN que você usa para desbloqueá-lo.',
  'auth.enrol.passkeyTitle': 'Com uma chave de acesso',
  'auth.enrol.appTitle': 'Com um aplicativo autenticador',
  'auth.passkey.addIntro':
    'Dê um nome que ajude a reconhecer o aparelho. Depois, o navegador pede a sua digital, rosto ou PIN.',
  'auth.passkey.name': 'Nome da chave',
  'auth.passkey.nameHint': 'Por exemplo, “Notebook do trabalho” ou “Meu celular”.',
  'auth.passkey.addFailed': 'A chave de acesso não foi adicionada',
  'auth.passkey.add': 'Adicionar chave de acesso',
  'auth.passkey.defaultName': '{browser} no {os}',
  'auth.passkey.defaultNameFallback': 'Meu aparelho',
  'auth.sso.signIn': 'Entrar com {name}',
  'auth.sso.required': 'Este e-mail entra pela conta da empresa. Use o botão “Entrar com {name}”.',
  'auth.sso.refused': 'Não foi possível entrar com a conta da empresa',
  'auth.sso.refused.expired': 'O tempo para entrar acabou ou o link já tinha sido usado. Tente de novo.',
  'auth.sso.refused.cancelled': 'A entrada foi cancelada ou recusada na conta da empresa. Tente de novo.',
  'auth.sso.refused.unavailable':
    'O serviço de contas da empresa não respondeu. Tente de novo em alguns minutos.',
  'auth.sso.refused.unverified':
    'Seu e-mail ainda não está confirmado na conta da empresa. Fale com quem cuida das contas da empresa.',
  'auth.sso.refused.domain':
    'Este e-mail não é de uma empresa que usa o Painel. Entre com o e-mail do trabalho.',
  'auth.sso.refused.no-role':
    'Sua conta da empresa ainda não tem acesso ao Painel. Peça acesso a um administrador.',
  'auth.sso.refused.no-account':
    'Você ainda não tem conta no Painel. Peça a um administrador que crie a sua.',
  'auth.sso.refused.linked':
    'Este e-mail já está ligado a outra conta da empresa. Fale com um administrador.',
  'auth.sso.refused.disabled': 'Sua conta no Painel está desativada. Fale com um administrador.',
} satisfies Dictionary;
