import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTranslator } from '../../i18n/createTranslator';
import { en } from '../../i18n/messages/en';
import { ptBR } from '../../i18n/messages/pt-BR';
import { ApiError } from '../../lib/fetchJson';
import { describeResponsibleError } from './describeResponsibleError';

const t = createTranslator(ptBR, 'pt-BR');
const now = new Date('2026-11-21T14:00:00.000Z');

function refusal(
  status: number,
  code: string,
  detail = 'detail',
  extra: ConstructorParameters<typeof ApiError>[3] = {},
) {
  return new ApiError(status, code, detail, extra);
}

describe('describeResponsibleError', () => {
  it('says when a refusal by the governor fits again, in the reader’s clock and relative to now', () => {
    const retryAt = new Date(now.getTime() + 5 * 60_000);
    const placed = describeResponsibleError(
      refusal(503, 'vendor_budget_exhausted', 'fits at 14:05 UTC', { retryAt: retryAt.toISOString() }),
      t,
      'pt-BR',
      now,
    );
    const time = new Intl.DateTimeFormat('pt-BR', { timeStyle: 'short' }).format(retryAt);
    expect(placed).toEqual({
      on: 'alert',
      message: `O limite de chamadas à plataforma desta hora acabou. A troca cabe de novo às ${time} (em 5 minutos): confirme de novo a partir desse horário.`,
    });
  });

  it('names the day too when the retry time is not today', () => {
    const retryAt = new Date(now.getTime() + 30 * 3600_000);
    const placed = describeResponsibleError(
      refusal(503, 'vendor_budget_exhausted', 'x', { retryAt: retryAt.toISOString() }),
      createTranslator(en, 'en'),
      'en',
      now,
    );
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'short', timeStyle: 'short' }).format(retryAt);
    expect(placed.message).toContain(`fits again at ${when} (tomorrow)`);
  });

  it('still says to come back later when the refusal carries no usable time', () => {
    expect(describeResponsibleError(refusal(503, 'vendor_budget_exhausted'), t, 'pt-BR', now)).toEqual({
      on: 'alert',
      message: 'O limite de chamadas à plataforma desta hora acabou. Confirme de novo em alguns minutos.',
    });
  });

  it('puts what is about the e-mail on the field', () => {
    expect(
      describeResponsibleError(
        refusal(400, 'invalid_input', 'The body is invalid', { errors: [{ path: 'email', message: 'bad' }] }),
        t,
        'pt-BR',
      ),
    ).toEqual({ on: 'email', message: 'Informe um e-mail válido, como ana@exemplo.com.br.' });
    expect(describeResponsibleError(refusal(404, 'request_not_found'), t, 'pt-BR').on).toBe('email');
    expect(describeResponsibleError(refusal(422, 'vendor_rejected', 'inactive user'), t, 'pt-BR')).toEqual({
      on: 'email',
      message: 'A plataforma recusou este e-mail: inactive user',
    });
  });

  it.each([
    ['vendor_circuit_open', 503, /administrador disser que a plataforma reativou/],
    ['idempotency_in_progress', 409, /ainda está em andamento/],
    ['vendor_timeout', 504, /a troca pode ter sido feita/],
    ['vendor_unreadable_answer', 502, /a troca pode ter sido feita/],
    ['vendor_unavailable', 502, /indisponível/],
    ['vendor_unauthorized', 502, /recusou o acesso do Painel/],
    ['vendor_not_configured', 503, /não está ligado à plataforma/],
    ['forbidden', 403, /Seu papel não permite/],
    ['unauthenticated', 401, /Sua sessão terminou/],
    ['http_500', 500, /erro 500/],
  ])('says what %s means and what to do', (code, status, message) => {
    const placed = describeResponsibleError(refusal(status, code), t, 'pt-BR', now);
    expect(placed.on).toBe('alert');
    expect(placed.message).toMatch(message);
  });

  it('treats an unreadable success as a change that may have happened, and no answer as no connection', () => {
    const shapeError = z.object({ kind: z.string() }).safeParse({}).error;
    expect(describeResponsibleError(shapeError, t, 'pt-BR').message).toMatch(/pode ter sido feita/);
    expect(describeResponsibleError(new TypeError('Failed to fetch'), t, 'pt-BR').message).toMatch(
      /Não foi possível falar com o servidor/,
    );
  });
});
