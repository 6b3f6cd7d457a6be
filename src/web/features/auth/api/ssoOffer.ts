import { queryOptions } from '@tanstack/react-query';
import { ssoOffer } from '../../../../contract/api/session';
import { fetchJson } from '../../../lib/fetchJson';

/** Where the sign-in button sends the browser: the BFF redirects on to the company's sign-in. */
export const SSO_START_HREF = '/api/session/sso/start';

/** GET /api/session/sso: whether the company's accounts are offered, and under which name. */
export const ssoOfferQuery = () =>
  queryOptions({
    queryKey: ['session', 'sso'] as const,
    queryFn: ({ signal }) => fetchJson('/api/session/sso', ssoOffer, { signal }),
    staleTime: Infinity,
  });
