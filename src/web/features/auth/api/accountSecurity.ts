import { queryOptions } from '@tanstack/react-query';
import { accountSecurity, recoveryCodesResponse, totpEnrolment } from '../../../../contract/api/secondFactor';
import { fetchJson } from '../../../lib/fetchJson';
import { sendCommand, sendJson } from '../../../lib/sendJson';

export const accountSecurityQueryKey = ['account', 'security'] as const;

/** GET /api/account/security: the caller's own second factors. */
export const accountSecurityQuery = () =>
  queryOptions({
    queryKey: accountSecurityQueryKey,
    queryFn: ({ signal }) => fetchJson('/api/account/security', accountSecurity, { signal }),
  });

/** POST /api/account/totp: a new secret and its QR code. */
export function startTotp() {
  return sendJson('/api/account/totp', { method: 'POST', schema: totpEnrolment });
}

/** POST /api/account/totp/confirm: the recovery codes, shown this once. */
export function confirmTotp(code: string) {
  return sendJson('/api/account/totp/confirm', {
    method: 'POST',
    body: { code },
    schema: recoveryCodesResponse,
  });
}

/** POST /api/account/recovery-codes: new codes in place of every earlier one. */
export function replaceRecoveryCodes(password: string) {
  return sendJson('/api/account/recovery-codes', {
    method: 'POST',
    body: { password },
    schema: recoveryCodesResponse,
  });
}

/** POST /api/account/totp/remove. */
export function removeTotp(password: string) {
  return sendCommand('/api/account/totp/remove', { method: 'POST', body: { password } });
}
