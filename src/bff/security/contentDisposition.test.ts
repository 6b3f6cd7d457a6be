import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './contentDisposition';

describe('a safe Content-Disposition for downloads', () => {
  it('keeps a plain name as it is, as an attachment', () => {
    expect(attachmentDisposition('comprovante.pdf')).toBe(
      `attachment; filename="comprovante.pdf"; filename*=UTF-8''comprovante.pdf`,
    );
  });

  it('gives accented names an ASCII fallback and the exact name in filename*', () => {
    expect(attachmentDisposition('Nota fiscal nº 12 – março.pdf')).toBe(
      `attachment; filename="Nota fiscal n_ 12 _ mar_o.pdf"; filename*=UTF-8''Nota%20fiscal%20n%C2%BA%2012%20%E2%80%93%20mar%C3%A7o.pdf`,
    );
  });

  it('never lets a name break out of the header or name a path', () => {
    const header = attachmentDisposition('../../etc/"passwd";\r\nSet-Cookie: x=1\\.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).not.toContain('../');
    expect(header.match(/"/g)).toHaveLength(2);
    expect(attachmentDisposition('C:\\Users\\ana\\recibo.pdf')).toContain('filename="recibo.pdf"');
    for (const empty of ['', '..', '/', '\u0000\u0001']) {
      expect(attachmentDisposition(empty)).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
    }
  });
});
