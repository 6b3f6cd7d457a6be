import type { Dictionary, TranslationOf } from '../dictionary';

/** The admin's Wallboards page: issuing devices, their one-time enrolment codes, revoking them. */
export const adminDevicesPtBR = {
  'adminDevices.nav': 'Painéis de parede',
  'adminDevices.title': 'Painéis de parede',
  'adminDevices.intro':
    'Telas que mostram os quadros sem uma pessoa conectada. Cada uma entra uma vez com um código de uso único e depois só lê.',
  'adminDevices.loading': 'Carregando os painéis…',
  'adminDevices.empty.title': 'Nenhum painel de parede ainda',
  'adminDevices.empty.body': 'Cadastre um painel para gerar o código com que a tela entra no Painel.',

  'adminDevices.table.caption': 'Painéis de parede, com situação e última atividade',
  'adminDevices.column.name': 'Painel',
  'adminDevices.column.state': 'Situação',
  'adminDevices.column.since': 'Quando',
  'adminDevices.column.lastSeen': 'Visto por último',
  'adminDevices.column.actions': 'Ações',
  'adminDevices.issuedAt': 'Criado em',
  'adminDevices.neverSeen': 'Nunca',
  'adminDevices.state.awaiting': 'Aguardando cadastro',
  'adminDevices.state.expired': 'Código expirado',
  'adminDevices.state.enrolled': 'Cadastrado',
  'adminDevices.state.revoked': 'Revogado',
  'adminDevices.moment.codeValidUntil': 'Código vale até',
  'adminDevices.moment.codeExpiredAt': 'Código expirou em',
  'adminDevices.moment.enrolledAt': 'Cadastrado em',
  'adminDevices.moment.revokedAt': 'Revogado em',
  'adminDevices.reissue': 'Novo código',
  'adminDevices.reissueFor': 'Novo código para {name}',
  'adminDevices.revoke': 'Revogar',
  'adminDevices.revokeFor': 'Revogar {name}',

  'adminDevices.field.name': 'Nome do painel',
  'adminDevices.field.nameHint':
    'Onde a tela fica, para reconhecê-la depois (por exemplo, “TV da expedição”).',
  'adminDevices.error.name': 'Informe um nome de 1 a 80 caracteres.',
  'adminDevices.error.load': 'Não foi possível carregar os painéis',
  'adminDevices.error.notFound': 'Este painel não existe mais ou já foi revogado. Recarregue a lista.',

  'adminDevices.issue.open': 'Cadastrar painel',
  'adminDevices.issue.title': 'Cadastrar painel de parede',
  'adminDevices.issue.submit': 'Gerar código',
  'adminDevices.issue.failed': 'Não foi possível cadastrar o painel',

  'adminDevices.code.title': 'Código de cadastro de {name}',
  'adminDevices.code.onceTitle': 'Copie agora: o código aparece só esta vez',
  'adminDevices.code.onceBody':
    'O Painel guarda apenas uma impressão do código e não consegue mostrá-lo de novo. Se ele se perder, gere um novo.',
  'adminDevices.code.howTo':
    'Abra o endereço abaixo no navegador da tela de parede. Não o abra neste computador: ele passaria a ser o painel e a sua sessão terminaria.',
  'adminDevices.code.url': 'Endereço de cadastro',
  'adminDevices.code.code': 'Código',
  'adminDevices.code.codeHint': 'O mesmo código que vai no endereço, caso a tela peça para digitá-lo.',
  'adminDevices.code.expires': 'Vale uma vez, até {time}.',
  'adminDevices.code.done': 'Pronto, já copiei',
  'adminDevices.copy': 'Copiar {label}',
  'adminDevices.copyShort': 'Copiar',
  'adminDevices.copiedShort': 'Copiado',
  'adminDevices.copied': '{label} copiado',

  'adminDevices.reissueConfirm.title': 'Gerar um novo código para {name}?',
  'adminDevices.reissueConfirm.confirm': 'Gerar novo código',
  'adminDevices.reissueConfirm.body': 'O código anterior deixa de valer.',
  'adminDevices.reissueConfirm.bodyEnrolled':
    'A tela perde a sessão agora e fica sem os quadros até entrar com o novo código.',

  'adminDevices.revokeConfirm.title': 'Revogar {name}?',
  'adminDevices.revokeConfirm.confirm': 'Revogar',
  'adminDevices.revokeConfirm.body':
    'A tela perde o acesso agora e para sempre. Para usá-la de novo, cadastre-a como um novo painel.',

  'adminDevices.notice.issued': 'Painel {name} aguardando cadastro.',
  'adminDevices.notice.revoked': 'Painel {name} revogado.',
} satisfies Dictionary;

export const adminDevicesEn: TranslationOf<typeof adminDevicesPtBR> = {
  'adminDevices.nav': 'Wallboards',
  'adminDevices.title': 'Wallboards',
  'adminDevices.intro':
    'Screens that show the boards without anyone signed in. Each one enrols once with a one-time code and then only reads.',
  'adminDevices.loading': 'Loading the wallboards…',
  'adminDevices.empty.title': 'No wallboards yet',
  'adminDevices.empty.body': 'Add a wallboard to get the code its screen signs in with.',

  'adminDevices.table.caption': 'Wallboards, with state and last activity',
  'adminDevices.column.name': 'Wallboard',
  'adminDevices.column.state': 'State',
  'adminDevices.column.since': 'When',
  'adminDevices.column.lastSeen': 'Last seen',
  'adminDevices.column.actions': 'Actions',
  'adminDevices.issuedAt': 'Created',
  'adminDevices.neverSeen': 'Never',
  'adminDevices.state.awaiting': 'Awaiting enrolment',
  'adminDevices.state.expired': 'Code expired',
  'adminDevices.state.enrolled': 'Enrolled',
  'adminDevices.state.revoked': 'Revoked',
  'adminDevices.moment.codeValidUntil': 'Code valid until',
  'adminDevices.moment.codeExpiredAt': 'Code expired',
  'adminDevices.moment.enrolledAt': 'Enrolled',
  'adminDevices.moment.revokedAt': 'Revoked',
  'adminDevices.reissue': 'New code',
  'adminDevices.reissueFor': 'New code for {name}',
  'adminDevices.revoke': 'Revoke',
  'adminDevices.revokeFor': 'Revoke {name}',

  'adminDevices.field.name': 'Wallboard name',
  'adminDevices.field.nameHint':
    'Where the screen hangs, to recognise it later (for example, “Shipping TV”).',
  'adminDevices.error.name': 'Enter a name of 1 to 80 characters.',
  'adminDevices.error.load': 'The wallboards could not be loaded',
  'adminDevices.error.notFound': 'This wallboard no longer exists or was already revoked. Reload the list.',

  'adminDevices.issue.open': 'Add wallboard',
  'adminDevices.issue.title': 'Add a wallboard',
  'adminDevices.issue.submit': 'Get code',
  'adminDevices.issue.failed': 'The wallboard could not be added',

  'adminDevices.code.title': 'Enrolment code for {name}',
  'adminDevices.code.onceTitle': 'Copy it now: the code is shown only this once',
  'adminDevices.code.onceBody':
    'Painel keeps only a fingerprint of the code and cannot show it again. If it gets lost, issue a new one.',
  'adminDevices.code.howTo':
    "Open the address below in the wallboard screen's browser. Do not open it on this computer: it would become the wallboard and your session would end.",
  'adminDevices.code.url': 'Enrolment address',
  'adminDevices.code.code': 'Code',
  'adminDevices.code.codeHint':
    'The same code the address carries, in case the screen asks for it to be typed.',
  'adminDevices.code.expires': 'Works once, until {time}.',
  'adminDevices.code.done': 'Done, I copied it',
  'adminDevices.copy': 'Copy {label}',
  'adminDevices.copyShort': 'Copy',
  'adminDevices.copiedShort': 'Copied',
  'adminDevices.copied': '{label} copied',

  'adminDevices.reissueConfirm.title': 'Issue a new code for {name}?',
  'adminDevices.reissueConfirm.confirm': 'Issue new code',
  'adminDevices.reissueConfirm.body': 'The previous code stops working.',
  'adminDevices.reissueConfirm.bodyEnrolled':
    'The screen loses its session now and shows no boards until it enrols with the new code.',

  'adminDevices.revokeConfirm.title': 'Revoke {name}?',
  'adminDevices.revokeConfirm.confirm': 'Revoke',
  'adminDevices.revokeConfirm.body':
    'The screen loses access now and for good. To use it again, add it as a new wallboard.',

  'adminDevices.notice.issued': 'Wallboard {name} is awaiting enrolment.',
  'adminDevices.notice.revoked': 'Wallboard {name} was revoked.',
};
