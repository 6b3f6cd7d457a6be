import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { governor } from '../../lib/testing/apiFixtures';
import { expectNoAxeViolations } from '../../test/expectNoAxeViolations';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CircuitBanner } from './CircuitBanner';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('CircuitBanner', () => {
  it('tells everyone what happened and who must act while the vendor circuit is open', async () => {
    server.use(
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
    const { container } = renderWithProviders(<CircuitBanner />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('O fornecedor suspendeu o acesso do Painel');
    expect(alert).toHaveTextContent(
      /Em 01\/05\/2024, \d\d:04, o fornecedor recusou uma chamada por limite de uso\./,
    );
    expect(alert).toHaveTextContent('Resposta: 429 hardLimit on "PUT payment".');
    expect(alert).toHaveTextContent(
      'Um administrador precisa contatar o suporte do fornecedor para reativar a conta e, depois, confirmar a reativação em Sistema.',
    );
    expect(alert).toHaveTextContent('as consultas continuam a partir da cópia local');
    await expectNoAxeViolations(container);
  });

  it('shows nothing while the circuit is closed', async () => {
    let answered = false;
    server.use(
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
