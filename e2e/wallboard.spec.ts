import { type APIRequestContext } from '@playwright/test';
import { sandboxControlUrl } from './support/lanes';
import { expect, test } from './support/test';
import { admin, adminApi } from './support/adminApi';
import { expectNoAxeViolations } from './support/axe';

/**
 * A wall screen as an office sets one up: an admin issues a device through the admin API, the
 * screen opens the enrolment link (the one-time code in its fragment), lands on the wall screen
 * and shows the orders board; when an order changes status at the vendor (the sandbox, through its
 * control API), its card appears in its new column within 2 seconds, without a reload. axe runs on
 * the interactive board and on the wall screen.
 *
 * The vendor sandbox runs inside the server under test, on its lane's port (support/lanes.ts).
 */

/** How fast a move must show on the wall (the promise). */
const MOVE_SHOWN_WITHIN_MS = 2_000;

interface BoardCard {
  code: string;
}
interface BoardColumn {
  status: { name?: string } | null;
  name: string;
  count: number;
  cards: BoardCard[];
}
interface Board {
  columns: BoardColumn[];
  total: number;
}

async function readBoard(api: APIRequestContext, cardsPerColumn: number): Promise<Board> {
  const answer = await api.get(`/api/board/order?cardsPerColumn=${cardsPerColumn}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Board;
}

let api: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL);
  // The mirror fills from the sandbox in the background: wait until orders are on the board.
  await expect(async () => expect((await readBoard(api, 0)).total).toBeGreaterThan(0)).toPass({
    timeout: 90_000,
  });
});

test.afterAll(async () => {
  await api.dispose();
});

test('an enrolled wall screen shows an order in its new column within 2 seconds of the change', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // An admin issues a device; the screen opens its link.
  const issued = await api.post('/api/admin/devices', {
    data: { name: `Parede e2e ${testInfo.workerIndex}` },
  });
  expect(issued.status()).toBe(201);
  const { enrolment } = (await issued.json()) as { enrolment: { url: string; code: string } };
  expect(new URL(enrolment.url).hash).toBe(`#code=${enrolment.code}`);
  await page.goto(enrolment.url);
  await expect(page).toHaveURL(/\/wallboard$/);
  expect(page.url()).not.toContain(enrolment.code);
  await expect(page.getByRole('heading', { level: 1, name: 'Quadro de pedidos' })).toBeVisible();

  // The screen holds the orders board only, so that the move is watched on it.
  await page.goto('/wallboard?only=order');
  await expect(page.getByRole('heading', { level: 1, name: 'Quadro de pedidos' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolations(page, 'the wall screen');

  // An order on screen, and another configured status to move it to.
  const board = await readBoard(api, 8);
  const from = board.columns.find((column) => column.status !== null && column.cards.length > 0);
  const to = board.columns.find((column) => column.status !== null && column !== from);
  const code = from?.cards[0]?.code;
  if (!from || !to || !code) throw new Error('the orders board has no order to move');
  const cardIn = (column: string) =>
    page.locator(`[data-column=${JSON.stringify(column)}] [data-code=${JSON.stringify(code)}]`);
  await expect(cardIn(from.name)).toBeVisible();

  // A page that reloaded would lose this mark.
  await page.evaluate(() => {
    (globalThis as { wallboardMark?: boolean }).wallboardMark = true;
  });

  const control = sandboxControlUrl();
  const moved = await fetch(`${control}/actions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'statusChange', code, status: to.name }),
  });
  expect(moved.status, await moved.clone().text()).toBe(200);

  await expect(cardIn(to.name)).toBeVisible({ timeout: MOVE_SHOWN_WITHIN_MS });
  await expect(cardIn(from.name)).toHaveCount(0);
  await expect(cardIn(to.name)).toHaveAttribute('data-changed', 'true');
  expect(await page.evaluate(() => (globalThis as { wallboardMark?: boolean }).wallboardMark)).toBe(true);
  expect(errors).toEqual([]);
});

test('the orders board passes axe, with a drawer open too', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/board/orders');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Senha').fill(admin.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Quadro de pedidos' })).toBeVisible();
  const columns = page.getByRole('list', { name: 'Colunas do quadro' });
  await expect(columns).toBeVisible();
  await expect(columns.locator('[data-code]').first()).toBeVisible();
  await expectNoAxeViolations(page, 'the orders board');

  const first = columns.locator('a[data-code]').first();
  const code = await first.getAttribute('data-code');
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/board/orders/${code}$`));
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, 'the orders board with a drawer open');
});
