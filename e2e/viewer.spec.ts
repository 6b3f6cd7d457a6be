import { expect, test } from './support/test';
import { adminApi, ensureUser, type JourneyUser } from './support/adminApi';
import { expectNoAxeViolations } from './support/axe';

/**
 * A viewer (read-only role) browses the same pages as everyone and is offered no action they may
 * not take: no change of responsible, no payment update or record action in the drawer, no admin
 * page in the navigation, "page not found" at an admin address, and a 403 if they try the API
 * directly. The same buttons are there for sales and finance (responsible.spec.ts, payment.spec.ts),
 * so their absence here is the role at work, not a missing feature.
 */
const viewer: JourneyUser = {
  email: 'leitura.e2e@painel.test',
  password: 'e2e-viewer-password-123',
  name: 'Leitura E2E',
  roles: ['viewer'],
};

test.beforeAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL);
  await ensureUser(api, viewer);
  await api.dispose();
});

test('a viewer sees no action they may not take', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/orders');
  await page.getByLabel('E-mail').fill(viewer.email);
  await page.getByLabel('Senha').fill(viewer.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pedidos' })).toBeVisible();
  await expect(page.getByText('Leitura', { exact: true })).toBeVisible();

  // Everyone's pages are in the navigation; the admin pages are not.
  const navigation = page.getByRole('navigation').first();
  for (const name of ['Pedidos', 'Orçamentos', 'Atividade']) {
    await expect(navigation.getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const name of ['Usuários', 'Painéis de parede', 'Auditoria', 'Sistema']) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  }

  // An order whose payment was requested: finance would see "Atualizar pagamento" on it.
  let code = '';
  await expect(async () => {
    const answer = await page.request.get('/api/requests/order?paymentStatus=requested&pageSize=5');
    expect(answer.ok()).toBe(true);
    const body = (await answer.json()) as { items: { code: string }[] };
    code = body.items[0]?.code ?? '';
    expect(code, 'an order with a requested payment in the mirror').not.toBe('');
  }).toPass({ timeout: 90_000 });
  await expectNoAxeViolations(page, 'the orders as a viewer');

  await page.goto(`/orders/${encodeURIComponent(code)}`);
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('region', { name: 'Resumo' })).toBeVisible();
  const payment = drawer.getByRole('region', { name: 'Pagamento' });
  await expect(payment).toBeVisible();
  for (const name of [
    'Trocar responsável',
    'Atualizar pagamento',
    'Ver registro',
    'Atualizar status e condição',
    'Excluir registro',
  ]) {
    await expect(drawer.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await expectNoAxeViolations(page, 'the drawer as a viewer');

  // An admin address is not advertised.
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expectNoAxeViolations(page, 'an admin address as a viewer');

  // And the server refuses the write all the same.
  const attempt = await page.request.put(`/api/requests/order/${encodeURIComponent(code)}/responsible`, {
    data: { email: 'alguem@example.com' },
    headers: { 'x-csrf': '1', origin: baseURL ?? '' },
  });
  expect(attempt.status()).toBe(403);
  expect(attempt.headers()['content-type']).toContain('application/problem+json');

  expect(errors).toEqual([]);
});
