import type { Freshness } from '../../../contract/api/freshness';
import type { GovernorStatus } from '../../../contract/api/governorStatus';
import type { RequestPage, RequestSummary } from '../../../contract/api/requests';
import type { SessionResponse } from '../../../contract/api/session';
import type { StatusesResponse } from '../../../contract/api/statuses';
import type { RequestType } from '../../../contract/upstream/enums';

/** Test data in the shapes of Painel's API contract (src/contract/api), for MSW handlers. */

export const salesManager: SessionResponse = {
  kind: 'user',
  user: {
    id: '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e',
    email: 'ana.souza@example.com.br',
    name: 'Ana Souza',
    roles: ['sales'],
  },
  expiresAt: '2030-01-01T12:00:00.000Z',
  idleTimeoutSeconds: 1800,
};

export function summary(overrides: Partial<RequestSummary> = {}): RequestSummary {
  return {
    type: 'order',
    code: 'ORD-1001',
    id: 'a1',
    name: 'Kit Residencial 5,45 kWp',
    kind: 'grid-tie',
    companyName: 'Solar Sul Ltda',
    companyFantasyName: 'Solar Sul',
    companyCnpj: '12345678000195',
    responsibleName: 'Bruno Lima',
    responsibleEmail: 'bruno.lima@example.com.br',
    createdAt: '2024-05-01T13:04:05.123Z',
    lastChangedAt: '2024-05-03T10:00:00.000Z',
    dealStatus: 'Em análise',
    statusSince: '2024-05-02T09:00:00.000Z',
    statusSinceBefore: false,
    stockStatus: 'Disponível',
    paymentStatus: 'requested',
    paymentType: 'pix',
    totalPower: 5450,
    originalValue: 21000,
    finalValue: 19876.5,
    freightState: 'SP',
    freightCity: 'Campinas',
    removed: false,
    stalled: false,
    ...overrides,
  };
}

/** A summary with every vendor field missing: only the identity survives. */
export function emptySummary(code: string): RequestSummary {
  return {
    type: 'order',
    code,
    id: null,
    name: null,
    kind: null,
    companyName: null,
    companyFantasyName: null,
    companyCnpj: null,
    responsibleName: null,
    responsibleEmail: null,
    createdAt: null,
    lastChangedAt: null,
    dealStatus: null,
    statusSince: null,
    statusSinceBefore: false,
    stockStatus: null,
    paymentStatus: null,
    paymentType: null,
    totalPower: null,
    originalValue: null,
    finalValue: null,
    freightState: null,
    freightCity: null,
    removed: false,
    stalled: false,
  };
}

export function page(
  items: RequestSummary[],
  total = items.length,
  pageNumber = 1,
  pageSize = 25,
): RequestPage {
  const finalValue = items.reduce((sum, item) => sum + (item.finalValue ?? 0), 0);
  const totalPower = items.reduce((sum, item) => sum + (item.totalPower ?? 0), 0);
  return { items, total, page: pageNumber, pageSize, totals: { count: total, finalValue, totalPower } };
}

/** Codes ORD-0001... for a page of n plain rows. */
export function summaries(count: number, start = 1): RequestSummary[] {
  return Array.from({ length: count }, (_, index) =>
    summary({ code: `ORD-${String(start + index).padStart(4, '0')}`, name: `Pedido ${start + index}` }),
  );
}

export function freshness(overrides: Partial<Freshness> = {}): Freshness {
  return {
    mirrored: { order: 1234, budget: 1 },
    lastWebhookAt: null,
    lastReconcileAt: null,
    upToDateAt: null,
    backfill: {
      state: 'done',
      records: 1235,
      pages: 25,
      expectedRecords: 1235,
      estimatedSecondsLeft: null,
      waitingUntil: null,
    },
    ...overrides,
  };
}

export function governor(circuit: Partial<GovernorStatus['circuit']> = {}): GovernorStatus {
  const budget = { limit: 500, vendorLimit: 600, used: 10, left: 490, nextFreeAt: null };
  return {
    at: '2024-05-01T16:00:00.000Z',
    windowMinutes: 60,
    calls: budget,
    seconds: { limit: 45, vendorLimit: 60, used: 1, left: 44, nextFreeAt: null },
    backgroundShare: 0.5,
    inFlight: 0,
    classes: [],
    circuit: { state: 'closed', openedAt: null, cause: null, resetAt: null, resetBy: null, ...circuit },
  };
}

/** A problem+json body as the BFF answers errors. */
export function problem(status: number, code: string, detail: string) {
  return { type: 'about:blank', title: code, status, code, detail };
}

/** A type's configured statuses as GET /api/statuses/:type answers, in the order of `names`. */
export function statusesResponse(names: string[], type: RequestType = 'order'): StatusesResponse {
  return {
    type,
    statuses: names.map((name, index) => ({ name, sequence: index + 1 })),
    fetchedAt: '2026-11-26T10:00:00.000Z',
    expiresAt: '2026-11-26T11:00:00.000Z',
    stale: false,
    staleReason: null,
  };
}
