import { screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { NotFound } from './NotFound';

function renderAt(path: string, locale: 'pt-BR' | 'en') {
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultNotFoundComponent: NotFound,
  });
  // A router of its own, not the app's registered one: only the not-found behaviour is under test.
  renderWithProviders(<RouterProvider<typeof router> router={router} />, { locale });
}

describe('NotFound', () => {
  it('names the unknown address and offers the way home', async () => {
    renderAt('/nowhere', 'pt-BR');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('O endereço /nowhere não corresponde a nenhuma página do Painel.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar aos pedidos' })).toHaveAttribute('href', '/orders');
  });

  it('speaks English too', async () => {
    renderAt('/nowhere', 'en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Page not found' })).toBeInTheDocument();
  });
});
