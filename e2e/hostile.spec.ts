import { type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { startPrivatePainel, type PrivatePainel } from './support/privatePainel';

/**
 * Hostile input: a Painel whose sandbox runs the `xss` scenario, where every free-text field of
 * every request and every collaborator's name is one of 70 known XSS and mXSS payloads
 * (src/sandbox/data/xssPayloads.ts). Each payload would call `__xss(n)` (or raise a dialog) if it
 * ran. The journey visits every page that renders vendor text, opens the drawer of every request
 * from its list as a person does (clicking its code, one page load per list), hovers, focuses and
 * tabs through them, and asserts zero script executions and zero CSP violations, and that the payloads
 * are shown as text rather than dropped.
 */
const SIZE = 40; // per type: 80 consecutive records carry every payload in every field

let painel: PrivatePainel;

test.beforeAll(async () => {
  test.setTimeout(200_000);
  painel = await startPrivatePainel({
    port: Number(process.env.E2E_HOSTILE_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 50),
    env: { SANDBOX_SCENARIO: 'xss', SANDBOX_SIZE: String(SIZE), SANDBOX_ACTIVITY_PER_MINUTE: '0' },
  });
});

test.afterAll(async () => {
  await painel?.stop();
});

interface Findings {
  executions: string[];
  violations: string[];
}

async function watch(context: BrowserContext, page: Page): Promise<Findings> {
  const findings: Findings = { executions: [], violations: [] };
  let where = 'start';
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) where = frame.url();
  });
  await context.exposeBinding('__xss', (_source, id: unknown) => {
    findings.executions.push(`payload ${String(id)} ran on ${where}`);
  });
  page.on('dialog', async (dialog) => {
    findings.executions.push(`a ${dialog.type()} dialog "${dialog.message()}" opened on ${where}`);
    await dialog.dismiss();
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`;
      (window as unknown as { __reportCsp?: (line: string) => void }).__reportCsp?.(report);
    });
  });
  await context.exposeBinding('__reportCsp', (_source, line: unknown) => {
    findings.violations.push(`${String(line)} on ${where}`);
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy'))
      findings.violations.push(`${message.text()} on ${where}`);
  });
  return findings;
}

/**
 * Gives every payload waiting for a pointer or for focus its chance, then tabs through the page.
 * Each element inside `scope` receives the events that hovering and focusing it fire: an inline
 * handler or an injected listener runs on them as on a person's, and every element gets them, not
 * only the few a pointer crosses. A real pointer then sweeps the scope, for what only `:hover` shows.
 */
async function provoke(page: Page, scope: Locator = page.locator('body')) {
  await scope.evaluate((root) => {
    const hovering = ['pointerover', 'pointerenter', 'mouseover', 'mouseenter', 'pointermove', 'mousemove'];
    for (const element of [root, ...root.querySelectorAll('*')]) {
      for (const type of hovering) element.dispatchEvent(new MouseEvent(type, { bubbles: true }));
      element.dispatchEvent(new FocusEvent('focus'));
      element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    }
  });
  const box = (await scope.boundingBox()) ?? { x: 0, y: 0, width: 1280, height: 720 };
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  const bottom = Math.min(box.y + box.height, size.height);
  const right = Math.min(box.x + box.width, size.width);
  for (let y = box.y + 60; y < bottom; y += 400) {
    for (let x = box.x + 60; x < right; x += 400) await page.mouse.move(x, y);
  }
  for (let step = 0; step < 8; step += 1) await page.keyboard.press('Tab');
  // An image that fails to load raises its error event in the task that marks it complete: once
  // every image is complete, every payload waiting for an error has had its chance.
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

/** Vendor text on screen (every request's name carries a payload), or the page's empty state. */
function vendorTextOrEmpty(page: Page) {
  return page
    .getByText('__xss(', { exact: false })
    .first()
    .or(page.getByText('Nenhuma alteração registrada'));
}

async function codesOf(page: Page, type: 'order' | 'budget'): Promise<string[]> {
  const answer = await page.request.get(`${painel.url}/api/requests/${type}?pageSize=200`);
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { items: { code: string }[] };
  return body.items.map((item) => item.code);
}

test('no payload in any vendor field runs, and none breaks the content security policy', async ({
  browser,
}) => {
  test.setTimeout(900_000);
  const context = await browser.newContext({ baseURL: painel.url, locale: 'pt-BR' });
  const page = await context.newPage();
  const findings = await watch(context, page);

  const signIn = await context.request.post(`${painel.url}/api/session`, {
    data: painel.admin,
    headers: { 'x-csrf': '1', origin: painel.url },
  });
  expect(signIn.status()).toBe(200);

  // The mirror fills from the sandbox's backfill before anything can be shown. The sandbox removes
  // a few of its SIZE requests per type (about 2 %), so the first copy's end is the signal.
  await expect
    .poll(
      async () => {
        const answer = await context.request.get(`${painel.url}/api/freshness`);
        const body = (await answer.json()) as {
          mirrored: { order: number; budget: number };
          backfill: { state: string };
        };
        const least = Math.min(body.mirrored.order, body.mirrored.budget);
        return body.backfill.state === 'done' && least >= SIZE - 2;
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(true);

  const pages = [
    '/orders?pageSize=100',
    '/budgets?pageSize=100',
    '/activity',
    '/board/orders',
    '/board/budgets',
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    // The live event stream stays open, so "network idle" never comes: wait for what it renders.
    await expect(vendorTextOrEmpty(page)).toBeVisible();
    await provoke(page);
  }

  expect(findings, 'after the lists and boards').toEqual({ executions: [], violations: [] });

  // The table shows a payload as the literal text it is.
  await page.goto('/orders?pageSize=100');
  await expect(page.getByText('<img src=x onerror=__xss(2)>', { exact: false }).first()).toBeVisible();

  for (const type of ['order', 'budget'] as const) {
    const list = type === 'order' ? 'orders' : 'budgets';
    const codes = await codesOf(page, type);
    // Every request the sandbox did not remove (it removes about 2 %).
    expect(codes.length).toBeGreaterThanOrEqual(SIZE - 2);
    await page.goto(`/${list}?pageSize=100`);
    // Every row in the DOM (a longer list is virtualised), so each one's link can be found.
    await expect(page.locator('table tbody tr[data-code]')).toHaveCount(codes.length);
    const drawer = page.getByRole('dialog');
    for (const code of codes) {
      const link = page
        .locator(`table tbody tr[data-code="${code}"]`)
        .getByRole('link', { name: code, exact: true });
      // Fails here, not at the test's long timeout, if the list lacks the request.
      await expect(link, `${type} ${code} in the list`).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${list}/${encodeURIComponent(code)}\\?`));
      // The request's own detail, loaded (a failed load shows no sections), down to its last
      // section, so every payload is on screen before it is provoked. Waiting on the screen, not
      // on a response, also holds when the detail came from the cache.
      await expect(drawer.getByRole('heading').first(), `the detail of ${type} ${code}`).toContainText(code);
      await expect(drawer.getByRole('heading', { level: 3, name: 'Histórico' })).toBeAttached();
      // The list behind was provoked already: the drawer's own text is what is new.
      await provoke(page, drawer);
      await drawer.getByRole('button', { name: 'Fechar os detalhes' }).click();
      await expect(drawer).toBeHidden();
    }
  }

  // The wall screen renders the same names in large type.
  await page.goto('/wallboard');
  await expect(page.getByText('__xss(', { exact: false }).first()).toBeVisible();
  await provoke(page);

  expect(findings.executions, 'script executions').toEqual([]);
  expect(findings.violations, 'CSP violations').toEqual([]);
  await context.close();
});
