import { waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localeStorageKey } from '../i18n/localeStorage';
import { mockPhoneMedia } from '../testing/mockPhoneMedia';
import { renderApp } from './testing/renderApp';
import { workspaceApi } from './testing/workspaceApi';

const api = workspaceApi();
const server = setupServer(...api.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.removeItem(localeStorageKey);
});
afterAll(() => server.close());

async function renderShell(locale: 'pt-BR' | 'en' = 'pt-BR') {
  const app = renderApp('/orders', { locale });
  await app.screen.findByRole('heading', { level: 2, name: locale === 'en' ? 'Orders' : 'Pedidos' });
  return app;
}

describe('Shell', () => {
  it('has the brand as the page heading, a labelled navigation and a main landmark', async () => {
    const { screen } = await renderShell();
    expect(screen.getByRole('heading', { level: 1, name: 'Painel' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).getByRole('link', { name: 'Pedidos' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Início',
      'Pedidos',
      'Orçamentos',
      'Quadro de pedidos',
      'Quadro de orçamentos',
      'Painel de parede',
      'Indicadores',
      'Atividade',
      'Alterações em lote',
    ]);
    expect(within(nav).getByRole('region', { name: 'Trabalho' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 2 }));
  });

  it('shows who is signed in, with their role, and how fresh the data is', async () => {
    const { screen } = await renderShell();
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('Vendas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair (Ana Souza)' })).toBeInTheDocument();
    expect(await screen.findByText(/^Dados atualizados (agora|há \d+ seg\.)$/)).toBeInTheDocument();
  });

  it('on a phone offers the way out as an icon with the same name, so the brand keeps its room', async () => {
    const matchMedia = mockPhoneMedia();
    try {
      const { screen } = await renderShell('en');
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Sign out (Ana Souza)' })).not.toHaveTextContent(
          'Sign out',
        ),
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Painel' })).toBeInTheDocument();
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('switches every text to the chosen language', async () => {
    const { screen, user } = await renderShell();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByText('Sales')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Use (dark|light) theme/ })).toBeInTheDocument();
  });

  it('goes to the Activity page from the navigation, with its filters in the URL', async () => {
    const { screen, user, href } = await renderShell();
    await user.click(screen.getByRole('link', { name: 'Atividade' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Atividade' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Atividade' })).toHaveAttribute('aria-current', 'page');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Origem' }), 'Aviso do fornecedor');
    expect(href()).toBe('/activity?source=webhook');
    expect(document.title).toBe('Atividade · Painel');
  });

  it('answers an unknown address inside the shell', async () => {
    const { screen } = renderApp('/nowhere');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar aos pedidos' })).toHaveAttribute('href', '/orders');
  });

  it('lets a keyboard user skip straight to the content', async () => {
    const { screen, user } = await renderShell();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
