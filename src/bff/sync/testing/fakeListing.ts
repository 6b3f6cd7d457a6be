import type { RequestRecord, RequestType } from '../../../contract/upstream/index';
import type { Clock } from '../../clock';
import { dayStartMs } from '../calendarDays';
import type { ListingPage, ListingRequest, ListPage } from '../vendorListing';

const DAY_MS = 86_400_000;

/** One request as the fake vendor stores it: what its listing filters read, and the record. */
export interface FakeRequest {
  type: RequestType;
  code: string;
  createdAt: number;
  lastUpdate: number;
  removed: boolean;
  record: RequestRecord;
}

/**
 * The vendor's listing as the spec and docs/sandbox.md describe it, in memory: whole-day filters
 * in UTC (both ends inclusive), `code` as a substring, `removed=true` for removed requests only,
 * newest created first, `{data, totalItems}` pages. Every call is recorded; `failNext` makes the
 * next calls throw, as a refused or failed call would.
 */
export class FakeListing {
  readonly requests: FakeRequest[] = [];
  readonly calls: ListingRequest[] = [];
  private failures: unknown[] = [];
  /** Called before each answer, e.g. to change the data between two pages. */
  beforeAnswer: ((request: ListingRequest) => void) | null = null;

  constructor(private readonly clock: Clock) {}

  add(request: Omit<FakeRequest, 'record'> & { record?: RequestRecord }): FakeRequest {
    const created: FakeRequest = {
      ...request,
      record: {
        code: request.code,
        name: `Kit ${request.code}`,
        [request.type === 'order' ? 'orderCreated' : 'budgetCreated']: new Date(
          request.createdAt,
        ).toISOString(),
        dealStatus: 'Novo',
        finalValue: 1000,
        ...request.record,
        ...(request.removed ? { removed: true } : {}),
      },
    };
    this.requests.push(created);
    return created;
  }

  find(type: RequestType, code: string): FakeRequest | undefined {
    return this.requests.find((request) => request.type === type && request.code === code);
  }

  /** Changes a request now: its record gets `change`, its lastUpdate moves to the clock's now. */
  change(type: RequestType, code: string, change: Partial<RequestRecord> & { removed?: boolean }): void {
    const request = this.find(type, code);
    if (!request) throw new Error(`no ${type} ${code}`);
    request.record = { ...request.record, ...change };
    if (change.removed !== undefined) request.removed = change.removed;
    request.lastUpdate = this.clock.now();
  }

  failNext(...errors: unknown[]): void {
    this.failures.push(...errors);
  }

  readonly list: ListPage = async (request) => {
    this.calls.push(request);
    const failure = this.failures.shift();
    if (failure !== undefined) throw failure;
    this.beforeAnswer?.(request);
    const sentAt = new Date(this.clock.now());
    const query = request.query;
    const matches = this.requests
      .filter((candidate) => {
        if (candidate.type !== request.type) return false;
        if (candidate.removed !== (query.removed === true)) return false;
        if (query.createdAfter && candidate.createdAt < dayStartMs(query.createdAfter)) return false;
        if (query.createdBefore && candidate.createdAt >= dayStartMs(query.createdBefore) + DAY_MS)
          return false;
        if (query.lastUpdateAfter && candidate.lastUpdate < dayStartMs(query.lastUpdateAfter)) return false;
        if (query.lastUpdateBefore && candidate.lastUpdate >= dayStartMs(query.lastUpdateBefore) + DAY_MS)
          return false;
        if (query.code !== undefined && !candidate.code.includes(query.code)) return false;
        return true;
      })
      .sort((a, b) => b.createdAt - a.createdAt || (a.code < b.code ? 1 : -1));
    const pageLimit = request.pageLimit ?? 50;
    const records = matches
      .slice((request.page - 1) * pageLimit, request.page * pageLimit)
      .map((match) => structuredClone(match.record));
    const page: ListingPage = { records, totalItems: matches.length, unreadable: [], sentAt, pageLimit };
    return page;
  };
}
