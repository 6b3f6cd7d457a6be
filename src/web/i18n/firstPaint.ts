/**
 * The areas of the dictionary the shell and the orders and budgets pages show, plus every
 * navigation label (`<area>.nav` or `<area>.nav.<page>`). The build splits each language's
 * dictionary in two (ADR 021): these keys arrive before the first render; the rest, the strings
 * of the pages and panels that load on demand, arrives with the first of them.
 *
 * A key the first paint uses but this list misses still shows, a moment later and at the cost of
 * fetching the rest at once: firstPaint.test.tsx renders the orders page with only these keys to
 * catch that, and `npm run bench` would count the extra download.
 */
const firstPaintAreas: ReadonlySet<string> = new Set([
  'app',
  'shell',
  'nav',
  'value',
  'link',
  'notFound',
  'auth',
  'errors',
  'systemStatus',
  'live',
  'requests',
]);

const navigationLabel = /^[A-Za-z]+\.nav(\.|$)/;

export function isFirstPaintKey(key: string): boolean {
  const area = key.split('.', 1)[0] ?? key;
  return firstPaintAreas.has(area) || navigationLabel.test(key);
}
