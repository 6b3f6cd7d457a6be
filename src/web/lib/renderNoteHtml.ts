import { createElement, type ReactNode } from 'react';
import { type NoteNode, sanitizeNote } from './sanitizeNote';

export interface RenderNoteOptions {
  /** Id of an element saying "opens in a new tab", attached to every kept link. */
  linkDescriptionId?: string;
}

function toReact(node: NoteNode, key: number, options: RenderNoteOptions): ReactNode {
  // React sets text as text: it is never parsed as markup.
  if (typeof node === 'string') return node;
  const props: Record<string, string | number> = { key };
  if (node.title !== undefined) props.title = node.title;
  if (node.href !== undefined) {
    props.href = node.href;
    // A vendor link opens outside Painel and gets no handle on it (reverse tabnabbing) nor a referrer.
    props.target = '_blank';
    props.rel = 'noopener noreferrer';
    if (options.linkDescriptionId) props['aria-describedby'] = options.linkDescriptionId;
  }
  const children = node.children.map((child, index) => toReact(child, index, options));
  // br and hr must get no children at all, not even an empty list.
  return children.length === 0 ? createElement(node.tag, props) : createElement(node.tag, props, children);
}

/**
 * A vendor note (HTML) as React elements built from an allow-list (see sanitizeNote): no
 * innerHTML, so the browser never parses the vendor's markup. A note cut off for its size ends
 * with an ellipsis.
 */
export function renderNoteHtml(html: string, options: RenderNoteOptions = {}): ReactNode {
  const { nodes, truncated } = sanitizeNote(html);
  const rendered = nodes.map((node, index) => toReact(node, index, options));
  return truncated ? [...rendered, '…'] : rendered;
}

function hasText(nodes: readonly NoteNode[]): boolean {
  return nodes.some((node) => (typeof node === 'string' ? /\S/.test(node) : hasText(node.children)));
}

/** Whether a note shows any text once sanitised (a note of only a <script> or an <hr> does not). */
export function hasReadableNote(html: string): boolean {
  return hasText(sanitizeNote(html).nodes);
}
