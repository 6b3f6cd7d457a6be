import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useRouter, useSearch } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import type { RequestType } from '../../../contract/upstream/enums';
import { sessionQuery } from '../../lib/session/sessionQuery';
import { principalOf } from '../../lib/session/principalOf';
import type { RequestsSearch, SearchUpdate } from '../../features/requests/requestsSearch';
import { RequestsWorkspace } from '../../features/requests/RequestsWorkspace';
import { mayChangeResponsible } from '../../features/responsible/mayChangeResponsible';
import { LazyRequestDrawer } from './LazyRequestDrawer';

interface RequestsRouteProps {
  type: RequestType;
  search: RequestsSearch;
  go: (code: string | null, update: SearchUpdate) => void;
  href: (code: string, search: RequestsSearch) => string;
}

/** Opening or closing the drawer leaves the view as it is. */
const keep: SearchUpdate = (current) => current;

/**
 * Connects a requests workspace to the router: the view is the URL's search, the open drawer is
 * the path's last segment (/orders/ORD-1?uf=SP), and every change is a history entry, so a
 * copied link reproduces the view and back/forward walk through it.
 */
function RequestsRoute({ type, search, go, href }: RequestsRouteProps) {
  const { code } = useParams({ strict: false });
  const openCode = code ?? null;
  const { data: session } = useQuery(sessionQuery());
  // The drawer's code loads with the first request opened, then stays mounted (closed) so that it
  // can animate out and hand focus back.
  const [drawerMounted, setDrawerMounted] = useState(openCode !== null);
  if (openCode !== null && !drawerMounted) setDrawerMounted(true);

  const onOpen = useCallback((next: string) => go(next, keep), [go]);
  const rowHref = useCallback((next: string) => href(next, search), [href, search]);
  const onSearchChange = useCallback((update: SearchUpdate) => go(openCode, update), [go, openCode]);
  if (!session) return null;

  return (
    <RequestsWorkspace
      type={type}
      userId={principalOf(session).id}
      search={search}
      onSearchChange={onSearchChange}
      openCode={openCode}
      onOpen={onOpen}
      rowHref={rowHref}
      canSelect={mayChangeResponsible(principalOf(session))}
      drawer={
        drawerMounted ? (
          <LazyRequestDrawer
            type={type}
            code={openCode}
            onClose={() => go(null, keep)}
            offerPayments
            showTechnicalDetail={principalOf(session).roles.includes('admin')}
          />
        ) : null
      }
    />
  );
}

export function OrdersPage() {
  const search = useSearch({ from: '/_app/orders' });
  const navigate = useNavigate();
  const router = useRouter();
  const go = useCallback(
    (code: string | null, update: SearchUpdate) =>
      void (code === null
        ? navigate({ to: '/orders', search: (current) => update(current) })
        : navigate({
            to: '/orders/$code',
            params: { code },
            search: (current) => update(current),
          })),
    [navigate],
  );
  const href = useCallback(
    (code: string, next: RequestsSearch) =>
      router.buildLocation({ to: '/orders/$code', params: { code }, search: next }).href,
    [router],
  );
  return <RequestsRoute type="order" search={search} go={go} href={href} />;
}

export function BudgetsPage() {
  const search = useSearch({ from: '/_app/budgets' });
  const navigate = useNavigate();
  const router = useRouter();
  const go = useCallback(
    (code: string | null, update: SearchUpdate) =>
      void (code === null
        ? navigate({ to: '/budgets', search: (current) => update(current) })
        : navigate({
            to: '/budgets/$code',
            params: { code },
            search: (current) => update(current),
          })),
    [navigate],
  );
  const href = useCallback(
    (code: string, next: RequestsSearch) =>
      router.buildLocation({ to: '/budgets/$code', params: { code }, search: next }).href,
    [router],
  );
  return <RequestsRoute type="budget" search={search} go={go} href={href} />;
}
