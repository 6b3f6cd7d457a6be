import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CHANGE_RESPONSIBLE_KEY, handedOverHere } from './ownChanges';

async function handOver(client: QueryClient, variables: { type: string; code: string }, fails = false) {
  const observer = new MutationObserver<string, Error, { type: string; code: string }>(client, {
    mutationKey: CHANGE_RESPONSIBLE_KEY,
    mutationFn: async () => {
      if (fails) throw new Error('refused');
      return 'ok';
    },
  });
  await observer.mutate(variables).catch(() => undefined);
}

describe('handedOverHere', () => {
  it('knows the requests this page handed over successfully, for two minutes', async () => {
    const client = new QueryClient();
    await handOver(client, { type: 'order', code: '101' });
    await handOver(client, { type: 'order', code: '102' }, true);
    expect(handedOverHere(client, 'order', '101')).toBe(true);
    expect(handedOverHere(client, 'budget', '101')).toBe(false);
    expect(handedOverHere(client, 'order', '102')).toBe(false);
    expect(handedOverHere(client, 'order', '101', Date.now() + 3 * 60_000)).toBe(false);
  });
});
