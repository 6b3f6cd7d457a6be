import { describe, expect, it } from 'vitest';
import { PrioritySemaphore } from './prioritySemaphore';

describe('the priority semaphore', () => {
  it('bounds concurrency and hands freed slots to the most urgent waiter, first come first served within a rank', async () => {
    const semaphore = new PrioritySemaphore(2);
    const holders = [await semaphore.acquire(4), await semaphore.acquire(4)];
    expect(semaphore.inUse).toBe(2);

    const order: string[] = [];
    const wait = (rank: number, name: string) =>
      semaphore.acquire(rank).then((release) => {
        order.push(name);
        return release;
      });
    const waiting = [wait(4, 'backfill-1'), wait(0, 'write-1'), wait(2, 'webhook'), wait(0, 'write-2')];
    expect(semaphore.queued).toBe(4);

    for (const release of holders) release();
    const [, write1, , write2] = await Promise.all([
      Promise.resolve(),
      waiting[1],
      Promise.resolve(),
      waiting[3],
    ]);
    expect(order).toEqual(['write-1', 'write-2']);
    expect(semaphore.inUse).toBe(2);

    write1?.();
    write1?.(); // a second release of the same slot changes nothing
    write2?.();
    const rest = await Promise.all([waiting[0], waiting[2]]);
    expect(order).toEqual(['write-1', 'write-2', 'webhook', 'backfill-1']);
    for (const release of rest) release?.();
    expect(semaphore.inUse).toBe(0);
  });

  it('refuses a limit below one', () => {
    expect(() => new PrioritySemaphore(0)).toThrow(RangeError);
  });
});
