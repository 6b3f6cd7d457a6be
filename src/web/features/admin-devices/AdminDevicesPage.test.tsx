import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadWholeDictionary } from '../../i18n/dictionaryStore';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { mockPhoneMedia } from '../../testing/mockPhoneMedia';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AdminDevicesPage } from './AdminDevicesPage';
import { adminDevicesApi, awaitingId, enrolledId, initialDevices } from './testing/adminDevicesApi';

const api = adminDevicesApi();
const server = setupServer(...api.handlers);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Each language's dictionary is a lazy chunk; transforming it on first use can outlast findBy's
  // wait on a busy machine.
  await loadWholeDictionary('pt-BR');
});
beforeEach(() => {
  api.state.devices = initialDevices();
  api.state.calls = [];
  api.state.issued = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPage() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<AdminDevicesPage />);
  return { user };
}

async function rowOf(name: string) {
  const table = await screen.findByRole('table', { name: /Painéis de parede, com situação/ });
  const row = within(table).getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

// Dialogs checked with axe and typed into: slow on a loaded machine, not stuck.
describe('the wallboards page', () => {
  it('shows each device in its state, with when it was last seen, and no axe violations', async () => {
    renderPage();
    const enrolled = await rowOf('TV da expedição');
    expect(within(enrolled).getByText('Cadastrado')).toBeInTheDocument();
    expect(within(enrolled).getByText(/Cadastrado em/)).toBeInTheDocument();
    expect(within(enrolled).getAllByRole('time').length).toBeGreaterThanOrEqual(3);
    const awaiting = await rowOf('TV da recepção');
    expect(within(awaiting).getByText('Aguardando cadastro')).toBeInTheDocument();
    expect(within(awaiting).getByText('Nunca')).toBeInTheDocument();
    // Listed as awaiting by the server, but its code has passed its expiry.
    expect(within(await rowOf('TV antiga')).getByText('Código expirado')).toBeInTheDocument();
    // A revoked device is history: nothing more can be done with it.
    const revoked = await rowOf('TV do depósito');
    expect(within(revoked).getByText('Revogado')).toBeInTheDocument();
    expect(within(revoked).queryByRole('button')).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('issues a device and shows its code and link once, with copy buttons', async () => {
    const { user } = renderPage();
    await rowOf('TV da expedição');
    await user.click(screen.getByRole('button', { name: 'Cadastrar painel' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cadastrar painel de parede' });
    await user.click(within(dialog).getByRole('button', { name: 'Gerar código' }));
    expect(await within(dialog).findByText('Informe um nome de 1 a 80 caracteres.')).toBeInTheDocument();
    expect(api.state.calls).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Nome do painel/ }), '  TV do financeiro ');
    await user.click(within(dialog).getByRole('button', { name: 'Gerar código' }));
    dialog = await screen.findByRole('dialog', { name: 'Código de cadastro de TV do financeiro' });
    expect(api.state.calls).toEqual([
      { method: 'POST', path: '/api/admin/devices', body: { name: 'TV do financeiro' } },
    ]);

    const code = 'codigo-de-uso-unico-1-AbCdEfGhIjKlMnOp';
    const url = `https://painel.example.com/wallboard/enrol#code=${code}`;
    expect(within(dialog).getByRole('textbox', { name: 'Endereço de cadastro' })).toHaveValue(url);
    expect(within(dialog).getByRole('textbox', { name: /^Código/ })).toHaveValue(code);
    expect(within(dialog).getByText('Copie agora: o código aparece só esta vez')).toBeInTheDocument();
    expect(within(dialog).getByText(/Vale uma vez, até/)).toBeInTheDocument();
    // Plain text to carry to the screen, not a link that would enrol the admin's own browser.
    expect(within(dialog).queryByRole('link')).toBeNull();
    await expectNoAxeViolations(dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Copiar Endereço de cadastro' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(within(dialog).getByText('Endereço de cadastro copiado')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copiar Código' }));
    expect(await navigator.clipboard.readText()).toBe(code);

    await user.click(within(dialog).getByRole('button', { name: 'Pronto, já copiei' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Painel TV do financeiro aguardando cadastro.')).toBeInTheDocument();
    expect(within(await rowOf('TV do financeiro')).getByText('Aguardando cadastro')).toBeInTheDocument();
    // Gone for good: nowhere on the page any more.
    expect(document.body.innerHTML).not.toContain(code);
  });

  it('re-issues a code after confirmation, warning that an enrolled screen goes dark', async () => {
    const { user } = renderPage();
    await rowOf('TV da expedição');
    await user.click(screen.getByRole('button', { name: 'Novo código para TV da expedição' }));
    let dialog = await screen.findByRole('dialog', { name: 'Gerar um novo código para TV da expedição?' });
    expect(within(dialog).getByText(/A tela perde a sessão agora/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Gerar novo código' }));
    dialog = await screen.findByRole('dialog', { name: 'Código de cadastro de TV da expedição' });
    expect(within(dialog).getByRole('textbox', { name: /^Código/ })).toHaveValue(
      'codigo-de-uso-unico-1-AbCdEfGhIjKlMnOp',
    );
    expect(api.state.calls).toEqual([
      { method: 'POST', path: `/api/admin/devices/${enrolledId}/enrolment`, body: undefined },
    ]);
  });

  it('revokes a device only after confirmation', async () => {
    const { user } = renderPage();
    await rowOf('TV da recepção');
    await user.click(screen.getByRole('button', { name: 'Revogar TV da recepção' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revogar TV da recepção?' });
    expect(within(dialog).getByText(/perde o acesso agora e para sempre/)).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.state.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revogar TV da recepção' }));
    dialog = await screen.findByRole('dialog', { name: 'Revogar TV da recepção?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revogar' }));
    expect(await screen.findByText('Painel TV da recepção revogado.')).toBeInTheDocument();
    expect(api.state.calls).toEqual([
      { method: 'DELETE', path: `/api/admin/devices/${awaitingId}`, body: undefined },
    ]);
    await waitFor(async () =>
      expect(within(await rowOf('TV da recepção')).getByText('Revogado')).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Revogar TV da recepção' })).toBeNull();
  });

  it('says when the device no longer exists instead of failing silently', async () => {
    const { user } = renderPage();
    await rowOf('TV da recepção');
    api.state.devices = api.state.devices.filter((device) => device.id !== awaitingId);
    await user.click(screen.getByRole('button', { name: 'Novo código para TV da recepção' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerar um novo código para TV da recepção?' });
    await user.click(within(dialog).getByRole('button', { name: 'Gerar novo código' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Este painel não existe mais ou já foi revogado. Recarregue a lista.',
    );
  });

  it('on a phone lists each wallboard as labelled rows with its actions under it', async () => {
    const matchMedia = mockPhoneMedia();
    try {
      renderPage();
      const list = await screen.findByRole('list', { name: /Painéis de parede, com situação/ });
      expect(screen.queryByRole('table')).toBeNull();
      const items = within(list).getAllByRole('listitem');
      const enrolled = items.find((item) => within(item).queryByText('TV da expedição')) as HTMLElement;
      expect(
        within(enrolled)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['Situação', 'Visto por último', 'Quando']);
      expect(within(enrolled).getByRole('button', { name: 'Revogar TV da expedição' })).toBeInTheDocument();
      const revoked = items.find((item) => within(item).queryByText('TV do depósito')) as HTMLElement;
      expect(within(revoked).queryByRole('button')).toBeNull();
      await expectNoAxeViolations(document.body);
    } finally {
      matchMedia.mockRestore();
    }
  });
});
