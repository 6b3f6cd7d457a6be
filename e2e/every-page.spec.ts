import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { admin } from './support/adminApi';
import { expectNoAxeViolations } from './support/axe';
import { navigationSettled, SCREEN_SIZES } from './support/screenshots';

/**
 * Every page of the workspace and of the administration, and an order's drawer, as an admin (who
 * sees them all), in pt-BR, in both colour schemes and at the four sizes the house checks (three
 * desktops and a phone; issue 25): the page never scrolls sideways, no badge or header has its text
 * cut, axe finds nothing, and every accessible name is in the reader's language with no two
 * controls sharing one in a region (issue 15); axe runs once per layout (1440 and the phone), for
 * colour contrast alone in the dark scheme. One sign-in per scheme; each page is loaded once
 * and the window resized around it, as a person turning a tablet or resizing a window would.
 * The sign-in page is judged the same way before the sign-in. The journeys cover the pages they
 * use in depth; this one makes sure no page is left out.
 *
 * With E2E_SCREENS_DIR set, a picture of each page at each size is kept there to be looked at.
 */
interface PageToCheck {
  /** The name a failure and a picture go by. */
  name: string;
  /** Opens the page and waits for its heading. */
  open: (page: Page) => Promise<void>;
  /** Outside the shell (the wall screen): no navigation to wait for, and its own colour scheme. */
  bare?: boolean;
}

function shellPage(path: string, heading: string): PageToCheck {
  return {
    name: path,
    open: async (page) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    },
  };
}

const PAGES: PageToCheck[] = [
  shellPage('/', 'Início'),
  shellPage('/orders', 'Pedidos'),
  {
    name: '/orders/:code (drawer)',
    open: async (page) => {
      // The first order the list shows, opened by its address as a shared link would.
      const response = await page.request.get('/api/requests/order');
      expect(response.ok()).toBe(true);
      const body = (await response.json()) as { items: { code: string }[] };
      const code = body.items[0]?.code;
      if (!code) throw new Error('the list has no order to open');
      await page.goto(`/orders/${encodeURIComponent(code)}`);
      await expect(page.getByRole('dialog').getByRole('heading').first()).toContainText(code);
    },
  },
  shellPage('/budgets', 'Orçamentos'),
  shellPage('/board/orders', 'Quadro de pedidos'),
  shellPage('/board/budgets', 'Quadro de orçamentos'),
  shellPage('/insights', 'Indicadores'),
  shellPage('/activity', 'Atividade'),
  shellPage('/admin/users', 'Usuários'),
  shellPage('/admin/devices', 'Painéis de parede'),
  shellPage('/admin/audit', 'Registro de auditoria'),
  shellPage('/admin/custom-fields', 'Campos personalizados'),
  shellPage('/admin/system', 'Sistema'),
  shellPage('/account', 'Minha conta'),
  {
    name: '/wallboard',
    bare: true,
    open: async (page) => {
      await page.goto('/wallboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
];

/** How much wider than the window the page is, in px; 0 when nothing scrolls sideways. */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Badges and headers (table and column headers, the boards' column titles) whose text does not fit
 * their box, each named by its text. One whose whole text is its tooltip (`title`) is not counted:
 * it is cut on purpose, with the rest a hover away.
 */
function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      '.mantine-Badge-label',
      'th',
      '[role="columnheader"]',
      '[data-column] :is(h1, h2, h3, h4, h5, h6)',
    ].join(', ');
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.clientWidth === 0 || element.closest('[aria-hidden="true"], .mantine-VisuallyHidden-root'))
        continue;
      const text = (element.textContent ?? '').trim();
      if (text === '') continue;
      const titled = element.closest('[title]')?.getAttribute('title')?.includes(text) ?? false;
      if (!titled && element.scrollWidth > element.clientWidth + 1) {
        found.push(
          `${element.tagName.toLowerCase()} "${text.slice(0, 40)}" by ${element.scrollWidth - element.clientWidth} px`,
        );
      }
    }
    return found;
  });
}

/**
 * Waits two frames, so the layout has followed the new width. An evaluation has no timeout of its
 * own: a renderer that stops painting would hold the walk until the test's limit, a quarter of an
 * hour, so this one gives up after half a minute and names the page.
 */
async function twoFrames(page: Page, where: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${where} painted no frame in 30 s`)), 30_000);
  });
  const painted = page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  try {
    await Promise.race([painted, stalled]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Judges the open page at each size: resized around it, its data settled, then no sideways scroll,
 * no cut text, and axe once per layout. `bare` pages (no shell) have no navigation to wait for.
 */
async function judgeAtEverySize(page: Page, name: string, scheme: string, bare = false) {
  const screens = process.env.E2E_SCREENS_DIR;
  for (const size of SCREEN_SIZES) {
    const where = `${name} at ${size.width}x${size.height} (${scheme})`;
    await page.setViewportSize(size);
    if (!bare) await navigationSettled(page);
    // Let the page's data arrive and its layout follow the new width before it is judged.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await twoFrames(page, where);
    expect.soft(await sidewaysScroll(page), `sideways scroll on ${where}`).toBeLessThanOrEqual(0);
    expect.soft(await cutTexts(page), `cut badges or headers on ${where}`).toEqual([]);
    if (screens) {
      const file = `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}`;
      await page.screenshot({
        path: join(screens, `${file}-${size.width}x${size.height}-${scheme}.png`),
        animations: 'disabled',
      });
    }
    // axe reads the DOM, which differs between the desktop layout and the phone's, not between
    // desktop widths: once per layout keeps the walk within minutes. A scheme changes colours
    // only, so the dark walk asks axe for contrast alone; the light one judges everything.
    if (size.width === 1440 || size.width === 390) {
      await expectNoAxeViolations(page, where, { coloursOnly: scheme === 'dark' }).catch((error: unknown) => {
        expect.soft(String(error), `axe on ${where}`).toBe('');
      });
    }
  }
}

for (const scheme of ['light', 'dark'] as const) {
  test(`every page reads in pt-BR at every size with no sideways scroll, cut badge or axe violation (${scheme})`, async ({
    page,
  }) => {
    test.setTimeout(900_000);
    const screens = process.env.E2E_SCREENS_DIR;
    if (screens) mkdirSync(screens, { recursive: true });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/orders');
    await page.evaluate((value) => localStorage.setItem('painel-color-scheme', value), scheme);
    await page.reload();
    await test.step('/login', async () => {
      await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await judgeAtEverySize(page, '/login', scheme, true);
      await page.setViewportSize({ width: 1440, height: 900 });
    });
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Senha').fill(admin.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Pedidos' })).toBeVisible();

    for (const target of PAGES) {
      await test.step(target.name, async () => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await target.open(page);
        // The wall screen is dark whatever the reader chose: it is made for a wall.
        if (!target.bare)
          await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await judgeAtEverySize(page, target.name, scheme, target.bare);
      });
    }
    expect(errors).toEqual([]);
  });
}
