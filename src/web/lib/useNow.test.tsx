import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './useNow';

function Clock({ label, interval }: { label: string; interval: number }) {
  const now = useNow(interval);
  return <p>{`${label} ${new Date(now).toISOString()}`}</p>;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2024-05-01T12:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('useNow', () => {
  it('re-renders every interval with the current time', () => {
    render(<Clock label="a" interval={1000} />);
    expect(screen.getByText('a 2024-05-01T12:00:00.000Z')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('a 2024-05-01T12:00:01.000Z')).toBeInTheDocument();
  });

  it('shares one timer among all users of an interval and stops it when the last leaves', () => {
    const { unmount } = render(
      <>
        <Clock label="a" interval={5000} />
        <Clock label="b" interval={5000} />
      </>,
    );
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('a 2024-05-01T12:00:05.000Z')).toBeInTheDocument();
    expect(screen.getByText('b 2024-05-01T12:00:05.000Z')).toBeInTheDocument();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is current when a clock that slept gets a new user', () => {
    const { unmount } = render(<Clock label="a" interval={7000} />);
    unmount();
    vi.setSystemTime(new Date('2024-05-01T13:00:00.000Z'));
    render(<Clock label="c" interval={7000} />);
    expect(screen.getByText('c 2024-05-01T13:00:00.000Z')).toBeInTheDocument();
  });
});
