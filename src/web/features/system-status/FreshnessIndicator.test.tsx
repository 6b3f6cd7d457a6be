import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Freshness } from '../../../contract/api/freshness';
import { freshness } from '../../lib/testing/apiFixtures';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { FreshnessIndicator } from './FreshnessIndicator';

let current: Freshness = freshness();
const server = setupServer(http.get('*/api/freshness', () => HttpResponse.json(current)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2024-05-01T16:00:12.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('FreshnessIndicator', () => {
  it('says how long ago the data was known to be up to date, and nothing else', async () => {
    current = freshness({ upToDateAt: '2024-05-01T15:59:00.000Z' });
    const { container } = renderWithProviders(<FreshnessIndicator />);
    expect(await screen.findByText('Dados atualizados há 1 min.')).toBeInTheDocument();
    // No counts, no history copy: the shell says how fresh the data is and nothing else.
    expect(screen.queryByText(/pedido|orçamento|histórico/i)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('counts from the last change applied, a webhook too, and never from the future', async () => {
    current = freshness({
      upToDateAt: '2024-05-01T15:00:00.000Z',
      lastWebhookAt: '2024-05-01T16:00:07.000Z',
    });
    const { unmount } = renderWithProviders(<FreshnessIndicator />);
    expect(await screen.findByText('Dados atualizados há 5 seg.')).toBeInTheDocument();
    unmount();
    current = freshness({ upToDateAt: '2024-05-01T16:00:30.000Z' });
    renderWithProviders(<FreshnessIndicator />);
    expect(await screen.findByText(/^Dados atualizados (agora|há 0 seg\.)$/)).toBeInTheDocument();
  });

  it('says no plumbing while old requests are copied or the copy waits for the budget', async () => {
    current = freshness({
      upToDateAt: '2024-05-01T15:00:12.000Z',
      backfill: {
        state: 'paused',
        records: 1561,
        pages: 32,
        expectedRecords: 3000,
        estimatedSecondsLeft: 3600,
        estimatedDoneAt: '2024-05-01T17:00:12.000Z',
        waitingUntil: '2024-05-01T16:05:00.000Z',
      },
    });
    const { container } = renderWithProviders(<FreshnessIndicator />);
    expect(await screen.findByText('Dados atualizados há 1 h')).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/cota|pausa|histórico|cópia|webhook|1\.561/i);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says the data is still being fetched before anything was, in both languages', async () => {
    current = freshness({ backfill: { ...freshness().backfill, state: 'running' } });
    const { unmount } = renderWithProviders(<FreshnessIndicator />);
    expect(await screen.findByText('Buscando os dados na plataforma do fornecedor…')).toBeInTheDocument();
    unmount();
    renderWithProviders(<FreshnessIndicator />, { locale: 'en' });
    expect(await screen.findByText("Fetching the data from the vendor's platform…")).toBeInTheDocument();
  });

  it('admits when freshness cannot be read', async () => {
    server.use(http.get('*/api/freshness', () => HttpResponse.error()));
    renderWithProviders(<FreshnessIndicator />);
    expect(await screen.findByText('Atualização desconhecida no momento')).toBeInTheDocument();
  });
});
