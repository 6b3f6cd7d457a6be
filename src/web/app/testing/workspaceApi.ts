import { http, HttpResponse } from 'msw';
import type { RequestDetail, RequestPage } from '../../../contract/api/requests';
import type { SessionResponse } from '../../../contract/api/session';
import {
  freshness,
  governor,
  page,
  problem,
  salesManager,
  summaries,
  summary,
} from '../../lib/testing/apiFixtures';
import { insightsFixture } from '../../lib/testing/insightsFixture';

export interface WorkspaceApiState {
  /** Who GET /api/session says is signed in; null answers 401. */
  session: SessionResponse | null;
  /** The query strings the list endpoint received, in order. */
  listQueries: URLSearchParams[];
  /** Answers a list call (default: 60 orders, paged as asked). */
  list: (type: string, query: URLSearchParams) => RequestPage | Response;
  password: string;
}

/** A request detail for the drawer, with only what the contract requires. */
export function detailFor(code: string): RequestDetail {
  return {
    summary: summary({ code }),
    version: 1,
    record: { code, name: `Pedido ${code}` },
    unreadable: [],
    history: [],
    syncedAt: null,
  };
}

/**
 * MSW handlers for everything the workspace reads, over a mutable state object, so a test can
 * sign in and out, count list calls and change answers between steps.
 */
export function workspaceApi(initial: Partial<WorkspaceApiState> = {}) {
  const all = summaries(60);
  const state: WorkspaceApiState = {
    session: salesManager,
    listQueries: [],
    password: 'correct horse battery staple',
    list: (_type, query) => {
      const pageNumber = Number(query.get('page') ?? 1);
      const pageSize = Number(query.get('pageSize') ?? 25);
      const start = (pageNumber - 1) * pageSize;
      return page(all.slice(start, start + pageSize), all.length, pageNumber, pageSize);
    },
    ...initial,
  };
  const handlers = [
    http.get('*/api/session/sso', () => HttpResponse.json({ name: null })),
    http.get('*/api/session', () =>
      state.session
        ? HttpResponse.json(state.session)
        : HttpResponse.json(problem(401, 'unauthenticated', 'Sign in first.'), { status: 401 }),
    ),
    http.post('*/api/session', async ({ request }) => {
      const body = (await request.json()) as { email?: string; password?: string };
      if (request.headers.get('x-csrf') !== '1') {
        return HttpResponse.json(problem(403, 'csrf', 'Missing header.'), { status: 403 });
      }
      if (body.password !== state.password) {
        return HttpResponse.json(problem(401, 'bad_credentials', 'Wrong e-mail or password.'), {
          status: 401,
        });
      }
      state.session = salesManager;
      return HttpResponse.json(salesManager);
    }),
    http.delete('*/api/session', () => {
      state.session = null;
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/freshness', () => HttpResponse.json(freshness({ upToDateAt: new Date().toISOString() }))),
    http.get('*/api/governor', () => HttpResponse.json(governor())),
    http.get('*/api/custom-fields', () => HttpResponse.json({ fields: [] })),
    http.get('*/api/statuses/:type', ({ params }) =>
      HttpResponse.json({
        type: params.type,
        // Out of order, and one without a name: the filter sorts by sequence and leaves it out.
        statuses: [
          { id: 's2', name: 'Em análise', sequence: 2, type: 'order' },
          { id: 's0', sequence: 0 },
          { id: 's1', name: 'Novo', sequence: 1, type: 'order' },
        ],
        fetchedAt: '2024-05-01T12:00:00.000Z',
        expiresAt: '2024-05-01T13:00:00.000Z',
        stale: false,
        staleReason: null,
      }),
    ),
    http.get('*/api/requests/:type/:code', ({ params }) => HttpResponse.json(detailFor(String(params.code)))),
    http.get('*/api/requests/:type', ({ request, params }) => {
      if (!state.session)
        return HttpResponse.json(problem(401, 'unauthenticated', 'Sign in.'), { status: 401 });
      const query = new URL(request.url).searchParams;
      state.listQueries.push(query);
      const answer = state.list(String(params.type), query);
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
    http.get('*/api/activity', () => HttpResponse.json({ items: [], nextCursor: null })),
    // The home's figures (the first page after signing in).
    http.get('*/api/insights', () => HttpResponse.json(insightsFixture())),
    // The list asks for the person's saved views (a default one may open); none here.
    http.get('*/api/views', () => HttpResponse.json({ views: [] })),
  ];
  return { state, handlers };
}
