import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REQUEST_TYPES } from '../../contract/upstream/index';
import type { Sandbox } from '../sandbox';
import { parseBody } from './parseBody';

const summaryQuery = z.object({ type: z.enum(REQUEST_TYPES) });

/**
 * Every request of a type as a few figures (creation, status, payment, responsible, value, power),
 * removed ones included and flagged: what an end-to-end journey computes its expected totals from,
 * so that it checks Painel's screens against the vendor's data rather than against Painel's own API.
 * Free like the rest of the control API (never counted as a vendor call).
 */
export function registerSummaryRoutes(app: FastifyInstance, sandbox: Sandbox) {
  app.get('/summaries', async (request) => {
    const { type } = parseBody(summaryQuery, request.query);
    const items = sandbox.store.rows[type].map((row) => {
      const { record } = sandbox.store.peek(row);
      return {
        code: row.code,
        createdAt: new Date(row.createdAt).toISOString(),
        removed: row.removed,
        responsibleEmail: record.responsible?.email ?? null,
        dealStatus: record.dealStatus ?? null,
        paymentStatus: record.payment?.status ?? null,
        finalValue: record.finalValue ?? null,
        totalPower: record.totalPower ?? null,
      };
    });
    return { type, items };
  });
}
