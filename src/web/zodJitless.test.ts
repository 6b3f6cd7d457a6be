import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// The browser runs public/zod-jitless.js before the app (index.html) and the web tests load it
// too (src/web/test/setup.ts): under the CSP's `script-src 'self'`, zod merely probing for
// `new Function` is a reported violation (ADR 026).
describe("zod's global config", () => {
  it('keeps zod from compiling parsers with new Function, so the CSP reports nothing', () => {
    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ code: z.string(), total: z.number() });
    expect(schema.parse({ code: 'ORD-1', total: 10 })).toEqual({ code: 'ORD-1', total: 10 });
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });
});
