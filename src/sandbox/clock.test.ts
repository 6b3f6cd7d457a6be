import { describe, expect, it } from 'vitest';
import { createClock, MANUAL_CLOCK_START } from './clock';

describe('the sandbox clock', () => {
  it('stands still in manual mode and fires due timers in time order when advanced', async () => {
    const clock = createClock({ mode: 'manual' });
    expect(clock.now()).toBe(MANUAL_CLOCK_START);
    const fired: Array<[string, number]> = [];
    clock.setTimer(3_000, () => fired.push(['c', clock.now()]));
    clock.setTimer(1_000, () => fired.push(['a', clock.now()]));
    const cancelled = clock.setTimer(2_000, () => fired.push(['x', clock.now()]));
    clock.setTimer(2_000, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      fired.push(['b', clock.now()]);
      clock.setTimer(500, () => fired.push(['b+', clock.now()]));
    });
    clock.clearTimer(cancelled);
    await clock.advance(2_600);
    expect(fired).toEqual([
      ['a', MANUAL_CLOCK_START + 1_000],
      ['b', MANUAL_CLOCK_START + 2_000],
      ['b+', MANUAL_CLOCK_START + 2_500],
    ]);
    expect(clock.now()).toBe(MANUAL_CLOCK_START + 2_600);
    await clock.set(MANUAL_CLOCK_START + 10_000);
    expect(fired.map(([name]) => name)).toEqual(['a', 'b', 'b+', 'c']);
    expect(() => clock.set(MANUAL_CLOCK_START)).toThrow(RangeError);
    expect(() => clock.advance(-1)).toThrow(RangeError);
  });

  it('follows wall time in real mode, jumps forward with advance and fires timers on its own', async () => {
    const clock = createClock({ mode: 'real' });
    const before = Date.now();
    expect(Math.abs(clock.now() - before)).toBeLessThan(50);
    await clock.advance(3_600_000);
    expect(clock.now() - Date.now()).toBeGreaterThanOrEqual(3_600_000 - 50);
    const fired = await new Promise<number>((resolve) => clock.setTimer(20, () => resolve(clock.now())));
    expect(fired).toBeGreaterThan(before + 3_600_000);
    let jumped = false;
    clock.setTimer(60_000, () => {
      jumped = true;
    });
    await clock.advance(60_000);
    expect(jumped).toBe(true);
    clock.dispose();
  });
});
