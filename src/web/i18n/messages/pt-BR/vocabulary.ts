import type { Dictionary } from '../../dictionary';

/**
 * The sentences of the shared vocabulary (src/web/lib/vocabulary): absent values, lists, product
 * moves and who made a change. Field labels and documented values are words the exports need too,
 * so they live in src/contract/labels.
 */
export const vocabularyPtBR = {
  'vocabulary.yes': 'sim',
  'vocabulary.no': 'não',
  'vocabulary.absent': 'sem informação',
  'vocabulary.unrecognized': '{value} (valor não reconhecido)',
  'vocabulary.unrecognizedHint': 'valor não reconhecido',
  'vocabulary.unrecognizedKey': '{key} (campo não reconhecido)',
  'vocabulary.changedTo': 'mudou para',
  'vocabulary.items': { one: '{count} item', other: '{count} itens' },

  'vocabulary.products.noun.module': { one: 'módulo', other: 'módulos' },
  'vocabulary.products.noun.inverter': { one: 'inversor', other: 'inversores' },
  'vocabulary.products.noun.stringBox': { one: 'string box', other: 'string boxes' },
  'vocabulary.products.noun.complementaryEquipment': {
    one: 'equipamento complementar',
    other: 'equipamentos complementares',
  },
  'vocabulary.products.noun.extraItem': { one: 'item extra', other: 'itens extras' },
  'vocabulary.products.noun.battery': { one: 'bateria', other: 'baterias' },
  'vocabulary.products.noun.other': { one: 'produto', other: 'produtos' },
  'vocabulary.products.added': 'Inclusão de {count} {noun}',
  'vocabulary.products.removed': 'Retirada de {count} {noun}',
  'vocabulary.products.changedCount': { one: '1 produto alterado', other: '{count} produtos alterados' },
  'vocabulary.products.changed': '{product}, {changes}',
  'vocabulary.products.attribute': '{field} {from} → {to}',
  'vocabulary.products.filled': '{field}: {value}',
  'vocabulary.products.cleared': 'sem {field}',
  'vocabulary.products.reordered': 'ordem dos produtos alterada',

  'vocabulary.actor.person': '{name}, no Painel',
  'vocabulary.actor.write': 'alguém, no Painel',
  'vocabulary.actor.webhook': 'Plataforma do fornecedor',
  'vocabulary.actor.reconcile': 'Plataforma do fornecedor',
  'vocabulary.actor.backfill': 'Plataforma do fornecedor',
  'vocabulary.actor.refresh': 'Plataforma do fornecedor',

  'vocabulary.filledIn.vendor': {
    one: 'Dados completos recebidos do fornecedor ({count} campo)',
    other: 'Dados completos recebidos do fornecedor ({count} campos)',
  },
  'vocabulary.filledIn.painel': {
    one: '{count} campo preenchido no Painel',
    other: '{count} campos preenchidos no Painel',
  },

  'vocabulary.sentence.changed': '{actor} mudou {field} de {from} para {to}',
  'vocabulary.sentence.field.responsible': 'o responsável',
  'vocabulary.sentence.field.dealStatus': 'o status',
  'vocabulary.sentence.field.paymentStatus': 'a situação do pagamento',
  'vocabulary.sentence.field.paymentType': 'a forma de pagamento',
  'vocabulary.sentence.field.name': 'o nome',
  'vocabulary.sentence.field.finalValue': 'o valor final',
  'vocabulary.sentence.field.discount': 'o desconto',
  'vocabulary.sentence.field.stockStatus': 'o estoque',

  'vocabulary.technicalDetail': 'Detalhe técnico',
  'vocabulary.onlyBookkeeping':
    'Nada que uma pessoa mudou: a plataforma só anotou que o Painel consultou este registro.',
} satisfies Dictionary;
