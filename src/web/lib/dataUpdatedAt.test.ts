import { describe, expect, it } from 'vitest';
import { dataUpdatedAt } from './dataUpdatedAt';

describe('when the data was last updated', () => {
  it('is the later of the last whole read and the last change the vendor announced', () => {
    const read = '2026-11-28T13:00:00.000Z';
    const announced = '2026-11-28T13:16:40.000Z';
    expect(dataUpdatedAt({ upToDateAt: read, lastWebhookAt: announced })?.toISOString()).toBe(announced);
    expect(dataUpdatedAt({ upToDateAt: announced, lastWebhookAt: read })?.toISOString()).toBe(announced);
  });

  it('is whichever is known, and unknown when neither is', () => {
    expect(dataUpdatedAt({ upToDateAt: null, lastWebhookAt: '2026-11-28T13:00:00.000Z' })).toEqual(
      new Date('2026-11-28T13:00:00.000Z'),
    );
    expect(dataUpdatedAt({ upToDateAt: 'not a date', lastWebhookAt: null })).toBeNull();
    expect(dataUpdatedAt({ upToDateAt: null, lastWebhookAt: null })).toBeNull();
  });
});
