import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { admin } from './support/adminApi';
import { expectNoAxeViolations } from './support/axe';

/**
 * A date range picked day by day: in the orders' filters a person opens the calendar of "Criado
 * entre", goes back a month and clicks its 1st and then its 15th; the field reads the range as a
 * Brazilian writes it, the address carries it and the list shows what the server counts for it.
 * (The half-picked range used to vanish at the first click, so only the presets worked.) Then the
 * same field takes a range typed as dd/mm/aaaa.
 */

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const brazilian = (day: string) => day.split('-').reverse().join('/');

test('the orders are filtered by a range clicked in the calendar, 1st to 15th', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Senha').fill(admin.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pedidos' })).toBeVisible();
  // The mirror fills from the sandbox in the background: wait until orders are there.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/^\d[\d.]* pedidos? encontrados?$/)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });

  // Last month as the browser's calendar counts it (the browser's clock and zone are the page's).
  const [first, fifteenth, monthName] = await page.evaluate(() => {
    const now = new Date();
    const start = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    const middle = new Date(now.getFullYear(), now.getMonth() - 1, 15);
    const name = new Intl.DateTimeFormat('pt-BR', { month: 'long' }).format(start);
    return [start.toISOString(), middle.toISOString(), name] as const;
  });
  const from = isoDay(new Date(first));
  const to = isoDay(new Date(fifteenth));
  const year = from.slice(0, 4);

  await page.getByRole('button', { name: /^Filtros/ }).click();
  const filters = page.getByRole('region', { name: 'Filtros' });
  const field = filters.getByRole('textbox', { name: 'Criado entre' });
  await filters.getByRole('button', { name: 'Escolher no calendário: Criado entre' }).click();
  await page.getByRole('button', { name: 'Mês anterior' }).click();
  await page.getByRole('button', { name: `1 ${monthName} ${year}`, exact: true }).click();
  await expectNoAxeViolations(page, 'the calendar with a first day picked');

  const answer = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/api/requests/order' &&
      url.searchParams.get('createdFrom') === from &&
      url.searchParams.get('createdTo') === to
    );
  });
  await page.getByRole('button', { name: `15 ${monthName} ${year}`, exact: true }).click();
  const { total } = (await (await answer).json()) as { total: number };

  await expect(field).toHaveValue(`${brazilian(from)} – ${brazilian(to)}`);
  await expect(page).toHaveURL(new RegExp(`createdFrom=${from}`));
  await expect(page).toHaveURL(new RegExp(`createdTo=${to}`));
  const chips = page.getByRole('list', { name: 'Filtros ativos' });
  await expect(chips.getByRole('listitem')).toHaveText([
    new RegExp(`^Criado a partir de ${brazilian(from)}`),
    new RegExp(`^Criado até ${brazilian(to)}`),
  ]);
  const counted =
    total === 0 ? /^Nenhum/ : new RegExp(`^${total.toLocaleString('pt-BR')} pedidos? encontrados?$`);
  await expect(page.getByText(counted).first()).toBeVisible();

  // Typed as a Brazilian writes days: the list follows.
  const typedAnswer = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/api/requests/order' &&
      url.searchParams.get('createdFrom') === from &&
      url.searchParams.get('createdTo') === from
    );
  });
  await field.fill(brazilian(from));
  await field.press('Enter');
  await typedAnswer;
  await expect(page).toHaveURL(new RegExp(`createdTo=${from}`));
  await expect(field).toHaveValue(`${brazilian(from)} – ${brazilian(from)}`);
});

/**
 * What each date range field of the open filters shows that does not fit it, in px: its value, or
 * its placeholder when empty, measured in the field's own font against the room left of its
 * buttons. Empty when every one reads whole.
 */
function cutDateRanges(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return ['no canvas to measure with'];
    return [...document.querySelectorAll<HTMLInputElement>('input[placeholder*="/"]')]
      .filter((input) => input.clientWidth > 0 && /\/.*–.*\//.test(input.placeholder))
      .flatMap((input) => {
        const style = getComputedStyle(input);
        context.font = style.font;
        const text = input.value || input.placeholder;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const over = Math.ceil(context.measureText(text).width - room);
        return over > 0 ? [`"${text}" by ${over} px`] : [];
      });
  });
}

test('a date range reads whole in the filters, empty or picked, in both languages, on a laptop and a phone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/orders');
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Senha').fill(admin.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pedidos' })).toBeVisible();
  for (const locale of ['pt-BR', 'en'] as const) {
    await page.evaluate((value) => localStorage.setItem('painel-locale', value), locale);
    for (const size of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      // One range picked, with its clear button, the widest a range gets; the others empty.
      await page.goto('/orders?createdFrom=2026-12-28&createdTo=2026-12-31');
      const created = page.getByRole('textbox', {
        name: locale === 'en' ? 'Created between' : 'Criado entre',
      });
      if (!(await created.isVisible()))
        await page.getByRole('button', { name: /^(Filtros|Filters)/ }).click();
      await expect(created).toHaveValue(
        locale === 'en' ? '12/28/2026 – 12/31/2026' : '28/12/2026 – 31/12/2026',
      );
      expect(await cutDateRanges(page), `${locale} at ${size.width}x${size.height}`).toEqual([]);
    }
  }
});
