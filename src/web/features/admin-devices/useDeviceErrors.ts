import { SECURITY_PROBLEM_CODES } from '../../../contract/api/session';
import { useT } from '../../i18n/useT';

/** What a change to one device may be refused for, in the reader's language. */
export function useDeviceErrors() {
  const t = useT();
  return { [SECURITY_PROBLEM_CODES.deviceNotFound]: t('adminDevices.error.notFound') };
}
