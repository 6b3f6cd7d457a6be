import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { admin, adminApi, backfillDone, ensureUser } from './support/adminApi';
import { sandboxControlUrl } from './support/lanes';

/**
 * A sales manager hands every order of one collaborator to another at once: filters the orders
 * list by the first one's e-mail, selects "todos os N deste filtro", opens "Trocar responsável",
 * reads how many change, how many already are the other's and what it costs, confirms, and watches
 * the job on "Alterações em lote" until it is done; an admin then finds the job and each order's
 * change in the audit log, in words. (The list catches up only as Painel reads each order back in
 * its background share, which a busy machine can put off for minutes: not asserted here.)
 *
 * The sandbox's own new activity is paused first so the filter's rows stay put while the job runs.
 */
const salesManager = {
  email: 'gerente.lote@painel.test',
  password: 'e2e-bulk-password-123',
  name: 'Gerente em Lote',
  roles: ['sales'],
};

interface Collaborator {
  email: string;
  name: string | null;
  requests: number;
}

// Enough orders to fill more than one page of ten, few enough to finish quickly at the vendor's pace.
const FEWEST = 11;
const MOST = 30;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(300_000);
  const api = await adminApi(baseURL);
  await ensureUser(api, salesManager);
  // Only the sandbox's new activity stops; its replay of the past moves statuses, never who is
  // responsible, so the filter's rows stay put without waiting for that replay to end.
  const paused = await fetch(`${sandboxControlUrl()}/activity`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ratePerMinute: 0 }),
  });
  expect(paused.status, await paused.clone().text()).toBe(200);
  // A collaborator's count read from the API must be the one the list shows next: not while the
  // first copy still brings in their older orders.
  await backfillDone(api);
  await api.dispose();
});

async function signIn(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Senha').fill(user.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Orders whose responsible is this collaborator, as the list's search finds them. */
async function ordersOf(page: Page, email: string): Promise<number> {
  const answer = await page.request.get(`/api/requests/order?q=${encodeURIComponent(email)}&pageSize=1`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { total: number }).total;
}

test('a sales manager hands a filter of orders to another responsible and follows the job', async ({
  page,
  browser,
  baseURL,
}) => {
  // The job goes at the vendor's pace: minutes, not seconds.
  test.setTimeout(480_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/orders');
  await signIn(page, salesManager);
  await expect(page.getByRole('heading', { level: 2, name: 'Pedidos' })).toBeVisible();
  await expect(page.getByText(/^\d[\d.]* pedidos? encontrados?$/)).toBeVisible({ timeout: 90_000 });

  // Two collaborators: one whose orders fill a bit more than a page of ten, and the one receiving them.
  const listed = await page.request.get('/api/collaborators?limit=100');
  expect(listed.status()).toBe(200);
  const collaborators = ((await listed.json()) as { items: Collaborator[] }).items;
  let from: { email: string; orders: number } | undefined;
  for (const candidate of collaborators) {
    const orders = await ordersOf(page, candidate.email);
    if (orders >= FEWEST && orders <= MOST) {
      from = { email: candidate.email, orders };
      break;
    }
  }
  if (!from) throw new Error(`no collaborator with ${FEWEST} to ${MOST} orders in the sandbox`);
  const source = from;
  const to = collaborators.find(
    (candidate) => candidate.email !== source.email && !candidate.email.includes(source.email),
  );
  if (!to) throw new Error('no second collaborator to hand the orders to');
  const toName = to.name?.trim() || to.email;
  let codes: string[] = [];

  await test.step('filter the list by the first collaborator', async () => {
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(source.email);
    await expect(page.getByText(`${source.orders} pedidos encontrados`)).toBeVisible();
    await page.getByRole('combobox', { name: 'Linhas por página' }).selectOption('10');
    await expect(page.locator('table tbody tr[data-row-index]')).toHaveCount(10);
    codes = (
      await page
        .locator('table tbody tr[data-row-index]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-code') ?? ''))
    ).filter((code) => code !== '');
  });

  await test.step('export two ticked orders: the file holds exactly those', async () => {
    const two = codes.slice(0, 2);
    const boxes = two.map((code) => page.getByRole('checkbox', { name: `Selecionar o pedido ${code}` }));
    const [first, second] = boxes;
    if (!first || !second) throw new Error('the first page had fewer than two orders');
    const before = await second.boundingBox();
    await first.check();
    const bar = page.getByRole('region', { name: 'Seleção de pedidos' });
    await expect(bar).toContainText('1 pedido selecionado');
    // The bar takes the line of the page's box: the next row is where the pointer left it.
    expect(await second.boundingBox()).toEqual(before);
    await second.check();
    await expect(bar).toContainText('2 pedidos selecionados');
    await bar.getByRole('button', { name: 'Exportar seleção' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV (abre no Excel em português)' }).click();
    const file = await (await downloading).createReadStream();
    let text = '';
    for await (const chunk of file) text += String(chunk);
    // A header, then one line per ticked order (the sandbox's names hold no line break).
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    for (const code of two) {
      expect(
        lines.slice(1).some((line) => line.split(';').includes(code)),
        `order ${code} in the file`,
      ).toBe(true);
    }
    await bar.getByRole('button', { name: 'Limpar a seleção' }).click();
    await expect(bar).toBeHidden();
  });

  // A colleague's tab on one of these orders, left open: it must show the new responsible as the
  // job reaches that order, with no reload (the live events of each item's write).
  const watched = codes[0];
  if (!watched) throw new Error('the first page had no order');
  const watcher = await page.context().newPage();
  await watcher.goto(`/orders?q=${encodeURIComponent(watched)}`);
  const watchedRow = watcher.locator(`table tbody tr[data-code="${watched}"]`);
  await expect(watchedRow).toBeVisible({ timeout: 30_000 });
  await expect(watchedRow).not.toContainText(toName);

  await test.step('select every order of the filter', async () => {
    await page.getByRole('checkbox', { name: 'Selecionar os pedidos desta página' }).check();
    const bar = page.getByRole('region', { name: 'Seleção de pedidos' });
    await expect(bar).toContainText('10 pedidos selecionados');
    await bar.getByRole('button', { name: `Selecionar todos os ${source.orders} deste filtro` }).click();
    await expect(bar).toContainText(`Todos os ${source.orders} pedidos deste filtro estão selecionados`);
    await bar.getByRole('button', { name: 'Trocar responsável' }).click();
  });

  await test.step('read what changes and what it costs, then confirm', async () => {
    const dialog = page.getByRole('dialog', { name: 'Trocar o responsável dos pedidos selecionados' });
    await expect(dialog).toBeVisible();
    const field = dialog.locator('input').and(dialog.getByLabel('Novo responsável'));
    await field.fill(to.email);
    // Away from the field, so its suggestions close and leave the dialog's buttons in sight.
    await dialog.getByText('Trocar o responsável dos pedidos selecionados').click();
    await expect(dialog.getByText(`${source.orders} pedidos passam para ${toName}.`)).toBeVisible();
    await expect(dialog.getByText(`Nenhum já é de ${toName}.`)).toBeVisible();
    // Each order is one write and one reading of the result at the vendor.
    await expect(
      dialog.getByText(
        new RegExp(`^Usa ${source.orders * 2} chamadas ao fornecedor; cabe .+ conclusão prevista .+\\.$`),
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Trocar responsável' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('A troca começou. Acompanhe em Alterações em lote.')).toBeVisible();
  });

  await test.step('follow the job on "Alterações em lote" until it is done', async () => {
    await page.getByRole('link', { name: 'Alterações em lote' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alterações em lote' })).toBeVisible();
    const job = page
      .getByTestId('bulk-job')
      .filter({ hasText: `Para ${toName}` })
      .first();
    await expect(job).toContainText(`Pedida por ${salesManager.name}`);
    await expect(job.getByTestId('bulk-progress')).toContainText(new RegExp(`^\\d+ de ${source.orders}$`));
    // The page reads the progress again while the job runs; the vendor's pace sets how long.
    await expect(job.getByText('Concluída', { exact: true })).toBeVisible({ timeout: 180_000 });
    await expect(job.getByTestId('bulk-progress')).toHaveText(`${source.orders} de ${source.orders}`);
    await job.getByRole('button', { name: 'Ver cada um' }).click();
    await expect(job.getByRole('row').filter({ hasText: 'Trocado' })).toHaveCount(source.orders);
  });

  await test.step("the colleague's open list shows the new responsible without a reload", async () => {
    await expect(watchedRow).toContainText(toName);
    await watcher.close();
  });

  const code = codes[0];
  if (!code) throw new Error('the first page had no order');

  await test.step('an admin reads the job and each order in the audit log', async () => {
    const adminContext = await browser.newContext({ baseURL, locale: 'pt-BR' });
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/admin/audit?action=bulk.responsible.start');
    await signIn(adminPage, admin);
    await expect(adminPage.getByRole('heading', { name: 'Registro de auditoria' })).toBeVisible();
    const started = adminPage
      .getByRole('row')
      .filter({ hasText: `Pediu a troca do responsável de ${source.orders} pedidos para ${toName}` });
    await expect(started).toHaveCount(1);
    await expect(started).toContainText(salesManager.name);
    await adminPage.goto(`/admin/audit?requestCode=${encodeURIComponent(code)}`);
    const item = adminPage
      .getByRole('row')
      .filter({ hasText: `Mudou o responsável do pedido ${code} para ${to.email}` });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(salesManager.name);
    await adminContext.close();
  });

  expect(errors).toEqual([]);
});
