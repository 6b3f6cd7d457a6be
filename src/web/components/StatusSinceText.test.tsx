import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { StalledBadge } from './StalledBadge';
import { StatusSinceText } from './StatusSinceText';

describe('a status start Painel knows, and one it only bounds (ADR 065)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T15:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('says the date of a start it saw', () => {
    renderWithProviders(
      <>
        <StatusSinceText since="2026-11-19T15:00:00.000Z" before={false} dateOnly />
        <StalledBadge since="2026-11-19T15:00:00.000Z" />
      </>,
    );
    expect(screen.getByText('19/11/2026')).toBeInTheDocument();
    expect(screen.getByTestId('stalled-badge')).toHaveTextContent('Parado há 9 dias');
  });

  it('says "antes de" and "mais de" where the start is unknown', () => {
    renderWithProviders(
      <>
        <StatusSinceText since="2026-11-19T15:00:00.000Z" before dateOnly />
        <StalledBadge since="2026-11-19T15:00:00.000Z" before />
        <StalledBadge since="2026-11-19T15:00:00.000Z" before compact />
      </>,
    );
    const since = screen.getByText('antes de 19/11/2026');
    expect(since).toHaveAttribute('title', expect.stringContaining('no máximo nesta data'));
    const [badge, compact] = screen.getAllByTestId('stalled-badge');
    expect(badge).toHaveTextContent('Parado há mais de 9 dias');
    expect(compact).toHaveTextContent('+9 d');
    expect(compact).toHaveTextContent('Parado há mais de 9 dias');
  });

  it('leaves the time out of a bound at midnight, which stands for a whole day, and keeps any other', () => {
    renderWithProviders(
      <>
        <StatusSinceText since="2026-11-27T00:00:00.000Z" before />
        <StatusSinceText since="2026-11-26T14:30:00.000Z" before />
      </>,
    );
    expect(screen.getByText('antes de 27/11/2026')).toBeInTheDocument();
    expect(screen.getByText('antes de 26/11/2026, 14:30')).toBeInTheDocument();
  });
});
