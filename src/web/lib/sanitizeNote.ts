import { type DefaultTreeAdapterTypes, defaultTreeAdapter, html, parseFragment } from 'parse5';

/**
 * What vendor HTML (request notes) may keep: text formatting, lists, quotes, simple tables and
 * links. Everything else is dropped and its text kept. Headings are dropped too, because a note's
 * <h1> would break the page's own heading outline; images because they would call third parties.
 */
const ALLOWED_TAGS = [
  ...['p', 'br', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup'],
  ...['small', 'mark', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'hr', 'a'],
  ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
] as const;
export type NoteTag = (typeof ALLOWED_TAGS)[number];
const allowedTags: ReadonlySet<string> = new Set(ALLOWED_TAGS);

/** Dropped with everything inside: code, styles, frames, foreign markup, form values — not prose. */
const droppedWithContent: ReadonlySet<string> = new Set(
  (
    'script style template noscript iframe object embed svg math textarea title xmp noembed noframes ' +
    'select option'
  ).split(' '),
);

/**
 * Absolute web, mail and phone links only: no javascript:, data:, vbscript:, and no relative links
 * that would land inside Painel. parse5 has already decoded character references, so
 * `&#106;avascript:` arrives here as `javascript:` and fails.
 */
const allowedUrl = /^(?:https?:|mailto:|tel:)/i;

/** A hostile note cannot make the walk recurse deeper than this (nor React render deeper). */
export const MAX_DEPTH = 64;
/** Nor visit more nodes than this; the rest of the note is cut off and the cut is shown. */
export const MAX_NODES = 5_000;

/** An allow-listed element; no other attribute than these ever exists in a note. */
export interface NoteElement {
  tag: NoteTag;
  title?: string;
  href?: string;
  children: NoteNode[];
}
export type NoteNode = string | NoteElement;
export interface SanitizedNote {
  nodes: readonly NoteNode[];
  /** The note had more than MAX_NODES nodes and was cut off. */
  truncated: boolean;
}

// Elements React renders from a tree the browser's parser could not have produced draw a warning
// (validateDOMNesting). parse5 builds what a browser would, but dropping an element can join two
// that the parser kept apart (`<p><button><div>` becomes a div in a p), so these rules repair it.

/** Where table parts may stand; elsewhere they are dropped and their content kept. */
const tableParent: Partial<Record<NoteTag, NoteTag>> = {
  caption: 'table',
  thead: 'table',
  tbody: 'table',
  tfoot: 'table',
  td: 'tr',
  th: 'tr',
};
const rowGroups: ReadonlySet<string> = new Set(['thead', 'tbody', 'tfoot']);
/** Parents that hold only table parts: the parser leaves nothing else there but whitespace text. */
const tableFrameParts: Partial<Record<NoteTag, ReadonlySet<string>>> = {
  table: new Set(['caption', 'thead', 'tbody', 'tfoot']),
  thead: new Set(['tr']),
  tbody: new Set(['tr']),
  tfoot: new Set(['tr']),
  tr: new Set(['td', 'th']),
};
/** Block elements the parser never leaves inside a <p>: a p holding one is rendered as a div. */
const blocks: ReadonlySet<string> = new Set(['p', 'div', 'ul', 'ol', 'blockquote', 'pre', 'table', 'hr']);
/** Rendered elements that end a link's scope (a link inside a cell is fine). */
const linkScopeEnds: ReadonlySet<string> = new Set(['table', 'caption', 'td', 'th']);
/** Rendered elements that end a list item's scope (HTML's "special" elements but div and p). */
const listItemScopeEnds: ReadonlySet<string> = new Set(
  'blockquote br caption hr li ol pre table tbody td tfoot th thead tr ul'.split(' '),
);

function fitsParent(tag: NoteTag, parent: NoteTag | null): boolean {
  if (tag === 'tr') return parent !== null && rowGroups.has(parent);
  const required = tableParent[tag];
  return required === undefined || required === parent;
}

type ParsedNode = DefaultTreeAdapterTypes.ChildNode;
type ParsedElement = DefaultTreeAdapterTypes.Element;

interface Walk {
  nodesLeft: number;
  truncated: boolean;
}
/** The nearest rendered ancestor and what it implies for the nesting rules above. */
interface Scope {
  parent: NoteTag | null;
  inLink: boolean;
  inListItem: boolean;
}
interface Converted {
  nodes: NoteNode[];
  hasBlock: boolean;
}

function isDroppedWithContent(element: ParsedElement): boolean {
  return element.namespaceURI !== html.NS.HTML || droppedWithContent.has(element.tagName);
}

/** Takes one node from the budget; false (and marks the cut) once it is spent. */
function spend(walk: Walk): boolean {
  if (walk.nodesLeft <= 0) {
    walk.truncated = true;
    return false;
  }
  walk.nodesLeft -= 1;
  return true;
}

/** The readable text of a subtree too deep to keep as elements, gathered without recursion. */
function textOf(element: ParsedElement, walk: Walk): string {
  let text = '';
  const pending: ParsedNode[] = [...element.childNodes].reverse();
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (!spend(walk)) break;
    if (node.nodeName === '#text') text += (node as DefaultTreeAdapterTypes.TextNode).value;
    else if ('tagName' in node && !isDroppedWithContent(node)) {
      for (let i = node.childNodes.length - 1; i >= 0; i -= 1) pending.push(node.childNodes[i] as ParsedNode);
    }
  }
  return text;
}

function attributesOf(element: ParsedElement, tag: NoteTag): Pick<NoteElement, 'title' | 'href'> {
  const kept: Pick<NoteElement, 'title' | 'href'> = {};
  // Only title and (on links) href: no style, class, id or name (no CSS tricks, no DOM
  // clobbering), no aria-* (a note must not hide or relabel parts of the page), no data-*, no on*.
  for (const attribute of element.attrs) {
    if (attribute.namespace) continue;
    if (attribute.name === 'title') kept.title = attribute.value;
    if (attribute.name === 'href' && tag === 'a') {
      const url = attribute.value.trim();
      if (allowedUrl.test(url)) kept.href = url;
    }
  }
  return kept;
}

function convertElement(element: ParsedElement, depth: number, scope: Scope, walk: Walk): Converted {
  const tag = element.tagName as NoteTag;
  const unwrap = !fitsParent(tag, scope.parent) || (tag === 'a' && scope.inLink);
  if (unwrap) return convertChildren(element.childNodes, depth + 1, scope, walk);
  // A list item inside another one (through a dropped element) would be closed by the parser.
  let rendered: NoteTag = tag === 'li' && scope.inListItem ? 'div' : tag;
  const inner = convertChildren(
    element.childNodes,
    depth + 1,
    {
      parent: rendered,
      inLink: tag === 'a' || (scope.inLink && !linkScopeEnds.has(rendered)),
      inListItem: rendered === 'li' || (scope.inListItem && !listItemScopeEnds.has(rendered)),
    },
    walk,
  );
  if (rendered === 'p' && inner.hasBlock) rendered = 'div';
  return {
    nodes: [{ tag: rendered, ...attributesOf(element, tag), children: inner.nodes }],
    hasBlock: blocks.has(rendered) || inner.hasBlock,
  };
}

function convertChildren(
  children: readonly ParsedNode[],
  depth: number,
  scope: Scope,
  walk: Walk,
): Converted {
  const result: Converted = { nodes: [], hasBlock: false };
  const frameParts = scope.parent === null ? undefined : tableFrameParts[scope.parent];
  const add = (converted: Converted) => {
    // A table frame holds only its parts. The parser leaves nothing else there but whitespace
    // (which React warns about); text cut off by MAX_DEPTH inside a table frame is lost.
    for (const node of converted.nodes) {
      if (frameParts && (typeof node === 'string' || !frameParts.has(node.tag))) continue;
      result.nodes.push(node);
    }
    result.hasBlock ||= converted.hasBlock;
  };
  for (const child of children) {
    if (!spend(walk)) break;
    if (child.nodeName === '#text') {
      add({ nodes: [(child as DefaultTreeAdapterTypes.TextNode).value], hasBlock: false });
    } else if ('tagName' in child && !isDroppedWithContent(child)) {
      if (depth >= MAX_DEPTH) add({ nodes: [textOf(child, walk)].filter(Boolean), hasBlock: false });
      else if (allowedTags.has(child.tagName)) add(convertElement(child, depth, scope, walk));
      else add(convertChildren(child.childNodes, depth + 1, scope, walk));
    }
    // Comments, and anything else the parser may produce, are dropped.
  }
  return result;
}

let last: { html: string; note: SanitizedNote } | undefined;

/**
 * Vendor HTML reduced to allow-listed elements and attributes, as plain data. parse5 parses it as
 * the content of a <div>, in JavaScript: the browser never parses vendor HTML (no DOMParser, no
 * innerHTML), so nothing in it can load, run, or report a CSP violation, and no reparse can
 * mutate it (mXSS).
 */
export function sanitizeNote(note: string): SanitizedNote {
  // The drawer asks three times per render (table of contents, section, content): parse once.
  if (last?.html === note) return last.note;
  const context = defaultTreeAdapter.createElement('div', html.NS.HTML, []);
  const fragment = parseFragment(context, note, {});
  const walk: Walk = { nodesLeft: MAX_NODES, truncated: false };
  const { nodes } = convertChildren(
    fragment.childNodes,
    0,
    { parent: null, inLink: false, inListItem: false },
    walk,
  );
  const sanitized: SanitizedNote = { nodes, truncated: walk.truncated };
  last = { html: note, note: sanitized };
  return sanitized;
}
