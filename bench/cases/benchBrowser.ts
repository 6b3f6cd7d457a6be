import { type Browser, chromium, type Page } from '@playwright/test';
import type { WebStack } from './webStack';

/** Debian's Chromium, as the journeys run it, without what would make a timing noisy. */
export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

/** The stack's admin session as a cookie a browser context can carry. */
export function sessionCookie(stack: WebStack): { name: string; value: string; url: string } {
  const equals = stack.cookie.indexOf('=');
  return { name: stack.cookie.slice(0, equals), value: stack.cookie.slice(equals + 1), url: stack.url };
}

/** A number the page's observer recorded, read as an expression (this code has no DOM types). */
export async function readNumber(page: Page, expression: string): Promise<number> {
  const value: unknown = await page.evaluate(expression);
  if (typeof value !== 'number') throw new Error(`${expression} is not a number yet`);
  return value;
}
