import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_AFTER_MS, useDailyReload } from './useDailyReload';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the daily reload of a wall', () => {
  it('waits a day, and for a moment the server answers', () => {
    const reload = vi.fn();
    const { rerender } = renderHook(({ healthy }) => useDailyReload(healthy, reload), {
      initialProps: { healthy: true },
    });
    vi.advanceTimersByTime(RELOAD_AFTER_MS - 60_000);
    expect(reload).not.toHaveBeenCalled();

    rerender({ healthy: false });
    vi.advanceTimersByTime(2 * 60 * 60 * 1000);
    expect(reload).not.toHaveBeenCalled();

    rerender({ healthy: true });
    vi.advanceTimersByTime(60_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
