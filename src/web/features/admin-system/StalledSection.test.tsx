import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StalledSettings } from '../../../contract/api/stalledSettings';
import type { StatusesResponse } from '../../../contract/api/statuses';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { StalledSection } from './StalledSection';

function statuses(type: 'order' | 'budget', names: string[]): StatusesResponse {
  // Listed out of sequence: the form shows them in sequence.
  return {
    type,
    statuses: names
      .map((name, index) => ({ id: `${type}-${index}`, name, sequence: (index + 1) * 10 }))
      .reverse(),
    fetchedAt: '2025-03-03T06:00:00.000Z',
    expiresAt: '2025-03-03T12:00:00.000Z',
    stale: false,
    staleReason: null,
  };
}

const STATUSES = {
  order: statuses('order', ['Aguardando pagamento', 'Em transporte', 'Entregue', 'Cancelado']),
  budget: statuses('budget', ['Novo', 'Convertido em pedido', 'Perdido']),
};

let stored: StalledSettings;
let puts: unknown[];
const server = setupServer(
  http.get('*/api/statuses/:type', ({ params }) =>
    HttpResponse.json(STATUSES[params.type === 'budget' ? 'budget' : 'order']),
  ),
  http.get('*/api/settings/stalled', () => HttpResponse.json(stored)),
  http.put('*/api/settings/stalled', async ({ request }) => {
    const body = (await request.json()) as StalledSettings;
    puts.push(body);
    stored = body;
    return HttpResponse.json(body);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => server.close());

async function renderSection(settings: StalledSettings) {
  stored = settings;
  puts = [];
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(<StalledSection />);
  const orders = await screen.findByRole('group', { name: 'Status finais de pedidos: não ficam parados' });
  await within(orders).findByRole('checkbox', { name: /Cancelado/ });
  const budgets = screen.getByRole('group', { name: 'Status finais de orçamentos: não ficam parados' });
  await within(budgets).findByRole('checkbox', { name: /Perdido/ });
  return { user, orders, budgets, ...view };
}

const checked = (group: HTMLElement) =>
  within(group)
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.getAttribute('value'));

describe('the final statuses on the stalled settings', () => {
  it('checks the suggested ones, in sequence, until the admin chooses, and saves no choice untouched', async () => {
    const { user, orders, budgets, container } = await renderSection({ defaultDays: 7, byStatus: {} });
    expect(
      within(orders)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['Aguardando pagamento', 'Em transporte', 'Entregue', 'Cancelado']);
    expect(checked(orders)).toEqual(['Entregue', 'Cancelado']);
    expect(checked(budgets)).toEqual(['Convertido em pedido', 'Perdido']);
    expect(within(orders).getAllByText('sugerido')).toHaveLength(2);
    expect(screen.getAllByText(/Ainda sem escolha salva/)).toHaveLength(2);
    // A final status has no threshold to set.
    expect(screen.getByRole('textbox', { name: 'Entregue' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Em transporte' })).toBeEnabled();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Salvar limites' }));
    expect(await screen.findByText('Limites salvos.')).toBeInTheDocument();
    expect(puts).toEqual([{ defaultDays: 7, byStatus: {} }]);
  });

  it("saves the admin's choice for the type they changed only", async () => {
    const { user, orders, budgets } = await renderSection({ defaultDays: 7, byStatus: { Cancelado: 3 } });
    await user.click(within(orders).getByRole('checkbox', { name: /Cancelado/ }));
    await user.click(within(orders).getByRole('checkbox', { name: /Em transporte/ }));
    expect(checked(orders)).toEqual(['Em transporte', 'Entregue']);
    expect(within(orders).queryByText('sugerido')).not.toBeInTheDocument();
    expect(within(budgets).getAllByText('sugerido')).toHaveLength(2);
    // No longer final: its own threshold is back.
    expect(screen.getByRole('textbox', { name: 'Cancelado' })).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Salvar limites' }));
    expect(await screen.findByText('Limites salvos.')).toBeInTheDocument();
    expect(puts).toEqual([
      { defaultDays: 7, byStatus: { Cancelado: 3 }, finalStatuses: { order: ['Entregue', 'Em transporte'] } },
    ]);
  });

  it('shows a stored choice as it is, none included, and goes back to the suggestions on request', async () => {
    const { user, orders, budgets } = await renderSection({
      defaultDays: 7,
      byStatus: {},
      finalStatuses: { order: [], budget: ['Perdido'] },
    });
    expect(checked(orders)).toEqual([]);
    expect(checked(budgets)).toEqual(['Perdido']);
    expect(screen.queryByText('sugerido')).not.toBeInTheDocument();
    await user.click(within(orders).getByRole('button', { name: 'Voltar às sugestões' }));
    expect(checked(orders)).toEqual(['Entregue', 'Cancelado']);
    await user.click(screen.getByRole('button', { name: 'Salvar limites' }));
    expect(await screen.findByText('Limites salvos.')).toBeInTheDocument();
    expect(puts).toEqual([{ defaultDays: 7, byStatus: {}, finalStatuses: { budget: ['Perdido'] } }]);
  });
});
