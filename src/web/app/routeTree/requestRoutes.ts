import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { prefetchRequestPage } from '../../features/requests/api/prefetchRequestPage';
import { readRequestsSearch } from '../../features/requests/requestsSearch';
import { loadRestOfDictionary } from '../../i18n/dictionaryStore';
import { readBoardSearch } from '../../lib/board/boardSearch';
import { preloadRequestDrawer } from '../routes/preloadRequestDrawer';
import { BudgetsPage, OrdersPage } from '../routes/RequestsRoutePage';
import { appRoute } from './rootRoutes';

const ordersRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/orders',
  validateSearch: readRequestsSearch,
  // The list starts loading with the route, not after the page's first render (ADR 021).
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchRequestPage(context.queryClient, 'order', deps),
  component: OrdersPage,
});

/**
 * The drawer of one order over the list: the list's filters stay in the search part of the URL.
 * Its strings are outside the first part of the dictionary, as are those of every page loaded on
 * demand: those routes' loaders await the rest (ADR 026). The drawer's chunks and the detail start
 * loading beside them, not awaited.
 */
const orderDrawerRoute = createRoute({
  getParentRoute: () => ordersRoute,
  path: '$code',
  loader: ({ context, params }) => {
    preloadRequestDrawer(context.queryClient, 'order', params.code);
    return loadRestOfDictionary();
  },
});

const budgetsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/budgets',
  validateSearch: readRequestsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchRequestPage(context.queryClient, 'budget', deps),
  component: BudgetsPage,
});

const budgetDrawerRoute = createRoute({
  getParentRoute: () => budgetsRoute,
  path: '$code',
  loader: ({ context, params }) => {
    preloadRequestDrawer(context.queryClient, 'budget', params.code);
    return loadRestOfDictionary();
  },
});

/** The status boards, each with a card's drawer over it (/board/orders/10023?uf=SP). */
const ordersBoardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/board/orders',
  loader: loadRestOfDictionary,
  validateSearch: readBoardSearch,
  component: lazyRouteComponent(() => import('../routes/BoardRoutePage'), 'OrdersBoardRoutePage'),
});

const ordersBoardDrawerRoute = createRoute({
  getParentRoute: () => ordersBoardRoute,
  path: '$code',
  loader: ({ context, params }) => preloadRequestDrawer(context.queryClient, 'order', params.code),
});

const budgetsBoardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/board/budgets',
  loader: loadRestOfDictionary,
  validateSearch: readBoardSearch,
  component: lazyRouteComponent(() => import('../routes/BoardRoutePage'), 'BudgetsBoardRoutePage'),
});

const budgetsBoardDrawerRoute = createRoute({
  getParentRoute: () => budgetsBoardRoute,
  path: '$code',
  loader: ({ context, params }) => preloadRequestDrawer(context.queryClient, 'budget', params.code),
});

/** The lists and boards of orders and budgets, each with a request's drawer over it. */
export const requestRoutes = [
  ordersRoute.addChildren([orderDrawerRoute]),
  budgetsRoute.addChildren([budgetDrawerRoute]),
  ordersBoardRoute.addChildren([ordersBoardDrawerRoute]),
  budgetsBoardRoute.addChildren([budgetsBoardDrawerRoute]),
] as const;
