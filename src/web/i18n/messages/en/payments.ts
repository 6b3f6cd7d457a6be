import type { TranslationOf } from '../../dictionary';
import type { paymentsPtBR } from '../pt-BR/payments';

/** Finance's payment forms in the request drawer: payment update, payment record actions. */
export const paymentsEn: TranslationOf<typeof paymentsPtBR> = {
  'payments.loading': 'Loading the form…',
  'payments.cancel': 'Cancel',
  'payments.dismiss': 'Dismiss',

  'payments.field.status': 'Payment status',
  'payments.field.type': 'Payment method',
  'payments.field.condition': 'Payment condition',
  'payments.field.conditionHint':
    'The name of the condition, such as “10x interest-free”, on one line. {length} of {max} characters.',
  'payments.field.description': 'Description',
  'payments.field.descriptionHint': 'Additional payment data. {length} of {max} characters.',

  'payments.status.keep': 'Keep the current status',
  'payments.status.keepCurrent': 'Keep: {status}',
  'payments.status.current': 'Current status:',
  'payments.status.notWritable':
    'The vendor does not accept “{status}” in an update, so it is not among the choices. Choose another status only if you want to change it.',
  'payments.type.keep': 'Keep the current method',

  'payments.error.status': 'Choose one of the four statuses in the list.',
  'payments.error.type': 'Choose one of the payment methods in the list.',
  'payments.error.conditionBlank':
    'The condition cannot be blank: the vendor does not clear a condition. To keep it, undo the change.',
  'payments.error.conditionTooLong': 'The condition may have at most {max} characters.',
  'payments.error.conditionOneLine': 'The condition must be one line of text, without line breaks or tabs.',
  'payments.error.descriptionBlank':
    'The description cannot be blank: the vendor does not clear a description. To keep it, undo the change.',
  'payments.error.descriptionTooLong': 'The description may have at most {max} characters.',
  'payments.error.descriptionControl': 'The description has control characters; remove them and try again.',
  'payments.error.invalid': 'Invalid value.',
  'payments.error.server': 'The server refused: {message}',

  'payments.files.label': 'Attachments',
  'payments.files.limits':
    'Up to {maxFiles} files per update, at most {maxFileSize} each and {maxTotalSize} together. Accepted types: {types} (the server checks the type by the file’s content).',
  'payments.files.replaceRule':
    'A file with the same name as an attachment the payment already has replaces that attachment.',
  'payments.files.drop': 'Drag the files here or',
  'payments.files.full': '{max} files are chosen already; remove one to choose another',
  'payments.files.count': {
    '=0': 'No file chosen (at most {max})',
    one: '{count} of {max} files chosen',
    other: '{count} of {max} files chosen',
  },
  'payments.files.choose': 'Choose files',
  'payments.files.chosen': 'Chosen files',
  'payments.files.remove': 'Remove {name}',
  'payments.files.replaces': 'Replaces the current attachment “{name}”.',
  'payments.files.progress': 'Upload of {name}',
  'payments.files.heldTooMany':
    'With these files the payment would hold {count} attachments, and the vendor keeps at most {max}: the update may be refused. Use the name of a current attachment to replace it.',
  'payments.files.refused.title': {
    one: '{count} file was not added',
    other: '{count} files were not added',
  },
  'payments.files.refused.dismiss': 'Dismiss the list of refused files',
  'payments.files.refused.item': '{name} ({size}): {reason}',
  'payments.files.refused.tooMany': 'an update takes at most {maxFiles} files.',
  'payments.files.refused.tooLarge': 'it is larger than {maxFileSize}, the most per file.',
  'payments.files.refused.totalTooLarge': 'with it the files would add up to more than {maxTotalSize}.',
  'payments.files.refused.wrongType': 'it is not of an accepted type ({types}).',
  'payments.files.refused.empty': 'the file is empty.',
  'payments.files.refused.unsafeName':
    'the name has characters the vendor does not accept (/ \\ < > : " | ? *, invisible characters, a leading dot) or is too long.',
  'payments.files.refused.duplicateName': 'a chosen file already has this name.',

  'payments.update.open': 'Update payment',
  'payments.update.title': 'Update the payment',
  'payments.update.what.order':
    'Changes this order’s payment on the platform: status, method, condition, description and attachments. Only what you change is sent.',
  'payments.update.what.budget':
    'On a budget the platform takes only a new payment status and condition. The method, description and attachments can be changed once it becomes an order.',
  'payments.update.submit': 'Send update',
  'payments.update.nothing': 'Nothing to send: change a field or choose at least one file.',
  'payments.update.kept': 'Everything you typed and the chosen files are still in the form.',
  'payments.update.saved': 'Payment updated',
  'payments.update.savedAt': 'The vendor confirmed it at {time}.',
  'payments.update.savedFields': 'Fields sent: {fields}.',
  'payments.update.savedFiles': 'Attachments sent: {files}.',
  'payments.update.replayed': 'This update had been applied already; nothing was sent again.',
  'payments.update.refreshing':
    'Painel reads the payment again from the vendor; the data shown here changes in a few seconds.',

  'payments.failure.sendAgain': 'Send again',
  'payments.failure.retryLater': 'Try again in a few minutes.',
  'payments.failure.retryAt': 'Send again from {time}.',
  'payments.failure.budget.title': "This hour's budget of vendor calls is used up",
  'payments.failure.budget.retryAt': 'Nothing was sent. The update fits the budget again from {time}.',
  'payments.failure.circuit.title': 'Painel stopped calling the vendor',
  'payments.failure.circuit.when':
    'Nothing was sent. Send again once an admin confirms the vendor reactivated the account.',
  'payments.failure.throttled.title': 'Too many submissions in a row',
  'payments.failure.throttled.when': 'Wait a minute and send again.',
  'payments.failure.network.title': 'No answer from the server',
  'payments.failure.network.what': 'The connection failed before the server answered.',
  'payments.failure.network.when':
    'Send again when the connection is back: the same update is applied only once, even if the first attempt arrived.',
  'payments.failure.uncertain.title': 'It is not known whether the change was applied',
  'payments.failure.uncertain.when':
    'Send again in a minute: Painel checks the vendor first and never applies the same update twice.',
  'payments.failure.vendorDown.title': 'The vendor did not answer',
  'payments.failure.inProgress.title': 'The previous submission is still running',
  'payments.failure.inProgress.when':
    'Wait a few seconds and send again: the update will not be applied twice.',
  'payments.failure.fields.title': 'The server refused some of the data',
  'payments.failure.fields.when': 'Fix what is marked and send again.',
  'payments.failure.refused.title': 'The change was not made',

  'payments.record.title': 'Payment record {id}',
  'payments.record.kept': 'What you typed is still in the form.',
  'payments.record.view.open': 'View record',
  'payments.record.view.loading': 'Reading the record from the vendor…',
  'payments.record.view.failed': 'The record could not be read from the vendor',
  'payments.record.view.cost': 'Read from the vendor now: every reading uses one call of the hourly budget.',
  'payments.record.view.fetchedAt': 'Read at',
  'payments.record.view.again': 'Read again',
  'payments.record.view.unreadable': {
    one: '{count} field of the answer could not be read: {fields}',
    other: '{count} fields of the answer could not be read: {fields}',
  },
  'payments.record.update.title': 'Update status and condition of record {id}',
  'payments.record.update.submit': 'Send',
  'payments.record.update.nothing': 'Nothing to send: change the status, the condition or both.',
  'payments.record.delete.open': 'Delete record',
  'payments.record.delete.title': 'Delete payment record {id}',
  'payments.record.delete.warning':
    'Deleting record {id} removes this payment at the vendor. It cannot be undone.',
  'payments.record.delete.typeToConfirm': 'To confirm, type the record code: {id}',
  'payments.record.delete.mismatch': 'Type exactly {id} to confirm the deletion.',
  'payments.record.delete.submit': 'Delete for good',
  'payments.record.delete.done': 'Record {id} deleted. The data above changes in a few seconds.',
};
