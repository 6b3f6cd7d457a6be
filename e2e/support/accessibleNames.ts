import { expect, type Page } from '@playwright/test';

/**
 * A scan of the accessible names a screen reader announces, beside axe (which checks that names
 * exist, not what they say): in pt-BR no name may be English (a library's default such as Mantine's
 * "Toggle password visibility" or react-dropzone's "file upload"), and within one region no two
 * controls may share a name (which would a screen reader user press?). It reads Playwright's ARIA
 * snapshot of the page, i.e. the names as the browser computes them.
 */

/** Words of English UI text that are not Portuguese; a name containing one is English. */
const ENGLISH_WORDS = new Set(
  (
    'toggle password visibility show hide close open search clear choose file files upload next previous ' +
    'loading select remove dismiss navigation sort sorted ascending descending filter filters the and of ' +
    'your with to from page pages month year day today increment decrement expand collapse copy copied ' +
    'drag drop click here notification error warning success delete edit save cancel submit sign ' +
    'settings theme dark light language skip content actions more less back forward'
  ).split(' '),
);

const REGION_ROLES = new Set([
  'banner',
  'navigation',
  'main',
  'contentinfo',
  'complementary',
  'region',
  'dialog',
  'alertdialog',
  'form',
  'search',
]);
const CONTROL_ROLES = new Set([
  'button',
  'link',
  'textbox',
  'searchbox',
  'checkbox',
  'radio',
  'combobox',
  'switch',
  'tab',
  'menuitem',
  'spinbutton',
  'slider',
]);

export interface NamedNode {
  role: string;
  name: string;
  /** A link's destination: two links with one name and one destination are one choice. */
  url?: string;
  /** The chain of regions it sits in, outermost first, e.g. `main > dialog "Pagamento"`. */
  region: string;
}

/** The role and name of each node of an ARIA snapshot (Playwright's YAML), with its region. */
export function namedNodes(snapshot: string): NamedNode[] {
  const nodes: NamedNode[] = [];
  const regions: Array<{ indent: number; label: string }> = [];
  for (const line of snapshot.split('\n')) {
    const url = /^\s*- \/url: (.*)$/.exec(line);
    const last = nodes.at(-1);
    if (url && last?.role === 'link') {
      last.url = url[1]?.trim();
      continue;
    }
    const match = /^(\s*)- ([a-z]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(line);
    if (!match) continue;
    const indent = match[1]?.length ?? 0;
    const role = match[2] ?? '';
    const name = (match[3] ?? '').replace(/\\(.)/g, '$1');
    while (regions.length > 0 && (regions.at(-1)?.indent ?? 0) >= indent) regions.pop();
    const region = regions.map((each) => each.label).join(' > ') || 'page';
    nodes.push({ role, name, region });
    if (REGION_ROLES.has(role)) regions.push({ indent, label: name ? `${role} "${name}"` : role });
  }
  return nodes;
}

/** A UF's code (TO, SP...): two capitals, an abbreviation in every language, not the word "to". */
const isUfCode = (word: string) => /^[A-Z]{2}$/.test(word);

/** Names that read as English: one of their words is an English UI word. */
export function englishNames(nodes: NamedNode[]): string[] {
  return nodes
    .filter((node) =>
      node.name
        .split(/[^A-Za-z-]+/)
        .filter((word) => !isUfCode(word))
        .some((word) => ENGLISH_WORDS.has(word.toLowerCase())),
    )
    .map((node) => `${node.role} "${node.name}" in ${node.region}`);
}

/** Controls sharing a name within one region (links to one destination are one control). */
export function duplicateControlNames(nodes: NamedNode[]): string[] {
  const seen = new Map<string, string[]>();
  for (const node of nodes) {
    if (!CONTROL_ROLES.has(node.role) || node.name === '') continue;
    const key = `${node.role} "${node.name}" in ${node.region}`;
    const targets = seen.get(key) ?? [];
    targets.push(node.url ?? `#${targets.length}`);
    seen.set(key, targets);
  }
  return [...seen]
    .filter(([, targets]) => new Set(targets).size > 1)
    .map(([key, targets]) => `${targets.length}x ${key}`);
}

/** Fails on English names (when the page is in pt-BR) and on controls sharing a name in a region. */
export async function expectAccessibleNamesInLanguage(page: Page, where: string): Promise<void> {
  const lang = await page.evaluate(() => document.documentElement.lang);
  const nodes = namedNodes(await page.locator('body').ariaSnapshot());
  if (lang === 'pt-BR') expect(englishNames(nodes), `English names on ${where}`).toEqual([]);
  expect(duplicateControlNames(nodes), `controls sharing a name on ${where}`).toEqual([]);
}
