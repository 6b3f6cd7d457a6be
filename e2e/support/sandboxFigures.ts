import { expect } from '@playwright/test';
import { sandboxControlUrl } from './lanes';

/**
 * Figures computed from the sandbox's own data (its control API's stored records), never from
 * Painel's API: what an insights journey compares Painel's page with. A request is read the way the
 * vendor's documentation describes it: an order was created at orderCreated (budgetCreated when it
 * has none), a budget at budgetCreated; the final value in BRL, the power in Wp, the delivery UF.
 */
export type RequestType = 'order' | 'budget';

export interface SandboxRequest {
  code: string;
  createdAt: number | null;
  value: number | null;
  power: number | null;
  uf: string | null;
  status: string | null;
  paymentStatus: string | null;
  paymentType: string | null;
  /** An order that carries both budgetCreated and orderCreated: it came from a budget. */
  fromBudget: boolean;
  removed: boolean;
}

export interface Totals {
  count: number;
  value: number;
  power: number;
}

export interface DayRange {
  from: string;
  to: string;
  /** The last day stops before this instant (a span compared with a running period). */
  before?: string;
}

interface StoredRecord {
  code: string;
  removed: boolean;
  record: {
    orderCreated?: string;
    budgetCreated?: string;
    finalValue?: number;
    totalPower?: number;
    dealStatus?: string;
    removed?: boolean;
    freight?: { address?: { state?: string } };
    payment?: { status?: string; type?: string };
  };
}

/**
 * Waits until the sandbox has played its days of past (ADR 051): it starts once Painel's mirror
 * holds the newest requests, and moves statuses until it reaches the present.
 */
async function sandboxPastPlayed(): Promise<void> {
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${sandboxControlUrl()}/past`);
        return ((await answer.json()) as { state: string }).state;
      },
      { timeout: 300_000, intervals: [1_000] },
    )
    .toBe('done');
}

/**
 * Stops the sandbox's background activity and waits for its past to be played, so the data a
 * journey computes from stays put.
 */
export async function pauseSandboxActivity(): Promise<void> {
  const answer = await fetch(`${sandboxControlUrl()}/activity`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ratePerMinute: 0 }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  await sandboxPastPlayed();
}

const instant = (text: string | undefined): number | null => {
  if (!text) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : at;
};
const text = (value: string | undefined): string | null => value?.trim() || null;

export async function sandboxRequests(type: RequestType): Promise<SandboxRequest[]> {
  const answer = await fetch(`${sandboxControlUrl()}/records?type=${type}`);
  expect(answer.status).toBe(200);
  const { records } = (await answer.json()) as { records: StoredRecord[] };
  return records.map(({ code, removed, record }) => ({
    code,
    createdAt:
      type === 'order'
        ? (instant(record.orderCreated) ?? instant(record.budgetCreated))
        : instant(record.budgetCreated),
    value: typeof record.finalValue === 'number' ? record.finalValue : null,
    power: typeof record.totalPower === 'number' ? record.totalPower : null,
    uf: text(record.freight?.address?.state)?.toUpperCase() ?? null,
    status: text(record.dealStatus),
    paymentStatus: record.payment?.status ?? null,
    paymentType: record.payment?.type ?? null,
    fromBudget:
      type === 'order' && instant(record.orderCreated) !== null && instant(record.budgetCreated) !== null,
    removed: record.removed ?? removed,
  }));
}

const DAY_MS = 86_400_000;

export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return isoDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
}

/** The period of equal length that ends the day before `range` starts. */
export function previousOf(range: DayRange): DayRange {
  const days = (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS + 1;
  const to = addDays(range.from, -1);
  return { from: addDays(to, -(days - 1)), to };
}

/** The requests (not removed) created within the UTC days of `range`, up to its `before`. */
export function createdIn(requests: readonly SandboxRequest[], range: DayRange): SandboxRequest[] {
  const start = Date.parse(`${range.from}T00:00:00Z`);
  const end = range.before ? Date.parse(range.before) : Date.parse(`${range.to}T00:00:00Z`) + DAY_MS;
  return requests.filter(
    (request) =>
      !request.removed && request.createdAt !== null && request.createdAt >= start && request.createdAt < end,
  );
}

export function totalsOf(requests: readonly SandboxRequest[]): Totals {
  const value = requests.reduce((sum, request) => sum + (request.value ?? 0), 0);
  const power = requests.reduce((sum, request) => sum + (request.power ?? 0), 0);
  return { count: requests.length, value: Math.round(value * 100) / 100, power };
}

/** Money and power as a Brazilian reader sees them on Painel's pages. */
export const brl = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);
export const kwp = (wattPeak: number) =>
  `${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(wattPeak / 1000)}\u00a0kWp`;
