import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, MAX_NODES, type NoteNode, sanitizeNote } from './sanitizeNote';

/** The sanitised tree as compact markup, to compare shapes at a glance. */
function markup(nodes: readonly NoteNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node;
      const attributes = [
        node.title === undefined ? '' : ` title="${node.title}"`,
        node.href ? ` href="${node.href}"` : '',
      ];
      return `<${node.tag}${attributes.join('')}>${markup(node.children)}</${node.tag}>`;
    })
    .join('');
}

const shape = (html: string) => markup(sanitizeNote(html).nodes);

function depthOf(nodes: readonly NoteNode[]): number {
  return Math.max(0, ...nodes.map((node) => (typeof node === 'string' ? 0 : 1 + depthOf(node.children))));
}

describe('sanitizeNote', () => {
  it('keeps only title, and href on links, of all attributes', () => {
    expect(
      shape(
        '<p title="t" class="c" id="cookie" style="position:fixed" aria-hidden="true" data-x="1" onclick="x()">a</p>' +
          '<span href="https://a.example">b</span>',
      ),
    ).toBe('<p title="t">a</p><span>b</span>');
  });

  it('keeps absolute web, mail and phone links, trimmed, and nothing that runs or stays inside Painel', () => {
    expect(shape('<a href="  https://a.example/x  ">a</a>')).toBe('<a href="https://a.example/x">a</a>');
    expect(shape('<a href="HTTP://a.example">a</a>')).toBe('<a href="HTTP://a.example">a</a>');
    expect(shape('<a href="mailto:ana@example.com">a</a>')).toBe('<a href="mailto:ana@example.com">a</a>');
    expect(shape('<a href="tel:+5511999990000">a</a>')).toBe('<a href="tel:+5511999990000">a</a>');
    for (const href of [
      'javascript:alert(1)',
      '&#106;avascript:alert(1)',
      'java&#x09;script:alert(1)',
      ' &#14; javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '/api/admin/users',
      '//evil.example',
    ]) {
      const html = `<a href="${href}">a</a>`;
      expect(shape(html), html).toBe('<a>a</a>');
    }
    expect(shape('<a href="https&#58;//a.example">a</a>')).toBe('<a href="https://a.example">a</a>');
  });

  it('reads markup as the browser would, then drops what is not allowed', () => {
    // `<scr<script>` is one start tag of an unknown element; only the text after it survives.
    expect(shape('<scr<script>ipt>alert(1)</script>')).toBe('ipt>alert(1)');
    expect(shape('<!--<img src="--><img src=x onerror=alert(1)//">')).toBe('');
    expect(shape('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>')).toBe('">');
    expect(shape('<ul><li>um<li>dois</ul><pre>\n\nz</pre>')).toBe(
      '<ul><li>um</li><li>dois</li></ul><pre>\nz</pre>',
    );
  });

  it('repairs the nesting that dropping an element would otherwise produce', () => {
    // A <p> now holding a block becomes a div; a list item in a list item becomes a div; a link in
    // a link keeps only its text; table parts outside their table keep only their content.
    expect(shape('<p>a<button><div>b</div></button></p>')).toBe('<div>a<div>b</div></div>');
    expect(shape('<ul><li>a<section><li>b</li></section></li></ul>')).toBe('<ul><li>a<div>b</div></li></ul>');
    expect(
      shape('<a href="https://a.example">a<marquee><a href="https://b.example">b</a></marquee></a>'),
    ).toBe('<a href="https://a.example">ab</a>');
    expect(shape('<td>a</td><tr><td>b</td></tr>x')).toBe('abx');
    expect(shape('<table>\n <tr>\n  <td>a</td>\n </tr>\n</table>')).toBe(
      '<table><tbody><tr><td>a</td></tr></tbody></table>',
    );
  });

  it(`flattens anything nested deeper than ${MAX_DEPTH} into its text instead of overflowing the stack`, () => {
    const levels = 100_000;
    const note = sanitizeNote(
      `${'<div><span>'.repeat(levels / 2)}fundo${'</span></div>'.repeat(levels / 2)}`,
    );
    expect(depthOf(note.nodes)).toBeLessThanOrEqual(MAX_DEPTH);
    // The walk stops at the node budget; what it reached of the text is still there.
    expect(note.truncated).toBe(true);
    const shallow = sanitizeNote(`${'<div>'.repeat(200)}fundo${'</div>'.repeat(200)}`);
    expect(depthOf(shallow.nodes)).toBeLessThanOrEqual(MAX_DEPTH);
    expect(markup(shallow.nodes)).toContain('fundo');
    expect(shallow.truncated).toBe(false);
  });

  it(`stops after ${MAX_NODES} nodes and says it did`, () => {
    const note = sanitizeNote('<b>x</b>'.repeat(MAX_NODES));
    expect(note.truncated).toBe(true);
    expect(note.nodes.length).toBeLessThanOrEqual(MAX_NODES / 2);
    expect(sanitizeNote('<b>x</b>'.repeat(MAX_NODES / 2)).truncated).toBe(false);
  });
});
