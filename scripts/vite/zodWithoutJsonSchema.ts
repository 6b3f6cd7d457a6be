import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The two JSON Schema modules every classic schema refers to, as classic/schemas.js imports them. */
const jsonSchemaImport = /^\.\.\/core\/(json-schema-processors|to-json-schema)\.js$/;
const classicSchemas = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
/** Read by schema getters the SPA may use (`.minLength`, `.maxValue`...): kept for real. */
const kept = new Set(['aggregateChecks']);
const STUB = '\0zod-without-json-schema:';

/**
 * zod's classic schemas carry their JSON Schema conversion (`toJSONSchema`, one processor per
 * schema kind): about 17 KB minified, 5 KB gzip, of the orders page's first load. The BFF uses it
 * (OpenAPI); the SPA only parses. In the SPA's build the two modules, as seen from classic's
 * schemas, become stubs that throw if called (ADR 021).
 *
 * Tied to zod's file layout: if it changes, the build stops at the start with a message, rather
 * than silently shipping the code again or breaking at run time.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'painel:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const zodDir = dirname(createRequire(resolve('package.json')).resolve('zod/package.json'));
      const classic = join(zodDir, 'v4/classic/schemas.js');
      const code = existsSync(classic) ? readFileSync(classic, 'utf8') : '';
      for (const module of ['json-schema-processors', 'to-json-schema']) {
        if (!code.includes(`"../core/${module}.js"`) || !existsSync(join(zodDir, `v4/core/${module}.js`))) {
          this.error(
            `zod's classic/schemas.js no longer imports ../core/${module}.js: update or remove scripts/vite/zodWithoutJsonSchema.ts`,
          );
        }
      }
    },
    resolveId: {
      filter: { id: jsonSchemaImport },
      handler(source, importer) {
        if (!importer || !classicSchemas.test(importer)) return null;
        return `${STUB}${resolve(dirname(importer), source)}`;
      },
    },
    load: {
      filter: { id: /^\0zod-without-json-schema:/ },
      handler(id) {
        const real = id.slice(STUB.length);
        const names = [...readFileSync(real, 'utf8').matchAll(/^export (?:const|function) (\w+)/gm)].map(
          (match) => match[1] ?? '',
        );
        const unsupported = `() => { throw new Error('zod JSON Schema conversion is left out of the SPA build (ADR 021).'); }`;
        return names
          .map((name) =>
            kept.has(name)
              ? `export { ${name} } from ${JSON.stringify(real)};`
              : `export const ${name} = ${unsupported};`,
          )
          .join('\n');
      },
    },
  };
}
