import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { LiveIndicator } from './LiveIndicator';

describe('LiveIndicator', () => {
  beforeEach(() =>
    vi.useFakeTimers({ now: Date.UTC(2025, 5, 15, 12), toFake: ['Date', 'setInterval', 'clearInterval'] }),
  );
  afterEach(() => vi.useRealTimers());

  it('says the screens are live, in a polite status region, without axe violations', async () => {
    const { container } = renderWithProviders(<LiveIndicator connection={{ status: 'live' }} />);
    const status = await screen.findByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Ao vivo');
    expect(status).toHaveTextContent('Atualizações ao vivo: conectado. As telas se atualizam sozinhas.');
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it('counts down to the next attempt on screen, announcing the wait only once', async () => {
    renderWithProviders(
      <LiveIndicator connection={{ status: 'reconnecting', retryAt: Date.now() + 5_000, waitMs: 5_000 }} />,
      {
        locale: 'en',
      },
    );
    expect(await screen.findByText('Reconnecting in 5 s')).toBeInTheDocument();
    expect(screen.getByText('Live updates interrupted. Next attempt in 5 s.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByText('Reconnecting in 3 s')).toBeInTheDocument();
    // The live region's own words did not change with the seconds.
    expect(screen.getByText('Live updates interrupted. Next attempt in 5 s.')).toBeInTheDocument();
    // The ticking text is kept from screen readers.
    expect(screen.getByText('Reconnecting in 3 s').closest('[aria-hidden="true"]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument();
  });

  it('says when it is connecting and when it is offline', async () => {
    const { rerender, container } = renderWithProviders(
      <LiveIndicator connection={{ status: 'connecting' }} />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Conectando…');
    rerender(<LiveIndicator connection={{ status: 'offline' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Sem conexão');
    expect(screen.getByRole('status')).toHaveTextContent(
      'as atualizações ao vivo voltam quando a rede voltar',
    );
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });
});
