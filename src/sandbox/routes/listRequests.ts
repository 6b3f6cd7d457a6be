import type { FastifyInstance } from 'fastify';
import { API_VERSIONS, listPathParams, listQuery } from '../../contract/upstream/index';
import { errorBody } from '../errors';
import { criteriaOf, feedCriteria, selectPage } from '../listing';
import type { Sandbox } from '../sandbox';
import { addWork } from './callContext';

function firstIssue(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }) {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join('.') || 'value'}: ${issue.message}` : 'invalid';
}

/**
 * GET /api/{v1,v2}/requests/{requestType}/{pageNumber}/{pageLimit}: newest created first, 200
 * with the page in the configured list shape, 204 when the page holds no record, 400 for a bad
 * path or filter. A call with no query parameter at all is the change feed (changeFeed.ts).
 */
export function registerListRequests(app: FastifyInstance, sandbox: Sandbox) {
  for (const version of API_VERSIONS) {
    app.get(`/${version}/requests/:requestType/:pageNumber/:pageLimit`, async (request, reply) => {
      if (sandbox.faults.settings.listingUnavailable) {
        return reply
          .code(401)
          .send(errorBody('functionUnavailable', 'The listing function is not available for this account.'));
      }
      const path = listPathParams.safeParse(request.params);
      if (!path.success) {
        return reply.code(400).send(errorBody('badRequest', `Invalid path: ${firstIssue(path.error)}.`));
      }
      const rawQuery = (request.query ?? {}) as Record<string, unknown>;
      const query = listQuery.safeParse(rawQuery);
      if (!query.success) {
        return reply.code(400).send(errorBody('badRequest', `Invalid filter: ${firstIssue(query.error)}.`));
      }
      const { requestType, pageNumber, pageLimit } = path.data;
      const store = sandbox.store;
      const isFeed = Object.keys(rawQuery).length === 0;
      const window = sandbox.feed.onListing(
        sandbox.token,
        requestType,
        isFeed,
        pageNumber,
        store.changeSequence,
      );
      const columns = store.columns[requestType];
      const criteria = window ? feedCriteria(window) : criteriaOf(query.data, columns);
      const page = selectPage(store.rows[requestType], columns, criteria, pageNumber, pageLimit);
      if (page.rows.length === 0) return reply.code(204).send();

      const now = sandbox.clock.now();
      const texts = page.rows.map((row) => {
        const text = store.texts.text(row, version);
        // The record reports earlier sends; this send is recorded for the next one.
        row.sentAt = now;
        return text;
      });
      addWork(request, { records: texts.length });
      return reply
        .code(200)
        .type('application/json; charset=utf-8')
        .send(shapeOf(sandbox, texts, page.total));
    });
  }
}

/** The page's body as JSON text, joined from the records' own texts. */
function shapeOf(sandbox: Sandbox, texts: string[], total: number): string {
  switch (sandbox.faults.settings.listShape) {
    case 'array':
      return `[${texts.join(',')}]`;
    case 'single':
      return texts[0] ?? 'null';
    default:
      return `{"data":[${texts.join(',')}],"totalItems":${total}}`;
  }
}
