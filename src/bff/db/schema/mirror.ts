import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { RequestType } from '../../../contract/upstream/enums';
import type { RequestRecord } from '../../../contract/upstream/requestRecord';
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from '../../mirror/read/searchFold';
import { PAYMENT_WORKFLOW_SQL } from '../../mirror/read/sortOrder';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
// Money is exact to the centavo in the database, so board sums never drift (ADR 017).
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** A field of a vendor record that was unreadable when it was last observed. */
export interface StoredUnreadableField {
  path: string;
  problem: string;
}

/** An index for each direction of a sort, nulls last both ways, the code breaking ties. */
function sortIndexes(
  name: string,
  type: ExtraConfigColumn,
  removed: ExtraConfigColumn,
  column: ExtraConfigColumn,
  code: ExtraConfigColumn,
) {
  return [
    index(`mirror_requests_${name}_asc_idx`).on(
      type,
      removed,
      column.asc().nullsLast(),
      code.asc().nullsLast(),
    ),
    index(`mirror_requests_${name}_desc_idx`).on(
      type,
      removed,
      column.desc().nullsLast(),
      code.desc().nullsLast(),
    ),
  ];
}

/**
 * The mirror: one row per request the vendor has shown us, with a typed, indexed column for every
 * filter and sort the UI offers, the whole record as read (jsonb), and what ordering needs to
 * refuse an older observation (docs/decisions/017-mirror-storage.md).
 */
export const mirrorRequests = pgTable(
  'mirror_requests',
  {
    type: text('type').$type<RequestType>().notNull(),
    code: text('code').notNull(),
    id: text('id'),
    name: text('name'),
    kind: text('kind'),
    companyName: text('company_name'),
    companyFantasyName: text('company_fantasy_name'),
    /** As received (usually masked). */
    companyCnpj: text('company_cnpj'),
    companyCnpjDigits: text('company_cnpj_digits'),
    /** Name and surname joined. */
    responsibleName: text('responsible_name'),
    responsibleEmail: text('responsible_email'),
    /** orderCreated for orders (budgetCreated when absent), budgetCreated for budgets. */
    createdAt: instant('created_at'),
    /**
     * An order's budgetCreated when its record carries orderCreated too, so conversion figures
     * never read the record (ADR 036) and the budget cohort finds its orders by index (ADR 091).
     */
    budgetCreatedAt: instant('budget_created_at'),
    /** The newest `lastUpdate` of the vendor applied here (webhooks carry it; the vendor's clock). */
    vendorLastUpdate: instant('vendor_last_update'),
    /** The last change Painel knows of (ADR 017 says which clock). */
    lastChangedAt: instant('last_changed_at').notNull(),
    dealStatus: text('deal_status'),
    /**
     * Since when the request has its dealStatus: the observed change, or for a status Painel found
     * already set, the latest instant the vendor's dates allow (ADR 065).
     */
    statusSince: instant('status_since'),
    /** True when statusSince is only that bound: the status began at or before it ("desde antes de"). */
    statusSinceBefore: boolean('status_since_before').notNull().default(false),
    /**
     * When Painel first saw the request in its current status without seeing the status begin; null
     * once a change of status was observed. Only such rows take tighter bounds.
     */
    statusFirstSeenAt: instant('status_first_seen_at'),
    stockStatus: text('stock_status'),
    paymentStatus: text('payment_status'),
    paymentType: text('payment_type'),
    /** payment.paidAt (Brasília wall time in the record), dating a reception (ADR 065). */
    paidOn: instant('paid_on'),
    /** Wp (docs/decisions/008-power-unit.md). */
    totalPower: doublePrecision('total_power'),
    originalValue: money('original_value'),
    discount: money('discount'),
    surcharge: money('surcharge'),
    finalValue: money('final_value'),
    /** The UF of freight.address.state, upper-cased. */
    freightState: text('freight_state'),
    freightCity: text('freight_city'),
    removed: boolean('removed').notNull().default(false),
    record: jsonb('record').$type<RequestRecord>().notNull(),
    unreadable: jsonb('unreadable').$type<StoredUnreadableField[]>().notNull().default([]),
    /** The newest observation applied (Painel's clock), whether or not it changed anything. */
    syncedAt: instant('synced_at').notNull(),
    /** The newest whole-record read applied (Painel's clock); null while only webhooks were seen. */
    readAt: instant('read_at'),
    /** Counts the versions of this request: 1 when created, +1 on every change. */
    observedVersion: bigint('observed_version', { mode: 'number' }).notNull().default(1),
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(
        `translate(lower(${[
          'code',
          'name',
          'company_name',
          'company_fantasy_name',
          'company_cnpj',
          'company_cnpj_digits',
          'responsible_name',
          'responsible_email',
        ]
          .map((column) => `coalesce("${column}", '')`)
          .join(` || ' ' || `)}), '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}')`,
      ),
    ),
  },
  (table) => [
    primaryKey({ name: 'mirror_requests_pk', columns: [table.type, table.code] }),
    index('mirror_requests_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    // Listing sorts: both directions of the dates and numbers, ascending names (type and removed
    // first, as every listing filters on them); other sorts order the matching rows (ADR 017).
    ...sortIndexes('created', table.type, table.removed, table.createdAt, table.code),
    ...sortIndexes('changed', table.type, table.removed, table.lastChangedAt, table.code),
    ...sortIndexes('final_value', table.type, table.removed, table.finalValue, table.code),
    ...sortIndexes('power', table.type, table.removed, table.totalPower, table.code),
    // Sorts of ADR 030: time in status both ways, original value both ways, the texts ascending,
    // payment status by its workflow order, and "mine" by the responsible's e-mail in any case.
    ...sortIndexes('status_since', table.type, table.removed, table.statusSince, table.code),
    ...sortIndexes('original_value', table.type, table.removed, table.originalValue, table.code),
    index('mirror_requests_kind_idx').on(table.type, table.removed, table.kind, table.code),
    index('mirror_requests_cnpj_idx').on(table.type, table.removed, table.companyCnpjDigits, table.code),
    index('mirror_requests_payment_type_idx').on(table.type, table.removed, table.paymentType, table.code),
    index('mirror_requests_payment_workflow_idx').on(
      table.type,
      table.removed,
      sql.raw(PAYMENT_WORKFLOW_SQL.replaceAll('m.payment_status', '"payment_status"')),
      table.code,
    ),
    index('mirror_requests_deal_status_code_idx').on(table.type, table.removed, table.dealStatus, table.code),
    index('mirror_requests_responsible_email_idx').on(
      table.type,
      table.removed,
      sql`lower(${table.responsibleEmail})`,
    ),
    index('mirror_requests_name_idx').on(table.type, table.removed, table.name, table.code),
    index('mirror_requests_company_idx').on(table.type, table.removed, table.companyName, table.code),
    index('mirror_requests_responsible_idx').on(table.type, table.removed, table.responsibleName, table.code),
    // Board cards (most recently moved first in each status) and the status filter.
    index('mirror_requests_status_idx').on(
      table.type,
      table.removed,
      table.dealStatus,
      table.statusSince.desc().nullsLast(),
      table.code.desc().nullsLast(),
    ),
    // The board and the insights under a UF and a status filter together (ADR 037): both in the
    // index condition, so only the matching rows' pages are read.
    index('mirror_requests_uf_status_idx').on(
      table.type,
      table.removed,
      table.freightState,
      table.dealStatus,
      table.createdAt.desc().nullsLast(),
    ),
    // The budget cohort (ADR 091): every column it reads, so its orders and budgets come from the
    // index alone rather than from the wide rows.
    index('mirror_requests_cohort_idx').on(
      table.type,
      table.removed,
      table.createdAt,
      table.budgetCreatedAt,
      table.companyCnpjDigits,
      table.responsibleEmail,
    ),
    index('mirror_requests_uf_idx').on(
      table.type,
      table.removed,
      table.freightState,
      table.createdAt.desc().nullsLast(),
    ),
  ],
);

/**
 * Count, money and power per type, removed flag and status, kept by the same transaction that
 * changes a request, so the unfiltered board, the listing total and the mirror counts never scan
 * the mirror (ADR 017). `deal_status` is '' for requests without one.
 */
export const mirrorStatusTotals = pgTable(
  'mirror_status_totals',
  {
    type: text('type').$type<RequestType>().notNull(),
    removed: boolean('removed').notNull(),
    dealStatus: text('deal_status').notNull(),
    requests: bigint('requests', { mode: 'number' }).notNull(),
    sumFinalValue: numeric('sum_final_value', { precision: 20, scale: 2, mode: 'number' }).notNull(),
    sumTotalPower: numeric('sum_total_power', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'mirror_status_totals_pk', columns: [table.type, table.removed, table.dealStatus] }),
  ],
);
