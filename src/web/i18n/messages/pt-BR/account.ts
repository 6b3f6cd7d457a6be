import type { Dictionary } from '../../dictionary';

/** The signed-in person's own page: how they sign in (ADR 068). */
export const accountPtBR = {
  'account.title': 'Minha conta',
  'account.intro': 'Como você entra no Painel e o que protege sua conta.',
  'account.security.title': 'Verificação em duas etapas',
  'account.security.off': 'Desativada: hoje só a senha protege sua conta.',
  'account.security.passkeyOnly':
    'Ativada com chave de acesso: depois da senha, o Painel pede a sua chave. Você pode ativar também um aplicativo autenticador.',
  'account.security.on': 'Ativada: ao entrar, o Painel pede também um código do aplicativo autenticador.',
  'account.security.required':
    'Seu papel exige a verificação em duas etapas, por isso o aplicativo não pode ser removido.',
  'account.security.replaceCodes': 'Gerar novos códigos',
  'account.security.remove': 'Remover o aplicativo',
  'account.security.password': 'Sua senha',
  'account.security.passwordHint': 'Para confirmar que é você.',
  'account.security.wrongPassword': 'Senha incorreta.',
  'account.security.removeTitle': 'Remover o aplicativo autenticador?',
  'account.security.removeBody':
    'Depois disso, só a senha protegerá sua conta, e os códigos de recuperação deixam de valer.',
  'account.security.replaceTitle': 'Gerar novos códigos de recuperação?',
  'account.security.replaceBody': 'Os códigos de recuperação que você tem hoje deixam de valer.',
  'account.security.removed': 'Aplicativo autenticador removido.',
  'account.security.enabled': 'Verificação em duas etapas ativada.',
  'account.security.loadError': 'Não foi possível carregar a verificação em duas etapas',
  'account.cancel': 'Cancelar',
  'account.security.codesLeft': {
    '=0': 'Nenhum código de recuperação sem uso: gere novos.',
    one: '{count} código de recuperação sem uso.',
    other: '{count} códigos de recuperação sem uso.',
  },
  'account.security.badgeOn': 'Ativada',
  'account.security.badgeOff': 'Desativada',
  'account.passkeys.title': 'Chaves de acesso',
  'account.passkeys.intro':
    'Entre no Painel com a digital, o rosto ou o PIN do seu celular ou computador, sem digitar a senha. Cada aparelho guarda a sua chave.',
  'account.passkeys.none': 'Nenhuma chave de acesso ainda.',
  'account.passkeys.count': {
    one: '{count} chave',
    other: '{count} chaves',
  },
  'account.passkeys.added': 'Chave de acesso “{name}” adicionada.',
  'account.passkeys.created': 'Adicionada em',
  'account.passkeys.lastUsed': 'Último uso:',
  'account.passkeys.neverUsed': 'nunca',
  'account.passkeys.rename': 'Renomear',
  'account.passkeys.renameTitle': 'Renomear a chave de acesso',
  'account.passkeys.remove': 'Remover',
  'account.passkeys.removeTitle': 'Remover a chave de acesso?',
  'account.passkeys.removeBody':
    'A chave “{name}” deixa de abrir o Painel, e as sessões abertas com ela terminam (esta também, se foi aberta com ela). O aparelho pode continuar a mostrá-la: apague-a também nas configurações dele.',
  'account.passkeys.removed': 'Chave de acesso removida.',
  'account.passkeys.removedWithSessions': {
    one: 'Chave de acesso removida; a sessão aberta com ela em outro lugar terminou.',
    other: 'Chave de acesso removida; as {count} sessões abertas com ela em outros lugares terminaram.',
  },
  'account.passkeys.removedSignedOut':
    'Chave de acesso removida. Esta sessão tinha sido aberta com ela e terminou: entre de novo.',
  'account.passkeys.required':
    'Seu papel exige a verificação em duas etapas, e esta chave é a única que você tem: adicione outra ou ative o aplicativo antes de removê-la.',
  'account.passkeys.loadError': 'Não foi possível carregar suas chaves de acesso',
} satisfies Dictionary;
