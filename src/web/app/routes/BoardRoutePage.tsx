import { useNavigate, useParams, useRouter, useSearch } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import type { RequestType } from '../../../contract/upstream/enums';
import { BoardPage } from '../../features/board/BoardPage';
import type { BoardSearch, BoardSearchUpdate } from '../../lib/board/boardSearch';
// The drawer and everything it shows load with the first card opened, not with the board.
import { LazyRequestDrawer } from './LazyRequestDrawer';

const PATHS = {
  order: { board: '/board/orders', drawer: '/board/orders/$code', list: '/orders' },
  budget: { board: '/board/budgets', drawer: '/board/budgets/$code', list: '/budgets' },
} as const;

interface BoardRouteProps {
  type: RequestType;
  search: BoardSearch;
}

/**
 * Connects a board to the router: the filters are the URL's search, the open drawer the path's
 * last segment (/board/orders/10023?uf=SP), each change a history entry, so a copied link
 * reproduces the board and back/forward walk through it.
 */
function BoardRoute({ type, search }: BoardRouteProps) {
  const navigate = useNavigate();
  const router = useRouter();
  const { code } = useParams({ strict: false });
  const openCode = code ?? null;
  const paths = PATHS[type];
  // The drawer's code loads with the first card opened, then stays mounted (closed) so that it can
  // animate out and hand focus back to the card.
  const [drawerMounted, setDrawerMounted] = useState(openCode !== null);
  if (openCode !== null && !drawerMounted) setDrawerMounted(true);

  const go = useCallback(
    (next: string | null, update: BoardSearchUpdate = (current) => current) =>
      void (next === null
        ? navigate({ to: paths.board, search: (current: BoardSearch) => update(current) })
        : navigate({
            to: paths.drawer,
            params: { code: next },
            search: (current: BoardSearch) => update(current),
          })),
    [navigate, paths],
  );
  const cardHref = useCallback(
    (next: string) => router.buildLocation({ to: paths.drawer, params: { code: next }, search }).href,
    [router, paths, search],
  );
  const listSearch = useCallback((status: string) => ({ ...search, status: [status] }), [search]);
  const listLink = useCallback(
    (status: string) => ({
      href: router.buildLocation({ to: paths.list, search: listSearch(status) }).href,
      onOpen: () => void navigate({ to: paths.list, search: listSearch(status) }),
    }),
    [router, navigate, paths, listSearch],
  );

  return (
    <BoardPage
      type={type}
      search={search}
      onSearchChange={(update) => go(openCode, update)}
      openCode={openCode}
      onOpen={go}
      cardHref={cardHref}
      listLink={listLink}
      drawer={
        drawerMounted ? <LazyRequestDrawer type={type} code={openCode} onClose={() => go(null)} /> : null
      }
    />
  );
}

export function OrdersBoardRoutePage() {
  return <BoardRoute type="order" search={useSearch({ from: '/_app/board/orders' })} />;
}

export function BudgetsBoardRoutePage() {
  return <BoardRoute type="budget" search={useSearch({ from: '/_app/board/budgets' })} />;
}
