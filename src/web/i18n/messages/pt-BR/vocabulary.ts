import type { Dictionary } from '../../dictionary';

/**
 * The sentences of the shared vocabulary (src/web/lib/vocabulary): absent values, lists, product
 * moves and who made a change. Field labels and documented values are words the exports need too,
 * so they live in src/contract/labels.
 */
export const vocabularyPtBR = {
  'vocabulary.yes': 'sim',
  'vocabulary.no': 'não',
  'vocabulary.absent': 'não informado',
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
  'vocabulary.products.noun.other': { one: 'produto', other: 'produtos' },
  'vocabulary.products.added': { one: '{count} {noun} adicionado', other: '{count} {noun} adicionados' },
  'vocabulary.products.removed': { one: '{count} {noun} removido', other: '{count} {noun} removidos' },
  'vocabulary.products.changed': '{product}: {field} {from} → {to}',
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

  'vocabulary.technicalDetail': 'Detalhe técnico',
  'vocabulary.onlyBookkeeping':
    'Nada que uma pessoa mudou: o fornecedor só anotou que o Painel leu este registro pela API.',
} satisfies Dictionary;
