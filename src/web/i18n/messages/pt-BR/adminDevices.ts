import type { Dictionary } from '../../dictionary';

/** The admin's Wallboards page: issuing devices, their one-time enrolment codes, revoking them. */
export const adminDevicesPtBR = {
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
