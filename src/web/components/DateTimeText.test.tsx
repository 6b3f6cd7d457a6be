import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { DateTimeText } from './DateTimeText';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2024-05-01T16:04:05.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('DateTimeText', () => {
  it('shows the local date and time, with how long ago in the tooltip', () => {
    renderWithProviders(<DateTimeText value="2024-05-01T13:04:05.123Z" timeZone="America/Sao_Paulo" />);
    const time = screen.getByText(/^01\/05\/2024,\s10:04$/);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2024-05-01T13:04:05.123Z');
    expect(time).toHaveAttribute('title', 'há 3 horas');
  });

  it('shows the day only when asked', () => {
    renderWithProviders(
      <DateTimeText value="2024-05-01T13:04:05.123Z" dateOnly timeZone="America/Sao_Paulo" />,
      {
        locale: 'en',
      },
    );
    expect(screen.getByText('May 1, 2024')).toHaveAttribute('title', '3 hours ago');
  });

  it('shows text that is not a timestamp as sent', () => {
    renderWithProviders(<DateTimeText value="a combinar" />);
    expect(screen.getByText('a combinar').tagName).toBe('SPAN');
  });

  it('shows a missing value as not provided', () => {
    renderWithProviders(<DateTimeText value={null} />);
    expect(screen.getByText('não informado')).toBeInTheDocument();
  });
});
