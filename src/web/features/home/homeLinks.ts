import type { RequestType } from '../../../contract/upstream/enums';
import type { Drill } from './drill';

/** Pages the home links to besides the lists. */
export type HomePagePath = '/activity' | '/admin/system';

/** Every address the home opens, built by the router in src/web/app (features never build URLs). */
export interface HomeLinks {
  /** The list with exactly the filter a number counts. */
  list: Drill;
  /** One request's drawer over its list. */
  request: (type: RequestType, code: string) => string;
  page: (path: HomePagePath) => string;
}
