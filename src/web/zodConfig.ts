import { z } from 'zod';

// zod compiles fast parsers with `new Function` when it may; under `script-src 'self'` merely
// probing for that is a reported CSP violation. Painel parses small API answers, so the
// interpreted parser is plenty. Imported first by main.tsx, before any schema is built.
z.config({ jitless: true });
