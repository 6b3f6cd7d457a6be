import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RequestDetail } from '../../../contract/api/requests';
import type { RequestType } from '../../../contract/upstream/enums';
import type { Locale } from '../../i18n/locales';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { RequestDrawer } from './RequestDrawer';
import {
  detailOf,
  hostileHistory,
  hostileRecord,
  liveMarkup,
  sampleHistory,
  v2Record,
} from '../../lib/testing/detailFixtures';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The drawer's body is a lazy chunk; its first import here means transforming every section,
  // which would otherwise count in the first test's time. Production fetches it like any chunk.
  await import('./RequestDetailBody');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const detailPath = '*/api/requests/:type/:code';

// Rendering every section of a full record takes jsdom a second or more on a busy two-core machine.

function answer(detail: RequestDetail) {
  server.use(http.get(detailPath, () => HttpResponse.json(detail)));
}

function problem(status: number, code: string, detail: string) {
  return HttpResponse.json(
    { type: 'about:blank', title: 'Error', status, code, detail },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );
}

/** A page with a button that opens the drawer, the way the requests table will. */
function Opener({ type, code }: { type: RequestType; code: string }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(code)}>
        Abrir {code}
      </button>
      <RequestDrawer type={type} code={open} onClose={() => setOpen(null)} />
    </>
  );
}

async function openDrawer(code = 'ORD-2024-000123', type: RequestType = 'order', locale: Locale = 'pt-BR') {
  const user = userEvent.setup();
  const view = renderWithProviders(<Opener type={type} code={code} />, { locale });
  const opener = screen.getByRole('button', { name: `Abrir ${code}` });
  await user.click(opener);
  return { user, opener, dialog: await screen.findByRole('dialog'), ...view };
}

describe('RequestDrawer', () => {
  it('is closed and fetches nothing while code is null', () => {
    // onUnhandledRequest: 'error' would fail a stray fetch.
    renderWithProviders(<RequestDrawer type="order" code={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a loading skeleton, then the record, titled with code and name', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(detailPath, async ({ params }) => {
        await released;
        expect(params).toMatchObject({ type: 'order', code: 'ORD-2024-000123' });
        return HttpResponse.json(detailOf(v2Record, { history: sampleHistory }));
      }),
    );
    const { dialog } = await openDrawer();
    expect(dialog).toHaveAccessibleName('Pedido ORD-2024-000123');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Carregando os detalhes…');
    release();
    expect(await within(dialog).findByRole('heading', { level: 3, name: 'Resumo' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleName('Pedido ORD-2024-000123 — Kit 8,2 kWp Telhado Cerâmico');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    // The dialog is described by nothing: a screen reader must not read the whole record on opening.
    expect(dialog).not.toHaveAttribute('aria-describedby');
  });

  it('says a request missing from the mirror is not there (yet), with a hint, and can look again', async () => {
    let calls = 0;
    server.use(
      http.get(detailPath, () => {
        calls += 1;
        return calls === 1
          ? problem(404, 'request_not_found', 'No such request in the mirror.')
          : HttpResponse.json(detailOf({ code: 'BUD-7', name: 'Chegou' }, { type: 'budget' }));
      }),
    );
    const { user, dialog } = await openDrawer('BUD-7', 'budget');
    expect(
      await within(dialog).findByText('O orçamento BUD-7 ainda não chegou ao Painel'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Um registro criado há pouco na plataforma pode levar alguns minutos/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(dialog).findByRole('heading', { name: 'Resumo' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleName('Orçamento BUD-7 — Chegou');
  });

  it('shows the backend problem, says what to do, and retries', async () => {
    let calls = 0;
    server.use(
      http.get(detailPath, () => {
        calls += 1;
        return calls === 1
          ? problem(503, 'database_unavailable', 'O banco de dados está reiniciando.')
          : HttpResponse.json(detailOf(v2Record));
      }),
    );
    const { user, dialog } = await openDrawer();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os detalhes');
    expect(alert).toHaveTextContent(
      'O banco de dados está reiniciando. Verifique a conexão e tente novamente',
    );
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(dialog).findByRole('heading', { name: 'Produtos' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('explains a bare error status, an unreachable server and an answer of the wrong shape in the reader language', async () => {
    server.use(http.get(detailPath, () => new HttpResponse('oops', { status: 500 })));
    const first = await openDrawer();
    expect(await within(first.dialog).findByRole('alert')).toHaveTextContent(
      'O servidor respondeu com o erro 500.',
    );
    first.unmount();

    server.use(http.get(detailPath, () => HttpResponse.error()));
    const second = await openDrawer();
    expect(await within(second.dialog).findByRole('alert')).toHaveTextContent(
      'Não foi possível falar com o servidor.',
    );
    second.unmount();

    server.use(http.get(detailPath, () => HttpResponse.json({ record: 'nope' })));
    const third = await openDrawer('ORD-1', 'order', 'en');
    expect(await within(third.dialog).findByRole('alert')).toHaveTextContent(
      "The server's answer did not have the expected shape. Check your connection and try again",
    );
  });

  it('traps focus, closes on Escape and gives focus back to what opened it', async () => {
    answer(detailOf(v2Record, { history: sampleHistory }));
    const { user, opener, dialog } = await openDrawer();
    await within(dialog).findByRole('heading', { name: 'Resumo' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let step = 0; step < 40; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives focus back even when it is first mounted already open, as the route mounts it', async () => {
    answer(detailOf(v2Record));
    function LazyMount() {
      const [code, setCode] = useState<string | null>(null);
      const [mounted, setMounted] = useState(false);
      return (
        <>
          <button
            type="button"
            onClick={() => {
              setCode('ORD-1');
              setMounted(true);
            }}
          >
            Abrir
          </button>
          {mounted ? <RequestDrawer type="order" code={code} onClose={() => setCode(null)} /> : null}
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<LazyMount />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('heading', { name: 'Resumo' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes from its labelled close button', async () => {
    answer(detailOf(v2Record));
    const { user, opener, dialog } = await openDrawer();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar os detalhes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('has no axe violations with a full record open', async () => {
    answer(
      detailOf(v2Record, {
        history: sampleHistory,
        statusSince: '2024-03-06T12:00:00.000Z',
        unreadable: [{ path: 'products[5].type', problem: 'Invalid option' }],
      }),
    );
    const { dialog, baseElement } = await openDrawer();
    await within(dialog).findByRole('heading', { name: 'Histórico' });
    await expectNoAxeViolations(baseElement);
  });

  it('renders hostile vendor text as text: no script, handler or script link reaches the page', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    answer(
      detailOf(hostileRecord, {
        history: hostileHistory,
        unreadable: [{ path: '<img src=x onerror=alert(1)>', problem: '<script>alert(1)</script>' }],
      }),
    );
    const { dialog, baseElement } = await openDrawer(hostileRecord.code ?? '');
    await within(dialog).findByRole('heading', { name: 'Histórico' });
    expect(dialog).toHaveAccessibleName(
      'Pedido EVIL-1<script>alert("xss")</script> — Kit <img src=x onerror=alert(1)>',
    );
    // The markup is visible as the characters it is made of...
    expect(within(dialog).getAllByText('<img src=x onerror=alert(1)>').length).toBeGreaterThan(10);
    expect(within(dialog).getAllByText('<script>alert("xss")</script>').length).toBeGreaterThan(10);
    // ...and nothing of it is live.
    expect(liveMarkup(baseElement)).toEqual([]);
    // Notes keep their harmless parts.
    expect(within(dialog).getByText('ok')).toBeInTheDocument();
    expect(within(dialog).getByText('click')).not.toHaveAttribute('href');
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('speaks English', async () => {
    answer(detailOf(v2Record));
    const { dialog } = await openDrawer('ORD-2024-000123', 'order', 'en');
    expect(await within(dialog).findByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleName('Order ORD-2024-000123 — Kit 8,2 kWp Telhado Cerâmico');
    expect(within(dialog).getByRole('button', { name: 'Close the details' })).toBeInTheDocument();
    expect(within(dialog).getByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
  });
});
