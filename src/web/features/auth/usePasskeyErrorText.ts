import { useT } from '../../i18n/useT';
import { ApiError } from '../../lib/fetchJson';
import { passkeyFailureOf } from './runPasskeyCeremony';

/** Why a passkey did not work, in words the person can act on (never the browser's own). */
export function usePasskeyErrorText(): (error: Error | null) => string | null {
  const t = useT();
  return (error) => {
    if (!error) return null;
    const failure = passkeyFailureOf(error);
    switch (failure) {
      case 'unsupported':
      case 'cancelled':
      case 'already-added':
      case 'not-recognised':
        return t(`auth.passkey.error.${failure}`);
      case 'throttled':
        return `${t('auth.login.throttled')} ${error.message}`;
      case 'expired':
        return t('auth.secondStep.expired');
      default:
        if (error instanceof ApiError && error.code === 'invalid_credentials')
          return t('account.security.wrongPassword');
        return t('auth.passkey.error.other');
    }
  };
}
