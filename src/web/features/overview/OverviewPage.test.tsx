import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OverviewPage } from './OverviewPage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <OverviewPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('OverviewPage', () => {
  it('shows the backend as up in sandbox mode', async () => {
    server.use(
      http.get('*/api/health', () => HttpResponse.json({ status: 'ok', version: '1.0.0', mode: 'sandbox' })),
    );
    renderPage();
    expect(await screen.findByText('no ar (sandbox)')).toBeInTheDocument();
  });

  it('says what to do when the backend does not answer', async () => {
    server.use(
      http.get('*/api/health', () =>
        HttpResponse.json(
          { status: 503, code: 'unavailable', detail: 'O banco de dados está reiniciando.' },
          { status: 503 },
        ),
      ),
    );
    renderPage();
    expect(await screen.findByText('indisponível')).toBeInTheDocument();
    expect(screen.getByText(/O banco de dados está reiniciando\. Tente recarregar/)).toBeInTheDocument();
  });
});
