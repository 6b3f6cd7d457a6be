import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { statusesResponse } from '../../../lib/testing/apiFixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { RequestsSearch } from '../requestsSearch';
import { FilterPanel } from './FilterPanel';

// What the URL ends up holding is requestsSearch.test.ts's and queryString.test.ts's; the whole
// page's round trip, requestFilterUrl.test.tsx's. Here: what each control writes and shows.
const searches = vi.fn<(search: RequestsSearch) => void>();
/** The search as the panel last left it. */
const latest = () => searches.mock.lastCall?.[0];

function Panel({ initial = {} }: { initial?: RequestsSearch }) {
  const [search, setSearch] = useState<RequestsSearch>(initial);
  useEffect(() => searches(search), [search]);
  return <FilterPanel id="filters" type="order" search={search} onSearchChange={setSearch} />;
}

function open(initial?: RequestsSearch) {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<Panel initial={initial} />);
  return { user, panel: within(screen.getByRole('region', { name: 'Filtros' })) };
}

beforeEach(() => {
  searches.mockClear();
  const answer = statusesResponse(['Novo', 'Em análise']);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(Response.json(answer))),
  );
});

describe('the filter panel', () => {
  it('sets code, name, city, CNPJ and responsible from what is pasted, the CNPJ shown masked', async () => {
    const { user, panel } = open();
    for (const [label, text] of [
      ['Código contém', 'ORD-1'],
      ['Nome contém', 'Kit Sol'],
      ['Cidade de entrega contém', 'Campinas'],
      ['CNPJ da empresa', '12345678000195'],
      ['E-mail do responsável contém', 'ana@'],
    ] as const) {
      await user.click(panel.getByLabelText(label));
      await user.paste(text);
    }
    expect(panel.getByLabelText('CNPJ da empresa')).toHaveValue('12.345.678/0001-95');
    await waitFor(() =>
      expect(latest()).toMatchObject({
        code: 'ORD-1',
        name: 'Kit Sol',
        city: 'Campinas',
        cnpj: '12345678000195',
        responsible: 'ana@',
      }),
    );
  });

  it("sets power in kWp as Wp, removed requests and the order's origin", async () => {
    const { user, panel } = open();
    await user.type(panel.getByLabelText('Potência mínima (kWp)'), '5,45');
    await user.type(panel.getByLabelText('Potência máxima (kWp)'), '10');
    await user.selectOptions(panel.getByLabelText('Removidos'), 'Incluir removidos');
    await user.selectOptions(panel.getByLabelText('Origem do pedido'), 'Vieram de um orçamento');
    await waitFor(() =>
      expect(latest()).toMatchObject({
        powerMin: 5450,
        powerMax: 10000,
        removed: 'include',
        conversion: 'converted',
      }),
    );
  });

  it('sets UFs, statuses offered in their sequence, payment status and type', async () => {
    const { user } = open();
    const pick = async (label: string, option: string) => {
      await user.click(screen.getByRole('combobox', { name: label }));
      await user.click(await screen.findByRole('option', { name: option }));
      await user.keyboard('{Escape}');
    };
    await pick('UF de entrega', 'SP · São Paulo');
    await pick('UF de entrega', 'RJ · Rio de Janeiro');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const offered = within(await screen.findByRole('listbox', { name: 'Status' })).getAllByRole('option');
    expect(offered.map((option) => option.textContent)).toEqual(['Novo', 'Em análise']);
    await user.keyboard('{Escape}');
    await pick('Status', 'Em análise');
    await pick('Status do pagamento', 'Recebido');
    await pick('Forma de pagamento', 'Pix');
    expect(latest()).toMatchObject({
      uf: ['SP', 'RJ'],
      status: ['Em análise'],
      paymentStatus: ['received'],
      paymentType: ['pix'],
    });
  });

  it('opens a saved or shared view with its values in every control', async () => {
    const { panel } = open({
      createdFrom: '2024-01-01',
      createdTo: '2024-01-31',
      paymentReceivedFrom: '2024-03-01',
      paymentReceivedTo: '2024-03-31',
      code: 'ORD-1',
      cnpj: '12345678000195',
      powerMin: 5450,
      powerMax: 10000,
      uf: ['SP', 'RJ'],
      removed: 'include',
      conversion: 'converted',
    });
    expect(panel.getByRole('textbox', { name: 'Criado entre' })).toHaveValue('01/01/2024 – 31/01/2024');
    expect(panel.getByRole('textbox', { name: 'Pagamento recebido entre' })).toHaveValue(
      '01/03/2024 – 31/03/2024',
    );
    expect(panel.getByLabelText('Código contém')).toHaveValue('ORD-1');
    expect(panel.getByLabelText('CNPJ da empresa')).toHaveValue('12.345.678/0001-95');
    expect(panel.getByLabelText('Potência mínima (kWp)')).toHaveValue('5,45');
    expect(panel.getByLabelText('Potência máxima (kWp)')).toHaveValue('10');
    // The unit is said once, in the label, not again inside the field.
    expect(
      panel.getByLabelText('Potência mínima (kWp)').closest('.mantine-TextInput-root'),
    ).toHaveTextContent(/^Potência mínima \(kWp\)$/);
    // Multi-selects show their picks as pills inside the field.
    const ufField = panel
      .getByRole('combobox', { name: 'UF de entrega' })
      .closest('.mantine-MultiSelect-root');
    expect(ufField).toHaveTextContent('SP · São Paulo');
    expect(ufField).toHaveTextContent('RJ · Rio de Janeiro');
    expect(panel.getByLabelText('Removidos')).toHaveValue('include');
    expect(panel.getByLabelText('Origem do pedido')).toHaveValue('converted');
  });
});
