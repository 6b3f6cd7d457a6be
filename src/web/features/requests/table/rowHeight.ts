import type { Density } from '../requestsSearch';

/** A row's height in px at each density: what the virtualiser expects and what a page key moves by. */
export const rowHeight: Record<Density, number> = { comfortable: 37, compact: 29 };
