import contentDisposition from 'content-disposition';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditExportQuery } from '../../contract/api/auditExport';
import { access } from '../http/access';
import type { Services } from '../services';
import { auditCsv, auditExportFileName } from './auditCsv';

/** GET /api/admin/audit/export.csv: the audit page's current filter, every entry, as a streamed CSV. */
export function registerAuditExportRoutes(root: FastifyInstance, services: Services): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/audit/export.csv',
    {
      // A HEAD would read the whole log only to throw the rows away.
      exposeHeadRoute: false,
      config: { access: access.roles('admin') },
      schema: {
        tags: ['admin'],
        summary: 'The audit log under the same filters as GET /api/admin/audit, every entry, as CSV.',
        description:
          'Newest first, UTF-8 with a byte order mark, a header row, times in ISO 8601 UTC, details as one JSON cell; text cells that would start a formula are prefixed with an apostrophe.',
        querystring: auditExportQuery,
      },
    },
    async (request, reply) => {
      const rows = Readable.from(auditCsv(services.audit, request.query), { objectMode: false });
      rows.on('error', (error) => request.log.error({ err: error }, 'audit CSV export stopped part-way'));
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          contentDisposition(auditExportFileName(new Date(services.clock.now()))),
        )
        .header('cache-control', 'no-store')
        .send(rows);
    },
  );
}
