import contentDisposition from 'content-disposition';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityPage, activityQuery } from '../../contract/api/activity';
import { board } from '../../contract/api/board';
import { boardQuery } from '../../contract/api/boardQuery';
import { collaboratorList, collaboratorsQuery } from '../../contract/api/collaborators';
import { freshness } from '../../contract/api/freshness';
import { VENDOR_PROBLEM_CODES } from '../../contract/api/problemCodes';
import { requestListQuery } from '../../contract/api/requestFilters';
import { requestExportQuery } from '../../contract/api/requestExport';
import { requestParams, requestTypeParams } from '../../contract/api/requestParams';
import { requestDetail, requestPage } from '../../contract/api/requests';
import { access } from '../http/access';
import { HttpProblem } from '../http/problem';
import { wallBoard } from '../security/wallCard';
import type { Services } from '../services';
import { exportFileName } from './export/exportCsv';
import type { Viewer } from './createMirror';
import type { FastifyRequest } from 'fastify';
import type { ExportLanguage } from '../../contract/api/requestExport';

/** The reader behind a request: a person's e-mail, or none for a wallboard device. */
function viewerOf(request: FastifyRequest): Viewer {
  return { email: request.session?.kind === 'user' ? request.session.user.email : null };
}

/** The export's language: asked, else English when the reader's browser prefers it, else pt-BR. */
function exportLanguage(
  asked: ExportLanguage | undefined,
  acceptLanguage: string | undefined,
): ExportLanguage {
  if (asked) return asked;
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'pt-BR';
}

/**
 * Every read the SPA makes of the mirror. All are for signed-in readers; a wallboard device reads
 * only the board and freshness, and its cards carry only what a wall shows. None
 * causes a vendor call; schemas come from the contract, so a bad query is a 400 naming the field.
 */
export async function registerMirrorRoutes(scope: FastifyInstance, options: { services: Services }) {
  const { mirror, clock } = options.services;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['mirror'];

  app.get(
    '/api/requests/:type',
    {
      config: { access: access.reader },
      schema: {
        tags,
        summary: 'A page of orders or budgets from the mirror: every filter, any sort, the total.',
        params: requestTypeParams,
        querystring: requestListQuery,
        response: { 200: requestPage },
      },
    },
    async (request) => mirror.listPage(request.params.type, request.query, viewerOf(request)),
  );

  app.get(
    '/api/requests/:type/export.csv',
    {
      // A HEAD would run the whole export only to throw the rows away.
      exposeHeadRoute: false,
      config: { access: access.reader },
      schema: {
        tags,
        summary: 'The same filter and sort as the listing, every matching row, as a streamed CSV.',
        description:
          'UTF-8 with a byte order mark (for Excel) and a header row. lang=pt-BR (default): ";" separator, decimal comma, Portuguese headers and labels, São Paulo times (dd/mm/aaaa hh:mm); lang=en: "," and ".", English, ISO 8601 UTC. columns=id,id,... chooses and orders the columns. Text cells that would start a formula are prefixed with an apostrophe.',
        params: requestTypeParams,
        querystring: requestExportQuery,
      },
    },
    async (request, reply) => {
      const { type } = request.params;
      const lang = exportLanguage(request.query.lang, request.headers['accept-language']);
      const query = { ...request.query, lang };
      const rows = Readable.from(mirror.exportCsv(type, query, viewerOf(request)), { objectMode: false });
      rows.on('error', (error) => request.log.error({ err: error }, 'CSV export stopped part-way'));
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          contentDisposition(exportFileName(type, new Date(clock.now()), lang, 'csv')),
        )
        .header('cache-control', 'no-store')
        .send(rows);
    },
  );

  app.get(
    '/api/requests/:type/export.xlsx',
    {
      exposeHeadRoute: false,
      config: { access: access.reader },
      schema: {
        tags,
        summary: 'The same rows as export.csv as a streamed Excel workbook with typed cells.',
        description:
          'Numbers, dates and BRL money as typed cells, a bold frozen header, column widths; lang and columns as for export.csv.',
        params: requestTypeParams,
        querystring: requestExportQuery,
      },
    },
    async (request, reply) => {
      const { type } = request.params;
      const lang = exportLanguage(request.query.lang, request.headers['accept-language']);
      const workbook = await mirror.exportXlsx(type, { ...request.query, lang }, viewerOf(request));
      workbook.on('error', (error) => request.log.error({ err: error }, 'xlsx export stopped part-way'));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          contentDisposition(exportFileName(type, new Date(clock.now()), lang, 'xlsx')),
        )
        .header('cache-control', 'no-store')
        .send(workbook);
    },
  );

  app.get(
    '/api/requests/:type/:code',
    {
      config: { access: access.reader },
      schema: {
        tags,
        summary: 'One request: its summary, the whole vendor record, unreadable fields and history.',
        params: requestParams,
        response: { 200: requestDetail },
      },
    },
    async (request) => {
      const { type, code } = request.params;
      const detail = await mirror.getDetail(type, code, viewerOf(request));
      if (!detail) {
        throw new HttpProblem({
          status: 404,
          code: VENDOR_PROBLEM_CODES.requestNotFound,
          detail: `There is no ${type} ${code} in Painel's mirror.`,
        });
      }
      return detail;
    },
  );

  app.get(
    '/api/board/:type',
    {
      config: { access: access.board },
      schema: {
        tags,
        summary: 'The status board: a column per configured status with count, sums and first cards.',
        params: requestTypeParams,
        querystring: boardQuery,
        response: { 200: board },
      },
    },
    async (request) => {
      const shown = await mirror.board(request.params.type, request.query, viewerOf(request));
      return request.session?.kind === 'device' ? wallBoard(shown) : shown;
    },
  );

  app.get(
    '/api/freshness',
    {
      config: { access: access.board },
      schema: {
        tags,
        summary: 'How fresh the mirror is: counts, last webhook and reconcile, backfill progress.',
        response: { 200: freshness },
      },
    },
    async () => mirror.freshness(),
  );

  app.get(
    '/api/activity',
    {
      config: { access: access.reader },
      schema: {
        tags,
        summary: 'Recent changes across all requests, newest first, paged by cursor.',
        querystring: activityQuery,
        response: { 200: activityPage },
      },
    },
    async (request) => mirror.activity(request.query),
  );

  app.get(
    '/api/collaborators',
    {
      config: { access: access.roles('sales') },
      schema: {
        tags,
        summary:
          'Responsible collaborators known to the mirror, for suggestions when changing the responsible (sales).',
        querystring: collaboratorsQuery,
        response: { 200: collaboratorList },
      },
    },
    async (request) => mirror.collaborators(request.query),
  );
}
