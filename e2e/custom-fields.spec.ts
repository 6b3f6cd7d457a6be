import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { admin, adminApi } from './support/adminApi';
import { expectNoAxeViolations } from './support/axe';
import { boxesScrollingSideways, keepScreenshot } from './support/screenshots';

/**
 * Custom fields named by the partner (ADR 060): the demo opens with the sandbox's fields named (ADR
 * 107); an admin renames `valorEntrada` and makes it read as money; the drawer of an order carrying
 * it and the export of every column then show the new name and the value in reais, never the key.
 */
const KEY = 'valorEntrada';
const DEMO_NAME = 'Valor de entrada';
const NAME = 'Entrada paga pelo cliente';

interface Carrier<Value> {
  code: string;
  value: Value;
}

/** An order of the sandbox whose custom data carry `key` with a value `pick` accepts, once the copy has some. */
async function orderCarrying<Value>(
  baseURL: string | undefined,
  key: string,
  pick: (value: unknown) => Value | undefined,
): Promise<Carrier<Value>> {
  const api = await adminApi(baseURL);
  try {
    let found: Carrier<Value> | undefined;
    await expect(async () => {
      const list = await api.get('/api/requests/order?pageSize=25&sort=code');
      expect(list.status()).toBe(200);
      const { items } = (await list.json()) as { items: Array<{ code: string }> };
      for (const { code } of items) {
        const detail = await api.get(`/api/requests/order/${encodeURIComponent(code)}`);
        const { record } = (await detail.json()) as {
          record: { customData?: Array<{ key?: string; value?: unknown }> };
        };
        const value = pick(record.customData?.find((item) => item.key === key)?.value);
        if (value !== undefined) {
          found = { code, value };
          return;
        }
      }
      throw new Error(`no order with ${key} yet`);
    }).toPass({ timeout: 90_000 });
    if (!found) throw new Error('unreachable');
    return found;
  } finally {
    await api.dispose();
  }
}

const brl = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);

test('an admin renames a custom field and picks money; the drawer and the export read it so', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const carrier = await orderCarrying(baseURL, KEY, (value) =>
    typeof value === 'number' && value > 0 ? value : undefined,
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/custom-fields');
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Senha').fill(admin.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  // A loaded machine can take a while to answer the sign-in and load the page's chunk.
  await expect(page.getByRole('heading', { level: 2, name: 'Campos personalizados' })).toBeVisible({
    timeout: 60_000,
  });

  const table = page.getByRole('table', { name: /Campos personalizados, com o nome dado/ });
  const row = table.getByRole('row').filter({ hasText: KEY });
  await expect(row.getByText(DEMO_NAME, { exact: true })).toBeVisible();
  await expect(table.getByText('Sem nome ainda')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the custom fields page');
  expect(await boxesScrollingSideways(page)).toEqual([]);

  await row.getByRole('button', { name: `Editar o campo ${KEY}` }).click();
  const dialog = page.getByRole('dialog', { name: `Campo ${KEY}` });
  await dialog.getByRole('textbox', { name: /^Nome(?! em)/ }).fill(NAME);
  await dialog.getByRole('combobox', { name: 'O valor aparece como' }).click();
  await page.getByRole('option', { name: 'Dinheiro (R$)', exact: true }).click();
  await expect(dialog.getByText(/^Assim aparece: R\$/)).toBeVisible();
  await keepScreenshot(page, testInfo, 'custom-fields-dialog');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(`Campo ${KEY} agora se chama “${NAME}”.`)).toBeVisible();
  const named = table.getByRole('row').filter({ hasText: NAME });
  await expect(named.getByText('Dinheiro (R$)', { exact: true })).toBeVisible();
  await keepScreenshot(page, testInfo, 'custom-fields-page');

  // The drawer: the name, the value in reais, and no key.
  await page.goto(`/orders/${encodeURIComponent(carrier.code)}`);
  const drawer = page.getByRole('dialog');
  const section = drawer.getByRole('region', { name: 'Campos personalizados' });
  await section.scrollIntoViewIfNeeded();
  const term = section.locator('dt', { hasText: NAME });
  await expect(term).toBeVisible();
  await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(brl(carrier.value));
  await expect(section).not.toContainText(KEY);
  await keepScreenshot(page, testInfo, 'custom-fields-drawer');

  // The export of every column, as the list's export panel downloads it.
  await page.keyboard.press('Escape');
  await page.goto(`/orders?code=${encodeURIComponent(carrier.code)}`);
  await page.getByRole('button', { name: 'Exportar', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Exportar a lista' });
  await panel.getByRole('radio', { name: 'CSV (abre no Excel em português)' }).check();
  await panel.getByRole('radio', { name: 'Todas as colunas' }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('link', { name: 'Baixar' }).click(),
  ]);
  const path = await download.path();
  const csv = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = csv
    .trim()
    .split('\r\n')
    .map((line) => line.split(';'));
  const column = header?.indexOf(NAME) ?? -1;
  expect(column, 'a column headed by the name').toBeGreaterThan(-1);
  expect(header).not.toContain(KEY);
  const line = rows.find((cells) => cells[1] === carrier.code);
  expect(line?.[column]).toBe(carrier.value.toFixed(2).replace('.', ','));
});

/** The demo's names for the contact channels' options (ADR 111), as its admin gave them. */
const CHANNELS = new Map([
  [1, 'WhatsApp'],
  [2, 'Telefone'],
  [3, 'E-mail'],
  [4, 'Visita'],
  [5, 'Instagram'],
]);

test("a selection reads by its options' names in the drawer, never by their numbers", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const carrier = await orderCarrying(baseURL, 'canaisContato', (value) =>
    Array.isArray(value) && value.length > 0 ? value.map(Number) : undefined,
  );
  await page.goto(`/orders/${encodeURIComponent(carrier.code)}`);
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Senha').fill(admin.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const section = page.getByRole('dialog').getByRole('region', { name: 'Campos personalizados' });
  await expect(section).toBeVisible({ timeout: 60_000 });
  await section.scrollIntoViewIfNeeded();
  const options = section
    .locator('dt', { hasText: 'Canais de contato' })
    .locator('xpath=following-sibling::dd[1]')
    .getByRole('listitem');
  await expect(options).toHaveText(carrier.value.map((option) => CHANNELS.get(option) ?? String(option)));
});
