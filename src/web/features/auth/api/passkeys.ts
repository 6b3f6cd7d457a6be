import { queryOptions } from '@tanstack/react-query';
import {
  passkeyCeremony,
  passkeyList,
  passkeyRemoved,
  type passkeyRegistrationFinish,
  passkeySummary,
  type passkeyAssertion,
} from '../../../../contract/api/passkeys';
import { sessionResponse } from '../../../../contract/api/session';
import type { z } from 'zod';
import { fetchJson } from '../../../lib/fetchJson';
import { sendJson } from '../../../lib/sendJson';

export const passkeysQueryKey = ['account', 'passkeys'] as const;

/** GET /api/account/passkeys: the caller's own passkeys. */
export const passkeysQuery = () =>
  queryOptions({
    queryKey: passkeysQueryKey,
    queryFn: ({ signal }) => fetchJson('/api/account/passkeys', passkeyList, { signal }),
  });

/** POST /api/account/passkeys/options: the password again, unless this is the enrolment step. */
export function startAddingPasskey(password?: string) {
  return sendJson('/api/account/passkeys/options', {
    method: 'POST',
    body: password === undefined ? {} : { password },
    schema: passkeyCeremony,
  });
}

/** POST /api/account/passkeys: keeps the passkey the browser made. */
export function finishAddingPasskey(body: z.input<typeof passkeyRegistrationFinish>) {
  return sendJson('/api/account/passkeys', { method: 'POST', body, schema: passkeySummary });
}

/** PATCH /api/account/passkeys/:id. */
export function renamePasskey(id: string, name: string) {
  return sendJson(`/api/account/passkeys/${id}`, { method: 'PATCH', body: { name }, schema: passkeySummary });
}

/** POST /api/account/passkeys/:id/remove: says whether it ended the caller's own session. */
export function removePasskey(id: string, password: string) {
  return sendJson(`/api/account/passkeys/${id}/remove`, {
    method: 'POST',
    body: { password },
    schema: passkeyRemoved,
  });
}

/** Signing in with a passkey alone (`sign-in`) or as the second step after the password. */
export type PasskeyStep = 'sign-in' | 'second-step';

const stepUrl: Record<PasskeyStep, string> = {
  'sign-in': '/api/session/passkey',
  'second-step': '/api/session/second-factor/passkey',
};

export function startPasskeyStep(step: PasskeyStep) {
  return sendJson(`${stepUrl[step]}/options`, { method: 'POST', schema: passkeyCeremony });
}

export function finishPasskeyStep(step: PasskeyStep, body: z.input<typeof passkeyAssertion>) {
  return sendJson(stepUrl[step], { method: 'POST', body, schema: sessionResponse });
}
