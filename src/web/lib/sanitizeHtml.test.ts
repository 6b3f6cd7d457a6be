import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

// Mutation XSS works by producing markup that parses into different elements the second time it is
// parsed. What SafeHtml puts in the DOM must keep its elements and attributes through a reparse
// (text may differ only by the HTML quirk that drops a newline right after <pre>).
const mutationPayloads = [
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<p title="</p><img src=x onerror=alert(1)>">x</p>',
  '<table><a href="https://a.example"><td>x</td></a></table>',
  '<ul><li><p>x<li>y</ul><pre>\n\nz</pre>',
];

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function reparse(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

/** Elements and attributes in document order: what a mutation would change. */
function shape(html: string): string[] {
  return [...parse(html).querySelectorAll('*')].map(
    (element) =>
      `${element.tagName}[${element
        .getAttributeNames()
        .sort()
        .map((name) => `${name}=${element.getAttribute(name) ?? ''}`)
        .join(' ')}]`,
  );
}

describe('sanitizeHtml', () => {
  it('produces markup that survives a second parse unchanged', () => {
    for (const payload of mutationPayloads) {
      const clean = sanitizeHtml(payload);
      expect(shape(reparse(clean)), payload).toEqual(shape(clean));
      expect(shape(sanitizeHtml(clean)), payload).toEqual(shape(clean));
      const fragment = parse(clean);
      expect(fragment.querySelector('img, style, svg, math, script'), payload).toBeNull();
      for (const element of fragment.querySelectorAll('*')) {
        expect(
          element.getAttributeNames().filter((name) => name.startsWith('on')),
          payload,
        ).toEqual([]);
      }
    }
  });

  it('does not touch links or hooks of other DOMPurify users', async () => {
    const { default: DOMPurify } = await import('dompurify');
    expect(DOMPurify.sanitize('<a href="https://a.example">a</a>')).toBe('<a href="https://a.example">a</a>');
  });

  it('attaches the new-tab description only when asked', () => {
    expect(sanitizeHtml('<a href="https://a.example">a</a>')).not.toContain('aria-describedby');
    expect(sanitizeHtml('<a href="https://a.example">a</a>', { linkDescriptionId: 'hint' })).toContain(
      'aria-describedby="hint"',
    );
  });
});
