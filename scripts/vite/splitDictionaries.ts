import { readdirSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { build } from 'esbuild';
import { parseAst, type Plugin } from 'vite';
import { isFirstPaintKey } from '../../src/web/i18n/firstPaint.js';
import { isLocale, type Locale, locales } from '../../src/web/i18n/locales.js';

const i18nDir = resolve('src/web/i18n');
const messagesDir = resolve('src/web/i18n/messages');
const partsModule = resolve('src/web/i18n/dictionaryParts.ts');
const storeModule = resolve('src/web/i18n/dictionaryStore.ts');
const dictionaryModules: Readonly<Record<Locale, { file: string; name: string }>> = {
  'pt-BR': { file: resolve(messagesDir, 'pt-BR.ts'), name: 'ptBR' },
  en: { file: resolve(messagesDir, 'en.ts'), name: 'en' },
};
const parts = ['first-paint', 'rest'] as const;
const VIRTUAL = 'virtual:painel-dictionary/';

type Messages = Record<string, unknown>;

/** Runs a language's dictionary module (TypeScript, spreads of area modules) and returns its value. */
async function evaluate(locale: Locale): Promise<Messages> {
  const { file, name } = dictionaryModules[locale];
  const bundled = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    logLevel: 'silent',
  });
  const code = bundled.outputFiles[0]?.text ?? '';
  const module = (await import(
    `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  )) as Record<string, Messages>;
  const messages = module[name];
  if (!messages)
    throw new Error(`${file} no longer exports \`${name}\`; update scripts/vite/splitDictionaries.ts`);
  return messages;
}

function split(messages: Messages, part: (typeof parts)[number]): Messages {
  const wanted = part === 'first-paint';
  return Object.fromEntries(Object.entries(messages).filter(([key]) => isFirstPaintKey(key) === wanted));
}

/** Every `import(...)` expression of a module, as [start, end] offsets. */
function dynamicImports(code: string): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const record = node as { type?: unknown; start?: number; end?: number };
    if (record.type === 'ImportExpression' && record.start !== undefined && record.end !== undefined) {
      found.push([record.start, record.end]);
    }
    for (const value of Object.values(record)) if (value && typeof value === 'object') visit(value);
  };
  visit(parseAst(code));
  return found;
}

/**
 * The production build's side of ADR 021 (bundle budget):
 *
 * - each language's dictionary becomes two chunks holding only that language: the keys the first
 *   render needs (src/web/i18n/firstPaint.ts) and the rest. The area modules keep both languages
 *   side by side; the split is computed from the evaluated dictionaries, so how areas are composed
 *   does not matter. src/web/i18n/dictionaryParts.ts is replaced by loaders of those chunks.
 * - every dynamic `import()` of the SPA (outside src/web/i18n) waits for the rest of the
 *   dictionary too (`withWholeDictionary`), so a page or panel loaded on demand never shows a key.
 *
 * The development server and the tests use the sources as written: the whole dictionary at once.
 */
export function splitDictionaries(): Plugin {
  let evaluated: Promise<Record<Locale, Messages>> | undefined;
  const dictionary = async (locale: Locale, part: (typeof parts)[number]) => {
    evaluated ??= Promise.all(locales.map(evaluate)).then(
      (all) => Object.fromEntries(locales.map((one, i) => [one, all[i] ?? {}])) as Record<Locale, Messages>,
    );
    return split((await evaluated)[locale], part);
  };
  return {
    name: 'painel:split-dictionaries',
    apply: 'build',
    buildStart() {
      evaluated = undefined;
      for (const file of readdirSync(messagesDir)) this.addWatchFile(resolve(messagesDir, file));
    },
    resolveId: {
      filter: { id: /^virtual:painel-dictionary\// },
      handler: (source) => `\0${source}`,
    },
    load: {
      filter: {
        id: [/[\\/]src[\\/]web[\\/]i18n[\\/]dictionaryParts\.ts$/, /^\0virtual:painel-dictionary\//],
      },
      async handler(id) {
        if (id === partsModule) {
          const entries = locales.map((locale) => {
            // The chunk is named after the last segment: dictionary-pt-BR-first-paint-<hash>.js.
            const loader = (part: string) =>
              `() => import(${JSON.stringify(`${VIRTUAL}${locale}/dictionary-${locale}-${part}`)}).then((module) => module.default)`;
            return `${JSON.stringify(locale)}: { firstPaint: ${loader('first-paint')}, rest: ${loader('rest')} }`;
          });
          return `export const dictionaryParts = { ${entries.join(', ')} };\n`;
        }
        if (!id.startsWith(`\0${VIRTUAL}`)) return null;
        const [locale, name = ''] = id.slice(VIRTUAL.length + 1).split('/');
        const part = parts.find((one) => name === `dictionary-${locale}-${one}`);
        if (!isLocale(locale) || !part) throw new Error(`unknown dictionary part ${id}`);
        // JSON.parse of a string literal is parsed faster than the same object as a literal.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(await dictionary(locale, part)))});\n`;
      },
    },
    transform: {
      filter: { id: /[\\/]src[\\/]web[\\/].+\.[jt]sx?$/, code: 'import(' },
      handler(code, id) {
        if (id.startsWith(i18nDir + sep) || id.includes('?')) return null;
        const found = dynamicImports(code);
        if (found.length === 0) return null;
        let result = code;
        for (const [start, end] of found.sort((a, b) => b[0] - a[0])) {
          result = `${result.slice(0, start)}__withWholeDictionary(${result.slice(start, end)})${result.slice(end)}`;
        }
        // Appended, not prepended, so no line moves: `map: null` keeps the incoming source map,
        // off only by the few inserted characters on the lines that hold an import().
        result += `\nimport { withWholeDictionary as __withWholeDictionary } from ${JSON.stringify(storeModule)};\n`;
        return { code: result, map: null };
      },
    },
  };
}
