import { describe, expect, it } from 'vitest';
import { en } from './messages/en';
import { ptBR } from './messages/pt-BR';

/**
 * Sales and finance read Painel in their own words: the plumbing behind it (how the copy is kept,
 * the vendor's call limits and their breaker) has no name on their screens. Only the admin pages,
 * and the few fields Painel shows to admins alone, may name it.
 */
const PLUMBING =
  /\b(webhooks?|quotas?|cotas?|circuit|circuito|mirror|espelho|backfill|API|tokens?|governor|governador|payloads?|endpoints?)\b/i;

const ADMIN_ONLY_KEYS = new Set(['requestDetail.summary.apiSent', 'requestDetail.summary.apiSentUpdated']);
const readByEveryone = (key: string) => !key.startsWith('admin') && !ADMIN_ONLY_KEYS.has(key);

describe.each([
  ['pt-BR', ptBR],
  ['en', en],
] as const)('the %s messages outside the admin pages', (_locale, messages) => {
  it('name none of the plumbing', () => {
    // A plural message is an object of forms ({ one, other }): each form is read.
    const texts = (message: string | Readonly<Record<string, string>>) =>
      typeof message === 'string' ? [message] : Object.values(message);
    const leaks = Object.entries(messages)
      .filter(([key]) => readByEveryone(key))
      .flatMap(([key, message]) =>
        texts(message)
          .filter((text) => PLUMBING.test(text))
          .map((text) => `${key}: ${text}`),
      );
    expect(leaks).toEqual([]);
  });
});
