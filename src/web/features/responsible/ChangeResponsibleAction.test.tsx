import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RequestPage } from '../../../contract/api/requests';
import type { Role } from '../../../contract/api/roles';
import type { SessionResponse } from '../../../contract/api/session';
import { page, problem, summary } from '../../lib/testing/apiFixtures';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { requestDetailQuery } from '../../lib/api/getRequestDetail';
import { ChangeResponsibleAction } from './ChangeResponsibleAction';
import {
  bruno,
  carla,
  clientWith,
  CODE,
  collaborators,
  detail,
  detailAfterChange,
  sessionWith,
  wallboard,
} from './testing/responsibleFixtures';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The form is a lazy chunk; transforming it on first use can outlast findBy's wait on a busy machine.
  await import('./ChangeResponsibleForm');
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const putPath = '*/api/requests/:type/:code/responsible';
const detailPath = '*/api/requests/:type/:code';
const pageKey = ['requests', 'order', 'page', { page: 1 }] as const;
// jsdom, Mantine's combobox and axe together are slow on a busy two-core machine.
const slow = 40_000;

interface Sent {
  email: unknown;
  key: string | null;
  csrf: string | null;
}

/** GET /api/collaborators answers from the fixture list, like the mirror, by name or e-mail. */
function answerCollaborators(seen: string[] = []) {
  server.use(
    http.get('*/api/collaborators', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      seen.push(q);
      const items = collaborators.filter((c) =>
        `${c.name} ${c.email}`.toLowerCase().includes(q.toLowerCase()),
      );
      return HttpResponse.json({ items });
    }),
  );
}

/** The table's row and the drawer's responsible, read from the same caches the real ones use. */
function Readouts() {
  const { data: shown } = useQuery({ ...requestDetailQuery('order', CODE), staleTime: Infinity });
  const { data: rows } = useQuery({
    queryKey: pageKey,
    queryFn: (): RequestPage => {
      throw new Error('seeded by the test');
    },
    staleTime: Infinity,
  });
  const row = rows?.items.find((item) => item.code === CODE);
  return (
    <dl>
      <dt>Gaveta</dt>
      <dd data-testid="drawer">
        {shown?.record.responsible?.name ?? ''} {shown?.record.responsible?.email ?? ''}
      </dd>
      <dt>Linha</dt>
      <dd data-testid="row">{row?.responsibleName ?? row?.responsibleEmail ?? ''}</dd>
    </dl>
  );
}

async function renderAction(session: SessionResponse | null = sessionWith(['sales'])) {
  const queryClient = clientWith(session);
  queryClient.setQueryData(['requests', 'order', 'detail', CODE], detail());
  queryClient.setQueryData(
    pageKey,
    page([summary({ code: CODE, responsibleName: 'Bruno Lima', responsibleEmail: bruno.email })]),
  );
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <Readouts />
      <ChangeResponsibleAction
        type="order"
        code={CODE}
        responsible={bruno}
        version={1}
        history={[]}
        mirrorCheckDelays={[0, 20, 20]}
      />
    </>,
    { queryClient },
  );
  // The language's dictionary may still be on its way: wait for the first render.
  await screen.findByTestId('drawer');
  return { user, queryClient, ...view };
}

const emailField = () => screen.findByRole('combobox', { name: /E-mail do novo responsável/ });

/** Opens the form, picks Carla from the suggestions and continues to the confirmation. */
async function chooseCarla(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Trocar responsável' }));
  await user.click(await emailField());
  await user.paste('carla');
  await user.click(await screen.findByRole('option', { name: /Carla Dias/ }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  return screen.findByRole('group', { name: /^Passar o pedido ORD-1001/ });
}

describe('ChangeResponsibleAction', () => {
  it.each<[string, SessionResponse | null]>([
    ['a viewer', sessionWith(['viewer'])],
    ['finance', sessionWith(['finance'])],
    ['a wallboard device', wallboard],
    ['nobody signed in', null],
  ])('offers no change to %s', async (_who, session) => {
    await renderAction(session);
    expect(screen.queryByRole('button', { name: 'Trocar responsável' })).not.toBeInTheDocument();
  });

  it.each<Role[]>([['sales'], ['admin'], ['viewer', 'sales']])(
    'offers the change to %j',
    async (...roles) => {
      await renderAction(sessionWith(roles));
      expect(screen.getByRole('button', { name: 'Trocar responsável' })).toBeInTheDocument();
    },
  );

  it(
    'refuses a malformed e-mail on the field, in the reader’s language, and sends nothing',
    async () => {
      answerCollaborators();
      let puts = 0;
      server.use(http.put(putPath, () => void (puts += 1)));
      const { user, container } = await renderAction();
      await user.click(screen.getByRole('button', { name: 'Trocar responsável' }));
      const field = await emailField();
      await user.click(field);
      await user.paste('carla@');
      await user.click(screen.getByRole('button', { name: 'Continuar' }));
      expect(
        await screen.findByText('Informe um e-mail válido, como ana@exemplo.com.br.'),
      ).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(/Informe um e-mail válido/);
      expect(screen.queryByRole('group', { name: /^Passar o pedido/ })).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
      expect(puts).toBe(0);
    },
    slow,
  );

  it(
    'refuses the person who is already responsible',
    async () => {
      answerCollaborators();
      const { user } = await renderAction();
      await user.click(screen.getByRole('button', { name: 'Trocar responsável' }));
      await user.click(await emailField());
      await user.paste(` ${bruno.email.toUpperCase()} `);
      await user.click(screen.getByRole('button', { name: 'Continuar' }));
      expect(
        await screen.findByText(`${bruno.email.toUpperCase()} já é o responsável atual.`),
      ).toBeInTheDocument();
    },
    slow,
  );

  it(
    'suggests collaborators the mirror knows, by name, with their e-mail',
    async () => {
      const seen: string[] = [];
      answerCollaborators(seen);
      const { user, container } = await renderAction();
      await user.click(screen.getByRole('button', { name: 'Trocar responsável' }));
      await user.click(await emailField());
      await user.paste('Carla');
      const option = await screen.findByRole('option', { name: /Carla Dias/ });
      expect(option).toHaveTextContent(carla.email);
      // The list shown is the server's answer for what was typed (the earlier one stays until it comes).
      await waitFor(() =>
        expect(screen.queryByRole('option', { name: /Caio Prado/ })).not.toBeInTheDocument(),
      );
      expect(seen).toContain('Carla');
      await expectNoAxeViolations(container);
      await user.click(option);
      expect(await emailField()).toHaveValue(carla.email);
      // The suggestions follow what the field now holds.
      await waitFor(() => expect(seen).toContain(carla.email));
    },
    slow,
  );

  it(
    'asks to confirm, naming who hands over to whom',
    async () => {
      answerCollaborators();
      const { user, container } = await renderAction();
      const confirmation = await chooseCarla(user);
      expect(confirmation).toHaveAccessibleName(
        'Passar o pedido ORD-1001 de Bruno Lima (bruno.lima@example.com.br) para Carla Dias (carla.dias@example.com.br)?',
      );
      expect(within(confirmation).getByText(/^Passar o pedido/)).toHaveFocus();
      await expectNoAxeViolations(container);
      // Back keeps what was typed.
      await user.click(within(confirmation).getByRole('button', { name: 'Voltar' }));
      expect(await emailField()).toHaveValue(carla.email);
    },
    slow,
  );

  it(
    'shows the new responsible at once, then follows the mirror until the history has the change',
    async () => {
      answerCollaborators();
      let release: () => void = () => {};
      const answered = new Promise<void>((resolve) => {
        release = resolve;
      });
      const sent: Sent[] = [];
      let written = false;
      server.use(
        http.put(putPath, async ({ request, params }) => {
          expect(params).toMatchObject({ type: 'order', code: CODE });
          sent.push({
            email: ((await request.json()) as { email: unknown }).email,
            key: request.headers.get('idempotency-key'),
            csrf: request.headers.get('x-csrf'),
          });
          await answered;
          written = true;
          return HttpResponse.json(outcome(carla.email));
        }),
        http.get(detailPath, () => HttpResponse.json(written ? detailAfterChange(carla) : detail())),
      );
      const { user, queryClient } = await renderAction();
      const confirmation = await chooseCarla(user);
      await user.click(within(confirmation).getByRole('button', { name: 'Confirmar a troca' }));

      // Before the server answers: the drawer and the table already show Carla.
      await waitFor(() =>
        expect(screen.getByTestId('drawer')).toHaveTextContent(`Carla Dias ${carla.email}`),
      );
      expect(screen.getByTestId('row')).toHaveTextContent('Carla Dias');
      expect(sent).toEqual([
        { email: carla.email, key: expect.stringMatching(/^[\x21-\x7e]{8,200}$/), csrf: '1' },
      ]);

      release();
      expect(
        await screen.findByText(
          'Carla Dias (carla.dias@example.com.br) agora é o responsável. A troca aparece no histórico assim que o Painel a registrar.',
        ),
      ).toBeInTheDocument();
      // The form closed and focus is back on the button that opened it.
      expect(screen.getByRole('button', { name: 'Trocar responsável' })).toHaveFocus();
      await waitFor(() =>
        expect(queryClient.getQueryData(requestDetailQuery('order', CODE).queryKey)?.history).toHaveLength(1),
      );
      expect(screen.getByTestId('drawer')).toHaveTextContent(`Carla Dias ${carla.email}`);
    },
    slow,
  );

  it(
    'puts the previous responsible back on a refusal, keeps the entry, says when to retry, and retries with the same key',
    async () => {
      answerCollaborators();
      // Midday on the machine's own time zone: twenty minutes later is still today, at 12:20.
      vi.useFakeTimers({ now: new Date(2025, 5, 16, 12), toFake: ['Date'] });
      const retryAt = new Date(Date.now() + 20 * 60_000);
      const keys: (string | null)[] = [];
      let release: () => void = () => {};
      const answered = new Promise<void>((resolve) => {
        release = resolve;
      });
      server.use(
        http.put(putPath, async ({ request }) => {
          keys.push(request.headers.get('idempotency-key'));
          if (keys.length === 1) {
            await answered;
            return HttpResponse.json(
              {
                ...problem(503, 'vendor_budget_exhausted', 'The vendor budget is used up.'),
                retryAt: retryAt.toISOString(),
              },
              { status: 503, headers: { 'content-type': 'application/problem+json' } },
            );
          }
          return HttpResponse.json(outcome(carla.email));
        }),
        http.get(detailPath, () => HttpResponse.json(detailAfterChange(carla))),
      );
      const { user, container } = await renderAction();
      let confirmation = await chooseCarla(user);
      await user.click(within(confirmation).getByRole('button', { name: 'Confirmar a troca' }));
      await waitFor(() => expect(screen.getByTestId('row')).toHaveTextContent('Carla Dias'));

      release();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('A troca não foi feita');
      expect(alert).toHaveTextContent('cabe de novo às 12:20 (em 20 minutos)');
      // Rolled back everywhere, and what was typed is still there.
      expect(screen.getByTestId('drawer')).toHaveTextContent(`Bruno ${bruno.email}`);
      expect(screen.getByTestId('row')).toHaveTextContent('Bruno Lima');
      expect(await emailField()).toHaveValue(carla.email);
      await expectNoAxeViolations(container);

      // The same submission again: the same Idempotency-Key, so the backend can never apply it twice.
      await user.click(screen.getByRole('button', { name: 'Continuar' }));
      confirmation = await screen.findByRole('group', { name: /^Passar o pedido/ });
      await user.click(within(confirmation).getByRole('button', { name: 'Confirmar a troca' }));
      expect(await screen.findByText(/agora é o responsável/)).toBeInTheDocument();
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    },
    slow,
  );

  it(
    'uses a new key for a different e-mail after a refusal',
    async () => {
      answerCollaborators();
      const keys: (string | null)[] = [];
      server.use(
        http.put(putPath, ({ request }) => {
          keys.push(request.headers.get('idempotency-key'));
          return HttpResponse.json(problem(502, 'vendor_unavailable', 'The vendor is unavailable.'), {
            status: 502,
          });
        }),
      );
      const { user } = await renderAction();
      let confirmation = await chooseCarla(user);
      await user.click(within(confirmation).getByRole('button', { name: 'Confirmar a troca' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'A plataforma está indisponível no momento.',
      );
      const field = await emailField();
      await user.clear(field);
      await user.paste('caio.prado@example.com.br');
      await user.click(screen.getByRole('button', { name: 'Continuar' }));
      confirmation = await screen.findByRole('group', { name: /^Passar o pedido/ });
      await user.click(within(confirmation).getByRole('button', { name: 'Confirmar a troca' }));
      await waitFor(() => expect(keys).toHaveLength(2));
      expect(keys[1]).not.toBe(keys[0]);
    },
    slow,
  );

  it.each([
    [
      404,
      'request_not_found',
      'A plataforma não encontrou este e-mail entre os colaboradores da conta (ou não encontrou o pedido). Confira o e-mail.',
    ],
    [422, 'vendor_rejected', 'A plataforma recusou este e-mail: collaborator is inactive'],
  ])(
    'puts a %i %s on the e-mail field',
    async (status, code, message) => {
      answerCollaborators();
      server.use(
        http.put(putPath, () =>
          HttpResponse.json(problem(status, code, 'collaborator is inactive'), {
            status,
            headers: { 'content-type': 'application/problem+json' },
          }),
        ),
      );
      const { user } = await renderAction();
      const confirmation = await chooseCarla(user);
      await user.click(within(confirmation).getByRole('button', { name: 'Confirmar a troca' }));
      const field = await emailField();
      await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message))));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveValue(carla.email);
      expect(field).toHaveFocus();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByTestId('drawer')).toHaveTextContent(`Bruno ${bruno.email}`);
    },
    slow,
  );

  it(
    'sends one request however fast the confirmation is clicked',
    async () => {
      answerCollaborators();
      let puts = 0;
      let release: () => void = () => {};
      const answered = new Promise<void>((resolve) => {
        release = resolve;
      });
      server.use(
        http.put(putPath, async () => {
          puts += 1;
          await answered;
          return HttpResponse.json(outcome(carla.email));
        }),
        http.get(detailPath, () => HttpResponse.json(detailAfterChange(carla))),
      );
      const { user } = await renderAction();
      const confirmation = await chooseCarla(user);
      const confirm = within(confirmation).getByRole('button', { name: 'Confirmar a troca' });
      await user.dblClick(confirm);
      await user.click(confirm);
      await user.keyboard('{Enter}');
      await waitFor(() => expect(puts).toBe(1));
      release();
      expect(await screen.findByText(/agora é o responsável/)).toBeInTheDocument();
      expect(puts).toBe(1);
    },
    slow,
  );

  it(
    'is clean for axe with the button and after cancelling, which gives focus back',
    async () => {
      answerCollaborators();
      const { user, container } = await renderAction();
      await expectNoAxeViolations(container);
      await user.click(screen.getByRole('button', { name: 'Trocar responsável' }));
      await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
      expect(screen.getByRole('button', { name: 'Trocar responsável' })).toHaveFocus();
    },
    slow,
  );

  it(
    'speaks English too',
    async () => {
      answerCollaborators();
      const queryClient = clientWith(sessionWith(['sales']));
      const user = userEvent.setup();
      renderWithProviders(
        <ChangeResponsibleAction
          type="budget"
          code="BUD-9"
          responsible={undefined}
          version={1}
          history={[]}
        />,
        {
          queryClient,
          locale: 'en',
        },
      );
      await user.click(await screen.findByRole('button', { name: 'Change responsible' }));
      await user.click(await screen.findByRole('combobox', { name: /New responsible's e-mail/ }));
      await user.paste(carla.email);
      // Typed in full, yet named: the suggestions loaded for it say whose e-mail it is.
      await screen.findByRole('option', { name: /Carla Dias/ });
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(
        await screen.findByRole('group', {
          name: `Hand budget BUD-9, which has no responsible today, to Carla Dias (${carla.email})?`,
        }),
      ).toBeInTheDocument();
    },
    slow,
  );
});

function outcome(email: string) {
  return {
    kind: 'responsible',
    request: { type: 'order', code: CODE },
    paymentId: null,
    at: '2026-11-21T18:00:00.000Z',
    changed: { email },
    attachments: [],
    vendor: { status: 200, durationMs: 120, unreadableFields: 0 },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
