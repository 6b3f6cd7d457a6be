import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localeStorageKey } from '../i18n/localeStorage';
import { App } from './App';
import { workspaceApi } from './testing/workspaceApi';

const server = setupServer(...workspaceApi().handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('App', () => {
  it('composes language, theme, data and routing, and remembers the reader choices', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'pt']);
    const user = userEvent.setup();
    render(<App />);
    // "/" is the home.
    expect(await screen.findByRole('heading', { level: 2, name: 'Início' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Painel' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pt-BR');

    await user.click(screen.getByRole('button', { name: 'Usar tema escuro' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(window.localStorage.getItem('painel-color-scheme')).toBe('dark');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Home' })).toBeInTheDocument();
    expect(window.localStorage.getItem(localeStorageKey)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
