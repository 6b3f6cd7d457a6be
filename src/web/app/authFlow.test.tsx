import { within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { salesManager } from '../lib/testing/apiFixtures';
import { renderApp } from './testing/renderApp';
import { workspaceApi } from './testing/workspaceApi';

const api = workspaceApi();
const server = setupServer(...api.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  api.state.session = salesManager;
  window.localStorage.clear();
});
afterAll(() => server.close());

describe('signing in and out', () => {
  it('sends a signed-out reader to the login page and back to the page they asked for', async () => {
    api.state.session = null;
    const { screen, user, href, location } = renderApp('/orders?uf=SP&sort=finalValue&dir=desc');
    expect(await screen.findByRole('heading', { level: 2, name: 'Entrar' })).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(location().search).toEqual({ redirect: '/orders?uf=SP&sort=finalValue&dir=desc' });

    await user.type(screen.getByLabelText(/E-mail/), 'ana.souza@example.com.br');
    await user.type(screen.getByLabelText(/Senha/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(
      await screen.findByText('E-mail ou senha incorretos. Confira e tente de novo.'),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/login');

    await user.clear(screen.getByLabelText(/Senha/));
    await user.type(screen.getByLabelText(/Senha/), api.state.password);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pedidos' })).toBeInTheDocument();
    expect(href()).toBe('/orders?uf=SP&sort=finalValue&dir=desc');
    expect(
      within(screen.getByRole('list', { name: 'Filtros ativos' })).getByText('UF: SP'),
    ).toBeInTheDocument();
  });

  it('lands on the home after signing in from the login page itself', async () => {
    api.state.session = null;
    const { screen, user, href } = renderApp('/login');
    await user.type(await screen.findByLabelText(/E-mail/), 'ana.souza@example.com.br');
    await user.type(screen.getByLabelText(/Senha/), api.state.password);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Início' })).toBeInTheDocument();
    expect(href()).toBe('/');
    // A sales person's own figures of this month, each a link to the list that adds up to it.
    const orders = await screen.findByRole('link', { name: /Pedidos criados/ });
    const query = new URLSearchParams(orders.getAttribute('href')?.split('?')[1]);
    expect(orders.getAttribute('href')).toMatch(/^\/orders\?/);
    expect(query.get('mine')).toBe('1');
    expect(query.get('createdFrom')).toMatch(/^\d{4}-\d{2}-01$/);

    // The link opens the list with exactly that filter.
    await user.click(orders);
    expect(await screen.findByRole('heading', { level: 2, name: 'Pedidos' })).toBeInTheDocument();
    const listQuery = api.state.listQueries.at(-1);
    expect(listQuery?.get('mine')).toBe('1');
    expect(listQuery?.get('createdFrom')).toBe(query.get('createdFrom'));
    expect(listQuery?.get('createdTo')).toBe(query.get('createdTo'));
  });

  it('shows the login page when the session ends during work, keeping the place', async () => {
    const { screen, user, location } = renderApp('/orders');
    await screen.findByText('ORD-0001');
    api.state.session = null;
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Entrar' })).toBeInTheDocument();
    expect(location().search).toEqual({ redirect: '/orders?page=2' });
  });

  it('signs out and shows the login page', async () => {
    const { screen, user, location } = renderApp('/orders');
    await screen.findByText('ORD-0001');
    await user.click(screen.getByRole('button', { name: 'Sair (Ana Souza)' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Entrar' })).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(api.state.session).toBeNull();
    expect(screen.queryByText('ORD-0001')).toBeNull();
  });

  it('skips the login page for someone already signed in', async () => {
    const { screen, href } = renderApp('/login?redirect=%2Fbudgets');
    expect(await screen.findByRole('heading', { level: 2, name: 'Orçamentos' })).toBeInTheDocument();
    expect(href()).toBe('/budgets');
  });
});
