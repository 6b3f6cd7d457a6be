import { type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { adminApi, ensureUser, type JourneyUser } from './support/adminApi';
import { expectNoAxeViolations } from './support/axe';
import {
  addDays,
  brl,
  createdIn,
  isoDay,
  kwp,
  pauseSandboxActivity,
  previousOf,
  sandboxRequests,
  totalsOf,
  type DayRange,
  type SandboxRequest,
  type Totals,
} from './support/sandboxFigures';
import { sandboxControlUrl } from './support/lanes';
import { boxesScrollingSideways, navigationSettled, SCREEN_SIZES } from './support/screenshots';

/**
 * The insights page as sales and as finance: every number checked here is computed by the test
 * from the sandbox's stored records (its control API), not from Painel's API; a drill-down opens a
 * list whose totals equal the number clicked; the map and every chart have their table; axe finds
 * nothing; the page is photographed in both schemes on a desktop and a phone.
 *
 * The sandbox's background activity is paused first, so the data stays put while it is compared;
 * Painel's list is only read to wait until its mirror has caught up with the sandbox.
 */
const sales: JourneyUser = {
  email: 'vendas.indicadores@painel.test',
  password: 'e2e-sales-insights-123',
  name: 'Vendas Indicadores',
  roles: ['sales'],
};
const finance: JourneyUser = {
  email: 'financeiro.indicadores@painel.test',
  password: 'e2e-finance-insights-123',
  name: 'Financeiro Indicadores',
  roles: ['finance'],
};

const today = isoDay(Date.now());
// Thirty days against the thirty before: the mirror's backfill (newest first) covers both soonest.
// On the 30th of most months those thirty days begin on the 1st, and a span from the 1st is a
// calendar month, compared with the same days of the month before (ADR 067, checked below with
// this month): that day the span takes one day more, so it stays a plain run of days.
const thirtyDaysBack = addDays(today, -29);
const period: DayRange = {
  from: thirtyDaysBack.endsWith('-01') ? addDays(today, -30) : thirtyDaysBack,
  to: today,
};
const previous = previousOf(period);
const insightsUrl = `/insights?from=${period.from}&to=${period.to}&bucket=week&type=order`;
// This whole month, still running: its days so far are compared with the same days of last month
// (ADR 067), up to the end of last month when it was shorter, never with the whole of it.
const lastDayOf = (day: string) => isoDay(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0));
const thisMonth: DayRange = { from: `${today.slice(0, 8)}01`, to: lastDayOf(today) };
const thisMonthSoFar: DayRange = { from: thisMonth.from, to: today };
const lastMonthEnd = addDays(thisMonth.from, -1);
const sameDayLastMonth = `${lastMonthEnd.slice(0, 8)}${today.slice(8)}`;
const sameDaysLastMonth: DayRange = {
  from: `${lastMonthEnd.slice(0, 8)}01`,
  to: sameDayLastMonth < lastMonthEnd ? sameDayLastMonth : lastMonthEnd,
};

let orders: SandboxRequest[] = [];
let budgets: SandboxRequest[] = [];

interface ListTotals {
  count: number;
  finalValue: number;
}

async function painelTotals(
  api: APIRequestContext,
  type: 'order' | 'budget',
  range: DayRange,
): Promise<ListTotals> {
  const answer = await api.get(
    `/api/requests/${type}?createdFrom=${range.from}&createdTo=${range.to}&pageSize=1`,
  );
  expect(answer.status()).toBe(200);
  const { totals } = (await answer.json()) as { totals: ListTotals };
  return { count: totals.count, finalValue: totals.finalValue };
}

const same = (totals: Totals) => ({ count: totals.count, finalValue: totals.value });

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(360_000);
  const api = await adminApi(baseURL);
  await ensureUser(api, sales);
  await ensureUser(api, finance);
  await pauseSandboxActivity();
  // The mirror fills from the sandbox in the background, and the last webhooks may still be on
  // their way: wait until Painel's lists of both periods total what the sandbox holds.
  await expect(async () => {
    orders = await sandboxRequests('order');
    budgets = await sandboxRequests('budget');
    for (const range of [period, previous, thisMonthSoFar, sameDaysLastMonth]) {
      expect(await painelTotals(api, 'order', range)).toEqual(same(totalsOf(createdIn(orders, range))));
      expect(await painelTotals(api, 'budget', range)).toEqual(same(totalsOf(createdIn(budgets, range))));
    }
  }).toPass({ timeout: 300_000, intervals: [2_000] });
  await api.dispose();
});

/**
 * What the previous figures of the next insights answer cover, as Painel's API says: the same days
 * before, and while the period runs only up to the time of day it was read at (ADR 110).
 */
function previousSpanShown(page: Page, shown: DayRange): Promise<DayRange> {
  return page
    .waitForResponse((response) => {
      const url = new URL(response.url());
      const { searchParams: asked } = url;
      return (
        url.pathname === '/api/insights' && asked.get('from') === shown.from && asked.get('to') === shown.to
      );
    })
    .then(async (response) => ((await response.json()) as { previousPeriod: DayRange }).previousPeriod);
}

async function signIn(page: Page, user: JourneyUser) {
  await page.goto(insightsUrl);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Senha').fill(user.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Indicadores' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Resumo do período' })).toBeVisible();
}

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, animations: 'disabled', fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function useTheme(page: Page, scheme: 'light' | 'dark') {
  const toggle = page.getByRole('button', {
    name: scheme === 'dark' ? 'Usar tema escuro' : 'Usar tema claro',
  });
  if (await toggle.isVisible()) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/** The map's tiles whose code or amount is cut at the tile's edge, by UF; empty when all read whole. */
async function tilesCut(page: Page): Promise<string[]> {
  return page
    .locator('a[data-uf]')
    .evaluateAll((tiles) =>
      tiles
        .filter((tile) =>
          [tile, ...Array.from(tile.querySelectorAll('span'))].some(
            (box) => box.clientWidth > 0 && box.scrollWidth > box.clientWidth,
          ),
        )
        .map((tile) => tile.getAttribute('data-uf') ?? '?'),
    );
}

function kpi(page: Page, label: string) {
  return page
    .getByRole('list', { name: 'Resumo do período' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name: label, exact: true }),
    });
}

/** The list's totals line as the list shows it: the count in words, the exact value and power on hover. */
async function expectListTotals(page: Page, totals: Totals, noun: 'pedido' | 'orçamento') {
  const line = page.getByTestId('requests-totals');
  // Said as a person says a count: "Nenhum pedido", "1 pedido", "12 pedidos".
  const said =
    totals.count === 0 ? `Nenhum ${noun}` : `${totals.count} ${noun}${totals.count === 1 ? '' : 's'}`;
  await expect(line).toContainText(said);
  await expect(line.locator(`[title="${brl(totals.value)}"]`)).toBeVisible();
  await expect(line.locator(`[title="${kwp(totals.power)}"]`)).toBeVisible();
}

/** Every figure has its table (a caption names it) and the map's 27 tiles are links. */
async function expectTablesForEveryFigure(page: Page) {
  const figures = page.locator('section[data-figure]');
  const count = await figures.count();
  expect(count).toBeGreaterThanOrEqual(8);
  for (let index = 0; index < count; index += 1) {
    const figure = figures.nth(index);
    const title = (await figure.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
    const empty = await figure.getByText('Nada neste período com estes filtros.').count();
    if (empty === 0) await expect(figure.getByRole('table', { name: `Dados de “${title}”` })).toHaveCount(1);
  }
}

test('sales reads the period against the sandbox, drills into a UF and finds the same totals', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1440, height: 900 });
  const previousSpan = previousSpanShown(page, period);
  await signIn(page, sales);

  const ordersNow = totalsOf(createdIn(orders, period));
  // The last 30 days run until today: their previous 30 stop at the time of day they were read at.
  const before = await previousSpan;
  expect(before).toEqual({ ...previous, before: expect.stringMatching(new RegExp(`^${previous.to}T`)) });
  const ordersBefore = totalsOf(createdIn(orders, before));
  const budgetsNow = totalsOf(createdIn(budgets, period));

  await test.step('the headline figures are the sandbox’s', async () => {
    await expect(kpi(page, 'Valor dos pedidos').getByRole('link')).toHaveAccessibleName(
      `Valor dos pedidos: ${brl(ordersNow.value)}`,
    );
    await expect(kpi(page, 'Valor dos pedidos')).toContainText(`Antes: ${brl(ordersBefore.value)}`);
    await expect(kpi(page, 'Pedidos criados').getByRole('link')).toHaveAccessibleName(
      `Pedidos criados: ${new Intl.NumberFormat('pt-BR').format(ordersNow.count)}`,
    );
    await expect(kpi(page, 'Potência dos pedidos').getByRole('link')).toHaveAccessibleName(
      `Potência dos pedidos: ${kwp(ordersNow.power)}`,
    );
    await expect(kpi(page, 'Orçamentos criados').getByRole('link')).toHaveAccessibleName(
      `Orçamentos criados: ${new Intl.NumberFormat('pt-BR').format(budgetsNow.count)}`,
    );
  });

  const inPeriod = createdIn(orders, period);
  const byUf = new Map<string, SandboxRequest[]>();
  for (const order of inPeriod) if (order.uf) byUf.set(order.uf, [...(byUf.get(order.uf) ?? []), order]);
  const [topUf, topOrders] =
    [...byUf.entries()].sort((a, b) => totalsOf(b[1]).value - totalsOf(a[1]).value)[0] ?? [];
  if (!topUf || !topOrders) throw new Error('the sandbox has no order with a UF in the period');
  const top = totalsOf(topOrders);

  await test.step('every tile of the map says its UF’s value and count', async () => {
    const map = page.getByRole('list', { name: 'Mapa das 27 UFs, cada uma com seu valor' });
    await expect(map.getByRole('link')).toHaveCount(27);
    for (const [uf, list] of byUf) {
      const totals = totalsOf(list);
      const count = totals.count === 1 ? '1 pedido' : `${totals.count} pedidos`;
      await expect(map.locator(`a[data-uf="${uf}"]`)).toHaveAccessibleName(
        `${uf}: ${brl(totals.value)} · ${count}`,
      );
    }
  });

  await test.step('the funnel counts each status as the sandbox does', async () => {
    const pipeline = page.getByRole('table', { name: 'Dados de “Funil por status (R$)”' });
    const byStatus = new Map<string, number>();
    for (const order of inPeriod)
      if (order.status) byStatus.set(order.status, (byStatus.get(order.status) ?? 0) + 1);
    for (const [status, count] of byStatus) {
      const row = pipeline
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: status, exact: true }) });
      await expect(row.getByRole('cell').first()).toHaveText(new Intl.NumberFormat('pt-BR').format(count));
    }
  });

  await test.step('the map and every chart have their table, and axe finds nothing', async () => {
    await expectTablesForEveryFigure(page);
    await expectNoAxeViolations(page, 'the insights page (light)');
  });

  for (const scheme of ['light', 'dark'] as const) {
    await useTheme(page, scheme);
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      await navigationSettled(page);
      await expect(page.getByRole('list', { name: 'Resumo do período' })).toBeVisible();
      // Every figure fits its card: no table scrolls sideways, however wide the window.
      await expect.poll(() => boxesScrollingSideways(page)).toEqual([]);
      // Nor is a tile's text cut ('R$ 752…'): each says its UF and its amount whole.
      await expect.poll(() => tilesCut(page)).toEqual([]);
      await keepScreenshot(page, testInfo, `insights-${scheme}-${size.width}x${size.height}`);
    }
  }
  await expectNoAxeViolations(page, 'the insights page (dark, phone)');

  await test.step('on a phone the figures come first and the filters open in a sheet', async () => {
    const summary = page.getByRole('list', { name: 'Resumo do período' });
    const filters = page.getByRole('button', { name: 'Filtros', exact: true });
    // Above the fold: the filters button, then the figures; no filter panel in the page.
    expect((await summary.boundingBox())?.y ?? Infinity).toBeLessThan(844);
    await expect(page.getByRole('region', { name: 'Filtros dos indicadores' })).toHaveCount(0);
    await filters.click();
    const sheet = page.getByRole('dialog', { name: 'Filtros dos indicadores' });
    await expect(sheet.getByRole('textbox', { name: 'Criados entre' })).toBeVisible();
    const shot = testInfo.outputPath('insights-dark-390x844-filters.png');
    await page.screenshot({ path: shot, animations: 'disabled' });
    await testInfo.attach('insights-dark-390x844-filters', { path: shot, contentType: 'image/png' });
    await expectNoAxeViolations(page, 'the insights filters sheet (dark, phone)');
    await sheet.getByRole('button', { name: 'Ver os números' }).click();
    await expect(sheet).toBeHidden();
  });
  await useTheme(page, 'light');
  await page.setViewportSize({ width: 1440, height: 900 });

  await test.step('a UF’s tile opens the orders of that UF, whose totals are the tile’s', async () => {
    await page.locator(`a[data-uf="${topUf}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/orders\\?.*uf=${topUf}`));
    const url = new URL(page.url());
    expect(url.searchParams.get('createdFrom')).toBe(period.from);
    expect(url.searchParams.get('createdTo')).toBe(period.to);
    await expectListTotals(page, top, 'pedido');
  });

  await test.step('the orders without a budget open their list; the cohort rate never passes 100 %', async () => {
    const withoutBudget = totalsOf(inPeriod.filter((order) => !order.fromBudget));
    await page.goto(insightsUrl);
    const card = kpi(page, 'Conversão em pedido');
    await expect(card).toContainText(/orçamentos? do período|nenhum orçamento no período/);
    // The value is the card's first percentage (the change's words come after it).
    const rate = /(\d+(?:,\d+)?)\s?%/.exec((await card.textContent()) ?? '');
    expect(rate).not.toBeNull();
    expect(Number(rate?.[1]?.replace(',', '.'))).toBeLessThanOrEqual(100);
    const table = page.getByRole('table', { name: 'Dados de “Conversão de orçamento em pedido”' });
    const current = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Período atual' }) });
    const count = (value: number) => new Intl.NumberFormat('pt-BR').format(value);
    const link = current.getByRole('link', {
      name: `Período atual — Pedidos sem orçamento: ${count(withoutBudget.count)}`,
    });
    await link.click();
    await expect(page).toHaveURL(/\/orders\?.*conversion=withoutBudget/);
    const url = new URL(page.url());
    expect(url.searchParams.get('createdFrom')).toBe(period.from);
    expect(url.searchParams.get('createdTo')).toBe(period.to);
    await expectListTotals(page, withoutBudget, 'pedido');
  });

  await test.step('this month so far is compared with the same days of last month', async () => {
    const sameSpan = previousSpanShown(page, thisMonth);
    await page.goto(`/insights?from=${thisMonth.from}&to=${thisMonth.to}&bucket=week&type=order`);
    const shown = await sameSpan;
    expect([shown.from, shown.to]).toEqual([sameDaysLastMonth.from, sameDaysLastMonth.to]);
    const soFar = totalsOf(createdIn(orders, thisMonthSoFar));
    const sameDays = totalsOf(createdIn(orders, shown));
    await expect(kpi(page, 'Valor dos pedidos').getByRole('link')).toHaveAccessibleName(
      `Valor dos pedidos: ${brl(soFar.value)}`,
    );
    await expect(kpi(page, 'Valor dos pedidos')).toContainText(`Antes: ${brl(sameDays.value)}`);
    const day = (value: string) => `${value.slice(8)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;
    // On the 1st the same days are one day, named once.
    const { from, to } = sameDaysLastMonth;
    const sameDaysText = from === to ? day(from) : `${day(from)} – ${day(to)}`;
    await expect(
      page.getByText(
        `Comparado com os mesmos dias do período anterior, até este mesmo horário: ${sameDaysText}.`,
      ),
    ).toBeVisible();
    // The week holding today is not over: drawn partial, and said so. In the first hours of a
    // month both spans may hold nothing, and then no chart is drawn.
    const anything = [thisMonthSoFar, shown].some(
      (range) => createdIn(orders, range).length + createdIn(budgets, range).length > 0,
    );
    await expect(
      anything
        ? page.getByText('Parcial: intervalo incompleto, cortado pelo período ou ainda em andamento').first()
        : page.getByText('Nada neste período com estes filtros.').first(),
    ).toBeVisible();
  });
  expect(errors).toEqual([]);
});

/** The sandbox marks an order's payment received now, as its finance would; a webhook tells Painel. */
async function receivePayment(code: string) {
  const answer = await fetch(`${sandboxControlUrl()}/actions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'paymentStatus', code, paymentStatus: 'received' }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

test('finance reads payments against the sandbox and drills into the received value', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, finance);

  const inPeriod = createdIn(orders, period);
  const outstanding = totalsOf(
    inPeriod.filter((order) => order.paymentStatus === 'requested' || order.paymentStatus === 'partial'),
  );

  await test.step('outstanding is the sandbox’s', async () => {
    const label = 'A receber dos pedidos criados no período';
    await expect(kpi(page, label).getByRole('link')).toHaveAccessibleName(
      `${label}: ${brl(outstanding.value)}`,
    );
  });

  await test.step('the payment type mix is the sandbox’s', async () => {
    const table = page.getByRole('table', { name: 'Dados de “Por forma de pagamento (R$)”' });
    const labels: Record<string, string> = {
      pix: 'Pix',
      boleto: 'Boleto',
      debito: 'Cartão de débito',
      credito: 'Cartão de crédito',
      financiamento: 'Financiamento',
      other: 'Outra',
    };
    for (const [type, label] of Object.entries(labels)) {
      const totals = totalsOf(inPeriod.filter((order) => order.paymentType === type));
      if (totals.count === 0) continue;
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
      await expect(row.getByRole('cell').nth(1)).toHaveText(brl(totals.value));
    }
  });

  await expectTablesForEveryFigure(page);
  await expectNoAxeViolations(page, 'the insights page as finance');
  await useTheme(page, 'dark');
  await keepScreenshot(page, testInfo, 'insights-finance-dark-1440x900');
  await expectNoAxeViolations(page, 'the insights page as finance (dark)');
  await useTheme(page, 'light');

  await test.step('a payment received today counts in the period, and the figure opens its list', async () => {
    // An order of the previous period (so the mirror has it) whose payment is still to come: "received
    // in the period" is when the payment arrived, not when the order was created. Any of the three
    // unsettled statuses will do: on some days the demo's previous month has no payment requested.
    const api = await adminApi(baseURL);
    const answer = await api.get(
      `/api/requests/order?paymentStatus=notRequested,requested,partial&createdFrom=${previous.from}&createdTo=${previous.to}&pageSize=1`,
    );
    expect(answer.status()).toBe(200);
    const [older] = ((await answer.json()) as { items: Array<{ code: string }> }).items;
    await api.dispose();
    if (!older) throw new Error('the mirror has no order of the previous period with a payment to come');
    await receivePayment(older.code);
    const figure = kpi(page, 'Recebido no período').getByRole('link');
    // Each reload waits for the page to show its figure: on a busy machine a reload that gave up
    // after a few seconds reloaded again before the page had ever drawn.
    await expect(async () => {
      await page.reload();
      await expect(figure).toHaveAccessibleName(/^Recebido no período: R\$/, { timeout: 30_000 });
      const name = (await figure.getAttribute('aria-label')) ?? '';
      expect(name).not.toBe('Recebido no período: R$\u00a00,00');
    }).toPass({ timeout: 120_000, intervals: [2_000] });
    const name = (await figure.getAttribute('aria-label')) ?? '';
    const value = name.replace('Recebido no período: ', '');
    await figure.click();
    await expect(page).toHaveURL(/\/orders\?.*paymentReceivedFrom=/);
    const url = new URL(page.url());
    expect(url.searchParams.get('paymentReceivedFrom')).toBe(period.from);
    expect(url.searchParams.get('paymentReceivedTo')).toBe(period.to);
    expect(url.searchParams.get('createdFrom')).toBeNull();
    await expect(page.getByTestId('requests-totals').locator(`[title="${value}"]`)).toBeVisible();
  });
  expect(errors).toEqual([]);
});
