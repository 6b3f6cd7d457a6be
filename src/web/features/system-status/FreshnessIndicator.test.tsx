import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Freshness } from '../../../contract/api/freshness';
import { freshness } from '../../lib/testing/apiFixtures';
import { expectNoAxeViolations } from '../../test/expectNoAxeViolations';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FreshnessIndicator } from './FreshnessIndicator';

let current: Freshness = freshness();
const server = setupServer(http.get('*/api/freshness', () => HttpResponse.json(current)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2024-05-01T16:00:12.000Z'));
});
afterEach(() => vi.useRealTimers());
afterAll(() => server.close());

const normalise = (text: string | null) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

describe('FreshnessIndicator', () => {
  it('says how long ago the copy was known to be up to date', async () => {
    current = freshness({ upToDateAt: '2024-05-01T16:00:00.000Z' });
    renderWithProviders(<FreshnessIndicator />);
    expect(await screen.findByText('Atualizado há 12 seg.')).toBeInTheDocument();
    expect(screen.getByText(/1\.234 pedidos · 1 orçamento/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('counts from the last change applied, a webhook too, and never from the future', async () => {
    current = freshness({
      upToDateAt: '2024-05-01T15:00:00.000Z',
      lastWebhookAt: '2024-05-01T16:00:07.000Z',
    });
    const { unmount } = renderWithProviders(<FreshnessIndicator />);
    expect(await screen.findByText('Atualizado há 5 seg.')).toBeInTheDocument();
    unmount();
    current = freshness({ upToDateAt: '2024-05-01T16:00:30.000Z' });
    renderWithProviders(<FreshnessIndicator />);
    expect(await screen.findByText(/^Atualizado (agora|há 0 seg\.)$/)).toBeInTheDocument();
  });

  it('shows the backfill progress while it runs, with what is left', async () => {
    current = freshness({
      upToDateAt: null,
      backfill: {
        state: 'running',
        records: 1200,
        pages: 24,
        expectedRecords: 4800,
        estimatedSecondsLeft: 180,
        waitingUntil: null,
      },
    });
    const { container } = renderWithProviders(<FreshnessIndicator />, { locale: 'en' });
    expect(await screen.findByText('Not synchronised with the vendor yet')).toBeInTheDocument();
    expect(screen.getByText(/Loading history:/)).toHaveTextContent('Loading history: 1,200 of 4,800');
    expect(screen.getByRole('progressbar', { name: 'History loading progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByText('Finishes in 3 minutes.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('says until when the backfill waits for the vendor quota', async () => {
    current = freshness({
      upToDateAt: '2024-05-01T15:00:12.000Z',
      backfill: {
        state: 'paused',
        records: 10,
        pages: 1,
        expectedRecords: null,
        estimatedSecondsLeft: null,
        waitingUntil: '2024-05-01T17:05:00.000Z',
      },
    });
    renderWithProviders(<FreshnessIndicator />);
    expect(await screen.findByText('Atualizado há 1 h')).toBeInTheDocument();
    expect(screen.getByText(/Histórico em pausa/)).toHaveTextContent('Histórico em pausa: 10 registros');
    expect(normalise(screen.getByText(/Aguardando a cota/).textContent)).toMatch(
      /^Aguardando a cota do fornecedor até 01\/05\/2024, \d\d:05\.$/,
    );
  });

  it('admits when freshness cannot be read', async () => {
    server.use(http.get('*/api/freshness', () => HttpResponse.error()));
    renderWithProviders(<FreshnessIndicator />);
    expect(await screen.findByText('Atualização desconhecida no momento')).toBeInTheDocument();
  });
});
