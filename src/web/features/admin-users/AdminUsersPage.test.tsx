import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadWholeDictionary } from '../../i18n/dictionaryStore';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { mockPhoneMedia } from '../../testing/mockPhoneMedia';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AdminUsersPage } from './AdminUsersPage';
import { adminSession, adminUsersApi, initialSessions, initialUsers, salesId } from './testing/adminUsersApi';

const api = adminUsersApi();
const server = setupServer(
  http.get('*/api/session', () => HttpResponse.json(adminSession)),
  ...api.handlers,
);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Each language's dictionary is a lazy chunk; transforming it on first use can outlast findBy's
  // wait on a busy machine.
  await loadWholeDictionary('pt-BR');
});
beforeEach(() => {
  api.state.users = initialUsers();
  api.state.sessions = initialSessions();
  api.state.calls = [];
  api.state.secondFactor = { requiredRoles: ['admin', 'finance'] };
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPage() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<AdminUsersPage />);
  return { user };
}

/** The row of the users table that names `text`. */
async function rowOf(text: string) {
  const table = await screen.findByRole('table', { name: /Contas do Painel/ });
  const cell = within(table).getByText(text);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

async function chooseAction(user: ReturnType<typeof userEvent.setup>, person: string, action: string) {
  await user.click(screen.getByRole('button', { name: `Ações para ${person}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
  return screen.findByRole('dialog');
}

// Whole dialogs typed into and checked with axe: slow on a loaded machine, not stuck.
describe('the users page', () => {
  it('lists every account with its roles, state, last sign-in and live sessions, with no axe violations', async () => {
    renderPage();
    const bruno = await rowOf('Bruno Lima');
    expect(within(bruno).getByText('bruno.vendas@example.com.br')).toBeInTheDocument();
    expect(within(bruno).getByText('Vendas')).toBeInTheDocument();
    expect(within(bruno).getByText('Ativa')).toBeInTheDocument();
    expect(within(bruno).getByText('2')).toBeInTheDocument();
    // No display name: the e-mail names the account; never signed in is said, not left blank.
    const unnamed = await rowOf('nova@example.com.br');
    expect(within(unnamed).getByText('Desativada')).toBeInTheDocument();
    expect(within(unnamed).getByText('Demonstração')).toBeInTheDocument();
    expect(within(unnamed).getByText('Nunca entrou')).toBeInTheDocument();
    expect(within(await rowOf('Carla Mendes')).getByText('você')).toBeInTheDocument();
    await screen.findByRole('table', { name: /Sessões ativas/ });
    await expectNoAxeViolations(document.body);
  });

  it('checks a new account before sending it and puts a duplicate e-mail on the e-mail field', async () => {
    const { user } = renderPage();
    await screen.findByRole('table', { name: /Contas do Painel/ });
    await user.click(screen.getByRole('button', { name: 'Novo usuário' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo usuário' });

    await user.click(within(dialog).getByRole('button', { name: 'Criar usuário' }));
    expect(await within(dialog).findByText('Informe um endereço de e-mail válido.')).toBeInTheDocument();
    expect(within(dialog).getByText('Marque ao menos um papel.')).toBeInTheDocument();
    expect(within(dialog).getByText('A senha precisa ter de 12 a 128 caracteres.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /E-mail/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.state.calls).toEqual([]);
    await expectNoAxeViolations(dialog);

    // An address that already has an account, typed with capitals and spaces: the contract's
    // schema normalises it, and the server's 409 lands on the field.
    await user.type(
      within(dialog).getByRole('textbox', { name: /E-mail/ }),
      '  Bruno.Vendas@Example.com.br ',
    );
    await user.click(within(dialog).getByRole('textbox', { name: /Nome/ }));
    await user.paste('Bruno Outro');
    await user.click(within(dialog).getByRole('checkbox', { name: /Financeiro/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Leitura/ }));
    await user.click(within(dialog).getByLabelText(/Senha inicial/));
    await user.paste('uma frase longa o bastante');
    await user.click(within(dialog).getByRole('button', { name: 'Criar usuário' }));
    const email = within(dialog).getByRole('textbox', { name: /E-mail/ });
    expect(await within(dialog).findByText('Já existe uma conta com este e-mail.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(api.state.calls).toEqual([
      {
        method: 'POST',
        path: '/api/admin/users',
        csrf: '1',
        body: {
          email: 'bruno.vendas@example.com.br',
          name: 'Bruno Outro',
          // In the contract's order, whatever order they were ticked in.
          roles: ['viewer', 'finance'],
          password: 'uma frase longa o bastante',
        },
      },
    ]);
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await user.clear(email);
    await user.paste('bruno.financeiro@example.com.br');
    await user.click(within(dialog).getByRole('button', { name: 'Criar usuário' }));
    expect(
      await screen.findByText(
        'Conta de bruno.financeiro@example.com.br criada. Passe a senha inicial à pessoa por um canal seguro.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await rowOf('Bruno Outro')).toBeInTheDocument();
  });

  it('changes roles, sending only the roles, and says the sessions ended', async () => {
    const { user } = renderPage();
    await rowOf('Bruno Lima');
    const dialog = await chooseAction(user, 'Bruno Lima', 'Editar nome e papéis');
    expect(within(dialog).getByText(/todas as sessões desta pessoa terminam/)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /Vendas/ })).toBeChecked();

    await user.click(within(dialog).getByRole('checkbox', { name: /Vendas/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Marque ao menos um papel.')).toBeInTheDocument();
    expect(api.state.calls).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: /Financeiro/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Vendas/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText(
        'Papéis de bruno.vendas@example.com.br alterados; as sessões da pessoa terminaram.',
      ),
    ).toBeInTheDocument();
    expect(api.state.calls).toEqual([
      {
        method: 'PATCH',
        path: `/api/admin/users/${salesId}`,
        csrf: '1',
        body: { roles: ['sales', 'finance'] },
      },
    ]);
    const row = await rowOf('Bruno Lima');
    await waitFor(() => expect(within(row).getByText('Financeiro')).toBeInTheDocument());
    expect(within(row).getByText('0')).toBeInTheDocument();
  });

  it('disables an account only after confirmation, and says why the last admin cannot be', async () => {
    const { user } = renderPage();
    await rowOf('Bruno Lima');
    let dialog = await chooseAction(user, 'Bruno Lima', 'Desativar a conta');
    expect(dialog).toHaveAccessibleName('Desativar bruno.vendas@example.com.br?');
    expect(within(dialog).getByText(/as suas 2 sessões ativas terminam agora/)).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.state.calls).toEqual([]);

    dialog = await chooseAction(user, 'Bruno Lima', 'Desativar a conta');
    await user.click(within(dialog).getByRole('button', { name: 'Desativar' }));
    expect(
      await screen.findByText(
        'Conta de bruno.vendas@example.com.br desativada; as sessões da pessoa terminaram.',
      ),
    ).toBeInTheDocument();
    expect(api.state.calls).toEqual([
      { method: 'PATCH', path: `/api/admin/users/${salesId}`, csrf: '1', body: { disabled: true } },
    ]);
    await waitFor(async () =>
      expect(within(await rowOf('Bruno Lima')).getByText('Desativada')).toBeInTheDocument(),
    );

    // Carla is the only enabled admin: the server refuses, the dialog stays and says what to do.
    dialog = await chooseAction(user, 'Carla Mendes', 'Desativar a conta');
    expect(within(dialog).getByText('Esta é a sua conta: você sairá do Painel agora.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Desativar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Esta é a última conta de administração ativa. Dê o papel de administração a outra pessoa antes.',
    );
  });

  it('sets a new password after checking it against the rules it shows', async () => {
    const { user } = renderPage();
    await rowOf('Bruno Lima');
    const dialog = await chooseAction(user, 'Bruno Lima', 'Definir nova senha');
    expect(within(dialog).getByText(/De 12 a 128 caracteres/)).toBeInTheDocument();
    const field = within(dialog).getByLabelText(/Nova senha/);
    await user.type(field, 'curta');
    await user.click(within(dialog).getByRole('button', { name: 'Definir senha' }));
    expect(
      await within(dialog).findByText('A senha precisa ter de 12 a 128 caracteres.'),
    ).toBeInTheDocument();
    expect(api.state.calls).toEqual([]);

    await user.clear(field);
    await user.paste('cavalo correto bateria grampo');
    await user.click(within(dialog).getByRole('button', { name: 'Definir senha' }));
    expect(
      await screen.findByText(
        'Nova senha de bruno.vendas@example.com.br definida; as sessões da pessoa terminaram.',
      ),
    ).toBeInTheDocument();
    expect(api.state.calls).toEqual([
      {
        method: 'POST',
        path: `/api/admin/users/${salesId}/password`,
        csrf: '1',
        body: { password: 'cavalo correto bateria grampo' },
      },
    ]);
  });

  it("ends all of a person's sessions after confirmation and says how many", async () => {
    const { user } = renderPage();
    await rowOf('Bruno Lima');
    const dialog = await chooseAction(user, 'Bruno Lima', 'Encerrar todas as sessões');
    expect(within(dialog).getByText(/As 2 sessões ativas desta pessoa terminam agora/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar sessões' }));
    expect(
      await screen.findByText('2 sessões de bruno.vendas@example.com.br encerradas.'),
    ).toBeInTheDocument();
    expect(api.state.calls).toEqual([
      { method: 'DELETE', path: `/api/admin/users/${salesId}/sessions`, csrf: '1', body: undefined },
    ]);
    // Nothing left to end: the action is offered no more.
    await waitFor(async () => expect(within(await rowOf('Bruno Lima')).getByText('0')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Ações para Bruno Lima' }));
    expect(await screen.findByRole('menuitem', { name: 'Encerrar todas as sessões' })).toBeDisabled();
  });

  it('lists live sessions and ends one after confirmation, but not the current one', async () => {
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: /Sessões ativas/ });
    expect(within(table).getByText('Esta sessão')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /carla\.admin/ })).toBeNull();
    expect(within(table).getByText('Painel de parede')).toBeInTheDocument();

    await user.click(
      within(table).getByRole('button', { name: /^Encerrar a sessão de TV da expedição iniciada em / }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Encerrar a sessão de TV da expedição?' });
    expect(within(dialog).getByText(/deixa de mostrar os quadros/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar' }));
    expect(await screen.findByText('Sessão de TV da expedição encerrada.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('TV da expedição')).toBeNull());
    expect(api.state.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /api/admin/sessions/5f6a7b8c-9d0e-4f1a-8b2c-3d4e5f6a7b8c',
    ]);
  });

  it('names each session by its person and its browser in words, the raw user agent behind a toggle', async () => {
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: /Sessões ativas/ });
    await waitFor(() => expect(within(table).getByText('Carla Mendes')).toBeInTheDocument());
    expect(within(table).getByText('Firefox 128 no Linux')).toBeInTheDocument();
    // A wallboard whose browser sent nothing says so in words.
    expect(within(table).getByText('Navegador não identificado')).toBeInTheDocument();
    expect(within(table).queryByText(/Mozilla/)).toBeNull();

    const toggle = within(table).getByRole('button', {
      name: /^Ver a identificação completa da sessão de Carla Mendes iniciada em /,
    });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(table).getByText(/Mozilla\/5\.0 \(X11; Linux x86_64/)).toBeInTheDocument();
  });

  it('on a phone lists accounts and sessions as labelled rows, badges whole and actions at hand', async () => {
    const matchMedia = mockPhoneMedia();
    try {
      const { user } = renderPage();
      const accounts = await screen.findByRole('list', { name: /Contas do Painel/ });
      expect(screen.queryByRole('table')).toBeNull();
      const bruno = within(accounts).getAllByRole('listitem')[1] as HTMLElement;
      expect(within(bruno).getByText('Bruno Lima')).toBeInTheDocument();
      expect(
        within(bruno)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['Papéis', 'Situação', 'Último acesso', 'Sessões ativas']);
      expect(within(bruno).getByText('Vendas')).toBeInTheDocument();
      await user.click(within(bruno).getByRole('button', { name: 'Ações para Bruno Lima' }));
      expect(await screen.findByRole('menuitem', { name: 'Definir nova senha' })).toBeInTheDocument();
      await user.keyboard('{Escape}');

      const sessions = await screen.findByRole('list', { name: /Sessões ativas/ });
      const tv = within(sessions).getAllByRole('listitem')[1] as HTMLElement;
      expect(within(tv).getByText('TV da expedição')).toBeInTheDocument();
      expect(
        within(tv).getByRole('button', { name: /^Encerrar a sessão de TV da expedição iniciada em / }),
      ).toBeInTheDocument();
      await expectNoAxeViolations(document.body);
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('shows who uses an authenticator app, and saves the roles that require one', async () => {
    const { user } = renderPage();
    expect(within(await rowOf('Carla Mendes')).getByText('Código no celular')).toBeInTheDocument();
    expect(within(await rowOf('Bruno Lima')).queryByText('Código no celular')).toBeNull();
    const section = await screen.findByRole('region', { name: 'Verificação em duas etapas' });
    const sales = within(section).getByRole('checkbox', { name: 'Vendas' });
    await waitFor(() => expect(within(section).getByRole('checkbox', { name: 'Financeiro' })).toBeChecked());
    expect(sales).not.toBeChecked();
    await user.click(sales);
    await user.click(within(section).getByRole('button', { name: 'Salvar exigência' }));
    expect(await screen.findByText('Exigência de verificação em duas etapas salva.')).toBeInTheDocument();
    expect(api.state.calls).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        body: { requiredRoles: ['sales', 'finance', 'admin'] },
        csrf: '1',
      }),
    );
  });
});
