import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../../contract/api/activity';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { mockPhoneMedia } from '../../testing/mockPhoneMedia';
import { renderWithProviders } from '../../testing/renderWithProviders';
import type { ActivitySearch } from './activitySearch';
import { ActivityPage } from './ActivityPage';

function entry(id: string, overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id,
    at: '2024-05-01T13:04:05.000Z',
    source: 'webhook',
    actor: { kind: 'sync', source: 'webhook' },
    changes: [{ field: 'dealStatus', from: 'Novo', to: 'Em análise' }],
    type: 'order',
    code: `ORD-${id}`,
    name: 'Kit 5,45 kWp',
    companyName: 'Solar Sul Ltda',
    createdAt: '2024-04-20T10:00:00.000Z',
    ...overrides,
  };
}

const RTL_EMOJI = 'مرحبا שלום 🌞☀️';
const LONG = 'Ç'.repeat(300);
/** Only what the activity always has: no name, no company, no change. */
const nearlyEmpty: ActivityEntry = {
  id: 'e',
  at: '2024-05-01T13:00:00.000Z',
  source: 'reconcile',
  actor: { kind: 'sync', source: 'reconcile' },
  changes: [],
  type: 'order',
  code: 'ORD-E',
  name: null,
  companyName: null,
  createdAt: null,
};
const hostileEntry: ActivityEntry = {
  ...nearlyEmpty,
  id: 'h',
  code: 'ORD-H',
  name: `<img src=x onerror=alert(1)> ${RTL_EMOJI} ${LONG}`,
  companyName: '<script>alert(1)</script>',
  changes: [{ field: 'name', from: `${RTL_EMOJI}`, to: `<b>${LONG}</b>` }],
};

const queries: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/api/activity', ({ request }) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    if (query.get('source') === 'reconcile') {
      return HttpResponse.json({ items: [nearlyEmpty, hostileEntry], nextCursor: null });
    }
    if (query.get('before') === 'c1') {
      // Two first versions: one seen half an hour after its creation, one eleven days after.
      const items = [
        entry('3', { changes: [], createdAt: '2024-05-01T12:34:00.000Z' }),
        entry('4', { changes: [] }),
      ];
      return HttpResponse.json({ items, nextCursor: null });
    }
    return HttpResponse.json({
      items: [
        entry('1'),
        entry('2', {
          type: 'budget',
          source: 'write',
          actor: { kind: 'person', id: 'u-ana', name: 'ana.souza@example.com.br' },
          changes: [
            { field: 'payment.status', from: 'requested', to: 'received' },
            { field: 'customData', from: null, to: [{ key: 'k', value: [1, 2] }] },
            { field: 'notes', from: null, to: '<script>alert(1)</script>' },
          ],
        }),
      ],
      nextCursor: 'c1',
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  queries.length = 0;
});
afterAll(() => server.close());

function Harness({ initial = {}, admin = false }: { initial?: ActivitySearch; admin?: boolean }) {
  const [search, setSearch] = useState<ActivitySearch>(initial);
  return (
    <ActivityPage
      search={search}
      onSearchChange={setSearch}
      actorEmail="ana.souza@example.com.br"
      showTechnicalDetail={admin}
    />
  );
}

function renderPage(options: { initial?: ActivitySearch; admin?: boolean; locale?: 'pt-BR' | 'en' } = {}) {
  const { locale, ...harness } = options;
  // The page links codes to their drawers, so it needs a router around it.
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Harness {...harness} /> }),
    history: createMemoryHistory({ initialEntries: ['/activity'] }),
  });
  return renderWithProviders(<RouterProvider<typeof router> router={router} />, { locale });
}

describe('ActivityPage', () => {
  it('lists recent changes with what changed, from what to what, and by whom', async () => {
    const { container } = renderPage();
    const table = await screen.findByRole('table', {
      name: 'Alterações recentes, da mais nova para a mais antiga',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Pedido ORD-1');
    expect(rows[0]).toHaveTextContent(/Status: Novo →\s?mudou para Em análise/);
    expect(rows[0]).toHaveTextContent('Plataforma do fornecedor');
    expect(rows[1]).toHaveTextContent('Orçamento ORD-2');
    expect(rows[1]).toHaveTextContent(/Situação do pagamento: Solicitado →\s?mudou para Recebido/);
    // A custom field no admin named reads as its key as received, one line per field changed.
    expect(rows[1]).toHaveTextContent('Campos personalizados: k (sem nome): sem informação → 1, 2');
    expect(rows[1]).toHaveTextContent(
      /Observações: sem informação →\s?mudou para <script>alert\(1\)<\/script>/,
    );
    expect(document.querySelector('tbody script')).toBeNull();
    expect(
      within(rows[1] as HTMLElement).getByText('ana.souza@example.com.br, no Painel'),
    ).toBeInTheDocument();
    // No raw path or JSON for a person who is not an admin.
    expect(table).not.toHaveTextContent('payment.status');
    expect(table).not.toHaveTextContent('{');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'ORD-2' })).toHaveAttribute(
      'href',
      '/budgets/ORD-2',
    );
    await expectNoAxeViolations(container);
  });

  it('loads older changes with the cursor, and filters through its own search', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByText('ORD-1');
    await user.click(screen.getByRole('button', { name: 'Carregar alterações mais antigas' }));
    // A request's first version says whether it arrived new or already existed.
    expect(await screen.findByText(/^Novo: criado em 01\/05\/2024, \d{2}:34$/)).toBeInTheDocument();
    expect(screen.getByText('Passou a ser acompanhado; criado em 20/04/2024')).toBeInTheDocument();
    expect(queries.at(-1)?.get('before')).toBe('c1');
    expect(screen.queryByRole('button', { name: 'Carregar alterações mais antigas' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Orçamento');
    await user.click(screen.getByRole('checkbox', { name: 'Somente alterações feitas por mim' }));
    await expect
      .poll(() => Object.fromEntries(queries.at(-1) ?? []))
      .toEqual({
        type: 'budget',
        actor: 'ana.souza@example.com.br',
        limit: '50',
      });
  });

  it('speaks English: the same changes, sources and people in English words', async () => {
    renderPage({ locale: 'en' });
    const table = await screen.findByRole('table', { name: 'Recent changes, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Order ORD-1');
    expect(rows[0]).toHaveTextContent(/Status: Novo →\s?changed to Em análise/);
    expect(rows[0]).toHaveTextContent("Vendor's platform");
    expect(rows[1]).toHaveTextContent(/Payment status: Requested →\s?changed to Received/);
    expect(rows[1]).toHaveTextContent('ana.souza@example.com.br, in Painel');
    expect(table).not.toHaveTextContent('payment.status');
    expect(table).not.toHaveTextContent('{');
    expect(screen.getByRole('combobox', { name: 'Source' })).toHaveTextContent('Vendor notice');
  });

  it('reads a nearly empty entry and hostile text as text, in both languages', async () => {
    for (const locale of ['pt-BR', 'en'] as const) {
      const { unmount } = renderPage({ initial: { source: 'reconcile' }, locale });
      const table = await screen.findByRole('table');
      const [empty, hostile] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
      expect(empty).toHaveTextContent(locale === 'en' ? "Vendor's platform" : 'Plataforma do fornecedor');
      expect(empty).toHaveTextContent(
        locale === 'en' ? 'Seen for the first time' : 'Visto pela primeira vez',
      );
      expect(empty).toHaveTextContent(locale === 'en' ? 'not provided' : 'não informado');
      expect(document.querySelector('tbody script, tbody img, tbody b')).toBeNull();
      expect(hostile).toHaveTextContent('<script>alert(1)</script>');
      expect(hostile).toHaveTextContent(RTL_EMOJI);
      expect(hostile).toHaveTextContent(
        locale === 'en' ? /Name: .+ →\s?changed to <b>Ç+…/ : /Nome: .+ →\s?mudou para <b>Ç+…/,
      );
      expect(table).not.toHaveTextContent('{');
      unmount();
    }
  });

  it('gives admins the raw difference behind a disclosure', async () => {
    renderPage({ admin: true });
    await screen.findByRole('table');
    expect(screen.getAllByText('Detalhe técnico')).toHaveLength(2);
    expect(screen.getByText(/"field": "payment.status"/)).toBeInTheDocument();
  });
});

describe('ActivityPage on a phone (48em and below)', () => {
  it('shows each change as a card instead of a table cut at the edge', async () => {
    const matchMedia = mockPhoneMedia();
    const { container } = renderPage({ initial: { source: 'reconcile' } });
    const cards = await screen.findByRole('list', {
      name: 'Alterações recentes, da mais nova para a mais antiga',
    });
    expect(screen.queryByRole('table')).toBeNull();
    const [empty, hostile] = within(cards)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === cards) as [HTMLElement, HTMLElement];
    expect(empty).toHaveTextContent('Pedido ORD-E');
    expect(empty).toHaveTextContent('Plataforma do fornecedor');
    expect(empty).toHaveTextContent('Visto pela primeira vez');
    expect(hostile).toHaveTextContent(RTL_EMOJI);
    expect(within(hostile).getByRole('link', { name: 'ORD-H' })).toHaveAttribute('href', '/orders/ORD-H');
    expect(document.querySelector('ol script, ol img')).toBeNull();
    await expectNoAxeViolations(container);
    matchMedia.mockRestore();
  });
});
