import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
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

describe('SafeHtml', () => {
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
    for (const html of [undefined, null, '', '<script>alert(1)</script>']) {
      const { unmount } = renderWithProviders(<SafeHtml html={html} />);
      expect(screen.getByText('não informado')).toBeInTheDocument();
      unmount();
    }
  });
});
