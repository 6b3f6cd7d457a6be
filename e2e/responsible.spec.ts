import { expect, test } from './support/test';
import { adminApi, ensureUser } from './support/adminApi';
import { expectNoAxeViolations } from './support/axe';

/**
 * A sales manager hands an order to another responsible: opens the order's drawer, picks a
 * collaborator the mirror suggests, confirms the hand-over the drawer spells out, and sees the new
 * responsible in the drawer and the table at once and, once Painel has refreshed the record from
 * the vendor (the sandbox), the change in the history. axe runs on the form and on the result.
 *
 * The sales manager is created through the admin API by the first admin (BOOTSTRAP_ADMIN_*, set by
 * the Playwright web server's environment and mirrored by E2E_ADMIN_* here).
 */
const salesManager = {
  email: 'gerente.responsavel@painel.test',
  password: 'e2e-responsible-password-123',
  name: 'Gerente Responsável',
  roles: ['sales'],
};

test.beforeAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL);
  await ensureUser(api, salesManager);
  await api.dispose();
});

test('a sales manager hands an order to a suggested collaborator and sees it everywhere', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // Sign in.
  await page.goto('/orders');
  await page.getByLabel('E-mail').fill(salesManager.email);
  await page.getByLabel('Senha').fill(salesManager.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pedidos' })).toBeVisible();

  // The mirror fills from the sandbox in the background: wait until orders are there.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/^\d[\d.]* pedidos? encontrados?$/)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });

  // Open the first order's drawer.
  const row = page.locator('table tbody tr[data-row-index]').first();
  const code = await row.getAttribute('data-code');
  if (!code) throw new Error('a row without its code');
  await row.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  const summary = drawer.getByRole('region', { name: 'Resumo' });
  await expect(summary).toBeVisible();
  // The one label/value pair whose label is "Responsável" (each pair is a div of its section's list).
  const responsibleField = summary
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: /^Responsável$/ }) });
  const before = (await responsibleField.locator('dd').innerText()).toLowerCase();

  // Open the form from the drawer's header and pick a suggested collaborator other than the current one.
  await drawer.getByRole('button', { name: 'Trocar responsável' }).click();
  const email = drawer.getByRole('combobox', { name: /E-mail do novo responsável/ });
  await expect(email).toBeFocused();
  await expect(email).toBeInViewport();
  const options = drawer.getByRole('option');
  await expect(options.first()).toBeVisible();
  let chosen: { name: string; email: string } | undefined;
  for (const option of await options.all()) {
    const lines = (await option.locator('p').allInnerTexts()).map((line) => line.trim());
    const address = lines.at(-1) ?? '';
    if (address !== '' && !before.includes(address.toLowerCase())) {
      chosen = { name: lines.length > 1 ? (lines[0] ?? address) : address, email: address };
      await option.click();
      break;
    }
  }
  if (!chosen) throw new Error('no suggested collaborator other than the current responsible');
  await expect(email).toHaveValue(chosen.email);
  await drawer.getByRole('button', { name: 'Continuar' }).click();

  // The confirmation names the order, who hands it over and who receives it.
  const to = chosen.name === chosen.email ? chosen.email : `${chosen.name} (${chosen.email})`;
  const confirmation = drawer.getByRole('group', { name: new RegExp(`^Passar o pedido ${escape(code)} `) });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toHaveAccessibleName(new RegExp(`para ${escape(to)}\\?$`));
  await expectNoAxeViolations(page, 'the confirmation of the change of responsible');
  await confirmation.getByRole('button', { name: 'Confirmar a troca' }).click();

  // The drawer and the table show the new responsible; the history gets the change once Painel
  // has refreshed the record from the vendor.
  await expect(drawer.getByRole('status').filter({ hasText: 'agora é o responsável' })).toBeVisible();
  await expect(responsibleField.getByRole('link', { name: chosen.email, exact: true })).toHaveAttribute(
    'href',
    `mailto:${chosen.email}`,
  );
  // The table's responsible column shows the person's name (the e-mail when they have none).
  await expect(page.locator(`tr[data-code="${code}"]`)).toContainText(chosen.name);
  const history = drawer.getByRole('region', { name: 'Histórico' });
  const entries = history.getByRole('list', { name: 'Versões observadas, da mais recente à mais antiga' });
  // The history says who made the change, by name, and what changed, as a sentence.
  await expect(entries).toContainText(`${salesManager.name}, no Painel`, { timeout: 45_000 });
  await expect(entries).toContainText(
    new RegExp(`${escape(salesManager.name)} mudou o responsável de .+ para ${escape(chosen.name)}`),
  );
  await expect(entries).not.toContainText('responsible');
  await expectNoAxeViolations(page, 'the drawer after the change of responsible');

  // Closed, the table still says so: the page was read again from the mirror, which has it now.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.locator(`tr[data-code="${code}"]`)).toContainText(chosen.name);
  expect(errors).toEqual([]);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
