import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { OverviewPage } from './OverviewPage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('OverviewPage', () => {
  it('shows the backend as up in sandbox mode', async () => {
    server.use(
      http.get('*/api/health', () => HttpResponse.json({ status: 'ok', version: '1.0.0', mode: 'sandbox' })),
    );
    renderWithProviders(<OverviewPage />);
    expect(await screen.findByText('no ar (sandbox)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Bem-vindo ao Painel' })).toBeInTheDocument();
  });

  it('speaks English when the reader chose English', async () => {
    server.use(
      http.get('*/api/health', () => HttpResponse.json({ status: 'ok', version: '1.0.0', mode: 'vendor' })),
    );
    renderWithProviders(<OverviewPage />, { locale: 'en' });
    expect(await screen.findByText('up')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome to Painel' })).toBeInTheDocument();
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
    renderWithProviders(<OverviewPage />);
    expect(await screen.findByText('indisponível')).toBeInTheDocument();
    expect(screen.getByText(/O banco de dados está reiniciando\. Tente recarregar/)).toBeInTheDocument();
  });

  it('explains an answer of the wrong shape in the reader language instead of dumping it', async () => {
    server.use(http.get('*/api/health', () => HttpResponse.json({ hello: 'world' })));
    renderWithProviders(<OverviewPage />, { locale: 'en' });
    expect(await screen.findByText('unavailable')).toBeInTheDocument();
    expect(
      screen.getByText(
        "The server's answer did not have the expected shape. Try reloading the page in a few seconds.",
      ),
    ).toBeInTheDocument();
  });

  it('says the server could not be reached when the network fails', async () => {
    server.use(http.get('*/api/health', () => HttpResponse.error()));
    renderWithProviders(<OverviewPage />);
    expect(await screen.findByText(/Não foi possível falar com o servidor\./)).toBeInTheDocument();
  });
});
