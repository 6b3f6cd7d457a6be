import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { admin, adminApi, ensureUser, type JourneyUser } from './support/adminApi';
import { expectNoAxeViolations } from './support/axe';
import { keepScreenshot, navigationSettled, SCREEN_SIZES, useTheme } from './support/screenshots';

/**
 * The drawer opens on what matters (ADR 057): its header — the request's status, final value,
 * power, responsible and payment status, with the role's action — is in view at 1440×900 without
 * scrolling, for an order whose sections are all full and for one whose optional sections are all
 * absent, and it stays in view (with the section links) however far the body is scrolled; a form
 * opened from it is in view at once and focused. Screenshots of both orders at the four sizes, in
 * both schemes, are kept with the run.
 *
 * The sandbox never generates an order without products, freight, invoice, payment, company,
 * structure, files, answers, custom fields and notes, though the vendor may send any of them absent
 * (ADR 005): the sparse order is a real one whose detail answer has those parts taken out on its way
 * to the browser.
 */
const sales: JourneyUser = {
  email: 'vendas.gaveta@painel.test',
  password: 'e2e-drawer-sales-password-123',
  name: 'Vendas Gaveta',
  roles: ['sales'],
};
const finance: JourneyUser = {
  email: 'financeiro.gaveta@painel.test',
  password: 'e2e-drawer-finance-password-123',
  name: 'Financeiro Gaveta',
  roles: ['finance'],
};

const OPTIONAL_PARTS = [
  'products',
  'freight',
  'invoice',
  'payment',
  'company',
  'structure',
  'files',
  'customForm',
  'customData',
  'notes',
] as const;

test.beforeAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL);
  await ensureUser(api, sales);
  await ensureUser(api, finance);
  await api.dispose();
});

async function signIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/orders');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Senha').fill(user.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pedidos' })).toBeVisible();
}

/** Two orders of the mirror: one with every optional part, and another one (to strip). */
async function findOrders(page: Page): Promise<{ full: string; sparse: string }> {
  let found: { full: string; sparse: string } | undefined;
  await expect(async () => {
    const answer = await page.request.get('/api/requests/order?sort=createdAt&dir=desc&pageSize=25');
    expect(answer.ok()).toBe(true);
    const codes = ((await answer.json()) as { items: { code: string }[] }).items.map((item) => item.code);
    let full: string | undefined;
    for (const code of codes) {
      const detail = await page.request.get(`/api/requests/order/${encodeURIComponent(code)}`);
      const { record } = (await detail.json()) as { record: Record<string, unknown> };
      if (OPTIONAL_PARTS.every((part) => hasSomething(record[part]))) {
        full = code;
        break;
      }
    }
    const sparse = codes.find((code) => code !== full);
    expect(full, 'an order with every optional part in the mirror').toBeDefined();
    expect(sparse).toBeDefined();
    found = { full: full ?? '', sparse: sparse ?? '' };
  }).toPass({ timeout: 90_000 });
  if (!found) throw new Error('no orders');
  return found;
}

function hasSomething(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/** The detail of `code` reaches the browser without its optional parts. */
async function stripOptionalParts(page: Page, code: string) {
  await page.route(`**/api/requests/order/${encodeURIComponent(code)}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { record: Record<string, unknown> };
    const record = Object.fromEntries(
      Object.entries(body.record).filter(([part]) => !(OPTIONAL_PARTS as readonly string[]).includes(part)),
    );
    await route.fulfill({ response, json: { ...body, record } });
  });
}

async function openDrawer(page: Page, code: string): Promise<Locator> {
  await page.goto(`/orders/${encodeURIComponent(code)}`);
  const drawer = page.getByRole('dialog');
  // The body (and the section links) load on demand, from the route's first match on: the expect
  // timeout of the config is enough for them.
  await expect(drawer.getByRole('heading', { level: 3, name: 'Histórico' })).toBeAttached();
  return drawer;
}

/** The header's parts, each wholly in view. */
async function expectHeaderInView(drawer: Locator, ...actions: string[]) {
  await expect(drawer.getByRole('heading', { level: 2 })).toBeInViewport({ ratio: 1 });
  for (const label of ['Status', 'Valor final', 'Potência', 'Responsável', 'Pagamento']) {
    await expect(drawer.locator('dt', { hasText: new RegExp(`^${label}$`) }).first(), label).toBeInViewport({
      ratio: 1,
    });
  }
  for (const action of actions) {
    await expect(drawer.getByRole('button', { name: action })).toBeInViewport({ ratio: 1 });
  }
  await expect(drawer.getByRole('navigation', { name: 'Seções' })).toBeInViewport();
}

/** As the drawer opens: its body has not been scrolled, so what is in view is what a person sees first. */
async function expectOpenedAtTop(drawer: Locator) {
  expect(await drawer.evaluate((element) => element.scrollTop)).toBe(0);
}

/** Tables wider than their box, each named by its caption; none at 1280 px and wider. */
function tablesScrollingSideways(drawer: Locator): Promise<string[]> {
  return drawer.evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>('[role="region"]:has(table)')]
      .filter((box) => box.scrollWidth > box.clientWidth + 1)
      .map(
        (box) =>
          `"${box.querySelector('caption')?.textContent ?? ''}" by ${box.scrollWidth - box.clientWidth} px`,
      ),
  );
}

/**
 * Lines an e-mail address is broken into, for each address in the drawer that takes more than one:
 * every line but the last must end at the @ or before a dot, never inside a word ("com.b" / "r").
 */
function addressesBrokenInsideAWord(drawer: Locator): Promise<string[]> {
  return drawer.evaluate((element) => {
    const broken: string[] = [];
    for (const link of element.querySelectorAll<HTMLAnchorElement>('a[href^="mailto:"]')) {
      const range = document.createRange();
      const lines: string[] = [];
      let lastTop: number | undefined;
      for (const node of link.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE) continue;
        const text = node.textContent ?? '';
        for (let index = 0; index < text.length; index += 1) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const top = range.getBoundingClientRect().top;
          if (lastTop === undefined || Math.abs(top - lastTop) > 2) lines.push(text.charAt(index));
          else lines.push(`${lines.pop() ?? ''}${text.charAt(index)}`);
          lastTop = top;
        }
      }
      const bad = lines
        .slice(0, -1)
        .some((line, index) => !line.endsWith('@') && !lines[index + 1]?.startsWith('.'));
      if (bad) broken.push(lines.join(' / '));
    }
    return broken;
  });
}

async function expectNoSidewaysScroll(drawer: Locator, where: string) {
  const widths = await drawer.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
    page: document.documentElement.scrollWidth,
    pageClient: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `the drawer scrolls sideways (${where})`).toBeLessThanOrEqual(widths.client);
  expect(widths.page, `the page scrolls sideways (${where})`).toBeLessThanOrEqual(widths.pageClient);
}

test('the drawer opens on its header, with the role’s action, for a full order and a sparse one', async ({
  page,
}, testInfo) => {
  test.setTimeout(360_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, sales);
  const { full, sparse } = await findOrders(page);
  await stripOptionalParts(page, sparse);

  for (const [kind, code] of [
    ['full', full],
    ['sparse', sparse],
  ] as const) {
    await test.step(`sales, the ${kind} order: header and action in view, and kept in view`, async () => {
      const drawer = await openDrawer(page, code);
      await expectOpenedAtTop(drawer);
      await expectHeaderInView(drawer, 'Trocar responsável');
      if (kind === 'sparse') {
        await expect(drawer.getByText('Este registro não traz dados de pagamento.')).toBeVisible();
      } else {
        await expect(drawer.getByRole('table', { name: 'Itens' })).toBeAttached();
      }
      // The summary opens on the money, never on "Tipo: Pedido".
      const summary = drawer.getByRole('region', { name: 'Resumo' });
      await expect(summary.locator('dt').first()).toHaveText('Valor final');
      await expectNoSidewaysScroll(drawer, `${kind} order at 1440`);

      // Down to the history: the header and its links stay.
      await drawer.getByRole('heading', { level: 3, name: 'Histórico' }).scrollIntoViewIfNeeded();
      await expect(drawer.getByRole('heading', { level: 3, name: 'Resumo' })).not.toBeInViewport();
      await expectHeaderInView(drawer, 'Trocar responsável');
      // A form opened from there is in view at once, with the focus on its field.
      await drawer.getByRole('button', { name: 'Trocar responsável' }).click();
      const email = drawer.getByRole('combobox', { name: /E-mail do novo responsável/ });
      await expect(email).toBeFocused();
      await expect(email).toBeInViewport({ ratio: 1 });
      // The focus opens the collaborators' suggestions over the form's buttons: a person closes
      // them (Escape closes only the list) before reaching "Cancelar".
      const suggestions = page.getByRole('listbox');
      await expect(suggestions).toBeVisible();
      await email.press('Escape');
      await expect(suggestions).toBeHidden();
      await drawer.getByRole('button', { name: 'Cancelar' }).click();
      await expect(drawer.getByRole('button', { name: 'Trocar responsável' })).toBeFocused();
    });
  }
  await expectNoAxeViolations(page, 'the drawer of the sparse order');

  await test.step('finance: the payment update in the header, its one form in view', async () => {
    await page.context().clearCookies();
    await signIn(page, finance);
    const drawer = await openDrawer(page, full);
    await expectOpenedAtTop(drawer);
    await expectHeaderInView(drawer, 'Atualizar pagamento');
    await drawer.getByRole('heading', { level: 3, name: 'Histórico' }).scrollIntoViewIfNeeded();
    await expectHeaderInView(drawer, 'Atualizar pagamento');
    await drawer.getByRole('button', { name: 'Atualizar pagamento' }).click();
    const form = drawer.getByRole('form', { name: 'Atualizar o pagamento' });
    const status = form.getByRole('combobox', { name: 'Status do pagamento' });
    await expect(status).toBeFocused({ timeout: 60_000 });
    await expect(status).toBeInViewport({ ratio: 1 });
    // One form edits the payment's status: the record's own update is not offered beside it.
    await expect(drawer.getByRole('combobox', { name: 'Status do pagamento' })).toHaveCount(1);
    await expect(drawer.getByRole('button', { name: 'Atualizar status e condição' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'the drawer with the payment form open');
    await form.getByRole('button', { name: 'Cancelar' }).click();

    const sparseDrawer = await openDrawer(page, sparse);
    // An order without a payment can still be given one.
    await expectOpenedAtTop(sparseDrawer);
    await expectHeaderInView(sparseDrawer, 'Atualizar pagamento');
  });

  await test.step('admin: both actions in the header, the widest it gets, still in view', async () => {
    await page.context().clearCookies();
    await signIn(page, admin);
    for (const code of [full, sparse]) {
      const drawer = await openDrawer(page, code);
      await expectOpenedAtTop(drawer);
      await expectHeaderInView(drawer, 'Trocar responsável', 'Atualizar pagamento');
    }
  });

  await test.step('screenshots at the four sizes, both schemes', async () => {
    for (const [who, code] of [
      ['finance-full', full],
      ['finance-sparse', sparse],
    ] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        // The scheme is chosen in the shell, behind the drawer; it stays chosen across pages.
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto('/orders');
        await useTheme(page, scheme);
        for (const size of SCREEN_SIZES) {
          await page.setViewportSize(size);
          const drawer = await openDrawer(page, code);
          await navigationSettled(page);
          await expect(drawer.getByRole('button', { name: 'Atualizar pagamento' })).toBeInViewport();
          const where = `${who} at ${size.width}×${size.height}, ${scheme}`;
          await expectNoSidewaysScroll(drawer, where);
          // The products and their dimensions fit the drawer where it is beside the list.
          if (size.width >= 1280) expect(await tablesScrollingSideways(drawer), where).toEqual([]);
          expect(await addressesBrokenInsideAWord(drawer), where).toEqual([]);
          await keepScreenshot(page, testInfo, `drawer-${who}-${size.width}x${size.height}-${scheme}`);
        }
      }
    }
  });

  expect(errors).toEqual([]);
});
