// zod's global config, set before zod loads (zod reads and keeps `globalThis.__zod_globalConfig`).
// `jitless`: zod never probes `new Function`, which under the CSP's `script-src 'self'` is a
// reported violation; Painel parses small API answers, so the interpreted parser is plenty.
// A script of its own, ahead of the app's in index.html: module scripts run in document order,
// whereas a module imported first by the app could still run after chunks that build schemas
// (ADR 026). The web tests load this same file (src/web/test/setup.ts).
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
