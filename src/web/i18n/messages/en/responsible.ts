import type { TranslationOf } from '../../dictionary';
import type { responsiblePtBR } from '../pt-BR/responsible';

/** The change of responsible: a sales manager hands a budget or order to another collaborator. */
export const responsibleEn: TranslationOf<typeof responsiblePtBR> = {
  'responsible.change': 'Change responsible',
  'responsible.form.label': 'Change the responsible',
  'responsible.form.loading': 'Loading the form…',
  'responsible.email.label': "New responsible's e-mail",
  'responsible.email.description':
    "Pick a collaborator Painel already knows or type the e-mail of a collaborator of the platform's account.",
  'responsible.email.invalid': 'Enter a valid e-mail, such as ana@example.com.',
  'responsible.email.tooLong': 'The e-mail may have at most 254 characters.',
  'responsible.email.same': '{email} is already the responsible.',
  'responsible.suggestions.unavailable':
    'Collaborator suggestions could not be loaded; type the whole e-mail.',
  'responsible.continue': 'Continue',
  'responsible.cancel': 'Cancel',
  'responsible.back': 'Back',
  'responsible.confirm.submit': 'Confirm the change',
  'responsible.confirm.order': 'Hand order {code} from {from} to {to}?',
  'responsible.confirm.budget': 'Hand budget {code} from {from} to {to}?',
  'responsible.confirm.orderFromNobody': 'Hand order {code}, which has no responsible today, to {to}?',
  'responsible.confirm.budgetFromNobody': 'Hand budget {code}, which has no responsible today, to {to}?',
  'responsible.confirm.sent': 'The change is sent to the platform as soon as you confirm.',
  'responsible.done':
    '{to} is now the responsible. The change shows in the history as soon as Painel records it.',

  'responsible.error.title': 'The change was not made',
  'responsible.error.rolledBack':
    'The responsible shown is the previous one again; what you typed is still here.',
  'responsible.error.unknownCollaborator':
    "The platform did not find this e-mail among the account's collaborators (or did not find the request). Check the e-mail.",
  'responsible.error.rejected': 'The platform refused this e-mail: {reason}',
  'responsible.error.budgetAt':
    "This hour's limit of calls to the platform is used up. The change fits again at {time} ({relative}): confirm again from then on.",
  'responsible.error.budget':
    "This hour's limit of calls to the platform is used up. Confirm again in a few minutes.",
  'responsible.error.circuit':
    'Access to the platform is paused after a too-many-calls answer. Confirm again once an administrator says the platform reactivated the account.',
  'responsible.error.inProgress':
    'Your previous confirmation is still running. Wait a few seconds and check the responsible before confirming again.',
  'responsible.error.uncertain':
    'The platform did not answer in time or answered unreadably: the change may have been made. Check the history in a minute; confirming again is safe, as it names the same person.',
  'responsible.error.unavailable':
    'The platform is unavailable at the moment. Confirm again in a few minutes.',
  'responsible.error.unauthorized':
    "The platform refused Painel's access. Confirm again after an administrator checks the connection to the platform.",
  'responsible.error.notConfigured':
    'This Painel is not connected to the platform, so the change cannot be made.',
  'responsible.error.forbidden': 'Your role does not allow changing the responsible. Ask an administrator.',
  'responsible.error.sessionEnded': 'Your session has ended. Sign in again and confirm the change.',
  'responsible.error.status': 'The server answered with error {status}. Confirm again in a few moments.',
  'responsible.error.unreachable':
    'Painel could not reach the server. Check your connection and confirm again.',
};
