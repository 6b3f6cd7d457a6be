import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminApi, backfillDone, ensureUser, type JourneyUser } from './support/adminApi';
import { expectNoAxeViolations } from './support/axe';
import { startPrivatePainel, type PrivatePainel } from './support/privatePainel';
import { boxesScrollingSideways, navigationSettled, SCREEN_SIZES } from './support/screenshots';

/**
 * The home as sales and as finance see it after signing in: its figures equal what the vendor's
 * data (the sandbox, read through its control API, never through Painel) gives for the same
 * filter, a figure opens the list whose totals equal it, axe finds nothing, and the page is kept
 * as screenshots in both colour schemes at the four sizes the house checks.
 *
 * It runs a Painel of its own with a small, still sandbox (no background activity), so that the
 * backfill mirrors every order the vendor holds within the journey's time: the queue and the money
 * to receive reach back months, further than the first pages of a large sandbox.
 */
const PORT = Number(process.env.E2E_HOME_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 10);
const SANDBOX_PORT = PORT + 1;
/** Requests per type: about fifteen orders a month over the sandbox's eighteen months. */
const SIZE = 300;

let painel: PrivatePainel;

interface SandboxRow {
  code: string;
  createdAt: string;
  removed: boolean;
  responsibleEmail: string | null;
  dealStatus: string | null;
  paymentStatus: string | null;
  finalValue: number | null;
  totalPower: number | null;
}

/** The longest window one insights answer covers: the home's "to receive" looks that far back. */
const OUTSTANDING_WINDOW_DAYS = 732;

/** The private Painel's sandbox control API (free, never counted as a vendor call). */
function sandboxControlUrl(): string {
  return `http://127.0.0.1:${SANDBOX_PORT}/__sandbox`;
}

async function control<T>(path: string, init: RequestInit = {}): Promise<T> {
  const answer = await fetch(`${sandboxControlUrl()}${path}`, init);
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as T;
}

/** Every order the vendor holds, as the sandbox stores it; removed ones are out of every figure. */
async function vendorOrders(): Promise<SandboxRow[]> {
  const { items } = await control<{ items: SandboxRow[] }>('/summaries?type=order');
  return items.filter((row) => !row.removed);
}

/** Today on the reader's calendar (the browser runs in São Paulo's zone, playwright.config.ts). */
function readerToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Created on a UTC day of the range, both ends included: the list's createdFrom/createdTo. */
const createdIn = (from: string, to: string) => (row: SandboxRow) => {
  const day = row.createdAt.slice(0, 10);
  return day >= from && day <= to;
};

function totalsOf(rows: readonly SandboxRow[]) {
  return {
    count: rows.length,
    value: rows.reduce((sum, row) => sum + (row.finalValue ?? 0), 0),
    power: rows.reduce((sum, row) => sum + (row.totalPower ?? 0), 0),
  };
}

const brl = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);
const count = (value: number) => new Intl.NumberFormat('pt-BR').format(value);
const kwp = (wattPeak: number) =>
  `${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(wattPeak / 1000)}\u00a0kWp`;
/** A figure card's headline of power: whole kWp from 1.000 kWp on, the exact figure below that. */
const kwpHeadline = (wattPeak: number) =>
  wattPeak < 1_000_000
    ? kwp(wattPeak)
    : `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }).format(wattPeak / 1000)}\u00a0kWp`;

async function signIn(page: Page, user: JourneyUser) {
  await page.goto(`${painel.url}/login`);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Senha').fill(user.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Início' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** The page with every figure in (no skeleton left), judged by axe and kept at every size. */
async function checkAndKeep(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('painel-color-scheme', value), scheme);
    await page.setViewportSize(SCREEN_SIZES[1]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expect(page.getByRole('heading', { level: 2, name: 'Início' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await expectNoAxeViolations(page, `${name}'s home (${scheme})`);
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      await navigationSettled(page);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      // Nothing wider than the window: the page never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      // Nor does a table inside its card: on a phone the queue and the pipeline are lists.
      await expect.poll(() => boxesScrollingSideways(page)).toEqual([]);
      await page.screenshot({
        path: `reports/e2e-artifacts/home-${name}-${scheme}-${size.width}x${size.height}.png`,
        fullPage: true,
      });
    }
  }
  await page.evaluate(() => localStorage.setItem('painel-color-scheme', 'light'));
  await page.setViewportSize(SCREEN_SIZES[1]);
  await page.reload();
}

/** The list's header totals, as the list shows them for its URL's filter. */
async function expectListTotals(page: Page, expected: { count: number; value: number }) {
  const totals = page.getByTestId('requests-totals');
  await expect(totals).toContainText(
    expected.count === 0
      ? 'Nenhum pedido'
      : `${count(expected.count)} ${expected.count === 1 ? 'pedido' : 'pedidos'}`,
  );
  // The value summed, exact on hover (the power summed has a title of its own).
  await expect(totals.locator(`dd[title="${brl(expected.value)}"]`)).toBeVisible();
}

let people: { sales: JourneyUser; finance: JourneyUser };

test.beforeAll(async () => {
  test.setTimeout(400_000);
  // The vendor's data holds still while the journey compares it with Painel's screens.
  painel = await startPrivatePainel({
    port: PORT,
    env: {
      SANDBOX_PORT: String(SANDBOX_PORT),
      SANDBOX_SIZE: String(SIZE),
      SANDBOX_ACTIVITY_PER_MINUTE: '0',
      // No played past (ADR 051): its world would end days ago, and early in a month this month
      // would hold no order to choose the sales person by.
      SANDBOX_PAST_DAYS: '0',
      // The backfill is background work, paced by the governor's time budget, which a loaded
      // machine's slow calls spend fast: the most the vendor allows, nearly all of it background.
      GOVERNOR_MAX_SECONDS_PER_HOUR: '59',
      GOVERNOR_BACKGROUND_SHARE: '0.9',
    },
  });
  // The sales person is the collaborator responsible for the most orders of the last 30 days (the
  // period the journey reads: on a month's first day "this month" may hold no order yet), other
  // than the demo sales account's (sales@painel.local, ADR 061), whose password is the start's own.
  const today = readerToday();
  const lastDays = vendorOrders().then((rows) => rows.filter(createdIn(addDays(today, -29), today)));
  const byEmail = new Map<string, number>();
  for (const row of await lastDays) {
    if (row.responsibleEmail && !row.responsibleEmail.endsWith('@painel.local'))
      byEmail.set(row.responsibleEmail, (byEmail.get(row.responsibleEmail) ?? 0) + 1);
  }
  const [email] = [...byEmail.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!email) throw new Error('the sandbox has no order with a responsible created in the last 30 days');
  people = {
    sales: { email, password: 'e2e-home-sales-password-123', name: 'Vendas Início', roles: ['sales'] },
    finance: {
      email: 'financeiro.inicio@painel.test',
      password: 'e2e-home-finance-password-123',
      name: 'Financeiro Início',
      roles: ['finance'],
    },
  };
  const api = await adminApi(painel.url);
  await ensureUser(api, people.sales);
  await ensureUser(api, people.finance);
  // The queue and the money to receive reach back months: wait until the backfill has walked
  // every page of the vendor's orders.
  await backfillDone(api);
  await api.dispose();
});

test.afterAll(async () => {
  await painel?.stop();
});

test('sales land on their home, whose figures are the vendor data and open the list that totals them', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const today = readerToday();
  const from = addDays(today, -29);
  const email = people.sales.email.toLowerCase();
  const orders = await vendorOrders();
  const mine = totalsOf(
    orders.filter((row) => row.responsibleEmail?.toLowerCase() === email).filter(createdIn(from, today)),
  );
  // The queue holds what can still move: the sandbox's final-sounding order statuses are final
  // while no admin chose (ADR 044).
  const finalStatuses = new Set(['Entregue', 'Cancelado']);
  const mineInProgress = orders.filter(
    (row) => row.responsibleEmail?.toLowerCase() === email && !finalStatuses.has(row.dealStatus ?? ''),
  ).length;
  expect(mine.count, 'orders of the last 30 days under the chosen responsible').toBeGreaterThan(0);

  await signIn(page, people.sales);
  await page.getByRole('combobox', { name: 'Período' }).selectOption({ label: 'Últimos 30 dias' });
  await expect(page).toHaveURL(/\?period=last30$/);
  const figures = page.getByRole('region', { name: 'Meus números' });
  const ordersCard = figures.getByRole('link', { name: /Pedidos criados/ });
  const valueCard = figures.getByRole('link', { name: /Valor dos pedidos/ });

  await test.step('my figures of the last 30 days equal the vendor data', async () => {
    // The mirror fills from the sandbox in the background: read again until it has caught up.
    await expect(async () => {
      await page.reload();
      await expect(valueCard.locator('[title]')).toHaveAttribute('title', brl(mine.value), {
        timeout: 5_000,
      });
    }).toPass({ timeout: 150_000 });
    await expect(ordersCard).toContainText(count(mine.count));
    // The card's name carries the exact figure; its headline rounds from 1.000 kWp on.
    const powerCard = figures.getByRole('link', { name: /Potência dos pedidos/ });
    await expect(powerCard).toHaveAccessibleName(`Potência dos pedidos: ${kwp(mine.power)}`);
    await expect(powerCard).toContainText(kwpHeadline(mine.power));
    const href = new URL((await ordersCard.getAttribute('href')) ?? '', 'http://painel');
    expect(href.pathname).toBe('/orders');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      mine: '1',
      createdFrom: from,
      createdTo: today,
    });
  });

  await test.step('the queue counts my orders in progress, and the pipeline each status of the team', async () => {
    const queue = page.getByRole('region', { name: 'Minha fila' });
    await expect(
      queue.getByRole('link', { name: `${count(mineInProgress)} pedidos seus em andamento` }),
    ).toBeVisible();
    const team = orders.filter(createdIn(from, today));
    const pipeline = page.getByRole('region', { name: 'Funil da equipe' });
    const statuses = new Map<string, number>();
    for (const row of team)
      if (row.dealStatus) statuses.set(row.dealStatus, (statuses.get(row.dealStatus) ?? 0) + 1);
    for (const [status, expected] of statuses) {
      await expect(
        pipeline.getByRole('link', { name: `${status} — Quantidade: ${count(expected)}`, exact: true }),
      ).toBeVisible();
    }
  });

  await test.step('axe, and the page kept in both schemes at every size', async () => {
    await checkAndKeep(page, 'sales');
  });

  await test.step('a figure opens the list whose totals equal it', async () => {
    await valueCard.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Pedidos' })).toBeVisible();
    await expect(page).toHaveURL(/\/orders\?/);
    await expectListTotals(page, mine);
  });
  expect(errors).toEqual([]);
});

test('finance land on the money to receive, equal to the vendor data, and open the list that totals it', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const today = readerToday();
  const from = `${today.slice(0, 8)}01`;
  const orders = await vendorOrders();
  const outstanding = totalsOf(
    orders
      .filter((row) => row.paymentStatus === 'requested' || row.paymentStatus === 'partial')
      .filter(createdIn(addDays(today, -(OUTSTANDING_WINDOW_DAYS - 1)), today)),
  );
  expect(outstanding.count, 'orders waiting for a payment').toBeGreaterThan(0);

  await signIn(page, people.finance);
  const toReceive = page.getByRole('region', { name: 'A receber' }).getByRole('link', { name: /^A receber/ });

  await test.step('the money to receive and the period received equal the vendor data', async () => {
    await expect(async () => {
      await page.reload();
      await expect(toReceive.locator('[title]')).toHaveAttribute('title', brl(outstanding.value), {
        timeout: 5_000,
      });
    }).toPass({ timeout: 150_000 });
    await expect(toReceive).toContainText(`${count(outstanding.count)} pedido`);
    // Received in the period counts payments that became received on its days (ADR 046), which the
    // sandbox's records do not date: the card opens the list of those days, and the insights
    // journey checks that list's totals against a reception it makes.
    const receivedCard = page
      .getByRole('region', { name: 'Pagamentos do período' })
      .getByRole('link', { name: /Recebidos no período/ });
    const receivedHref = new URL((await receivedCard.getAttribute('href')) ?? '', 'http://painel.test');
    expect(receivedHref.pathname).toBe('/orders');
    expect(Object.fromEntries(receivedHref.searchParams)).toMatchObject({
      paymentReceivedFrom: from,
      paymentReceivedTo: today,
    });
    await expect(page.getByRole('region', { name: 'Últimas mudanças de pagamento' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Funil da equipe' })).toHaveCount(0);
  });

  await test.step('axe, and the page kept in both schemes at every size', async () => {
    await checkAndKeep(page, 'finance');
  });

  await test.step('the money to receive opens the list whose totals equal it', async () => {
    await toReceive.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Pedidos' })).toBeVisible();
    await expect(page).toHaveURL(/paymentStatus=requested,partial/);
    await expectListTotals(page, outstanding);
  });
  expect(errors).toEqual([]);
});
