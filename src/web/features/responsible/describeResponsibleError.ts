import { ZodError } from 'zod';
import { VENDOR_PROBLEM_CODES, WRITE_PROBLEM_CODES } from '../../../contract/api/problemCodes';
import type { Translator } from '../../i18n/createTranslator';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages/pt-BR';
import { ApiError } from '../../lib/fetchJson';
import { formatRelativeTime } from '../../lib/format/formatRelativeTime';

/**
 * Where a refusal is said: on the e-mail field when the e-mail is what to change, otherwise in an
 * alert that says whether and when confirming again can work.
 */
export type ResponsibleErrorPlacement = { on: 'email'; message: string } | { on: 'alert'; message: string };

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** "14:05", or "22/11/2026 14:05" when that is not today. */
function clockTime(at: Date, now: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(
    locale,
    sameDay(at, now) ? { timeStyle: 'short' } : { dateStyle: 'short', timeStyle: 'short' },
  ).format(at);
}

/** Says a failed change of responsible in the reader's language, from the problem's stable code. */
export function describeResponsibleError(
  error: unknown,
  t: Translator<Messages>,
  locale: Locale,
  now: Date = new Date(),
): ResponsibleErrorPlacement {
  const alert = (message: string): ResponsibleErrorPlacement => ({ on: 'alert', message });
  if (error instanceof ZodError) {
    // The write was answered 2xx but in a shape Painel could not read: it may well have happened.
    return alert(t('responsible.error.uncertain'));
  }
  if (!(error instanceof ApiError)) return alert(t('responsible.error.unreachable'));
  switch (error.code) {
    case WRITE_PROBLEM_CODES.invalidInput:
      return error.fieldErrors.some((field) => field.path === 'email')
        ? { on: 'email', message: t('responsible.email.invalid') }
        : alert(t('responsible.error.status', { status: error.status }));
    case VENDOR_PROBLEM_CODES.requestNotFound:
      return { on: 'email', message: t('responsible.error.unknownCollaborator') };
    case VENDOR_PROBLEM_CODES.rejected:
      // The detail quotes the vendor's own short reason, which is about the e-mail sent.
      return { on: 'email', message: t('responsible.error.rejected', { reason: error.message }) };
    case VENDOR_PROBLEM_CODES.budgetExhausted: {
      const at = error.retryAt === undefined ? Number.NaN : Date.parse(error.retryAt);
      if (Number.isNaN(at)) return alert(t('responsible.error.budget'));
      const retryAt = new Date(at);
      return alert(
        t('responsible.error.budgetAt', {
          time: clockTime(retryAt, now, locale),
          relative: formatRelativeTime(retryAt, now, locale),
        }),
      );
    }
    case VENDOR_PROBLEM_CODES.circuitOpen:
      return alert(t('responsible.error.circuit'));
    case WRITE_PROBLEM_CODES.idempotencyInProgress:
      return alert(t('responsible.error.inProgress'));
    case VENDOR_PROBLEM_CODES.timeout:
    case VENDOR_PROBLEM_CODES.unreadableAnswer:
      return alert(t('responsible.error.uncertain'));
    case VENDOR_PROBLEM_CODES.unavailable:
      return alert(t('responsible.error.unavailable'));
    case VENDOR_PROBLEM_CODES.unauthorized:
      return alert(t('responsible.error.unauthorized'));
    case VENDOR_PROBLEM_CODES.notConfigured:
      return alert(t('responsible.error.notConfigured'));
  }
  if (error.status === 401) return alert(t('responsible.error.sessionEnded'));
  if (error.status === 403) return alert(t('responsible.error.forbidden'));
  return alert(t('responsible.error.status', { status: error.status }));
}
