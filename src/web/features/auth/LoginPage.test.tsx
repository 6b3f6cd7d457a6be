import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { problem, salesManager } from '../../lib/testing/apiFixtures';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { sessionQueryKey } from '../../lib/session/sessionQuery';
import { SSO_PAGE_KEYS } from '../../../contract/api/session';
import { authEn } from '../../i18n/messages/en/auth';
import { authPtBR } from '../../i18n/messages/pt-BR/auth';
import { LoginPage } from './LoginPage';

const server = setupServer(http.get('*/api/session/sso', () => HttpResponse.json({ name: null })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function signIn(password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/E-mail/), 'ana.souza@example.com.br');
  await user.type(screen.getByLabelText(/Senha/), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('LoginPage', () => {
  it('signs in with the anti-forgery header and hands over the session', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/session', async ({ request }) => {
        sent = { csrf: request.headers.get('x-csrf'), body: await request.json() };
        return HttpResponse.json(salesManager);
      }),
    );
    const onSignedIn = vi.fn();
    const { client, container } = renderWithProviders(<LoginPage onSignedIn={onSignedIn} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Painel' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await signIn('correct horse');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(salesManager));
    expect(sent).toEqual({
      csrf: '1',
      body: { email: 'ana.souza@example.com.br', password: 'correct horse' },
    });
    expect(client.getQueryData(sessionQueryKey)).toEqual(salesManager);
  });

  it('says so when the e-mail or the password is wrong', async () => {
    server.use(
      http.post('*/api/session', () =>
        HttpResponse.json(problem(401, 'bad_credentials', 'Wrong e-mail or password.'), { status: 401 }),
      ),
    );
    renderWithProviders(<LoginPage onSignedIn={() => {}} />);
    await signIn('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'E-mail ou senha incorretos. Confira e tente de novo.',
    );
  });

  it('passes on the server sentence when sign-in is throttled', async () => {
    server.use(
      http.post('*/api/session', () =>
        HttpResponse.json(problem(429, 'login_throttled', 'Tente de novo às 14:05.'), { status: 429 }),
      ),
    );
    renderWithProviders(<LoginPage onSignedIn={() => {}} />, { locale: 'en' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts in a row. Tente de novo às 14:05.',
    );
  });

  it('asks for the code from the app after the password, and takes a recovery code instead', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/session', () =>
        HttpResponse.json({ kind: 'second-factor', totp: true, passkey: false }),
      ),
      http.post('*/api/session/second-factor', async ({ request }) => {
        const body = (await request.json()) as { method: string; code: string };
        sent.push({ csrf: request.headers.get('x-csrf'), body });
        return body.code === '123 456'
          ? HttpResponse.json(problem(401, 'invalid_second_factor', 'Wrong code.'), { status: 401 })
          : HttpResponse.json(salesManager);
      }),
    );
    const onSignedIn = vi.fn();
    const { container } = renderWithProviders(<LoginPage onSignedIn={onSignedIn} />);
    await signIn('correct horse');
    expect(await screen.findByRole('heading', { name: 'Código de verificação' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/Código do aplicativo/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código incorreto ou já usado.');
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /usar um código de recuperação/ }));
    await user.type(screen.getByLabelText(/Código de recuperação/), 'ABCD-EFGH-JKMN');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(salesManager));
    expect(sent).toEqual([
      { csrf: '1', body: { method: 'totp', code: '123 456' } },
      { csrf: '1', body: { method: 'recovery', code: 'ABCD-EFGH-JKMN' } },
    ]);
  });

  it('tells a browser without passkeys so, without asking Painel for a challenge', async () => {
    // onUnhandledRequest: 'error' fails the test if the options are asked for.
    renderWithProviders(<LoginPage onSignedIn={() => {}} />);
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Entrar com chave de acesso' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este navegador não permite usar chaves de acesso.',
    );
  });

  it('offers only the passkey after the password of a person who has no app', async () => {
    server.use(
      http.post('*/api/session', () =>
        HttpResponse.json({ kind: 'second-factor', totp: false, passkey: true }),
      ),
    );
    renderWithProviders(<LoginPage onSignedIn={() => {}} />);
    await signIn('correct horse');
    expect(await screen.findByRole('heading', { name: 'Confirme que é você' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usar uma chave de acesso' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Código do aplicativo/)).not.toBeInTheDocument();
  });

  it("offers the company's accounts under their name and says in words why they sent the person back", async () => {
    server.use(http.get('*/api/session/sso', () => HttpResponse.json({ name: 'Google Workspace' })));
    renderWithProviders(<LoginPage onSignedIn={vi.fn()} ssoRefused="no-role" />);
    const button = await screen.findByRole('link', { name: 'Entrar com Google Workspace' });
    expect(button).toHaveAttribute('href', '/api/session/sso/start');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sua conta da empresa ainda não tem acesso ao Painel. Peça acesso a um administrador.',
    );
  });

  it('points a password of a company domain to the button', async () => {
    server.use(
      http.get('*/api/session/sso', () => HttpResponse.json({ name: 'Google Workspace' })),
      http.post('*/api/session', () =>
        HttpResponse.json(problem(401, 'sso_required', 'This e-mail signs in with the company.'), {
          status: 401,
        }),
      ),
    );
    renderWithProviders(<LoginPage onSignedIn={vi.fn()} />);
    await screen.findByRole('link', { name: 'Entrar com Google Workspace' });
    await signIn('uma senha qualquer');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este e-mail entra pela conta da empresa. Use o botão “Entrar com Google Workspace”.',
    );
  });

  it("words the company's sign-in in both languages without a protocol's terms", () => {
    for (const dictionary of [authPtBR, authEn]) {
      const ssoWords = Object.entries(dictionary).filter(([key]) => key.startsWith('auth.sso.'));
      expect(ssoWords.map(([key]) => key)).toEqual(
        expect.arrayContaining(SSO_PAGE_KEYS.map((key) => `auth.sso.refused.${key}`)),
      );
      for (const [, words] of ssoWords)
        expect(words).not.toMatch(/oidc|openid|nonce|\bstate\b|claim|token|\bsso\b/i);
    }
  });
});
