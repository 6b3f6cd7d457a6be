import type { RequestFilters } from '../../../contract/api/requestFilters';
import type { RequestType } from '../../../contract/upstream/enums';

/** What a number of the home counts: the list of `type` with exactly these filters. */
export interface DrillTarget {
  type: RequestType;
  filters: RequestFilters;
}

/** The list's address for a target (built by the router), and how a plain click opens it. */
export interface DrillLink {
  href: string;
  /** A plain click; a modified one (new tab, new window) is left to the browser. */
  onOpen: () => void;
}

export type Drill = (target: DrillTarget) => DrillLink;

/** A click the page handles itself: the main button, without a key asking for a new tab. */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
