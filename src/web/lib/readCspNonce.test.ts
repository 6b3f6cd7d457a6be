import { describe, expect, it } from 'vitest';
import { readCspNonce } from './readCspNonce';

function page(head: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${head}</head><body></body></html>`,
    'text/html',
  );
}

describe('readCspNonce', () => {
  it('reads the nonce Vite writes into the page', () => {
    expect(readCspNonce(page('<meta property="csp-nonce" nonce="r4nd0m">'))).toBe('r4nd0m');
  });

  it('accepts the nonce in content too', () => {
    expect(readCspNonce(page('<meta property="csp-nonce" content="abc">'))).toBe('abc');
  });

  it('answers undefined when the page has none (development, tests)', () => {
    expect(readCspNonce(page(''))).toBeUndefined();
    expect(readCspNonce(page('<meta property="csp-nonce" nonce="">'))).toBeUndefined();
  });
});
