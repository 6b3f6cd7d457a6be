import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminCustomField, CustomFieldNaming } from '../../../contract/api/customFields';
import { loadWholeDictionary } from '../../i18n/dictionaryStore';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AdminCustomFieldsPage } from './AdminCustomFieldsPage';

function initialFields(): AdminCustomField[] {
  return [
    {
      key: 'valorEntrada',
      requests: 1204,
      samples: [2500, '1.250,50'],
      vendorType: 'decimal',
      options: [],
      naming: null,
    },
    {
      key: 'cf_origem',
      requests: 1,
      samples: ['Instagram'],
      vendorType: 'text',
      options: [],
      naming: { name: 'Origem do cliente', nameEn: 'Lead source' },
    },
  ];
}

const state = { fields: initialFields(), puts: [] as Array<{ key: string; body: CustomFieldNaming }> };
const server = setupServer(
  http.get('*/api/admin/custom-fields', () => HttpResponse.json({ fields: state.fields })),
  http.put('*/api/admin/custom-fields/:key', async ({ params, request }) => {
    const key = String(params.key);
    const body = (await request.json()) as CustomFieldNaming;
    state.puts.push({ key, body });
    state.fields = state.fields.map((field) => (field.key === key ? { ...field, naming: body } : field));
    return HttpResponse.json({ key, ...body });
  }),
  http.delete('*/api/admin/custom-fields/:key', ({ params }) => {
    state.fields = state.fields.map((field) =>
      field.key === params.key ? { ...field, naming: null } : field,
    );
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('*/api/custom-fields', () =>
    HttpResponse.json({
      fields: state.fields.flatMap((field) => (field.naming ? [{ key: field.key, ...field.naming }] : [])),
    }),
  ),
);
beforeAll(async () => {
  // Mantine's select scrolls its chosen option into view on a timer; jsdom has no scrollIntoView.
  if (typeof Element.prototype.scrollIntoView !== 'function') Element.prototype.scrollIntoView = () => {};
  server.listen({ onUnhandledRequest: 'error' });
  await loadWholeDictionary('pt-BR');
});
beforeEach(() => {
  state.fields = initialFields();
  state.puts = [];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function rowOf(text: string) {
  const table = await screen.findByRole('table', { name: /Campos personalizados, com o nome dado/ });
  const row = within(table).getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

// A dialog typed into and checked with axe: slow on a loaded machine, not stuck.
describe('the custom fields page', () => {
  it('lists each key with its name or "not yet named", how many carry it and its values as they read', async () => {
    renderWithProviders(<AdminCustomFieldsPage />);
    const unnamed = await rowOf('valorEntrada');
    expect(within(unnamed).getByText('Sem nome ainda')).toBeInTheDocument();
    expect(within(unnamed).getByText('1.204 pedidos e orçamentos')).toBeInTheDocument();
    // Not chosen yet: as the vendor's type says (a number), the Brazilian text read as one too.
    expect(within(unnamed).getByText('Como o fornecedor envia: Número')).toBeInTheDocument();
    expect(
      within(unnamed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2.500', '1.250,5']);
    const named = await rowOf('Origem do cliente');
    expect(within(named).getByText('cf_origem')).toBeInTheDocument();
    expect(within(named).getByText('1 pedido ou orçamento')).toBeInTheDocument();
    expect(screen.getByText('2 campos, 1 sem nome')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('names a field and makes it read as money, previewing its values before saving', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminCustomFieldsPage />);
    await user.click(
      within(await rowOf('valorEntrada')).getByRole('button', { name: 'Dar nome ao campo valorEntrada' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Campo valorEntrada' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Nome(?! em)/ }), 'Valor de entrada');
    await user.click(within(dialog).getByRole('combobox', { name: 'O valor aparece como' }));
    await user.click(await screen.findByRole('option', { name: 'Dinheiro (R$)' }));
    expect(within(dialog).getByText(/Assim aparece: R\$\s2\.500,00 · R\$\s1\.250,50/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Campo valorEntrada agora se chama “Valor de entrada”.'),
    ).toBeInTheDocument();
    expect(state.puts).toEqual([
      { key: 'valorEntrada', body: { name: 'Valor de entrada', format: 'money' } },
    ]);
    const row = await rowOf('Valor de entrada');
    expect(within(row).getByText('Dinheiro (R$)')).toBeInTheDocument();
  });

  it('refuses an empty name, and forgets a name on request', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminCustomFieldsPage />);
    await user.click(
      within(await rowOf('Origem do cliente')).getByRole('button', { name: 'Editar o campo cf_origem' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Campo cf_origem' });
    const name = within(dialog).getByRole('textbox', { name: /^Nome(?! em)/ });
    expect(name).toHaveValue('Origem do cliente');
    expect(within(dialog).getByRole('textbox', { name: /Nome em inglês/ })).toHaveValue('Lead source');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe um nome de 1 a 80 caracteres.')).toBeInTheDocument();
    expect(state.puts).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Tirar o nome' }));
    expect(await screen.findByText('Campo cf_origem voltou a aparecer pelo código.')).toBeInTheDocument();
    expect(within(await rowOf('cf_origem')).getByText('Sem nome ainda')).toBeInTheDocument();
  });

  it("names a selection's options, and an option left blank keeps reading as its number", async () => {
    state.fields = [
      {
        key: 'canaisContato',
        requests: 12,
        samples: [[1, 3], [2]],
        vendorType: 'multiSelect',
        options: ['1', '2', '3'],
        naming: { name: 'Canais de contato', options: [{ value: '1', name: 'WhatsApp' }] },
      },
    ];
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminCustomFieldsPage />);
    const row = await rowOf('Canais de contato');
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['WhatsApp, 3', '2']);
    await user.click(within(row).getByRole('button', { name: 'Editar o campo canaisContato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Campo canaisContato' });
    expect(within(dialog).getByRole('textbox', { name: 'Nome da opção 1' })).toHaveValue('WhatsApp');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome da opção 3' }), 'E-mail');
    expect(within(dialog).getByText('Assim aparece: WhatsApp, E-mail · 2')).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
    // An English name alone would leave pt-BR readers with a number: refused, nothing sent.
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome em inglês da opção 2' }), 'Phone');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Informe o nome em português (até 80 caracteres).'),
    ).toBeInTheDocument();
    expect(state.puts).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome da opção 2' }), 'Telefone');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Campo canaisContato agora se chama “Canais de contato”.');
    expect(state.puts).toEqual([
      {
        key: 'canaisContato',
        body: {
          name: 'Canais de contato',
          options: [
            { value: '1', name: 'WhatsApp' },
            { value: '2', name: 'Telefone', nameEn: 'Phone' },
            { value: '3', name: 'E-mail' },
          ],
        },
      },
    ]);
    expect(
      within(await rowOf('Canais de contato'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['WhatsApp, E-mail', 'Telefone']);
  });
});
