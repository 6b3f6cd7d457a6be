import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localeStorageKey } from '../i18n/localeStorage';
import { expectNoAxeViolations } from '../test/expectNoAxeViolations';
import { renderWithProviders } from '../test/renderWithProviders';
import { createAppRouter } from './router';

const server = setupServer(
  http.get('*/api/health', () => HttpResponse.json({ status: 'ok', version: '1.0.0', mode: 'sandbox' })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => window.localStorage.removeItem(localeStorageKey));
afterAll(() => server.close());

async function renderShell(locale: 'pt-BR' | 'en' = 'pt-BR') {
  const view = renderWithProviders(<></>, { locale });
  view.rerender(<RouterProvider router={createAppRouter(view.client)} />);
  await screen.findByText(locale === 'en' ? 'up (sandbox)' : 'no ar (sandbox)');
  return view;
}

describe('Shell', () => {
  it('has the brand as the page heading, a labelled navigation and a main landmark', async () => {
    await renderShell();
    expect(screen.getByRole('heading', { level: 1, name: 'Painel' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).getByRole('link', { name: 'Visão geral' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 2 }));
  });

  it('keeps "Painel" as the heading in English too', async () => {
    await renderShell('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Painel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Overview' })).toBeInTheDocument();
  });

  it('switches every text to the chosen language', async () => {
    const user = userEvent.setup();
    await renderShell();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome to Painel' })).toBeInTheDocument();
    expect(screen.getByText('up (sandbox)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Use (dark|light) theme/ })).toBeInTheDocument();
  });

  it('lets a keyboard user skip straight to the content', async () => {
    const user = userEvent.setup();
    await renderShell();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('has no axe violations', async () => {
    await renderShell();
    await expectNoAxeViolations(document.body, { wholePage: true });
  });
});
