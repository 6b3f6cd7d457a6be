import { ZodError } from 'zod';
import type { Translator } from '../i18n/createTranslator';
import type { Messages } from '../i18n/messages/pt-BR';
import { ApiError } from './fetchJson';

/**
 * Why a change was refused, in the reader's language: the caller's own sentence for the problem
 * codes it knows (`last_admin`, `device_not_found`…), else the server's sentence when it sent one,
 * else a translated one. A 401 never gets here as text: the app shows the login page.
 */
export function mutationErrorText(
  error: unknown,
  t: Translator<Messages>,
  known: Readonly<Partial<Record<string, string>>> = {},
): string {
  if (error instanceof ApiError) {
    const own = known[error.code];
    if (own !== undefined) return own;
    if (error.status === 403) return `${t('errors.forbidden')} ${t('errors.askAdmin')}`;
    if (error.code.startsWith('http_'))
      return `${t('errors.server', { status: error.status })} ${t('errors.retryLater')}`;
    return error.message;
  }
  if (error instanceof ZodError) return `${t('errors.unexpectedAnswer')} ${t('errors.reload')}`;
  return `${t('errors.unreachable')} ${t('errors.checkConnection')}`;
}
