import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '../../../contract/api/session';
import { renderApp } from '../../app/testing/renderApp';
import { workspaceApi } from '../../app/testing/workspaceApi';
import { problem } from '../../lib/testing/apiFixtures';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { boardOf, card, column } from '../../lib/testing/boardFixtures';
import { codeFromHash } from './EnrolPage';

const CODE = 'k3Jd9sPq2LmZx8VbN4tR7wYc';
const device: SessionResponse = {
  kind: 'device',
  device: { id: '2b1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e', name: 'TV da expedição' },
  expiresAt: '2030-01-01T12:00:00.000Z',
  idleTimeoutSeconds: 604800,
};

const api = workspaceApi({ session: null });
const enrolments: Array<{ code: unknown; csrf: string | null }> = [];
let validCode = CODE;
const server = setupServer(
  http.post('*/api/session/device', async ({ request }) => {
    const body = (await request.json()) as { code?: unknown };
    enrolments.push({ code: body.code, csrf: request.headers.get('x-csrf') });
    if (body.code !== validCode) {
      return HttpResponse.json(
        problem(401, 'invalid_enrolment_code', 'This enrolment code is unknown, already used or expired.'),
        { status: 401 },
      );
    }
    api.state.session = device;
    return HttpResponse.json(device);
  }),
  http.get('*/api/board/:type', () =>
    HttpResponse.json(boardOf(column('Aguardando pagamento', 10, [card('10001', 'Aguardando pagamento')]))),
  ),
  ...api.handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  enrolments.length = 0;
  api.state.session = null;
  validCode = CODE;
});
afterAll(() => server.close());

describe('enrolling a wall screen', () => {
  it('reads the code from the fragment', () => {
    expect(codeFromHash(`#code=${CODE}`)).toBe(CODE);
    expect(codeFromHash(`code=${CODE}&x=1`)).toBe(CODE);
    expect(codeFromHash('')).toBeNull();
    expect(codeFromHash('#code=')).toBeNull();
  });

  it('trades the code in the link for a device session, clears it from the address and shows the wall', async () => {
    const app = renderApp(`/wallboard/enrol#code=${CODE}`);
    // The wall screen's code loads on arrival; the first time in a run it is also transformed.
    await app.screen.findByRole('heading', { level: 1, name: 'Quadro de pedidos' });
    expect(enrolments).toEqual([{ code: CODE, csrf: '1' }]);
    expect(app.location().pathname).toBe('/wallboard');
    expect(app.location().hash).toBe('');
    // Both steps replaced the entry: the address with the code is not in the history either.
    expect(app.history.length).toBe(1);
    expect(await app.screen.findByText('1 pedido no quadro')).toBeInTheDocument();
  });

  it('says to ask for a new link when the code is spent or expired', async () => {
    validCode = 'another-code-that-is-valid';
    const app = renderApp(`/wallboard/enrol#code=${CODE}`);
    expect(
      await app.screen.findByText(/Este código de cadastro não existe, já foi usado ou expirou/),
    ).toBeInTheDocument();
    expect(enrolments).toHaveLength(1);
    // Still here (a refused code is not an ended session), and the code is gone from the address.
    expect(app.location().pathname).toBe('/wallboard/enrol');
    expect(app.location().hash).toBe('');
    expect(app.screen.queryByRole('button', { name: 'Tentar de novo' })).toBeNull();
    await expectNoAxeViolations(app.container, { wholePage: true });
  });

  it('explains what to open when the address has no code', async () => {
    const app = renderApp('/wallboard/enrol');
    expect(await app.screen.findByText(/Este endereço não traz um código de cadastro/)).toBeInTheDocument();
    expect(enrolments).toHaveLength(0);
  });

  it('sends a person without a session to sign in, then back to the wall', async () => {
    const app = renderApp('/wallboard?cycle=15');
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(app.location().search).toEqual({ redirect: '/wallboard?cycle=15' });
  });
});
