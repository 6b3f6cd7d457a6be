import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../features/live/testing/FakeEventSource';
import { freshness } from '../../lib/testing/apiFixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { WallboardStatus } from './WallboardStatus';

const server = setupServer(
  // The history still loading, waiting for the vendor: what a wall must not talk about.
  http.get('*/api/freshness', () =>
    HttpResponse.json(
      freshness({
        upToDateAt: new Date().toISOString(),
        backfill: {
          state: 'running',
          records: 1773,
          pages: 40,
          expectedRecords: 3000,
          estimatedSecondsLeft: 600,
          waitingUntil: new Date(Date.now() + 600_000).toISOString(),
        },
      }),
    ),
  ),
  http.get('*/api/session', () =>
    HttpResponse.json({
      kind: 'device',
      device: { id: '2b1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e', name: 'TV da expedição' },
      expiresAt: '2030-01-01T12:00:00.000Z',
      idleTimeoutSeconds: 604800,
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.reset();
});
afterEach(() => vi.unstubAllGlobals());
afterAll(() => server.close());

describe("the wall screen's status", () => {
  it('shows how fresh the mirror is and keeps its own live stream, and nothing of how it is kept', async () => {
    const { container } = renderWithProviders(<WallboardStatus />);
    expect(await screen.findByText(/^Dados atualizados /)).toBeInTheDocument();
    // No history loading, vendor limits or counts of the copy on a wall.
    expect(container).not.toHaveTextContent(/histórico|cota|fornecedor|pedidos ·/i);
    act(() => FakeEventSource.latest().open());
    expect(screen.getByText('Ao vivo')).toBeInTheDocument();
  });
});
