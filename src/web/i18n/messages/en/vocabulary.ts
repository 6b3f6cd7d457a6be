import type { TranslationOf } from '../../dictionary';
import type { vocabularyPtBR } from '../pt-BR/vocabulary';

/**
 * The sentences of the shared vocabulary (src/web/lib/vocabulary): absent values, lists, product
 * moves and who made a change. Field labels and documented values are words the exports need too,
 * so they live in src/contract/labels.
 */
export const vocabularyEn: TranslationOf<typeof vocabularyPtBR> = {
  'vocabulary.yes': 'yes',
  'vocabulary.no': 'no',
  'vocabulary.absent': 'not provided',
  'vocabulary.unrecognized': '{value} (unrecognised value)',
  'vocabulary.unrecognizedHint': 'unrecognised value',
  'vocabulary.unrecognizedKey': '{key} (unrecognised field)',
  'vocabulary.changedTo': 'changed to',
  'vocabulary.items': { one: '{count} item', other: '{count} items' },

  'vocabulary.products.noun.module': { one: 'module', other: 'modules' },
  'vocabulary.products.noun.inverter': { one: 'inverter', other: 'inverters' },
  'vocabulary.products.noun.stringBox': { one: 'string box', other: 'string boxes' },
  'vocabulary.products.noun.complementaryEquipment': {
    one: 'complementary item',
    other: 'complementary items',
  },
  'vocabulary.products.noun.extraItem': { one: 'extra item', other: 'extra items' },
  'vocabulary.products.noun.battery': { one: 'battery', other: 'batteries' },
  'vocabulary.products.noun.other': { one: 'product', other: 'products' },
  'vocabulary.products.added': '{count} {noun} added',
  'vocabulary.products.removed': '{count} {noun} removed',
  'vocabulary.products.changedCount': { one: '1 product changed', other: '{count} products changed' },
  'vocabulary.products.changed': '{product}, {changes}',
  'vocabulary.products.attribute': '{field} {from} → {to}',
  'vocabulary.products.filled': '{field}: {value}',
  'vocabulary.products.cleared': 'no {field}',
  'vocabulary.products.reordered': 'order of the products changed',

  'vocabulary.actor.person': '{name}, in Painel',
  'vocabulary.actor.write': 'someone, in Painel',
  'vocabulary.actor.webhook': "Vendor's platform",
  'vocabulary.actor.reconcile': "Vendor's platform",
  'vocabulary.actor.backfill': "Vendor's platform",
  'vocabulary.actor.refresh': "Vendor's platform",

  'vocabulary.filledIn.vendor': {
    one: 'Complete data received from the vendor ({count} field)',
    other: 'Complete data received from the vendor ({count} fields)',
  },
  'vocabulary.filledIn.painel': {
    one: '{count} field completed in Painel',
    other: '{count} fields completed in Painel',
  },

  'vocabulary.sentence.changed': '{actor} changed {field} from {from} to {to}',
  'vocabulary.sentence.field.responsible': 'the responsible person',
  'vocabulary.sentence.field.dealStatus': 'the status',
  'vocabulary.sentence.field.paymentStatus': 'the payment status',
  'vocabulary.sentence.field.paymentType': 'the payment method',
  'vocabulary.sentence.field.name': 'the name',
  'vocabulary.sentence.field.finalValue': 'the final value',
  'vocabulary.sentence.field.discount': 'the discount',
  'vocabulary.sentence.field.stockStatus': 'the stock',

  'vocabulary.technicalDetail': 'Technical detail',
  'vocabulary.onlyBookkeeping':
    'Nothing a person changed: the platform only noted that Painel looked this record up.',
};
