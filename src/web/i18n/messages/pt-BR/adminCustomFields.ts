import type { Dictionary } from '../../dictionary';

/** The admin's Custom fields page, and how every screen names a custom field (ADR 060). */
export const adminCustomFieldsPtBR = {
  'adminCustomFields.title': 'Campos personalizados',
  'adminCustomFields.intro':
    'Os campos que a sua empresa criou na plataforma do fornecedor chegam só com um código. Dê a cada um o nome que a equipe usa e diga como o valor deve aparecer: no detalhe dos pedidos, no histórico e nas exportações.',
  'adminCustomFields.loading': 'Carregando os campos…',
  'adminCustomFields.empty.title': 'Nenhum campo personalizado ainda',
  'adminCustomFields.empty.body':
    'Quando pedidos ou orçamentos trouxerem campos personalizados, eles aparecem aqui para receber um nome.',
  'adminCustomFields.error.load': 'Não foi possível carregar os campos',
  'adminCustomFields.summary': {
    one: '{count} campo, {unnamed} sem nome',
    other: '{count} campos, {unnamed} sem nome',
  },

  'adminCustomFields.table.caption':
    'Campos personalizados, com o nome dado e quantos pedidos e orçamentos os trazem',
  'adminCustomFields.column.field': 'Campo',
  'adminCustomFields.column.format': 'Valor aparece como',
  'adminCustomFields.column.requests': 'Trazido por',
  'adminCustomFields.column.samples': 'Valores frequentes',
  'adminCustomFields.column.actions': 'Ações',
  'adminCustomFields.notNamed': 'Sem nome ainda',
  'adminCustomFields.requests': {
    '=0': 'Nenhum pedido ou orçamento',
    one: '{count} pedido ou orçamento',
    other: '{count} pedidos e orçamentos',
  },
  'adminCustomFields.noSamples': 'Nenhum valor',
  'adminCustomFields.name': 'Dar nome',
  'adminCustomFields.rename': 'Editar',
  'adminCustomFields.nameFor': 'Dar nome ao campo {key}',
  'adminCustomFields.renameFor': 'Editar o campo {key}',

  'adminCustomFields.format.auto': 'Como o fornecedor envia: {format}',
  'adminCustomFields.format.text': 'Texto',
  'adminCustomFields.format.number': 'Número',
  'adminCustomFields.format.money': 'Dinheiro (R$)',
  'adminCustomFields.format.date': 'Data',
  'adminCustomFields.format.yesNo': 'Sim ou não',

  'adminCustomFields.dialog.title': 'Campo {key}',
  'adminCustomFields.field.name': 'Nome',
  'adminCustomFields.field.nameHint': 'Como a equipe chama este campo (por exemplo, “Origem do cliente”).',
  'adminCustomFields.field.nameEn': 'Nome em inglês (opcional)',
  'adminCustomFields.field.nameEnHint': 'Para quem usa o Painel em inglês; sem ele, vale o nome acima.',
  'adminCustomFields.field.format': 'O valor aparece como',
  'adminCustomFields.error.name': 'Informe um nome de 1 a 80 caracteres.',
  'adminCustomFields.error.optionName': 'Informe o nome em português (até 80 caracteres).',
  'adminCustomFields.options.title': 'Nomes das opções',
  'adminCustomFields.options.hint':
    'A plataforma envia só o número de cada opção escolhida. Dê a cada uma o nome que a equipe usa; uma opção sem nome aparece pelo número.',
  'adminCustomFields.options.value': 'Opção',
  'adminCustomFields.options.name': 'Nome',
  'adminCustomFields.options.nameEn': 'Em inglês (opcional)',
  'adminCustomFields.options.nameFor': 'Nome da opção {value}',
  'adminCustomFields.options.nameEnFor': 'Nome em inglês da opção {value}',
  'adminCustomFields.preview': 'Assim aparece: {values}',
  'adminCustomFields.save': 'Salvar',
  'adminCustomFields.saveFailed': 'Não foi possível salvar o nome',
  'adminCustomFields.forget': 'Tirar o nome',
  'adminCustomFields.forgetFailed': 'Não foi possível tirar o nome',
  'adminCustomFields.notice.saved': 'Campo {key} agora se chama “{name}”.',
  'adminCustomFields.notice.forgotten': 'Campo {key} voltou a aparecer pelo código.',

  'customFields.unnamed': 'sem nome',
  'customFields.unnamedHint':
    'Código do campo como chega do fornecedor: um administrador ainda não lhe deu nome.',
  'customFields.unnamedKey': '{key} (sem nome)',
  'customFields.history.changed': '{field}: {from} → {to}',
  'customFields.history.reordered': 'ordem dos campos alterada',
} satisfies Dictionary;
