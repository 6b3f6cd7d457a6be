import { describe, expect, it } from 'vitest';
import { checkFileName, showFileName } from './checkFileName';

describe('checkFileName', () => {
  it.each(['recibo.pdf', 'Comprovante PIX 12-05.png', 'nota-fiscal_março.pdf', 'scan (1).jpeg'])(
    'keeps an ordinary name: %s',
    (name) => {
      expect(checkFileName(name)).toEqual({ ok: true, name: name.normalize('NFC') });
    },
  );

  it('normalises to NFC and trims blanks', () => {
    expect(checkFileName('  marc\u0327o.pdf ')).toEqual({ ok: true, name: 'março.pdf' });
  });

  it.each([
    ['../../etc/passwd', /folder path/],
    ['reports/recibo.pdf', /folder path/],
    ['C:\\Users\\ana\\recibo.pdf', /folder path/],
    ['C:recibo.pdf', /< > :/],
    ['..', /not a file name/],
    ['', /has no name/],
    ['   ', /has no name/],
    ['recibo\u0000.pdf', /control characters/],
    ['recibo\n.pdf', /control characters/],
    ['invoice\u202efdp.exe', /reading direction/],
    ['.htaccess', /starts with a dot/],
    ['what?.pdf', /< > :/],
    [`${'a'.repeat(181)}.pdf`, /longer than 180/],
  ])('refuses %j', (name, reason) => {
    const checked = checkFileName(name);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? '' : checked.reason).toMatch(reason);
  });

  it('shows a refused name safely in a message', () => {
    expect(showFileName('a\nb\u202ec')).toBe('"a\\nb\\u202ec"');
    expect(showFileName('x'.repeat(200))).toHaveLength(82);
  });
});
