import { describe, expect, it } from 'vitest';
import { scrubSecrets } from './scrubSecrets';

describe('scrubbing audit details of secrets', () => {
  it('replaces values under credential-like keys, at any depth', () => {
    expect(
      scrubSecrets({
        password: 'p',
        nested: { accessToken: 't', Authorization: 'a', cookie: 'c', sessionId: 's', webhookSecret: 'w' },
        list: [{ apiKey: 'k', name: 'kept' }],
        sessionsEnded: 3,
      }),
    ).toEqual({
      password: '[redacted]',
      nested: {
        accessToken: '[redacted]',
        Authorization: '[redacted]',
        cookie: '[redacted]',
        sessionId: '[redacted]',
        webhookSecret: '[redacted]',
      },
      list: [{ apiKey: '[redacted]', name: 'kept' }],
      sessionsEnded: 3,
    });
  });

  it('removes known secrets and bearer-looking credentials from any text', () => {
    const scrubbed = scrubSecrets(
      { vendorSaid: 'bad token vendor-token-123 for Bearer abcdefgh12345678, or Basic dXNlcjpwYXNz' },
      ['vendor-token-123'],
    );
    expect(scrubbed).toEqual({
      vendorSaid: 'bad token [redacted] for Bearer [redacted], or Basic [redacted]',
    });
  });

  it('cuts long texts, long lists and deep structures, and writes dates as ISO text', () => {
    const deep = { a: { b: { c: { d: { e: { f: { g: { h: { i: 1 } } } } } } } } };
    const result = scrubSecrets({
      text: 'x'.repeat(5000),
      list: Array.from({ length: 500 }, (_, i) => i),
      deep,
      at: new Date(Date.UTC(2025, 0, 1)),
    }) as { text: string; list: number[]; at: string };
    expect(result.text.length).toBe(2001);
    expect(result.list).toHaveLength(200);
    expect(result.at).toBe('2025-01-01T00:00:00.000Z');
    expect(JSON.stringify(result)).toContain('[too deep]');
  });
});
