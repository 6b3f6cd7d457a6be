import type { TranslationOf } from '../../dictionary';
import type { adminCustomFieldsPtBR } from '../pt-BR/adminCustomFields';

export const adminCustomFieldsEn: TranslationOf<typeof adminCustomFieldsPtBR> = {
  'adminCustomFields.title': 'Custom fields',
  'adminCustomFields.intro':
    "The fields your company created on the vendor's platform arrive with a code only. Give each the name your team uses and say how its value should read: in the request details, the history and the exports.",
  'adminCustomFields.loading': 'Loading the fields…',
  'adminCustomFields.empty.title': 'No custom fields yet',
  'adminCustomFields.empty.body': 'When orders or budgets bring custom fields, they appear here to be named.',
  'adminCustomFields.error.load': 'Could not load the fields',
  'adminCustomFields.summary': {
    one: '{count} field, {unnamed} not yet named',
    other: '{count} fields, {unnamed} not yet named',
  },

  'adminCustomFields.table.caption':
    'Custom fields, with the name given and how many orders and budgets carry them',
  'adminCustomFields.column.field': 'Field',
  'adminCustomFields.column.format': 'Value reads as',
  'adminCustomFields.column.requests': 'Carried by',
  'adminCustomFields.column.samples': 'Frequent values',
  'adminCustomFields.column.actions': 'Actions',
  'adminCustomFields.notNamed': 'Not yet named',
  'adminCustomFields.requests': {
    '=0': 'No order or budget',
    one: '{count} order or budget',
    other: '{count} orders and budgets',
  },
  'adminCustomFields.noSamples': 'No value',
  'adminCustomFields.name': 'Name it',
  'adminCustomFields.rename': 'Edit',
  'adminCustomFields.nameFor': 'Name the field {key}',
  'adminCustomFields.renameFor': 'Edit the field {key}',

  'adminCustomFields.format.auto': 'As the vendor sends it: {format}',
  'adminCustomFields.format.text': 'Text',
  'adminCustomFields.format.number': 'Number',
  'adminCustomFields.format.money': 'Money (R$)',
  'adminCustomFields.format.date': 'Date',
  'adminCustomFields.format.yesNo': 'Yes or no',

  'adminCustomFields.dialog.title': 'Field {key}',
  'adminCustomFields.field.name': 'Name (Portuguese)',
  'adminCustomFields.field.nameHint': 'What your team calls this field (for example, “Origem do cliente”).',
  'adminCustomFields.field.nameEn': 'English name (optional)',
  'adminCustomFields.field.nameEnHint':
    'For people who use Painel in English; without it, the name above is used.',
  'adminCustomFields.field.format': 'The value reads as',
  'adminCustomFields.error.name': 'Enter a name of 1 to 80 characters.',
  'adminCustomFields.error.optionName': 'Enter the Portuguese name (up to 80 characters).',
  'adminCustomFields.options.title': 'Names of the options',
  'adminCustomFields.options.hint':
    'The platform sends only the number of each option chosen. Give each the name your team uses; an option without a name reads as its number.',
  'adminCustomFields.options.value': 'Option',
  'adminCustomFields.options.name': 'Name (Portuguese)',
  'adminCustomFields.options.nameEn': 'English (optional)',
  'adminCustomFields.options.nameFor': 'Name of option {value}',
  'adminCustomFields.options.nameEnFor': 'English name of option {value}',
  'adminCustomFields.preview': 'It reads: {values}',
  'adminCustomFields.save': 'Save',
  'adminCustomFields.saveFailed': 'Could not save the name',
  'adminCustomFields.forget': 'Remove the name',
  'adminCustomFields.forgetFailed': 'Could not remove the name',
  'adminCustomFields.notice.saved': 'Field {key} is now called “{name}”.',
  'adminCustomFields.notice.forgotten': 'Field {key} reads as its code again.',

  'customFields.unnamed': 'not yet named',
  'customFields.unnamedHint': 'The field’s code as the vendor sends it: an admin has not named it yet.',
  'customFields.unnamedKey': '{key} (not yet named)',
  'customFields.history.changed': '{field}: {from} → {to}',
  'customFields.history.reordered': 'order of the fields changed',
};
