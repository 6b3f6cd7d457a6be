import type { TranslationOf } from '../../dictionary';
import type { adminUsersPtBR } from '../pt-BR/adminUsers';

/** The admin's Users page: accounts, roles, passwords and live sessions. */
export const adminUsersEn: TranslationOf<typeof adminUsersPtBR> = {
  'adminUsers.title': 'Users',
  'adminUsers.intro':
    "Who may sign in to Painel and what they may do. Changing someone's roles, disabling their account or setting a new password ends their sessions.",
  'adminUsers.loading': 'Loading the users…',
  'adminUsers.dismiss': 'Dismiss the notice',
  'adminUsers.failed': 'Could not complete',
  'adminUsers.cancel': 'Cancel',
  'adminUsers.close': 'Close',
  'adminUsers.you': 'you',

  'adminUsers.table.caption': "Painel's accounts, with roles, status and live sessions",
  'adminUsers.column.person': 'Person',
  'adminUsers.column.roles': 'Roles',
  'adminUsers.column.status': 'Status',
  'adminUsers.column.lastSignIn': 'Last sign-in',
  'adminUsers.column.sessions': 'Live sessions',
  'adminUsers.column.actions': 'Actions',
  'adminUsers.status.active': 'Active',
  'adminUsers.status.disabled': 'Disabled',
  'adminUsers.status.demo': 'Demo',
  'adminUsers.status.totp': 'Phone code',
  'adminUsers.status.totpHint': 'Also signs in with a code from an authenticator app.',
  'adminUsers.status.passkeys': { one: '{count} passkey', other: '{count} passkeys' },
  'adminUsers.status.passkeysHint':
    'Can sign in with a passkey on their phone or computer, without a password.',
  'adminUsers.status.sso': 'Company account',
  'adminUsers.status.ssoHint':
    "Signs in with the company's account (single sign-on), not only Painel's password.",
  'adminUsers.status.demoHint': 'Demo account: works in sandbox mode only.',
  'adminUsers.neverSignedIn': 'Never signed in',
  'adminUsers.actions': 'Actions',
  'adminUsers.actionsFor': 'Actions for {name}',
  'adminUsers.action.edit': 'Edit name and roles',
  'adminUsers.action.password': 'Set a new password',
  'adminUsers.action.endSessions': 'End all sessions',
  'adminUsers.action.disable': 'Disable the account',
  'adminUsers.action.enable': 'Enable the account',

  'adminUsers.field.email': 'E-mail',
  'adminUsers.field.name': 'Name',
  'adminUsers.field.nameHint': 'Optional; without a name, Painel shows the e-mail.',
  'adminUsers.field.roles': 'Roles',
  'adminUsers.field.rolesHint': 'Tick at least one. A person may hold several.',
  'adminUsers.field.initialPassword': 'Initial password',
  'adminUsers.field.newPassword': 'New password',
  'adminUsers.role.viewer.description': 'Reads orders, budgets and boards.',
  'adminUsers.role.sales.description': 'Also changes who is responsible for a request.',
  'adminUsers.role.finance.description': 'Also updates payments and attaches receipts.',
  'adminUsers.role.admin.description': 'Everything, plus users, wallboards and system controls.',
  'adminUsers.password.rules':
    '12 to 128 characters, no other rules: a long phrase beats a short password full of symbols. Pass it on to the person over a safe channel.',

  'adminUsers.error.load': 'The users could not be loaded',
  'adminUsers.error.email': 'Enter a valid e-mail address.',
  'adminUsers.error.emailTaken': 'An account with this e-mail already exists.',
  'adminUsers.error.name': 'Use at most 120 characters.',
  'adminUsers.error.roles': 'Tick at least one role.',
  'adminUsers.error.password': 'The password needs 12 to 128 characters.',
  'adminUsers.error.lastAdmin':
    'This is the last enabled admin account. Give the admin role to someone else first.',
  'adminUsers.error.userNotFound': 'This account no longer exists. Reload the list.',

  'adminUsers.create.open': 'New user',
  'adminUsers.create.title': 'New user',
  'adminUsers.create.submit': 'Create user',
  'adminUsers.create.failed': 'The user could not be created',

  'adminUsers.edit.title': 'Edit {email}',
  'adminUsers.edit.submit': 'Save',
  'adminUsers.edit.rolesEndSessions':
    'If the roles change, every session of this person ends and they must sign in again.',
  'adminUsers.edit.rolesEndOwnSessions':
    'This is your own account: if the roles change, your session ends and you must sign in again.',

  'adminUsers.password.title': 'New password for {email}',
  'adminUsers.password.submit': 'Set password',
  'adminUsers.password.endsSessions': 'Every session of this person ends, and any sign-in lockout is lifted.',
  'adminUsers.password.endsOwnSessions':
    'This is your own account: your session ends and you must sign in again.',

  'adminUsers.disable.title': 'Disable {email}?',
  'adminUsers.disable.confirm': 'Disable',
  'adminUsers.disable.body': {
    '=0': 'The person will no longer be able to sign in. You can enable the account again later.',
    one: 'The person will no longer be able to sign in, and their live session ends now. You can enable the account again later.',
    other:
      'The person will no longer be able to sign in, and their {count} live sessions end now. You can enable the account again later.',
  },
  'adminUsers.disable.self': 'This is your own account: you will be signed out now.',
  'adminUsers.enable.title': 'Enable {email}?',
  'adminUsers.enable.confirm': 'Enable',
  'adminUsers.enable.body': 'The person will be able to sign in again with the password they had.',

  'adminUsers.endSessions.title': "End {email}'s sessions?",
  'adminUsers.endSessions.confirm': 'End sessions',
  'adminUsers.endSessions.body': {
    '=0': 'The person has no live sessions right now.',
    one: "This person's live session ends now, in any browser. They can sign in again with their password.",
    other:
      "This person's {count} live sessions end now, in any browser. They can sign in again with their password.",
  },
  'adminUsers.endSessions.self': 'This is your own account: this session ends too.',

  'adminUsers.sessions.title': 'Live sessions',
  'adminUsers.sessions.intro': 'Who is connected right now, people and wallboards.',
  'adminUsers.sessions.loading': 'Loading the sessions…',
  'adminUsers.sessions.error': 'The sessions could not be loaded',
  'adminUsers.sessions.empty': 'No live sessions.',
  'adminUsers.sessions.caption': 'Live sessions of people and wallboards',
  'adminUsers.sessions.unknown': 'Session of no known owner',
  'adminUsers.sessions.column.who': 'Who',
  'adminUsers.sessions.column.address': 'IP address',
  'adminUsers.sessions.column.browser': 'Browser',
  'adminUsers.sessions.column.started': 'Started',
  'adminUsers.sessions.column.lastSeen': 'Last activity',
  'adminUsers.sessions.column.expires': 'Ends by',
  'adminUsers.sessions.kind.user': 'Person',
  'adminUsers.sessions.kind.device': 'Wallboard',
  'adminUsers.sessions.current': 'This session',
  'adminUsers.sessions.end': 'End',
  'adminUsers.sessions.endFor': 'End the session of {session}',
  'adminUsers.sessions.named': '{who} started on {since}',
  'adminUsers.sessions.namedNth': '{session} ({n} of {total})',
  'adminUsers.sessions.endTitle': "End {who}'s session?",
  'adminUsers.sessions.endBody.user': "This session's browser goes back to the sign-in page.",
  'adminUsers.sessions.endBody.device':
    'The wallboard stops showing boards until it is enrolled again with a new code.',
  'adminUsers.sessions.notFound': 'This session had already ended.',
  'adminUsers.sessions.agent.show': 'Show the full identification',
  'adminUsers.sessions.agent.hide': 'Hide the identification',
  'adminUsers.sessions.agent.of': 'of the session of {session}',

  'adminUsers.client.full': '{browser} {version} on {os}',
  'adminUsers.client.browserOs': '{browser} on {os}',
  'adminUsers.client.browserVersion': '{browser} {version}',
  'adminUsers.client.osOnly': 'Unidentified browser on {os}',
  'adminUsers.client.unknown': 'Unidentified browser',

  'adminUsers.notice.created':
    "{email}'s account was created. Pass the initial password on over a safe channel.",
  'adminUsers.notice.saved': "{email}'s changes were saved.",
  'adminUsers.notice.rolesChanged': "{email}'s roles were changed; their sessions ended.",
  'adminUsers.notice.disabled': "{email}'s account was disabled; their sessions ended.",
  'adminUsers.notice.enabled': "{email}'s account was enabled.",
  'adminUsers.notice.passwordSet': "{email}'s new password was set; their sessions ended.",
  'adminUsers.notice.sessionsEnded': {
    '=0': '{email} had no live sessions.',
    one: '{count} session of {email} was ended.',
    other: '{count} sessions of {email} were ended.',
  },
  'adminUsers.notice.sessionEnded': "{who}'s session was ended.",
  'adminUsers.secondFactor.title': 'Two-step verification',
  'adminUsers.secondFactor.intro':
    'People with one of these roles need, besides the password, a passkey or a code from an authenticator app. Whoever has neither is walked through setting one up at their next sign-in.',
  'adminUsers.secondFactor.rolesLabel': 'Roles that require two-step verification',
  'adminUsers.secondFactor.save': 'Save requirement',
  'adminUsers.secondFactor.saved': 'Two-step verification requirement saved.',
  'adminUsers.secondFactor.error': 'Could not load or save the requirement',
};
