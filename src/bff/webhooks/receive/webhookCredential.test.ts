import { describe, expect, it } from 'vitest';
import { presentedWebhookSecret } from './webhookCredential';

describe('the credential a webhook delivery presents', () => {
  it('is the bearer token, or the password of Basic authentication (any user name)', () => {
    expect(presentedWebhookSecret('Bearer s3cret-value')).toBe('s3cret-value');
    expect(presentedWebhookSecret('bearer s3cret-value')).toBe('s3cret-value');
    const basic = (pair: string) => `Basic ${Buffer.from(pair).toString('base64')}`;
    expect(presentedWebhookSecret(basic('vendor:s3cret:with:colons'))).toBe('s3cret:with:colons');
    expect(presentedWebhookSecret(basic(':s3cret'))).toBe('s3cret');
  });

  it('is nothing for anything else', () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer a b',
      'Digest x',
      `Basic ${Buffer.from('no-colon').toString('base64')}`,
    ]) {
      expect(presentedWebhookSecret(header)).toBeUndefined();
    }
  });
});
