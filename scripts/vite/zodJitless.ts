import type { Plugin } from 'vite';

const coreModule = /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
const emptyConfig = '(_a.__zod_globalConfig = {})';

/**
 * zod's schemas ask at construction whether `new Function` is allowed, unless its global config
 * says `jitless`. Under Painel's `script-src 'self'` the question itself is a reported CSP
 * violation. `src/web/zodConfig.ts` sets the flag, but in the built SPA the chunks that build
 * schemas at module level (the session's contract, for one) run before the entry's own code, so
 * the flag came too late. Here zod's global config starts out jitless in the SPA's build.
 *
 * Tied to zod's core.js: if the line changes, the build stops with a message rather than
 * shipping a CSP violation.
 */
export function zodJitless(): Plugin {
  return {
    name: 'painel:zod-jitless',
    apply: 'build',
    transform: {
      filter: { id: coreModule },
      handler(code) {
        if (!code.includes(emptyConfig)) {
          this.error(
            `zod's core.js no longer creates its global config as ${emptyConfig}: update scripts/vite/zodJitless.ts`,
          );
        }
        return { code: code.replace(emptyConfig, '(_a.__zod_globalConfig = { jitless: true })'), map: null };
      },
    },
  };
}
