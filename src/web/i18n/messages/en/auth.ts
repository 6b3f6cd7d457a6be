import type { TranslationOf } from '../../dictionary';
import type { authPtBR } from '../pt-BR/auth';

/** Sign-in, the signed-in person and their roles. */
export const authEn: TranslationOf<typeof authPtBR> = {
  'auth.login.title': 'Sign in',
  'auth.login.email': 'E-mail',
  'auth.login.password': 'Password',
  'auth.login.submit': 'Sign in',
  'auth.login.failed': 'Could not sign in',
  'auth.login.wrongCredentials': 'Wrong e-mail or password. Check them and try again.',
  'auth.login.throttled': 'Too many attempts in a row.',
  'auth.signOut': 'Sign out',
  'auth.signOutAs': 'Sign out ({name})',
  'auth.signOutFailed': 'Could not sign out just now. Try again.',
  'auth.device': 'Wallboard device',
  'auth.noRole': 'No role assigned',
  'auth.role.viewer': 'Viewer',
  'auth.role.sales': 'Sales',
  'auth.role.finance': 'Finance',
  'auth.role.admin': 'Administrator',
  'auth.account': 'My account',
  'auth.secondStep.title': 'Verification code',
  'auth.secondStep.intro':
    'Open the authenticator app on your phone and type the 6-digit code it shows for Painel.',
  'auth.secondStep.code': 'Code from the app',
  'auth.secondStep.recoveryIntro':
    'Type one of the recovery codes you kept when you turned on two-step verification. Each code works once.',
  'auth.secondStep.recoveryCode': 'Recovery code',
  'auth.secondStep.useRecovery': "I don't have my phone: use a recovery code",
  'auth.secondStep.useApp': 'Use the code from the app',
  'auth.secondStep.submit': 'Confirm',
  'auth.secondStep.wrongCode': 'Wrong or already used code. Wait for the next code in the app and try again.',
  'auth.secondStep.wrongRecovery': 'Wrong or already used recovery code.',
  'auth.secondStep.expired': 'This sign-in expired. Type your e-mail and password again.',
  'auth.secondStep.startOver': 'Back to e-mail and password',
  'auth.enrol.title': 'Turn on two-step verification',
  'auth.enrol.intro':
    'Your role in Painel requires a second step at sign-in: besides the password, a passkey on your device or a code from the authenticator app on your phone. Choose one now to continue.',
  'auth.totp.start': 'Turn on with an authenticator app',
  'auth.totp.scan':
    'On your phone, open an authenticator app (such as Google Authenticator or Microsoft Authenticator), tap add account and point the camera at this code.',
  'auth.totp.qrAlt': 'QR code that adds Painel to the authenticator app',
  'auth.totp.manual': 'No camera? Type this key into the app:',
  'auth.totp.code': '6-digit code the app shows',
  'auth.totp.confirm': 'Confirm and turn on',
  'auth.totp.wrongCode': 'That code does not match. Type the code the app shows now.',
  'auth.totp.failed': 'Could not turn it on',
  'auth.recovery.title': 'Keep your recovery codes',
  'auth.recovery.intro':
    'If you lose your phone, sign in with one of these codes instead of the code from the app. Each works once. They will not be shown again: print them or keep them somewhere safe.',
  'auth.recovery.listLabel': 'Recovery codes',
  'auth.recovery.copy': 'Copy the codes',
  'auth.recovery.copied': 'Codes copied',
  'auth.recovery.done': 'I have kept the codes',
  'auth.login.or': 'or',
  'auth.passkey.signIn': 'Sign in with a passkey',
  'auth.passkey.failed': 'The passkey did not work',
  'auth.passkey.error.unsupported':
    'This browser cannot use passkeys. Use an up-to-date Chrome, Edge, Safari or Firefox.',
  'auth.passkey.error.cancelled':
    'No passkey was used: the request was cancelled, it timed out, or this device holds no passkey of yours for Painel.',
  'auth.passkey.error.already-added': 'This device already holds a passkey of yours for Painel.',
  'auth.passkey.error.not-recognised':
    'Painel does not recognise this passkey. Sign in with e-mail and password.',
  'auth.passkey.error.other': 'The passkey could not be used. Try again.',
  'auth.secondStep.usePasskey': 'Use a passkey',
  'auth.secondStep.passkeyTitle': 'Confirm it is you',
  'auth.secondStep.passkeyIntro':
    'Use the passkey on your device: the fingerprint, face or PIN you unlock it with.',
  'auth.enrol.passkeyTitle': 'With a passkey',
  'auth.enrol.appTitle': 'With an authenticator app',
  'auth.passkey.addIntro':
    'Give it a name that helps you recognise the device. The browser then asks for your fingerprint, face or PIN.',
  'auth.passkey.name': 'Passkey name',
  'auth.passkey.nameHint': 'For example, “Work laptop” or “My phone”.',
  'auth.passkey.addFailed': 'The passkey was not added',
  'auth.passkey.add': 'Add a passkey',
  'auth.passkey.defaultName': '{browser} on {os}',
  'auth.passkey.defaultNameFallback': 'My device',
  'auth.sso.signIn': 'Sign in with {name}',
  'auth.sso.required':
    'This e-mail signs in with your company account. Use the “Sign in with {name}” button.',
  'auth.sso.refused': 'Could not sign in with your company account',
  'auth.sso.refused.expired': 'The sign-in took too long or its link was already used. Please try again.',
  'auth.sso.refused.cancelled':
    'The sign-in was cancelled or refused at your company account. Please try again.',
  'auth.sso.refused.unavailable':
    "Your company's sign-in service did not answer. Please try again in a few minutes.",
  'auth.sso.refused.unverified':
    "Your e-mail is not confirmed in your company account yet. Ask whoever manages your company's accounts.",
  'auth.sso.refused.domain':
    'This e-mail is not from a company that uses Painel. Sign in with your work e-mail.',
  'auth.sso.refused.no-role':
    'Your company account has no access to Painel yet. Ask an administrator for access.',
  'auth.sso.refused.no-account': "You don't have a Painel account yet. Ask an administrator to create yours.",
  'auth.sso.refused.linked':
    'This e-mail is already linked to another company account. Ask an administrator.',
  'auth.sso.refused.disabled': 'Your Painel account is disabled. Ask an administrator.',
};
