import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { workspaceApi } from '../app/testing/workspaceApi';
import { salesManager } from '../lib/testing/apiFixtures';
import type { DictionaryParts, dictionaryParts as realParts } from './dictionaryParts';
import type { Locale } from './locales';

// Each language comes in two parts (messages/<locale>/firstPaint.ts and rest.ts, ADR 026): what
// the shell and the orders and budgets pages show must all be in the first part, or the page
// would fetch the rest at once (and show a key meanwhile). Here the app renders with only the
// first part, as it starts in the browser, and the rest is a fetch that must never be asked for.

const api = workspaceApi();
const server = setupServer(...api.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  vi.doUnmock('./dictionaryParts');
  api.state.session = salesManager;
  window.localStorage.clear();
});
afterAll(() => server.close());

/** The app, loaded afresh over the real first parts; the rest never arrives. */
async function appWithFirstPartOnly() {
  const restAskedFor: string[] = [];
  vi.resetModules();
  vi.doMock('./dictionaryParts', async (importOriginal) => {
    const { dictionaryParts } = await importOriginal<{ dictionaryParts: typeof realParts }>();
    const withoutRest = (locale: Locale): DictionaryParts => ({
      firstPaint: dictionaryParts[locale].firstPaint,
      rest: () => {
        restAskedFor.push(locale);
        return new Promise<never>(() => undefined);
      },
    });
    return { dictionaryParts: { 'pt-BR': withoutRest('pt-BR'), en: withoutRest('en') } };
  });
  const { loadFirstPaint } = await import('./dictionaryStore');
  await Promise.all([loadFirstPaint('pt-BR'), loadFirstPaint('en')]);
  const { renderApp } = await import('../app/testing/renderApp');
  return { renderApp, restAskedFor };
}

describe('the first-paint part of the dictionary', () => {
  it('holds everything the shell and the orders page show a sales manager', async () => {
    const { renderApp, restAskedFor } = await appWithFirstPartOnly();
    const app = renderApp('/orders');
    await app.screen.findByText('60 pedidos encontrados');
    expect(app.screen.getByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
    expect(restAskedFor).toEqual([]);
  });

  it('holds everything the budgets page shows an admin, whose navigation lists every page, in English', async () => {
    api.state.session = {
      kind: 'user',
      user: {
        id: '0b6f9a2e-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
        email: 'admin@example.com',
        name: 'Admin',
        roles: ['admin'],
      },
      expiresAt: '2030-01-01T12:00:00.000Z',
      idleTimeoutSeconds: 1800,
    };
    const { renderApp, restAskedFor } = await appWithFirstPartOnly();
    const app = renderApp('/budgets', { locale: 'en' });
    await app.screen.findByText('60 budgets found');
    expect(restAskedFor).toEqual([]);
  });
});
