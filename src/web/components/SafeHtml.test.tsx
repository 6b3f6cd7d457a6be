import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- test only: the payloads the hostile-input journey (e2e/hostile.spec.ts) puts in every vendor field
import { XSS_PAYLOADS } from '../../sandbox/data/xssPayloads';
import { renderWithProviders } from '../testing/renderWithProviders';
import { SafeHtml } from './SafeHtml';

/**
 * Classic XSS and mutation-XSS payloads (OWASP cheat sheet, DOMPurify's own regressions, PortSwigger
 * mXSS research). jsdom does not run scripts, so "nothing executes" is asserted structurally: after
 * SafeHtml renders, the DOM holds only allow-listed elements and attributes, and no URL that runs code.
 */
const payloads: readonly string[] = [
  '<script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href=" &#14; javascript:alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>x</details>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<template><script>alert(1)</script></template>',
  '<textarea><script>alert(1)</script></textarea>',
  '<select><option><script>alert(1)</script></option></select>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<style><img src=x onerror=alert(1)></style>',
  '<title><img src=x onerror=alert(1)></title>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(1)>"></style></h1>',
  '<a href="#" id="cookie" name="location">clobber</a><form name="body"></form>',
  '<p aria-hidden="true" tabindex="0" class="mantine-visible-from-sm" data-x="1">x</p>',
  '<a href="/api/admin/users">relative</a>',
  '<a href="https://example.com" onclick="alert(1)" style="position:fixed;inset:0">ok</a>',
  '<a href="https://example.com" target="_self" rel="opener">ok</a>',
];

const allowedTags = new Set(
  'P BR DIV SPAN B STRONG I EM U S STRIKE DEL INS SUB SUP SMALL MARK UL OL LI BLOCKQUOTE PRE CODE HR A TABLE CAPTION THEAD TBODY TFOOT TR TH TD'.split(
    ' ',
  ),
);
const linkAttributes = new Set(['href', 'title', 'target', 'rel', 'aria-describedby']);
const safeUrl = /^(?:https?:|mailto:|tel:)/i;

function renderNote(html: string) {
  const view = renderWithProviders(<SafeHtml html={html} />);
  return { root: view.container.querySelector('[data-safe-html]'), unmount: view.unmount };
}

function renderedNote(html: string): Element | null {
  return renderNote(html).root;
}

function expectInert(root: Element, payload: string) {
  for (const element of root.querySelectorAll('*')) {
    expect(allowedTags.has(element.tagName), `${element.tagName} survived ${payload}`).toBe(true);
    for (const attribute of element.attributes) {
      const allowed =
        element.tagName === 'A' ? linkAttributes.has(attribute.name) : attribute.name === 'title';
      expect(allowed, `${element.tagName}[${attribute.name}] survived ${payload}`).toBe(true);
    }
    const href = element.getAttribute('href');
    if (href !== null) expect(href, payload).toMatch(safeUrl);
  }
}

/** Whatever jsdom would parse as HTML: the note must reach none of them (Chromium reports CSP there). */
function spyOnHtmlParsers() {
  return [
    vi.spyOn(Element.prototype, 'innerHTML', 'set'),
    vi.spyOn(Element.prototype, 'outerHTML', 'set'),
    vi.spyOn(Element.prototype, 'insertAdjacentHTML'),
    vi.spyOn(DOMParser.prototype, 'parseFromString'),
    vi.spyOn(Range.prototype, 'createContextualFragment'),
    vi.spyOn(Document.prototype, 'write'),
  ] as MockInstance[];
}

describe('SafeHtml', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    // React's nesting warnings (a <div> in a <p>, whitespace in a <tr>) would mean the rendered
    // tree is not the one a browser would build; none may appear for any note.
    const errors = [...consoleError.mock.calls];
    consoleError.mockRestore();
    expect(errors).toEqual([]);
  });

  it(`leaves nothing executable from ${payloads.length} hostile payloads`, () => {
    expect(payloads.length).toBeGreaterThanOrEqual(30);
    for (const payload of payloads) {
      const { root, unmount } = renderNote(payload);
      if (root) expectInert(root, payload);
      // Belt and braces: none of these may exist anywhere in the document (Mantine's own
      // <style data-mantine-styles> is the one style element expected).
      const dangerous =
        'script, iframe, object, embed, form, svg, math, img, base, meta, link, style:not([data-mantine-styles])';
      expect(document.body.querySelector(dangerous), payload).toBeNull();
      unmount();
    }
  });

  it(`renders all ${XSS_PAYLOADS.length} payloads of the hostile-input scenario inert`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(70);
    for (const payload of XSS_PAYLOADS) {
      const { container, unmount } = renderWithProviders(<SafeHtml html={payload} />);
      for (const element of container.querySelectorAll('*')) {
        const handlers = element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on'));
        expect(handlers, `${element.tagName} of ${payload}`).toEqual([]);
        const href = element.getAttribute('href');
        if (href !== null) expect(href, payload).toMatch(safeUrl);
      }
      // Mantine's own <style data-mantine-styles> is the one style element expected.
      const dropped =
        'script, style:not([data-mantine-styles]), iframe, object, embed, svg, math, img, form, input';
      expect(container.querySelector(dropped), payload).toBeNull();
      unmount();
    }
  });

  it("never hands a note to the browser's HTML parser", () => {
    const parsers = spyOnHtmlParsers();
    try {
      for (const payload of XSS_PAYLOADS) renderWithProviders(<SafeHtml html={payload} />).unmount();
      // Mantine sets its own CSS variables through innerHTML; no call may carry a payload.
      for (const parser of parsers) {
        const withPayload = parser.mock.calls.filter((args) =>
          args.some((arg) => String(arg).includes('__xss')),
        );
        expect(withPayload).toEqual([]);
      }
    } finally {
      for (const parser of parsers) parser.mockRestore();
    }
  });

  it('keeps readable text next to what it drops, and drops the text of code, styles and frames', () => {
    const root = renderedNote(
      '<section>Obra <marquee>na</marquee> <font>rua</font> <h2>B</h2></section>' +
        '<script>var x = 1</script><style>p{}</style><iframe>frame</iframe><svg><text>vetor</text></svg>' +
        '<textarea>campo</textarea><select><option>opção</option></select><noscript>sem js</noscript>',
    );
    expect(root?.textContent).toBe('Obra na rua B');
  });

  it('keeps table structure without whitespace the browser would not keep', () => {
    const root = renderedNote(
      '<table>\n  <caption>Itens</caption>\n  <tr>\n    <th>Item</th>\n    <td>2</td>\n  </tr>\n</table>',
    );
    expect(root?.querySelector('table > caption')?.textContent).toBe('Itens');
    expect(root?.querySelectorAll('table > tbody > tr > th, table > tbody > tr > td')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: '2' })).toBeInTheDocument();
  });

  it('shows a note cut off at its size limit with an ellipsis instead of failing', () => {
    const root = renderedNote('<b>x</b>'.repeat(10_000));
    expect(root?.querySelectorAll('b').length).toBeLessThan(5_000);
    expect(root?.textContent?.endsWith('…')).toBe(true);
  });

  it('keeps harmless formatting, lists and links', () => {
    const root = renderedNote(
      '<p><strong>Entrega</strong> <em>urgente</em>, <u>ligar antes</u></p><ul><li>inversor</li><li>módulos</li></ul>' +
        '<p>Ver <a href="https://example.com/pedido/12">o pedido</a> ou <a href="mailto:ana@example.com">Ana</a></p>',
    );
    expect(root?.querySelector('strong')?.textContent).toBe('Entrega');
    expect(root?.querySelector('em')?.textContent).toBe('urgente');
    expect(root?.querySelectorAll('li')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'o pedido' });
    expect(link).toHaveAttribute('href', 'https://example.com/pedido/12');
    expect(screen.getByRole('link', { name: 'Ana' })).toHaveAttribute('href', 'mailto:ana@example.com');
  });

  it('forces links into a new tab without opener or referrer, and says so to screen readers', () => {
    renderedNote('<a href="https://example.com" target="_self" rel="opener">site</a>');
    const link = screen.getByRole('link', { name: 'site' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleDescription('(abre em uma nova aba)');
  });

  it('keeps the text of what it removes', () => {
    renderedNote('<h1>Observação</h1><img src=x onerror=alert(1)><p onclick="alert(1)">pagar na entrega</p>');
    expect(screen.getByText('Observação')).toBeInTheDocument();
    expect(screen.getByText('pagar na entrega')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows an absent or emptied note as not provided', () => {
    for (const html of [
      undefined,
      null,
      '',
      '   ',
      '<script>alert(1)</script>',
      '<p> <br> </p><hr><!-- x -->',
    ]) {
      const { unmount } = renderWithProviders(<SafeHtml html={html} />);
      expect(screen.getByText('não informado')).toBeInTheDocument();
      unmount();
    }
  });
});
