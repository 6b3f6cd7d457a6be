import type { RequestFilters } from '../../../contract/api/requestFilters';
import type { RequestType } from '../../../contract/upstream/enums';

/** What a number of the home counts: the list of `type` with exactly these filters. */
export interface DrillTarget {
  type: RequestType;
  filters: RequestFilters;
}

/**
 * The list's address for a target, built by the router; a plain click on it opens inside the app
 * (components/charts/FigureLink), a modified one (new tab, new window) is left to the browser.
 */
export type Drill = (target: DrillTarget) => string;
