import { describe, expect, it } from 'vitest';
import { formatStartBanner } from './startBanner';

const facts = {
  publicUrl: 'http://localhost:8080',
  boundTo: '127.0.0.1:8080',
  mode: 'sandbox' as const,
  loopbackOnly: true,
};

describe('the start banner', () => {
  it('says a demo without a chosen database is new at every start, and how to keep it', () => {
    expect(formatStartBanner({ ...facts, freshDemo: true })).toContain(
      'a new demo at every start; set DATA_DIR=./data to keep its database between starts',
    );
  });

  it('says nothing of it when the database was chosen', () => {
    expect(formatStartBanner(facts)).not.toContain('new demo');
  });
});
