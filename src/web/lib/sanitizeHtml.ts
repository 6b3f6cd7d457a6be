import createDOMPurify, { type Config } from 'dompurify';

/**
 * What vendor HTML (request notes) may keep: text formatting, lists, quotes, simple tables and
 * links. Everything else is dropped and its text kept. Headings are dropped too, because a note's
 * <h1> would break the page's own heading outline; images because they would call third parties.
 */
const allowedTags = (
  'p br div span b strong i em u s strike del ins sub sup small mark ul ol li blockquote pre code hr a ' +
  'table caption thead tbody tfoot tr th td'
).split(' ');

const config: Config = {
  ALLOWED_TAGS: allowedTags,
  // No style, class, id or name (no CSS tricks, no DOM clobbering), no aria-* (a note must not
  // hide or relabel parts of the page), no data-*.
  ALLOWED_ATTR: ['href', 'title'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Absolute web, mail and phone links only: no javascript:, data:, vbscript:, and no relative
  // links that would land inside Painel.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/i,
  KEEP_CONTENT: true,
  WHOLE_DOCUMENT: false,
};

// A private instance: its hooks must not leak into any other use of DOMPurify.
const purify = createDOMPurify(window);

// Sanitising is synchronous, so the option of the call in progress can be read by the hook.
let currentLinkDescriptionId: string | undefined;

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A' || !node.hasAttribute('href')) return;
  // A vendor link opens outside Painel and gets no handle on it (reverse tabnabbing) nor a referrer.
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
  if (currentLinkDescriptionId) node.setAttribute('aria-describedby', currentLinkDescriptionId);
});

export interface SanitizeOptions {
  /** Id of an element saying "opens in a new tab", attached to every kept link. */
  linkDescriptionId?: string;
}

/** Vendor HTML reduced to inert formatting; the result is safe for `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  currentLinkDescriptionId = options.linkDescriptionId;
  try {
    return purify.sanitize(html, config);
  } finally {
    currentLinkDescriptionId = undefined;
  }
}
