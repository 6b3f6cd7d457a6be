import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '../../../contract/api/session';
import { governor, salesManager } from '../../lib/testing/apiFixtures';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { CircuitBanner } from './CircuitBanner';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const admin: SessionResponse = {
  kind: 'user',
  user: {
    id: '0c9e4b2a-1d3f-4a5b-8c6d-7e8f9a0b1c2d',
    email: 'admin@example.com.br',
    name: 'Carla Dias',
    roles: ['admin'],
  },
  expiresAt: '2030-01-01T12:00:00.000Z',
  idleTimeoutSeconds: 1800,
};

function openCircuitFor(session: SessionResponse) {
  server.use(
    http.get('*/api/session', () => HttpResponse.json(session)),
    http.get('*/api/governor', () =>
      HttpResponse.json(
        governor({
          state: 'open',
          openedAt: '2024-05-01T13:04:05.000Z',
          cause: '429 hardLimit on "PUT payment"',
        }),
      ),
    ),
  );
}

describe('CircuitBanner', () => {
  it('tells a sales or finance person in plain words that changes cannot be sent and an admin knows', async () => {
    openCircuitFor(salesManager);
    const { container } = renderWithProviders(<CircuitBanner />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não é possível enviar alterações à plataforma do fornecedor agora');
    expect(alert).toHaveTextContent(
      'Você continua vendo e consultando tudo no Painel. Um administrador foi avisado e vai resolver com o fornecedor.',
    );
    expect(alert).not.toHaveTextContent(/circuito|429|cota|cópia|webhook|hardLimit/i);
    await expectNoAxeViolations(container);
  });

  it('tells the admin what happened and what to do', async () => {
    openCircuitFor(admin);
    renderWithProviders(<CircuitBanner />);
    const alert = await screen.findByRole('alert');
    await expect.poll(() => alert.textContent).toMatch(/O fornecedor suspendeu o acesso do Painel/);
    expect(alert).toHaveTextContent(
      /Em 01\/05\/2024, \d\d:04, o fornecedor recusou uma chamada por limite de uso\./,
    );
    expect(alert).toHaveTextContent('Resposta: 429 hardLimit on "PUT payment".');
    expect(alert).toHaveTextContent('Contate o suporte do fornecedor para reativar a conta');
  });

  it('shows nothing while the circuit is closed', async () => {
    let answered = false;
    server.use(
      http.get('*/api/session', () => HttpResponse.json(salesManager)),
      http.get('*/api/governor', () => {
        answered = true;
        return HttpResponse.json(governor());
      }),
    );
    renderWithProviders(<CircuitBanner />);
    await expect.poll(() => answered).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/fornecedor/)).toBeNull();
  });
});
