import type { TranslationOf } from '../../dictionary';
import type { adminDevicesPtBR } from '../pt-BR/adminDevices';

/** The admin's Wallboards page: issuing devices, their one-time enrolment codes, revoking them. */
export const adminDevicesEn: TranslationOf<typeof adminDevicesPtBR> = {
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
