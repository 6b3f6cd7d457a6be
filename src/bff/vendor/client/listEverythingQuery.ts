import type { ListQuery } from '../../../contract/upstream/index';

/**
 * The query for "every record": a listing must carry at least one parameter, or the vendor answers
 * with only the changes since the previous call. `createdAfter` is a plain date range the vendor
 * must honour as documented, and no request on the platform predates 2000, so it excludes nothing;
 * `removed=false` was rejected because whether the vendor reads the flag's value or only its
 * presence is not shown (docs/decisions/010-upstream-client.md). Whether removed records come
 * without `removed` is not shown either: ask for them with `removed: true` where they matter.
 */
export const LIST_EVERYTHING_QUERY: Readonly<ListQuery> = Object.freeze({ createdAfter: '2000-01-01' });
