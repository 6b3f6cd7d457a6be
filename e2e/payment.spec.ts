import { expect, test } from './support/test';
import { admin, adminApi, ensureUser } from './support/adminApi';
import { expectNoAxeViolations } from './support/axe';

/**
 * Finance updates the payment of an order: opens the order's drawer, sets the payment status and
 * attaches two documents (a PDF and a PNG, made here as small buffers with the right first bytes,
 * since Painel checks the type by content), sends, and sees the new status, both files and the
 * change in the history once Painel has re-read the order from the vendor (the sandbox). axe runs
 * on the filled form and on the result.
 *
 * The finance user is created through the admin API by the first admin (BOOTSTRAP_ADMIN_*, set by
 * the Playwright web server's environment and mirrored by E2E_ADMIN_* here).
 */
const finance = {
  email: 'financeiro.pagamentos@painel.test',
  password: 'e2e-finance-password-123',
  name: 'Financeiro Pagamentos',
  roles: ['finance'],
};

const receipt = {
  name: 'recibo-e2e.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};
const proof = {
  name: 'comprovante-e2e.png',
  mimeType: 'image/png',
  // The PNG signature and the start of an IHDR chunk: what the backend's sniffer reads.
  buffer: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from([0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01]),
    Buffer.alloc(64),
  ]),
};

test.beforeAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL);
  await ensureUser(api, finance);
  await api.dispose();
});

test('finance updates the payment of an order with two attachments and sees it in the drawer', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await test.step('sign in as finance', async () => {
    await page.goto('/orders');
    await page.getByLabel('E-mail').fill(finance.email);
    await page.getByLabel('Senha').fill(finance.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Pedidos' })).toBeVisible();
  });

  // An order whose payment was requested and not yet received: the mirror fills from the sandbox in
  // the background, so look until one is there. Read with the page's own session.
  let code = '';
  await test.step('find an order whose payment is requested', async () => {
    await expect(async () => {
      const answer = await page.request.get(
        '/api/requests/order?paymentStatus=requested&sort=createdAt&dir=desc&pageSize=5',
      );
      expect(answer.ok()).toBe(true);
      const body = (await answer.json()) as { items: { code: string }[] };
      code = body.items[0]?.code ?? '';
      expect(code, 'an order with a requested payment in the mirror').not.toBe('');
    }).toPass({ timeout: 90_000 });
  });

  const drawer = page.getByRole('dialog');
  const payment = drawer.getByRole('region', { name: 'Pagamento' });

  await test.step('open the order and fill the payment update', async () => {
    await page.goto(`/orders/${encodeURIComponent(code)}`);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Resumo' })).toBeVisible();
    await expect(payment.getByText('Solicitado', { exact: true })).toBeVisible();

    // The one way to change it: the button in the drawer's header; the form opens under the header,
    // in view and with the focus on its first field.
    await drawer.getByRole('button', { name: 'Atualizar pagamento' }).click();
    const form = drawer.getByRole('form', { name: 'Atualizar o pagamento' });
    await expect(form).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Status do pagamento' })).toBeFocused();
    await expect(form.getByRole('combobox', { name: 'Status do pagamento' })).toBeInViewport();
    await expect(drawer.getByRole('button', { name: 'Atualizar status e condição' })).toHaveCount(0);
    // The limits are there before anything is chosen.
    await expect(form.getByRole('group', { name: 'Anexos' })).toContainText('Até 5 arquivos por atualização');

    await form.getByRole('combobox', { name: 'Status do pagamento' }).click();
    await page.getByRole('option', { name: 'Recebido', exact: true }).click();
    await expect(form.getByRole('combobox', { name: 'Status do pagamento' })).toHaveValue('Recebido');
    await form.locator('input[type="file"]').setInputFiles([receipt, proof]);
    const chosen = form.getByRole('list', { name: 'Arquivos escolhidos' });
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await expect(chosen).toContainText(receipt.name);
    await expect(chosen).toContainText(proof.name);
    await expectNoAxeViolations(page, 'the filled payment form');

    await form.getByRole('button', { name: 'Enviar atualização' }).click();
    const saved = drawer.getByRole('status').filter({ hasText: 'Pagamento atualizado' });
    await expect(saved).toBeVisible({ timeout: 30_000 });
    await expect(saved).toContainText(`Anexos enviados: ${receipt.name}, ${proof.name}.`);
    await expect(form).toBeHidden();
  });

  await test.step('see the new status, both files and the change in the history', async () => {
    // The drawer reads the order again once Painel has refreshed it from the vendor.
    await expect(payment.getByText('Recebido', { exact: true })).toBeVisible({ timeout: 45_000 });
    await expect(payment.getByText(receipt.name, { exact: true })).toBeVisible();
    await expect(payment.getByText(proof.name, { exact: true })).toBeVisible();

    const history = drawer.getByRole('region', { name: 'Histórico' });
    const entries = history.getByRole('list', { name: 'Versões observadas, da mais recente à mais antiga' });
    // The newest version that changed the payment status is this one. Whether Painel saw it first
    // through its own refresh ("Alteração feita no Painel") or through the vendor's webhook for a
    // payment status change races, so the entry's source is not asserted.
    // It reads as people speak: the field's label and the status in words, never the raw path.
    const statusChange = entries.locator(':scope > li').filter({ hasText: 'Situação do pagamento' }).first();
    await expect(statusChange).toContainText('Recebido', { timeout: 45_000 });
    await expect(entries).not.toContainText('payment.status');
    await expectNoAxeViolations(page, 'the drawer after the payment update');
  });

  await test.step('an admin sees the update in the audit log', async () => {
    // Another person at another desk: a fresh browser context signed in as the admin.
    const adminContext = await browser.newContext({ baseURL, locale: 'pt-BR' });
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`/admin/audit?requestCode=${encodeURIComponent(code)}`);
    await adminPage.getByLabel('E-mail').fill(admin.email);
    await adminPage.getByLabel('Senha').fill(admin.password);
    await adminPage.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(adminPage.getByRole('heading', { name: 'Registro de auditoria' })).toBeVisible();
    // The entry reads as a sentence, by the person who made it (their name, their e-mail under it).
    const entry = adminPage
      .getByRole('row')
      .filter({ hasText: `Atualizou o pagamento do pedido ${code}` })
      .filter({ hasText: finance.name });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(code);
    await entry.getByRole('button', { name: /Detalhes/ }).click();
    await expect(adminPage.getByText(receipt.name).first()).toBeVisible();
    await expectNoAxeViolations(adminPage, 'the audit log');
    await adminContext.close();
  });

  expect(errors).toEqual([]);
});
