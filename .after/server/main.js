var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// src/contract/api/roles.ts
import { z } from "zod";
var ROLES = ["viewer", "sales", "finance", "admin"];
var roleSchema = z.enum(ROLES);

// src/bff/security/tokens.ts
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
function randomToken(bytes = 32) {
  return randomBytes(bytes).toString("base64url");
}
function sha256Hex(value) {
  return createHash("sha256").update(value, "utf8").digest("hex");
}
function constantTimeEqual(given, expected) {
  const a = createHash("sha256").update(given, "utf8").digest();
  const b = createHash("sha256").update(expected, "utf8").digest();
  return timingSafeEqual(a, b);
}

// src/bff/auth/userStore.ts
import { randomUUID } from "node:crypto";
import { and, asc, count, eq, gt, isNull, sql as sql9 } from "drizzle-orm";

// src/bff/db/schema/index.ts
var schema_exports = {};
__export(schema_exports, {
  INBOX_STATUSES: () => INBOX_STATUSES,
  appSettings: () => appSettings,
  auditLog: () => auditLog,
  devices: () => devices,
  governorCircuit: () => governorCircuit,
  idempotencyKeys: () => idempotencyKeys,
  liveEvents: () => liveEvents,
  loginThrottle: () => loginThrottle,
  mirrorRequests: () => mirrorRequests,
  mirrorStatusTotals: () => mirrorStatusTotals,
  requestHistory: () => requestHistory,
  requestStatusStays: () => requestStatusStays,
  requestStatusesCache: () => requestStatusesCache,
  savedViews: () => savedViews,
  sessions: () => sessions,
  setsPaymentReceived: () => setsPaymentReceived,
  syncRefreshQueue: () => syncRefreshQueue,
  syncState: () => syncState,
  upstreamCalls: () => upstreamCalls,
  users: () => users,
  webhookInbox: () => webhookInbox,
  writeExpectations: () => writeExpectations
});

// src/bff/db/schema/governor.ts
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
var instant = (name) => timestamp(name, { withTimezone: true, mode: "date" });
var upstreamCalls = pgTable(
  "upstream_calls",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    priority: text("priority").$type().notNull(),
    purpose: text("purpose").notNull(),
    /** Which backend process sent it (host, pid and a random tag), for tracing a shared ledger. */
    instance: text("instance").notNull(),
    startedAt: instant("started_at").notNull(),
    /**
     * When the call stopped using the vendor: the start plus its time-out while it runs, the real
     * end once it finished. A call counts against the budgets until one window after this.
     */
    endsAt: instant("ends_at").notNull(),
    finishedAt: instant("finished_at"),
    /** The time-out the call was reserved with; its wall-time cost until the real one is known. */
    reservedMs: integer("reserved_ms").notNull(),
    durationMs: integer("duration_ms"),
    outcome: text("outcome").$type().notNull().default("pending"),
    httpStatus: integer("http_status"),
    /** A short kind (error name, 429 cause), never a message that could carry a secret. */
    detail: text("detail")
  },
  (table) => [index("upstream_calls_ends_at_idx").on(table.endsAt)]
);
var governorCircuit = pgTable(
  "governor_circuit",
  {
    id: smallint("id").primaryKey().default(1),
    state: text("state").$type().notNull().default("closed"),
    openedAt: instant("opened_at"),
    cause: text("cause"),
    openedByCall: bigint("opened_by_call", { mode: "number" }),
    resetAt: instant("reset_at"),
    resetBy: text("reset_by")
  },
  (table) => [
    check("governor_circuit_single_row", sql`${table.id} = 1`),
    check("governor_circuit_state", sql`${table.state} in ('closed', 'open')`)
  ]
);

// src/bff/db/schema/users.ts
import { sql as sql2 } from "drizzle-orm";
import { boolean, check as check2, pgTable as pgTable2, text as text2, timestamp as timestamp2, uniqueIndex, uuid } from "drizzle-orm/pg-core";
var instant2 = (name) => timestamp2(name, { withTimezone: true, mode: "date" });
var users = pgTable2(
  "users",
  {
    id: uuid("id").primaryKey(),
    email: text2("email").notNull(),
    name: text2("name").notNull().default(""),
    passwordHash: text2("password_hash").notNull(),
    roles: text2("roles").array().$type().notNull(),
    /** Set while the account may not sign in; disabling also ends every session of the account. */
    disabledAt: instant2("disabled_at"),
    /** One of the sandbox's demo accounts: usable in sandbox mode only, disabled against the vendor. */
    demo: boolean("demo").notNull().default(false),
    createdAt: instant2("created_at").notNull(),
    updatedAt: instant2("updated_at").notNull(),
    passwordChangedAt: instant2("password_changed_at").notNull(),
    lastSignedInAt: instant2("last_signed_in_at")
  },
  (table) => [
    uniqueIndex("users_email_idx").on(table.email),
    check2("users_email_normalised", sql2`${table.email} = lower(btrim(${table.email}))`)
  ]
);

// src/bff/db/schema/devices.ts
import { index as index2, pgTable as pgTable3, text as text3, timestamp as timestamp3, uniqueIndex as uniqueIndex2, uuid as uuid2 } from "drizzle-orm/pg-core";
var instant3 = (name) => timestamp3(name, { withTimezone: true, mode: "date" });
var devices = pgTable3(
  "devices",
  {
    id: uuid2("id").primaryKey(),
    name: text3("name").notNull(),
    createdBy: uuid2("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: instant3("created_at").notNull(),
    enrolmentCodeHash: text3("enrolment_code_hash"),
    enrolmentExpiresAt: instant3("enrolment_expires_at"),
    enrolledAt: instant3("enrolled_at"),
    revokedAt: instant3("revoked_at")
  },
  (table) => [
    uniqueIndex2("devices_enrolment_code_hash_idx").on(table.enrolmentCodeHash),
    index2("devices_created_at_idx").on(table.createdAt)
  ]
);

// src/bff/db/schema/sessions.ts
import { sql as sql3 } from "drizzle-orm";
import { check as check3, index as index3, pgTable as pgTable4, text as text4, timestamp as timestamp4, uniqueIndex as uniqueIndex3, uuid as uuid3 } from "drizzle-orm/pg-core";
var instant4 = (name) => timestamp4(name, { withTimezone: true, mode: "date" });
var sessions = pgTable4(
  "sessions",
  {
    tokenHash: text4("token_hash").primaryKey(),
    id: uuid3("id").notNull(),
    kind: text4("kind").$type().notNull(),
    userId: uuid3("user_id").references(() => users.id, { onDelete: "cascade" }),
    deviceId: uuid3("device_id").references(() => devices.id, { onDelete: "cascade" }),
    createdAt: instant4("created_at").notNull(),
    /** Moved forward as the session is used (at most once a minute); the idle time-out counts from here. */
    lastSeenAt: instant4("last_seen_at").notNull(),
    /** The absolute time-out: the session ends then, however active it is. */
    expiresAt: instant4("expires_at").notNull(),
    address: text4("address"),
    userAgent: text4("user_agent")
  },
  (table) => [
    uniqueIndex3("sessions_id_idx").on(table.id),
    index3("sessions_user_id_idx").on(table.userId),
    index3("sessions_device_id_idx").on(table.deviceId),
    index3("sessions_expires_at_idx").on(table.expiresAt),
    check3(
      "sessions_owner",
      sql3`(${table.kind} = 'user' and ${table.userId} is not null and ${table.deviceId} is null) or (${table.kind} = 'device' and ${table.deviceId} is not null and ${table.userId} is null)`
    )
  ]
);

// src/bff/db/schema/loginThrottle.ts
import { integer as integer2, pgTable as pgTable5, text as text5, timestamp as timestamp5 } from "drizzle-orm/pg-core";
var instant5 = (name) => timestamp5(name, { withTimezone: true, mode: "date" });
var loginThrottle = pgTable5("login_throttle", {
  key: text5("key").primaryKey(),
  /** Attempts in the current window that have not been cleared by a success. */
  attempts: integer2("attempts").notNull(),
  windowStartedAt: instant5("window_started_at").notNull(),
  lockedUntil: instant5("locked_until"),
  /** Locks so far; each lock lasts twice as long as the one before, up to a ceiling. */
  lockouts: integer2("lockouts").notNull().default(0),
  updatedAt: instant5("updated_at").notNull()
});

// src/bff/db/schema/audit.ts
import { bigint as bigint2, index as index4, jsonb, pgTable as pgTable6, text as text6, timestamp as timestamp6, uuid as uuid4 } from "drizzle-orm/pg-core";
var instant6 = (name) => timestamp6(name, { withTimezone: true, mode: "date" });
var auditLog = pgTable6(
  "audit_log",
  {
    id: bigint2("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: instant6("at").notNull(),
    action: text6("action").notNull(),
    actorKind: text6("actor_kind").$type().notNull(),
    actorId: uuid4("actor_id"),
    /** The actor as a person reads it (e-mail, device name, operator), copied so it survives a rename. */
    actorLabel: text6("actor_label"),
    /** The HTTP request id (x-request-id), to line the entry up with the logs. */
    requestId: text6("request_id"),
    /** The vendor's budget or order code the action concerned, if any. */
    requestCode: text6("request_code"),
    /** What the action was done to, e.g. `user:<id>`, `session:<id>`, `device:<id>`. */
    target: text6("target"),
    outcome: text6("outcome").$type().notNull(),
    address: text6("address"),
    details: jsonb("details").$type().notNull().default({})
  },
  (table) => [
    index4("audit_log_at_idx").on(table.at),
    index4("audit_log_actor_id_idx").on(table.actorId),
    index4("audit_log_action_idx").on(table.action),
    index4("audit_log_request_code_idx").on(table.requestCode)
  ]
);

// src/bff/db/schema/idempotency.ts
import { index as index5, integer as integer3, jsonb as jsonb2, pgTable as pgTable7, primaryKey, text as text7, timestamp as timestamp7 } from "drizzle-orm/pg-core";
var instant7 = (name) => timestamp7(name, { withTimezone: true, mode: "date" });
var idempotencyKeys = pgTable7(
  "idempotency_keys",
  {
    /** Who sent the key: `user:<id>`, `device:<id>` or `anonymous`. */
    principal: text7("principal").notNull(),
    key: text7("key").notNull(),
    /** Method and path of the first submit, for the message when the key is reused elsewhere. */
    route: text7("route").notNull(),
    /** SHA-256 of the method, path, fields and every file's name, size and SHA-256. */
    fingerprint: text7("fingerprint").notNull(),
    state: text7("state").$type().notNull(),
    responseStatus: integer3("response_status"),
    responseBody: jsonb2("response_body"),
    createdAt: instant7("created_at").notNull(),
    expiresAt: instant7("expires_at").notNull()
  },
  (table) => [
    primaryKey({ columns: [table.principal, table.key] }),
    index5("idempotency_keys_expires_at_idx").on(table.expiresAt)
  ]
);

// src/bff/db/schema/statusesCache.ts
import { integer as integer4, jsonb as jsonb3, pgTable as pgTable8, text as text8, timestamp as timestamp8 } from "drizzle-orm/pg-core";
var instant8 = (name) => timestamp8(name, { withTimezone: true, mode: "date" });
var requestStatusesCache = pgTable8("request_statuses_cache", {
  type: text8("type").$type().primaryKey(),
  /** The vendor's records, read tolerantly, in `sequence` order. */
  statuses: jsonb3("statuses").$type().notNull(),
  fetchedAt: instant8("fetched_at").notNull(),
  /** Fields of the vendor's answer left out because they did not match the contract. */
  unreadable: integer4("unreadable").notNull().default(0)
});

// src/bff/db/schema/mirror.ts
import { sql as sql5 } from "drizzle-orm";
import {
  bigint as bigint3,
  boolean as boolean2,
  doublePrecision,
  index as index6,
  jsonb as jsonb4,
  numeric,
  pgTable as pgTable9,
  primaryKey as primaryKey2,
  text as text10,
  timestamp as timestamp9
} from "drizzle-orm/pg-core";

// src/bff/mirror/searchFold.ts
var SEARCH_FOLD_FROM = "\xE1\xE0\xE2\xE3\xE4\xE5\xE9\xE8\xEA\xEB\xED\xEC\xEE\xEF\xF3\xF2\xF4\xF5\xF6\xFA\xF9\xFB\xFC\xE7\xF1\xFD";
var SEARCH_FOLD_TO = "aaaaaaeeeeiiiiooooouuuucny";

// src/bff/mirror/sortOrder.ts
import { sql as sql4 } from "drizzle-orm";

// src/contract/api/requestFilters.ts
import { z as z4 } from "zod";

// src/contract/upstream/dateFormats.ts
import { z as z2 } from "zod";
var DATE_ONLY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;
var DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function isLeapYear(year) {
  return year % 4 === 0 && year % 100 !== 0 || year % 400 === 0;
}
function isCalendarDate(text21) {
  if (!DATE_ONLY_FORMAT.test(text21)) return false;
  const [year, month, day] = text21.split("-").map(Number);
  const monthDays = DAYS_IN_MONTH[month - 1];
  if (monthDays === void 0 || day < 1) return false;
  const lastDay = month === 2 && isLeapYear(year) ? 29 : monthDays;
  return day <= lastDay;
}
var calendarDate = z2.string().refine(isCalendarDate, { message: "Expected an existing calendar day as YYYY-MM-DD" });

// src/contract/upstream/enums.ts
import { z as z3 } from "zod";
var REQUEST_TYPES = ["order", "budget"];
var requestTypeSchema = z3.enum(REQUEST_TYPES);
var API_VERSIONS = ["v1", "v2"];
var apiVersionSchema = z3.enum(API_VERSIONS);
var PRODUCT_TYPES = [
  "module",
  "inverter",
  "stringBox",
  "complementaryEquipment",
  "extraItem"
];
var productTypeSchema = z3.enum(PRODUCT_TYPES);
var PAYMENT_TYPES = ["pix", "boleto", "debito", "credito", "financiamento", "other"];
var paymentTypeSchema = z3.enum(PAYMENT_TYPES);
var PAYMENT_STATUSES = ["notRequested", "requested", "received", "cancelled", "partial"];
var paymentStatusSchema = z3.enum(PAYMENT_STATUSES);
var WRITABLE_PAYMENT_STATUSES = ["notRequested", "requested", "received", "cancelled"];
var writablePaymentStatusSchema = z3.enum(WRITABLE_PAYMENT_STATUSES);
var PAYMENT_UPDATE_STATUSES = [
  ...WRITABLE_PAYMENT_STATUSES,
  "aguardando envio",
  "pagamento enviado",
  "pagamento recebido",
  "pagamento cancelado"
];
var paymentUpdateStatusSchema = z3.enum(PAYMENT_UPDATE_STATUSES);
var CONDITION_TYPES = ["notUpdate", "increase", "decrease"];
var conditionTypeSchema = z3.enum(CONDITION_TYPES);
var MODIFIER_TYPES = ["percentage", "fixed"];
var modifierTypeSchema = z3.enum(MODIFIER_TYPES);
var TRANSACTION_STATUSES = [
  "pending",
  "pre_approved",
  "approved",
  "canceled",
  "voided",
  "failed",
  "unknown"
];
var transactionStatusSchema = z3.enum(TRANSACTION_STATUSES);
var CUSTOM_DATA_TYPES = [
  "text",
  "date",
  "integer",
  "decimal",
  "currency",
  "currencyGeneric",
  "singleSelect",
  "multiSelect"
];
var customDataTypeSchema = z3.enum(CUSTOM_DATA_TYPES);
var INSCRICAO_ESTADUAL = ["sim", "nao", "isento"];
var inscricaoEstadualSchema = z3.enum(INSCRICAO_ESTADUAL);
var PAYMENT_LINK_METHODS = ["GET", "PUT", "DELETE"];
var paymentLinkMethodSchema = z3.enum(PAYMENT_LINK_METHODS);
var WEBHOOK_EVENTS = ["budget.created", "budget.updated", "order.created", "order.updated"];
var webhookEventSchema = z3.enum(WEBHOOK_EVENTS);
var RATE_LIMIT_CAUSES = ["hardLimit", "timeLimit"];
var rateLimitCauseSchema = z3.enum(RATE_LIMIT_CAUSES);
var UFS = [
  "AC",
  "AL",
  "AP",
  "AM",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MT",
  "MS",
  "MG",
  "PA",
  "PB",
  "PR",
  "PE",
  "PI",
  "RJ",
  "RN",
  "RS",
  "RO",
  "RR",
  "SC",
  "SP",
  "SE",
  "TO"
];
var ufSchema = z3.enum(UFS);
var FREIGHT_TYPES = ["CIF", "FOB"];
var freightTypeSchema = z3.enum(FREIGHT_TYPES);
var ZONE_TYPES = ["rural", "urban"];
var zoneTypeSchema = z3.enum(ZONE_TYPES);
var TRUCK_POSSIBLE = ["yes", "no"];
var truckPossibleSchema = z3.enum(TRUCK_POSSIBLE);
var ORIENTATIONS = ["portrait", "landscape"];
var orientationSchema = z3.enum(ORIENTATIONS);

// src/contract/api/requestFilters.ts
var SORTABLE_COLUMNS = [
  "code",
  "name",
  "kind",
  "company",
  "cnpj",
  "responsible",
  "createdAt",
  "lastChangedAt",
  "dealStatus",
  "statusSince",
  "stockStatus",
  "paymentStatus",
  "paymentType",
  "totalPower",
  "originalValue",
  "finalValue",
  "freightState"
];
var sortableColumnSchema = z4.enum(SORTABLE_COLUMNS);
var SORT_DIRECTIONS = ["asc", "desc"];
var sortDirectionSchema = z4.enum(SORT_DIRECTIONS);
var PAYMENT_STATUS_WORKFLOW_ORDER = [
  "notRequested",
  "requested",
  "partial",
  "received",
  "cancelled"
];
var REMOVED_MODES = ["exclude", "include", "only"];
var removedModeSchema = z4.enum(REMOVED_MODES);
var CONVERSION_FILTERS = ["converted", "withoutBudget"];
var conversionFilterSchema = z4.enum(CONVERSION_FILTERS);
var MAX_PAGE_SIZE = 200;
var DEFAULT_PAGE_SIZE = 25;
var list = (item2) => z4.preprocess((value) => {
  if (value === void 0 || value === "") return void 0;
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((entry) => typeof entry === "string" ? entry.split(",") : [entry]).filter((e) => e !== "");
}, z4.array(item2).optional());
var number = z4.preprocess(
  (value) => value === "" ? void 0 : value,
  z4.coerce.number().finite().optional()
);
var flag = z4.preprocess((value) => {
  if (value === void 0 || value === "" || value === false || value === "0" || value === "false") {
    return void 0;
  }
  if (value === "1" || value === "true") return true;
  return value;
}, z4.boolean().optional());
var text9 = z4.preprocess(
  (value) => typeof value === "string" ? value.trim() || void 0 : value,
  z4.string().max(200).optional()
);
var requestFilters = z4.object({
  /** Free text over code, name, company names, CNPJ and responsible (trigram search). */
  q: text9,
  createdFrom: calendarDate.optional(),
  createdTo: calendarDate.optional(),
  updatedFrom: calendarDate.optional(),
  updatedTo: calendarDate.optional(),
  code: text9,
  name: text9,
  powerMin: number,
  powerMax: number,
  uf: list(ufSchema),
  city: text9,
  /** Digits or a masked CNPJ; matched by its digits. */
  cnpj: text9,
  responsible: text9,
  /** The responsible's e-mail exactly, in any case (the insights' drill-down by responsible). */
  responsibleEmail: text9,
  status: list(z4.string().min(1).max(120)),
  paymentStatus: list(paymentStatusSchema),
  paymentType: list(paymentTypeSchema),
  /** Orders that came from a budget, or not (ADR 046). */
  conversion: conversionFilterSchema.optional(),
  /**
   * Whose payment became received on these whole UTC days, both included, and is received now
   * (ADR 046): the latest change of the payment status to received that the history recorded.
   */
  paymentReceivedFrom: calendarDate.optional(),
  paymentReceivedTo: calendarDate.optional(),
  removed: removedModeSchema.optional(),
  /** Work queue "my requests": the responsible's e-mail is the signed-in person's (any case). */
  mine: flag,
  /**
   * Work queue "stalled": longer in the current status than that status's threshold
   * (GET /api/settings/stalled).
   */
  stalled: flag,
  /**
   * Work queue "in progress": not in a final status (the admin's per-type list, ADR 044), so a
   * person's queue holds what can still move. A request without a status is in progress.
   */
  open: flag
});
var FILTER_KEYS = requestFilters.keyof().options;
var requestListQuery = requestFilters.extend({
  sort: sortableColumnSchema.optional(),
  dir: sortDirectionSchema.optional(),
  page: z4.coerce.number().int().min(1).default(1),
  pageSize: z4.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)
});

// src/bff/mirror/sortOrder.ts
function rankText(rank) {
  return String(rank).padStart(6, "0");
}
var UNKNOWN_RANK = "999999";
var PAYMENT_WORKFLOW_SQL = `(case m.payment_status ${PAYMENT_STATUS_WORKFLOW_ORDER.map(
  (status, rank) => `when '${status}' then '${rankText(rank)}'`
).join(" ")} else '${UNKNOWN_RANK}' || m.payment_status end)`;
var SORT_COLUMNS = {
  code: { column: "m.code", sqlType: "text", natural: "asc" },
  name: { column: "m.name", sqlType: "text", natural: "asc" },
  kind: { column: "m.kind", sqlType: "text", natural: "asc" },
  company: { column: "m.company_name", sqlType: "text", natural: "asc" },
  cnpj: { column: "m.company_cnpj_digits", sqlType: "text", natural: "asc" },
  responsible: { column: "m.responsible_name", sqlType: "text", natural: "asc" },
  createdAt: { column: "m.created_at", sqlType: "timestamptz", natural: "desc" },
  lastChangedAt: { column: "m.last_changed_at", sqlType: "timestamptz", natural: "desc" },
  // Replaced per read by the configured statuses' sequence (see resolveSort).
  dealStatus: { column: "m.deal_status", sqlType: "text", natural: "asc" },
  // Ascending: the longest in its status first.
  statusSince: { column: "m.status_since", sqlType: "timestamptz", natural: "asc" },
  stockStatus: { column: "m.stock_status", sqlType: "text", natural: "asc" },
  paymentStatus: { column: PAYMENT_WORKFLOW_SQL, sqlType: "text", natural: "asc" },
  paymentType: { column: "m.payment_type", sqlType: "text", natural: "asc" },
  totalPower: { column: "m.total_power", sqlType: "float8", natural: "desc" },
  originalValue: { column: "m.original_value", sqlType: "numeric", natural: "desc" },
  finalValue: { column: "m.final_value", sqlType: "numeric", natural: "desc" },
  freightState: { column: "m.freight_state", sqlType: "text", natural: "asc" }
};
var DEFAULT_SORT = "createdAt";
function statusSequenceSql(statusOrder) {
  if (statusOrder.length === 0) return sql4.raw(`('${UNKNOWN_RANK}' || m.deal_status)`);
  const cases = statusOrder.map((name, rank) => sql4`when ${name} then ${rankText(rank)}`);
  return sql4`(case m.deal_status ${sql4.join(cases, sql4` `)} else ${UNKNOWN_RANK} || m.deal_status end)`;
}
function resolveSort(sort, dir, statusOrder = []) {
  const key = sort ?? DEFAULT_SORT;
  const column4 = SORT_COLUMNS[key];
  const value = key === "dealStatus" ? statusSequenceSql(statusOrder) : sql4.raw(column4.column);
  return { key, value, sqlType: column4.sqlType, direction: dir ?? column4.natural };
}
function orderBySql({ key, value, direction }) {
  const dir = sql4.raw(direction);
  if (key === "code") return sql4`m.code ${dir} nulls last`;
  return sql4`${value} ${dir} nulls last, m.code ${dir} nulls last`;
}
function afterKeySql({ key, value: column4, sqlType, direction }, last) {
  const beyond = sql4.raw(direction === "asc" ? ">" : "<");
  const codeBeyond = sql4`m.code ${beyond} ${last.code}`;
  if (key === "code") return codeBeyond;
  if (last.value === null) return sql4`(${column4} is null and ${codeBeyond})`;
  const value = sql4`cast(${last.value} as ${sql4.raw(sqlType)})`;
  return sql4`(${column4} ${beyond} ${value} or (${column4} = ${value} and ${codeBeyond}) or ${column4} is null)`;
}

// src/bff/db/schema/mirror.ts
var instant9 = (name) => timestamp9(name, { withTimezone: true, mode: "date" });
var money = (name) => numeric(name, { precision: 14, scale: 2, mode: "number" });
function sortIndexes(name, type, removed, column4, code) {
  return [
    index6(`mirror_requests_${name}_asc_idx`).on(
      type,
      removed,
      column4.asc().nullsLast(),
      code.asc().nullsLast()
    ),
    index6(`mirror_requests_${name}_desc_idx`).on(
      type,
      removed,
      column4.desc().nullsLast(),
      code.desc().nullsLast()
    )
  ];
}
var mirrorRequests = pgTable9(
  "mirror_requests",
  {
    type: text10("type").$type().notNull(),
    code: text10("code").notNull(),
    id: text10("id"),
    name: text10("name"),
    kind: text10("kind"),
    companyName: text10("company_name"),
    companyFantasyName: text10("company_fantasy_name"),
    /** As received (usually masked). */
    companyCnpj: text10("company_cnpj"),
    companyCnpjDigits: text10("company_cnpj_digits"),
    /** Name and surname joined. */
    responsibleName: text10("responsible_name"),
    responsibleEmail: text10("responsible_email"),
    /** orderCreated for orders (budgetCreated when absent), budgetCreated for budgets. */
    createdAt: instant9("created_at"),
    /**
     * An order's orderCreated - budgetCreated in ms when its record carries both, so conversion
     * figures never read the record (ADR 036).
     */
    conversionMs: doublePrecision("conversion_ms"),
    /** The newest `lastUpdate` of the vendor applied here (webhooks carry it; the vendor's clock). */
    vendorLastUpdate: instant9("vendor_last_update"),
    /** The last change Painel knows of (ADR 017 says which clock). */
    lastChangedAt: instant9("last_changed_at").notNull(),
    dealStatus: text10("deal_status"),
    /**
     * Since when the request has its dealStatus: the observed change, or for a status Painel found
     * already set, the latest instant the vendor's dates allow (ADR 065).
     */
    statusSince: instant9("status_since"),
    /** True when statusSince is only that bound: the status began at or before it ("desde antes de"). */
    statusSinceBefore: boolean2("status_since_before").notNull().default(false),
    /**
     * When Painel first saw the request in its current status without seeing the status begin; null
     * once a change of status was observed. Only such rows take tighter bounds.
     */
    statusFirstSeenAt: instant9("status_first_seen_at"),
    stockStatus: text10("stock_status"),
    paymentStatus: text10("payment_status"),
    paymentType: text10("payment_type"),
    /** payment.paidAt (Brasília wall time in the record), dating a reception (ADR 065). */
    paidOn: instant9("paid_on"),
    /** Wp (docs/decisions/008-power-unit.md). */
    totalPower: doublePrecision("total_power"),
    originalValue: money("original_value"),
    discount: money("discount"),
    surcharge: money("surcharge"),
    finalValue: money("final_value"),
    /** The UF of freight.address.state, upper-cased. */
    freightState: text10("freight_state"),
    freightCity: text10("freight_city"),
    removed: boolean2("removed").notNull().default(false),
    record: jsonb4("record").$type().notNull(),
    unreadable: jsonb4("unreadable").$type().notNull().default([]),
    /** The newest observation applied (Painel's clock), whether or not it changed anything. */
    syncedAt: instant9("synced_at").notNull(),
    /** The newest whole-record read applied (Painel's clock); null while only webhooks were seen. */
    readAt: instant9("read_at"),
    /** Counts the versions of this request: 1 when created, +1 on every change. */
    observedVersion: bigint3("observed_version", { mode: "number" }).notNull().default(1),
    searchText: text10("search_text").generatedAlwaysAs(
      sql5.raw(
        `translate(lower(${[
          "code",
          "name",
          "company_name",
          "company_fantasy_name",
          "company_cnpj",
          "company_cnpj_digits",
          "responsible_name",
          "responsible_email"
        ].map((column4) => `coalesce("${column4}", '')`).join(` || ' ' || `)}), '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}')`
      )
    )
  },
  (table) => [
    primaryKey2({ name: "mirror_requests_pk", columns: [table.type, table.code] }),
    index6("mirror_requests_search_idx").using("gin", table.searchText.op("gin_trgm_ops")),
    // Listing sorts: both directions of the dates and numbers, ascending names (type and removed
    // first, as every listing filters on them); other sorts order the matching rows (ADR 017).
    ...sortIndexes("created", table.type, table.removed, table.createdAt, table.code),
    ...sortIndexes("changed", table.type, table.removed, table.lastChangedAt, table.code),
    ...sortIndexes("final_value", table.type, table.removed, table.finalValue, table.code),
    ...sortIndexes("power", table.type, table.removed, table.totalPower, table.code),
    // Sorts of ADR 030: time in status both ways, original value both ways, the texts ascending,
    // payment status by its workflow order, and "mine" by the responsible's e-mail in any case.
    ...sortIndexes("status_since", table.type, table.removed, table.statusSince, table.code),
    ...sortIndexes("original_value", table.type, table.removed, table.originalValue, table.code),
    index6("mirror_requests_kind_idx").on(table.type, table.removed, table.kind, table.code),
    index6("mirror_requests_cnpj_idx").on(table.type, table.removed, table.companyCnpjDigits, table.code),
    index6("mirror_requests_payment_type_idx").on(table.type, table.removed, table.paymentType, table.code),
    index6("mirror_requests_payment_workflow_idx").on(
      table.type,
      table.removed,
      sql5.raw(PAYMENT_WORKFLOW_SQL.replaceAll("m.payment_status", '"payment_status"')),
      table.code
    ),
    index6("mirror_requests_deal_status_code_idx").on(table.type, table.removed, table.dealStatus, table.code),
    index6("mirror_requests_responsible_email_idx").on(
      table.type,
      table.removed,
      sql5`lower(${table.responsibleEmail})`
    ),
    index6("mirror_requests_name_idx").on(table.type, table.removed, table.name, table.code),
    index6("mirror_requests_company_idx").on(table.type, table.removed, table.companyName, table.code),
    index6("mirror_requests_responsible_idx").on(table.type, table.removed, table.responsibleName, table.code),
    // Board cards (most recently moved first in each status) and the status filter.
    index6("mirror_requests_status_idx").on(
      table.type,
      table.removed,
      table.dealStatus,
      table.statusSince.desc().nullsLast(),
      table.code.desc().nullsLast()
    ),
    // The board and the insights under a UF and a status filter together (ADR 037): both in the
    // index condition, so only the matching rows' pages are read.
    index6("mirror_requests_uf_status_idx").on(
      table.type,
      table.removed,
      table.freightState,
      table.dealStatus,
      table.createdAt.desc().nullsLast()
    ),
    index6("mirror_requests_uf_idx").on(
      table.type,
      table.removed,
      table.freightState,
      table.createdAt.desc().nullsLast()
    )
  ]
);
var mirrorStatusTotals = pgTable9(
  "mirror_status_totals",
  {
    type: text10("type").$type().notNull(),
    removed: boolean2("removed").notNull(),
    dealStatus: text10("deal_status").notNull(),
    requests: bigint3("requests", { mode: "number" }).notNull(),
    sumFinalValue: numeric("sum_final_value", { precision: 20, scale: 2, mode: "number" }).notNull(),
    sumTotalPower: numeric("sum_total_power", { mode: "number" }).notNull()
  },
  (table) => [
    primaryKey2({ name: "mirror_status_totals_pk", columns: [table.type, table.removed, table.dealStatus] })
  ]
);

// src/bff/db/schema/history.ts
import { sql as sql6 } from "drizzle-orm";
import { bigint as bigint4, index as index7, jsonb as jsonb5, pgTable as pgTable10, text as text11, timestamp as timestamp10 } from "drizzle-orm/pg-core";
var instant10 = (name) => timestamp10(name, { withTimezone: true, mode: "date" });
function setsPaymentReceived(changes) {
  return sql6`(${changes} @> '[{"field":"payment.status","to":"received"}]'::jsonb or ${changes} @> '[{"field":"payment","to":{"status":"received"}}]'::jsonb)`;
}
var requestHistory = pgTable10(
  "request_history",
  {
    id: bigint4("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    type: text11("type").$type().notNull(),
    code: text11("code").notNull(),
    /** When the change happened, as well as Painel knows (ADR 017). */
    at: instant10("at").notNull(),
    source: text11("source").$type().notNull(),
    /** The e-mail of the Painel user whose write caused it, for "changes by this person" filters. */
    actor: text11("actor"),
    /** Who caused it (ADR 029); null on rows recorded before, read from source and actor instead. */
    changedBy: jsonb5("changed_by").$type(),
    changes: jsonb5("changes").$type().notNull(),
    /** When Painel saw it. */
    observedAt: instant10("observed_at").notNull()
  },
  (table) => [
    index7("request_history_request_idx").on(table.type, table.code, table.at.desc(), table.id.desc()),
    index7("request_history_at_idx").on(table.at.desc(), table.id.desc()),
    // Only the rows that set a payment to received (ADR 046's "received in the period"): the period's
    // few instead of every change of the period tested against the JSON (ADR 047).
    index7("request_history_received_idx").on(table.at, table.type, table.code).where(setsPaymentReceived(table.changes))
  ]
);

// src/bff/db/schema/statusStays.ts
import { bigint as bigint5, doublePrecision as doublePrecision2, index as index8, pgTable as pgTable11, text as text12, timestamp as timestamp11 } from "drizzle-orm/pg-core";
var instant11 = (name) => timestamp11(name, { withTimezone: true, mode: "date" });
var requestStatusStays = pgTable11(
  "request_status_stays",
  {
    /** The history version that left the status; a stay ends where that version starts. */
    historyId: bigint5("history_id", { mode: "number" }).primaryKey(),
    type: text12("type").$type().notNull(),
    code: text12("code").notNull(),
    /** The status left, as the vendor named it (configured or not). */
    status: text12("status").notNull(),
    /** When the previous status event happened (history `at`, the clock statusSince uses). */
    enteredAt: instant11("entered_at").notNull(),
    leftAt: instant11("left_at").notNull(),
    /** leftAt - enteredAt, so percentiles read one number per row. */
    ms: doublePrecision2("ms").notNull()
  },
  (table) => [
    // Joined per request from the filtered mirror rows; status and ms ride along, so the join can
    // read the index alone.
    index8("request_status_stays_request_idx").on(table.type, table.code, table.status, table.ms)
  ]
);

// src/bff/db/schema/inbox.ts
import { sql as sql7 } from "drizzle-orm";
import { bigint as bigint6, check as check4, index as index9, integer as integer5, jsonb as jsonb6, pgTable as pgTable12, text as text13, timestamp as timestamp12 } from "drizzle-orm/pg-core";
var instant12 = (name) => timestamp12(name, { withTimezone: true, mode: "date" });
var INBOX_STATUSES = ["pending", "done", "failed", "unknown_kind"];
var webhookInbox = pgTable12(
  "webhook_inbox",
  {
    id: bigint6("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    receivedAt: instant12("received_at").notNull(),
    /** The event name as sent (null when it was absent or not text). */
    event: text13("event"),
    /** The listed kind it is, or `unknown`. */
    kind: text13("kind").notNull(),
    requestType: text13("request_type").$type(),
    requestCode: text13("request_code"),
    /** `data.lastUpdate` when it was a readable time (the vendor's clock). */
    vendorLastUpdate: instant12("vendor_last_update"),
    /** SHA-256 of the canonical JSON of the body: a repeated delivery has the same key. */
    derivedKey: text13("derived_key").notNull().unique("webhook_inbox_derived_key_unique"),
    /** The body as received, without NUL characters (PostgreSQL's jsonb refuses them). */
    body: jsonb6("body").notNull(),
    status: text13("status").$type().notNull().default("pending"),
    attempts: integer5("attempts").notNull().default(0),
    /** Deliveries of the same content after the first, answered 200 and not stored again. */
    duplicates: integer5("duplicates").notNull().default(0),
    /** The processor leaves the row alone until then (back-off after an error). */
    availableAt: instant12("available_at").notNull(),
    processedAt: instant12("processed_at"),
    /** How applying it went: created, changed, unchanged or stale. */
    outcome: text13("outcome"),
    /** The last error, short and free of secrets. */
    error: text13("error")
  },
  (table) => [
    index9("webhook_inbox_pending_idx").on(table.status, table.availableAt, table.id),
    index9("webhook_inbox_received_at_idx").on(table.receivedAt),
    check4("webhook_inbox_status", sql7`${table.status} in ('pending', 'done', 'failed', 'unknown_kind')`)
  ]
);

// src/bff/db/schema/syncState.ts
import { index as index10, integer as integer6, jsonb as jsonb7, pgTable as pgTable13, primaryKey as primaryKey3, text as text14, timestamp as timestamp13 } from "drizzle-orm/pg-core";
var instant13 = (name) => timestamp13(name, { withTimezone: true, mode: "date" });
var syncState = pgTable13("sync_state", {
  key: text14("key").primaryKey(),
  value: jsonb7("value").notNull(),
  updatedAt: instant13("updated_at").notNull()
});
var syncRefreshQueue = pgTable13(
  "sync_refresh_queue",
  {
    type: text14("type").$type().notNull(),
    code: text14("code").notNull(),
    /** The governor class of the refresh: `refresh` after a user's write, `webhook` after a delivery. */
    priority: text14("priority").$type().notNull(),
    /** The history source of what the refresh finds: `write` (with the person) or `refresh`. */
    source: text14("source").$type().notNull(),
    /** Whose write the refresh follows: what it finds is recorded as their change. */
    person: jsonb7("person").$type(),
    dueAt: instant13("due_at").notNull(),
    /** The newest ask; a refresh sent before it does not satisfy it. */
    requestedAt: instant13("requested_at").notNull(),
    /** The newest vendor lastUpdate among the deliveries that asked (a reconcile may cover them). */
    vendorLastUpdate: instant13("vendor_last_update"),
    attempts: integer6("attempts").notNull().default(0),
    lastError: text14("last_error")
  },
  (table) => [
    primaryKey3({ name: "sync_refresh_queue_pk", columns: [table.type, table.code] }),
    index10("sync_refresh_queue_due_idx").on(table.dueAt)
  ]
);

// src/bff/db/schema/liveEvents.ts
import { bigint as bigint7, index as index11, jsonb as jsonb8, pgTable as pgTable14, text as text15, timestamp as timestamp14 } from "drizzle-orm/pg-core";
var instant14 = (name) => timestamp14(name, { withTimezone: true, mode: "date" });
var liveEvents = pgTable14(
  "live_events",
  {
    id: bigint7("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: instant14("at").notNull(),
    kind: text15("kind").notNull(),
    /** The event as the contract's liveEvent schema describes it. */
    payload: jsonb8("payload").notNull()
  },
  (table) => [index11("live_events_at_idx").on(table.at)]
);

// src/bff/db/schema/settings.ts
import { jsonb as jsonb9, pgTable as pgTable15, text as text16, timestamp as timestamp15, uuid as uuid5 } from "drizzle-orm/pg-core";
var instant15 = (name) => timestamp15(name, { withTimezone: true, mode: "date" });
var appSettings = pgTable15("app_settings", {
  key: text16("key").primaryKey(),
  value: jsonb9("value").notNull(),
  updatedAt: instant15("updated_at").notNull(),
  /** The admin who set it; null once that account is deleted. */
  updatedBy: uuid5("updated_by")
});

// src/bff/db/schema/savedViews.ts
import { sql as sql8 } from "drizzle-orm";
import { boolean as boolean3, index as index12, pgTable as pgTable16, text as text17, timestamp as timestamp16, uniqueIndex as uniqueIndex4, uuid as uuid6 } from "drizzle-orm/pg-core";
var instant16 = (name) => timestamp16(name, { withTimezone: true, mode: "date" });
var savedViews = pgTable16(
  "saved_views",
  {
    id: uuid6("id").primaryKey(),
    ownerId: uuid6("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    type: text17("type").$type().notNull(),
    name: text17("name").notNull(),
    query: text17("query").notNull(),
    shared: boolean3("shared").notNull().default(false),
    isDefault: boolean3("is_default").notNull().default(false),
    createdAt: instant16("created_at").notNull(),
    updatedAt: instant16("updated_at").notNull()
  },
  (table) => [
    index12("saved_views_owner_idx").on(table.ownerId, table.type),
    index12("saved_views_shared_idx").on(table.type).where(sql8`${table.shared}`),
    // One default per person and type, kept by the database even under concurrent writes.
    uniqueIndex4("saved_views_one_default_idx").on(table.ownerId, table.type).where(sql8`${table.isDefault}`)
  ]
);

// src/bff/db/schema/writeExpectations.ts
import { bigint as bigint8, index as index13, jsonb as jsonb10, pgTable as pgTable17, text as text18, timestamp as timestamp17 } from "drizzle-orm/pg-core";
var instant17 = (name) => timestamp17(name, { withTimezone: true, mode: "date" });
var writeExpectations = pgTable17(
  "write_expectations",
  {
    id: bigint8("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    type: text18("type").$type().notNull(),
    code: text18("code").notNull(),
    person: jsonb10("person").$type().notNull(),
    values: jsonb10("values").$type().notNull(),
    /** Names of the files the write attached (the vendor keeps them under `payment.files`). */
    files: jsonb10("files").$type().notNull(),
    /** The HTTP request id of the write, to line it up with the logs and the audit. */
    requestId: text18("request_id").notNull(),
    createdAt: instant17("created_at").notNull(),
    expiresAt: instant17("expires_at").notNull()
  },
  (table) => [index13("write_expectations_request_idx").on(table.type, table.code)]
);

// src/bff/auth/userStore.ts
var EmailTakenError = class extends Error {
  name = "EmailTakenError";
};
var LastAdminError = class extends Error {
  name = "LastAdminError";
};
function normaliseEmail(email) {
  return email.trim().toLowerCase();
}
var userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  roles: users.roles,
  disabledAt: users.disabledAt,
  demo: users.demo,
  createdAt: users.createdAt,
  lastSignedInAt: users.lastSignedInAt
};
function toRecord(row) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: row.roles,
    disabled: row.disabledAt !== null,
    demo: row.demo,
    createdAt: row.createdAt,
    lastSignedInAt: row.lastSignedInAt
  };
}
function isUniqueViolation(error) {
  for (let current = error; current; current = current.cause) {
    if (typeof current === "object" && current.code === "23505") return true;
  }
  return false;
}
function createUserStore(options) {
  const { db, clock, passwords } = options;
  const now = () => new Date(clock.now());
  async function enabledAdminsOtherThan(tx, id) {
    const [row] = await tx.select({ n: count() }).from(users).where(and(isNull(users.disabledAt), sql9`'admin' = any(${users.roles})`, sql9`${users.id} <> ${id}`));
    return row?.n ?? 0;
  }
  return {
    async count() {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },
    async create(user) {
      const at = now();
      const passwordHash = await passwords.hash(user.password);
      try {
        const [row] = await db.insert(users).values({
          id: randomUUID(),
          email: normaliseEmail(user.email),
          name: user.name?.trim() ?? "",
          passwordHash,
          roles: [...new Set(user.roles)],
          demo: user.demo ?? false,
          createdAt: at,
          updatedAt: at,
          passwordChangedAt: at
        }).returning(userColumns);
        if (!row) throw new Error("insert returned no row");
        return toRecord(row);
      } catch (error) {
        if (isUniqueViolation(error))
          throw new EmailTakenError("An account with this e-mail already exists.");
        throw error;
      }
    },
    async findById(id) {
      const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
      return row ? toRecord(row) : null;
    },
    async findForSignIn(email) {
      const [row] = await db.select({ ...userColumns, passwordHash: users.passwordHash }).from(users).where(eq(users.email, normaliseEmail(email)));
      return row ? { ...toRecord(row), passwordHash: row.passwordHash } : null;
    },
    async list() {
      const at = now();
      const live = db.select({ userId: sessions.userId, count: count().as("live_count") }).from(sessions).where(gt(sessions.expiresAt, at)).groupBy(sessions.userId).as("live");
      const rows = await db.select({
        ...userColumns,
        activeSessions: sql9`coalesce(${live.count}, 0)`.mapWith(Number)
      }).from(users).leftJoin(live, eq(live.userId, users.id)).orderBy(asc(users.email));
      return rows.map((row) => ({ ...toRecord(row), activeSessions: row.activeSessions }));
    },
    async update(id, change) {
      return db.transaction(async (tx) => {
        const [current] = await tx.select(userColumns).from(users).where(eq(users.id, id)).for("update");
        if (!current) return null;
        const before = toRecord(current);
        const roles2 = change.roles ? [...new Set(change.roles)] : before.roles;
        const disabled = change.disabled ?? before.disabled;
        const losesAdmin = before.roles.includes("admin") && !before.disabled && (!roles2.includes("admin") || disabled);
        if (losesAdmin && await enabledAdminsOtherThan(tx, id) === 0) {
          throw new LastAdminError("This is the last enabled admin; make another admin first.");
        }
        const rolesChanged = roles2.length !== before.roles.length || roles2.some((role) => !before.roles.includes(role));
        const [updated] = await tx.update(users).set({
          name: change.name?.trim() ?? before.name,
          roles: roles2,
          disabledAt: disabled ? current.disabledAt ?? now() : null,
          updatedAt: now()
        }).where(eq(users.id, id)).returning(userColumns);
        if (!updated) return null;
        let sessionsEnded = 0;
        if (rolesChanged || disabled && !before.disabled) {
          const ended = await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id });
          sessionsEnded = ended.length;
        }
        return { before, after: toRecord(updated), sessionsEnded };
      });
    },
    async setPassword(id, password) {
      const passwordHash = await passwords.hash(password);
      return db.transaction(async (tx) => {
        const changed = await tx.update(users).set({ passwordHash, passwordChangedAt: now(), updatedAt: now() }).where(eq(users.id, id)).returning({ id: users.id });
        if (changed.length === 0) return null;
        const ended = await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id });
        return { sessionsEnded: ended.length };
      });
    },
    async rehash(id, password) {
      const passwordHash = await passwords.hash(password);
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },
    async recordSignIn(id) {
      await db.update(users).set({ lastSignedInAt: now() }).where(eq(users.id, id));
    },
    async disableDemoAccounts() {
      return db.transaction(async (tx) => {
        const disabled = await tx.update(users).set({ disabledAt: now(), updatedAt: now() }).where(and(eq(users.demo, true), isNull(users.disabledAt))).returning({ id: users.id });
        for (const { id } of disabled) await tx.delete(sessions).where(eq(sessions.userId, id));
        return disabled.length;
      });
    }
  };
}

// src/bff/auth/initialUsers.ts
async function prepareAccounts(services, log) {
  const { config, users: users2, audit } = services;
  if (config.mode === "vendor") {
    const disabled = await users2.disableDemoAccounts();
    if (disabled > 0)
      log.warn({ disabled }, "demo accounts disabled: Painel is connected to the real vendor");
  }
  if (config.BOOTSTRAP_ADMIN_EMAIL && config.BOOTSTRAP_ADMIN_PASSWORD && await users2.count() === 0) {
    try {
      const admin = await users2.create({
        email: config.BOOTSTRAP_ADMIN_EMAIL,
        name: "Admin",
        roles: ["admin"],
        password: config.BOOTSTRAP_ADMIN_PASSWORD
      });
      await audit.record({
        actor: { kind: "system", id: null, label: "BOOTSTRAP_ADMIN_EMAIL" },
        action: "user.create",
        target: `user:${admin.id}`,
        details: { email: admin.email, roles: admin.roles, bootstrap: true }
      });
      log.info({ email: admin.email }, "created the first admin from BOOTSTRAP_ADMIN_EMAIL");
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
    }
  } else if (await users2.count() === 0 && config.mode === "vendor") {
    log.warn(
      {},
      "no account exists: set BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD, or run `npm run users -- add`"
    );
  }
}
var DEMO_DOMAIN = "painel.local";
var DEMO_NAMES = { sales: "Marina Prado" };
async function seedDemoUsers(services) {
  const { config, users: users2, audit } = services;
  if (config.mode !== "sandbox") throw new Error("Demo accounts exist in sandbox mode only.");
  const credentials = [];
  for (const role of ROLES) {
    const email = `${role}@${DEMO_DOMAIN}`;
    const password = randomToken(12);
    const existing = await users2.findForSignIn(email);
    if (existing) {
      if (!existing.demo) continue;
      await users2.update(existing.id, {
        roles: [role],
        disabled: false,
        name: DEMO_NAMES[role] ?? existing.name
      });
      await users2.setPassword(existing.id, password);
    } else {
      const created = await users2.create({
        email,
        name: DEMO_NAMES[role] ?? `Demo ${role}`,
        roles: [role],
        password,
        demo: true
      });
      await audit.record({
        actor: { kind: "system", id: null, label: "sandbox" },
        action: "user.create",
        target: `user:${created.id}`,
        details: { email, roles: [role], demo: true }
      });
    }
    credentials.push({ email, password, roles: [role] });
  }
  return credentials;
}
function formatDemoCredentials(credentials, publicUrl) {
  const width = Math.max(...credentials.map((credential) => credential.email.length));
  return [
    "",
    "=== Painel sandbox: demo accounts (new passwords at every start; sandbox mode only) ===",
    ...credentials.map(
      (credential) => `  ${credential.email.padEnd(width)}  ${credential.password}  (${credential.roles.join(", ")})`
    ),
    `  sign in at ${publicUrl}`,
    "=======================================================================================",
    ""
  ].join("\n");
}

// src/bff/config.ts
import { z as z5 } from "zod";

// src/bff/governor/vendorLimits.ts
var vendorLimits = {
  callsPerHour: 600,
  processingMsPerHour: 6e4,
  windowMs: 60 * 60 * 1e3
};

// src/bff/config.ts
var vendorSeconds = vendorLimits.processingMsPerHour / 1e3;
var unsetIfEmpty = (value) => value === "" ? void 0 : value;
var optional = (schema) => z5.preprocess(unsetIfEmpty, schema.optional());
function wholeNumber(min3, max2, fallback, error) {
  return z5.preprocess(
    unsetIfEmpty,
    z5.coerce.number({ error }).int({ error }).min(min3, { error }).max(max2, { error }).default(fallback)
  );
}
function between(above, below, fallback, error) {
  return z5.preprocess(
    unsetIfEmpty,
    z5.coerce.number({ error }).refine((value) => Number.isFinite(value) && value > above && value < below, { error }).default(fallback)
  );
}
var httpUrl = z5.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" });
var postgresUrl = z5.url({
  protocol: /^postgres(ql)?$/,
  error: "must be a postgres:// or postgresql:// URL"
});
var configSchema = z5.object({
  PORT: wholeNumber(1, 65535, 8080, "must be a whole number from 1 to 65535"),
  /** Unset: every interface for the vendor, loopback only for the sandbox (its demo has admins). */
  HOST: optional(z5.string().min(1, { error: "must not be empty" })),
  LOG_LEVEL: z5.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
    error: "must be one of fatal, error, warn, info, debug, trace or silent"
  }).default("info"),
  /** Unset: readable lines on a terminal or in development, JSON otherwise. */
  LOG_FORMAT: optional(z5.enum(["json", "pretty"], { error: "must be json or pretty" })),
  WEB_DIR: z5.string().min(1, { error: "must not be empty" }).default("dist/web"),
  PUBLIC_URL: optional(httpUrl),
  UPSTREAM_BASE_URL: optional(httpUrl),
  UPSTREAM_TOKEN: optional(z5.string().trim().min(1, { error: "must not be blank" })),
  DATABASE_URL: optional(postgresUrl),
  DATA_DIR: z5.string().min(1, { error: "must not be empty" }).default("./data"),
  WEBHOOK_SECRET: optional(z5.string().min(16, { error: "must be at least 16 characters long" })),
  /** When set, GET /metrics wants it as a bearer token; unset, the metrics are public. */
  /**
   * Whether X-Forwarded-For names the client: true behind a reverse proxy, false (the default)
   * when clients reach Painel directly, so nobody can fake an address to dodge the per-address
   * login throttle. Or a comma list of the proxies' addresses/CIDRs, trusted and no other.
   */
  TRUST_PROXY: z5.preprocess(
    unsetIfEmpty,
    z5.string().regex(/^(true|false|[0-9a-fA-F.:/, ]+)$/, {
      error: "must be true, false, or a comma-separated list of proxy addresses"
    }).default("false").transform(
      (value) => value === "true" ? true : value === "false" ? false : value
    )
  ),
  METRICS_TOKEN: optional(z5.string().min(16, { error: "must be at least 16 characters long" })),
  BOOTSTRAP_ADMIN_EMAIL: optional(z5.email({ error: "must be an e-mail address" })),
  BOOTSTRAP_ADMIN_PASSWORD: optional(z5.string().min(12, { error: "must be at least 12 characters long" })),
  GOVERNOR_MAX_CALLS_PER_HOUR: wholeNumber(
    1,
    vendorLimits.callsPerHour - 1,
    500,
    `must be a whole number from 1 to ${vendorLimits.callsPerHour - 1}, below the vendor's limit of ${vendorLimits.callsPerHour} calls per hour`
  ),
  GOVERNOR_MAX_SECONDS_PER_HOUR: between(
    0,
    vendorSeconds,
    45,
    `must be a number of seconds above 0 and below the vendor's limit of ${vendorSeconds} seconds of processing per hour`
  ),
  GOVERNOR_BACKGROUND_SHARE: between(
    0,
    1,
    0.6,
    "must be a fraction above 0 and below 1, such as 0.6, so that a user's write always has room"
  ),
  GOVERNOR_CONCURRENCY: wholeNumber(1, 16, 2, "must be a whole number from 1 to 16"),
  UPSTREAM_TIMEOUT_MS: wholeNumber(100, 6e5, 1e4, "must be a whole number of milliseconds from 100"),
  // A write's Idempotency-Key stays claimed while its submit runs (the process renews the claim);
  // once unrenewed this long, its process is gone and a retry may check the vendor and take over
  // (docs/decisions/022-ambiguous-writes.md).
  IDEMPOTENCY_PENDING_TIMEOUT_SECONDS: wholeNumber(
    2,
    3600,
    60,
    "must be a whole number of seconds from 2 to 3600"
  ),
  // Session time-outs (ASVS 7.3): a person's session ends after this much inactivity or age,
  // a wallboard's device session after much longer ones (docs/decisions/011-sessions-and-access.md).
  SESSION_IDLE_MINUTES: wholeNumber(1, 1440, 30, "must be a whole number of minutes from 1 to 1440"),
  SESSION_ABSOLUTE_HOURS: wholeNumber(1, 168, 12, "must be a whole number of hours from 1 to 168"),
  DEVICE_SESSION_IDLE_DAYS: wholeNumber(1, 90, 7, "must be a whole number of days from 1 to 90"),
  DEVICE_SESSION_ABSOLUTE_DAYS: wholeNumber(1, 400, 90, "must be a whole number of days from 1 to 400"),
  // The sync (docs/decisions/018-sync.md): how far back the backfill goes, the bounds of the
  // adaptive reconcile interval, the overlap of its windows, and how deliveries share a refresh.
  BACKFILL_HORIZON_MONTHS: wholeNumber(1, 600, 24, "must be a whole number of months from 1 to 600"),
  RECONCILE_MIN_SECONDS: wholeNumber(10, 86400, 120, "must be a whole number of seconds from 10 to 86400"),
  RECONCILE_MAX_SECONDS: wholeNumber(
    10,
    86400,
    3600,
    "must be a whole number of seconds from 10 to 86400"
  ),
  RECONCILE_OVERLAP_HOURS: wholeNumber(0, 72, 12, "must be a whole number of hours from 0 to 72"),
  WEBHOOK_REFRESH_COALESCE_SECONDS: wholeNumber(
    0,
    3600,
    10,
    "must be a whole number of seconds from 0 to 3600"
  ),
  // How often the sync leader looks at its own tables' statistics to vacuum or analyze them
  // (docs/decisions/052-painel-vacuums-its-own-tables.md).
  TABLE_MAINTENANCE_CHECK_MINUTES: wholeNumber(
    1,
    1440,
    5,
    "must be a whole number of minutes from 1 to 1440"
  )
}).superRefine((env, context) => {
  const both = (a, b, why) => {
    if (env[a] !== void 0 && env[b] === void 0) {
      context.addIssue({ code: "custom", path: [b], message: `is missing while ${a} is set; ${why}` });
    }
  };
  both("UPSTREAM_BASE_URL", "UPSTREAM_TOKEN", "set both for the vendor, or neither for the sandbox");
  both("UPSTREAM_TOKEN", "UPSTREAM_BASE_URL", "set both for the vendor, or neither for the sandbox");
  both("BOOTSTRAP_ADMIN_EMAIL", "BOOTSTRAP_ADMIN_PASSWORD", "the first admin needs both");
  both("BOOTSTRAP_ADMIN_PASSWORD", "BOOTSTRAP_ADMIN_EMAIL", "the first admin needs both");
  if (env.SESSION_IDLE_MINUTES > env.SESSION_ABSOLUTE_HOURS * 60) {
    context.addIssue({
      code: "custom",
      path: ["SESSION_IDLE_MINUTES"],
      message: "must not exceed SESSION_ABSOLUTE_HOURS, or it would never apply"
    });
  }
  if (env.DEVICE_SESSION_IDLE_DAYS > env.DEVICE_SESSION_ABSOLUTE_DAYS) {
    context.addIssue({
      code: "custom",
      path: ["DEVICE_SESSION_IDLE_DAYS"],
      message: "must not exceed DEVICE_SESSION_ABSOLUTE_DAYS, or it would never apply"
    });
  }
  if (env.RECONCILE_MIN_SECONDS > env.RECONCILE_MAX_SECONDS) {
    context.addIssue({
      code: "custom",
      path: ["RECONCILE_MIN_SECONDS"],
      message: "must not exceed RECONCILE_MAX_SECONDS"
    });
  }
  if (env.IDEMPOTENCY_PENDING_TIMEOUT_SECONDS * 1e3 <= env.UPSTREAM_TIMEOUT_MS) {
    context.addIssue({
      code: "custom",
      path: ["IDEMPOTENCY_PENDING_TIMEOUT_SECONDS"],
      message: "must be longer than UPSTREAM_TIMEOUT_MS, or a retry could check the vendor while the first call is still being applied"
    });
  }
  const backgroundMs = Math.floor(env.GOVERNOR_MAX_SECONDS_PER_HOUR * 1e3 * env.GOVERNOR_BACKGROUND_SHARE);
  if (Math.floor(env.GOVERNOR_MAX_CALLS_PER_HOUR * env.GOVERNOR_BACKGROUND_SHARE) < 1) {
    context.addIssue({
      code: "custom",
      path: ["GOVERNOR_BACKGROUND_SHARE"],
      message: "leaves no room for a single background call with GOVERNOR_MAX_CALLS_PER_HOUR as set"
    });
  }
  if (env.UPSTREAM_TIMEOUT_MS > backgroundMs) {
    context.addIssue({
      code: "custom",
      path: ["UPSTREAM_TIMEOUT_MS"],
      message: `must not exceed the background share of the time budget, ${backgroundMs} ms with GOVERNOR_MAX_SECONDS_PER_HOUR and GOVERNOR_BACKGROUND_SHARE as set`
    });
  }
}).transform((env) => ({
  ...env,
  HOST: env.HOST ?? (env.UPSTREAM_BASE_URL ? "0.0.0.0" : "127.0.0.1"),
  /** Whether PUBLIC_URL was set, or is our guess (enrolment links then follow the request's address). */
  publicUrlSet: env.PUBLIC_URL !== void 0,
  PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  /** No vendor configured means Painel runs against its embedded sandbox. */
  mode: env.UPSTREAM_BASE_URL ? "vendor" : "sandbox"
}));
var ConfigError = class extends Error {
  name = "ConfigError";
};
function loadConfig(env = process.env) {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const variable = issue?.path.join(".") || "The environment";
  const message = issue?.message ?? "is unreadable";
  const predicate = /^(must|is|leaves) /.test(message) ? message : `is invalid (${message})`;
  throw new ConfigError(`Painel cannot start: ${variable} ${predicate}.`);
}

// src/stack/sandboxEnv.ts
import { z as z6 } from "zod";

// src/sandbox/data/documents.ts
function checkDigit(digits, weights) {
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) sum += Number(digits[i]) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}
var CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
var CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
var CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
var CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
function allSame(digits) {
  return /^(\d)\1*$/.test(digits);
}
function cnpjDigits(base12) {
  const first = checkDigit(base12, CNPJ_WEIGHTS_1);
  const withFirst = `${base12}${first}`;
  return `${withFirst}${checkDigit(withFirst, CNPJ_WEIGHTS_2)}`;
}
function cpfDigits(base9) {
  const first = checkDigit(base9, CPF_WEIGHTS_1);
  const withFirst = `${base9}${first}`;
  return `${withFirst}${checkDigit(withFirst, CPF_WEIGHTS_2)}`;
}
function maskCnpj(digits) {
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12, 14)}`;
}
function maskCpf(digits) {
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9, 11)}`;
}
function generateCnpj(rng) {
  let root = rng.digits(8);
  while (allSame(root)) root = rng.digits(8);
  return maskCnpj(cnpjDigits(`${root}0001`));
}
function generateCpf(rng) {
  let base = rng.digits(9);
  while (allSame(base)) base = rng.digits(9);
  return maskCpf(cpfDigits(base));
}
function generateRg(rng) {
  const d = rng.digits(8);
  const check5 = rng.pick(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "X"]);
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}-${check5}`;
}
function generateIe(rng, uf) {
  const lengths = { SP: 12, MG: 13, RJ: 8, PR: 10, RS: 10, BA: 9, GO: 9, SC: 9 };
  return rng.digits(lengths[uf] ?? 9);
}

// src/sandbox/data/places.ts
var c = (name, ddd, from, to = from + 9) => ({ name, ddd, cep: [from, to] });
var FEDERATIVE_UNITS = [
  {
    uf: "AC",
    name: "Acre",
    weight: 0.5,
    cities: [
      c("Rio Branco", 68, 69900, 69923),
      c("Cruzeiro do Sul", 68, 69980),
      c("Sena Madureira", 68, 69940)
    ]
  },
  {
    uf: "AL",
    name: "Alagoas",
    weight: 1,
    cities: [
      c("Macei\xF3", 82, 57e3, 57099),
      c("Arapiraca", 82, 57300, 57319),
      c("Palmeira dos \xCDndios", 82, 57600)
    ]
  },
  {
    uf: "AP",
    name: "Amap\xE1",
    weight: 0.3,
    cities: [c("Macap\xE1", 96, 68900, 68914), c("Santana", 96, 68925, 68929)]
  },
  {
    uf: "AM",
    name: "Amazonas",
    weight: 1,
    cities: [c("Manaus", 92, 69e3, 69099), c("Parintins", 92, 69150, 69159), c("Itacoatiara", 92, 69100)]
  },
  {
    uf: "BA",
    name: "Bahia",
    weight: 5,
    cities: [
      c("Salvador", 71, 4e4, 42599),
      c("Feira de Santana", 75, 44e3, 44099),
      c("Vit\xF3ria da Conquista", 77, 45e3, 45099),
      c("Juazeiro", 74, 48900, 48909),
      c("Barreiras", 77, 47800, 47819),
      c("Ilh\xE9us", 73, 45650)
    ]
  },
  {
    uf: "CE",
    name: "Cear\xE1",
    weight: 3,
    cities: [
      c("Fortaleza", 85, 6e4, 61599),
      c("Juazeiro do Norte", 88, 63e3, 63099),
      c("Sobral", 88, 62e3, 62119),
      c("Crato", 88, 63100)
    ]
  },
  { uf: "DF", name: "Distrito Federal", weight: 1.5, cities: [c("Bras\xEDlia", 61, 7e4, 72799)] },
  {
    uf: "ES",
    name: "Esp\xEDrito Santo",
    weight: 2,
    cities: [
      c("Vit\xF3ria", 27, 29e3, 29099),
      c("Vila Velha", 27, 29100, 29129),
      c("Serra", 27, 29160, 29184),
      c("Cachoeiro de Itapemirim", 28, 29300, 29319),
      c("Linhares", 27, 29900)
    ]
  },
  {
    uf: "GO",
    name: "Goi\xE1s",
    weight: 6,
    cities: [
      c("Goi\xE2nia", 62, 74e3, 74899),
      c("An\xE1polis", 62, 75e3, 75159),
      c("Rio Verde", 64, 75900, 75909),
      c("Aparecida de Goi\xE2nia", 62, 74900, 74999),
      c("Jata\xED", 64, 75800)
    ]
  },
  {
    uf: "MA",
    name: "Maranh\xE3o",
    weight: 2,
    cities: [c("S\xE3o Lu\xEDs", 98, 65e3, 65109), c("Imperatriz", 99, 65900, 65919), c("Balsas", 99, 65800)]
  },
  {
    uf: "MT",
    name: "Mato Grosso",
    weight: 5,
    cities: [
      c("Cuiab\xE1", 65, 78e3, 78109),
      c("V\xE1rzea Grande", 65, 78110, 78159),
      c("Rondon\xF3polis", 66, 78700, 78749),
      c("Sinop", 66, 78550, 78559),
      c("Sorriso", 66, 78890)
    ]
  },
  {
    uf: "MS",
    name: "Mato Grosso do Sul",
    weight: 3,
    cities: [
      c("Campo Grande", 67, 79e3, 79124),
      c("Dourados", 67, 79800, 79849),
      c("Tr\xEAs Lagoas", 67, 79600, 79639)
    ]
  },
  {
    uf: "MG",
    name: "Minas Gerais",
    weight: 15,
    cities: [
      c("Belo Horizonte", 31, 3e4, 31999),
      c("Uberl\xE2ndia", 34, 38400, 38415),
      c("Contagem", 31, 32e3, 32399),
      c("Juiz de Fora", 32, 36e3, 36099),
      c("Montes Claros", 38, 39400, 39409),
      c("Uberaba", 34, 38e3, 38099),
      c("Governador Valadares", 33, 35e3, 35099),
      c("Ipatinga", 31, 35160),
      c("Patos de Minas", 34, 38700)
    ]
  },
  {
    uf: "PA",
    name: "Par\xE1",
    weight: 2,
    cities: [
      c("Bel\xE9m", 91, 66e3, 66999),
      c("Ananindeua", 91, 67e3, 67199),
      c("Santar\xE9m", 93, 68e3, 68109),
      c("Marab\xE1", 94, 68500, 68514)
    ]
  },
  {
    uf: "PB",
    name: "Para\xEDba",
    weight: 2,
    cities: [
      c("Jo\xE3o Pessoa", 83, 58e3, 58099),
      c("Campina Grande", 83, 58400, 58446),
      c("Patos", 83, 58700)
    ]
  },
  {
    uf: "PR",
    name: "Paran\xE1",
    weight: 8,
    cities: [
      c("Curitiba", 41, 8e4, 82999),
      c("Londrina", 43, 86e3, 86099),
      c("Maring\xE1", 44, 87e3, 87099),
      c("Ponta Grossa", 42, 84e3, 84099),
      c("Cascavel", 45, 85800, 85819),
      c("Foz do Igua\xE7u", 45, 85850, 85869),
      c("Toledo", 45, 85900)
    ]
  },
  {
    uf: "PE",
    name: "Pernambuco",
    weight: 3,
    cities: [
      c("Recife", 81, 5e4, 52999),
      c("Jaboat\xE3o dos Guararapes", 81, 54e3, 54499),
      c("Caruaru", 81, 55e3, 55099),
      c("Petrolina", 87, 56300, 56334),
      c("Olinda", 81, 53e3, 53399)
    ]
  },
  {
    uf: "PI",
    name: "Piau\xED",
    weight: 2,
    cities: [c("Teresina", 86, 64e3, 64099), c("Parna\xEDba", 86, 64200, 64219), c("Picos", 89, 64600)]
  },
  {
    uf: "RJ",
    name: "Rio de Janeiro",
    weight: 4,
    cities: [
      c("Rio de Janeiro", 21, 2e4, 23799),
      c("Niter\xF3i", 21, 24e3, 24399),
      c("Campos dos Goytacazes", 22, 28e3, 28099),
      c("Petr\xF3polis", 24, 25600, 25779),
      c("Volta Redonda", 24, 27200, 27299),
      c("Nova Igua\xE7u", 21, 26e3, 26099),
      c("Maca\xE9", 22, 27900)
    ]
  },
  {
    uf: "RN",
    name: "Rio Grande do Norte",
    weight: 2,
    cities: [c("Natal", 84, 59e3, 59139), c("Mossor\xF3", 84, 59600, 59649), c("Parnamirim", 84, 59140, 59159)]
  },
  {
    uf: "RS",
    name: "Rio Grande do Sul",
    weight: 8,
    cities: [
      c("Porto Alegre", 51, 9e4, 91999),
      c("Caxias do Sul", 54, 95e3, 95124),
      c("Pelotas", 53, 96e3, 96099),
      c("Santa Maria", 55, 97e3, 97119),
      c("Passo Fundo", 54, 99e3, 99099),
      c("Canoas", 51, 92e3, 92499),
      c("Novo Hamburgo", 51, 93300, 93599)
    ]
  },
  {
    uf: "RO",
    name: "Rond\xF4nia",
    weight: 1,
    cities: [
      c("Porto Velho", 69, 76800, 76834),
      c("Ji-Paran\xE1", 69, 76900, 76916),
      c("Vilhena", 69, 76980),
      c("Ariquemes", 69, 76870)
    ]
  },
  {
    uf: "RR",
    name: "Roraima",
    weight: 0.3,
    cities: [c("Boa Vista", 95, 69300, 69339), c("Rorain\xF3polis", 95, 69373, 69375)]
  },
  {
    uf: "SC",
    name: "Santa Catarina",
    weight: 6,
    cities: [
      c("Florian\xF3polis", 48, 88e3, 88099),
      c("Joinville", 47, 89200, 89239),
      c("Blumenau", 47, 89e3, 89099),
      c("Chapec\xF3", 49, 89800, 89816),
      c("Itaja\xED", 47, 88300, 88319),
      c("Crici\xFAma", 48, 88800, 88819),
      c("Lages", 49, 88500)
    ]
  },
  {
    uf: "SP",
    name: "S\xE3o Paulo",
    weight: 14,
    cities: [
      c("S\xE3o Paulo", 11, 1e3, 5999),
      c("Campinas", 19, 13e3, 13139),
      c("Ribeir\xE3o Preto", 16, 14e3, 14114),
      c("S\xE3o Jos\xE9 dos Campos", 12, 12200, 12249),
      c("Sorocaba", 15, 18e3, 18109),
      c("Santos", 13, 11e3, 11099),
      c("S\xE3o Jos\xE9 do Rio Preto", 17, 15e3, 15099),
      c("Bauru", 14, 17e3, 17109),
      c("Presidente Prudente", 18, 19e3, 19069),
      c("Piracicaba", 19, 13400, 13429),
      c("Araraquara", 16, 14800)
    ]
  },
  {
    uf: "SE",
    name: "Sergipe",
    weight: 1,
    cities: [c("Aracaju", 79, 49e3, 49099), c("Lagarto", 79, 49400), c("Itabaiana", 79, 49500)]
  },
  {
    uf: "TO",
    name: "Tocantins",
    weight: 1.5,
    cities: [c("Palmas", 63, 77e3, 77270), c("Aragua\xEDna", 63, 77800, 77829), c("Gurupi", 63, 77400, 77439)]
  }
];
var WEIGHTED_UNITS = FEDERATIVE_UNITS.map((unit) => [unit, unit.weight]);
function pickUnit(rng) {
  return rng.weighted(WEIGHTED_UNITS);
}
function pickPlace(rng) {
  const unit = pickUnit(rng);
  return { uf: unit.uf, city: rng.pick(unit.cities) };
}
function findUnit(uf) {
  return FEDERATIVE_UNITS.find((unit) => unit.uf === uf);
}
function generateCep(rng, city) {
  const prefix = String(rng.int(city.cep[0], city.cep[1])).padStart(5, "0");
  return `${prefix}-${rng.digits(3)}`;
}
var NEIGHBORHOODS = [
  "Centro",
  "Jardim Am\xE9rica",
  "Vila Nova",
  "Bela Vista",
  "Santa Cruz",
  "S\xE3o Jos\xE9",
  "Jardim Europa",
  "Boa Vista",
  "Planalto",
  "Santo Ant\xF4nio",
  "Jardim Primavera",
  "Cidade Nova",
  "Parque das Flores",
  "Vila Oper\xE1ria",
  "Distrito Industrial",
  "Alto da Boa Vista",
  "Jardim Paulista",
  "Nossa Senhora Aparecida",
  "Morada do Sol",
  "Jardim Bot\xE2nico"
];
var STREET_NAMES = [
  "das Flores",
  "Sete de Setembro",
  "XV de Novembro",
  "Tiradentes",
  "Dom Pedro II",
  "Santos Dumont",
  "Get\xFAlio Vargas",
  "Marechal Deodoro",
  "Rui Barbosa",
  "Brasil",
  "Castro Alves",
  "Bar\xE3o do Rio Branco",
  "das Palmeiras",
  "Jos\xE9 Bonif\xE1cio",
  "Princesa Isabel",
  "Amazonas",
  "dos Ip\xEAs",
  "da Independ\xEAncia",
  "Presidente Vargas",
  "das Ac\xE1cias"
];
var STREET_TYPES = [
  { type: "Rua", typed: ["Rua", "R.", "rua", "R"] },
  { type: "Avenida", typed: ["Avenida", "Av.", "av", "AV."] },
  { type: "Travessa", typed: ["Travessa", "Tv.", "trav."] },
  { type: "Alameda", typed: ["Alameda", "Al."] }
];
var RURAL_ROADS = [
  "Estrada Municipal",
  "Rodovia BR-163",
  "Rodovia MG-050",
  "Rodovia SP-330",
  "Estrada Vicinal"
];
function generateAddress(rng, place, rural = false) {
  if (rural) {
    const road = rng.pick(RURAL_ROADS);
    const patioType = road.startsWith("Rodovia") ? "Rodovia" : "Estrada";
    return {
      CEP: generateCep(rng, place.city),
      state: place.uf,
      city: place.city.name,
      neighborhood: rng.pick(["Zona Rural", "\xC1rea Rural", "S\xEDtio Boa Esperan\xE7a", "Fazenda Santa Rita"]),
      patio: road,
      number: `km ${rng.int(1, 90)}`,
      complement: rng.pick(["", "S\xEDtio", "Fazenda", "Ch\xE1cara", "Lote " + rng.int(1, 40)]),
      patioFormatted: road,
      patioType
    };
  }
  const street = rng.pick(STREET_TYPES);
  const name = rng.pick(STREET_NAMES);
  const typed = rng.pick(street.typed);
  const patio = typed === typed.toLowerCase() ? `${typed} ${name.toLowerCase()}` : `${typed} ${name}`;
  return {
    CEP: generateCep(rng, place.city),
    state: place.uf,
    city: place.city.name,
    neighborhood: rng.pick(NEIGHBORHOODS),
    patio,
    number: rng.chance(0.04) ? "S/N" : String(rng.int(1, 4999)),
    complement: rng.weighted([
      ["", 6],
      [`Sala ${rng.int(1, 40)}`, 1],
      [`Galp\xE3o ${rng.int(1, 8)}`, 1],
      [`Apto ${rng.int(11, 1204)}`, 1],
      ["Fundos", 1]
    ]),
    patioFormatted: `${street.type} ${name}`,
    patioType: street.type
  };
}
function generateCellphone(rng, ddd) {
  return `(${ddd}) 9${rng.int(6, 9)}${rng.digits(3)}-${rng.digits(4)}`;
}
function generateTelephone(rng, ddd) {
  return `(${ddd}) ${rng.int(2, 5)}${rng.digits(3)}-${rng.digits(4)}`;
}

// src/sandbox/data/people.ts
var FIRST_NAMES = [
  "Ana",
  "Jo\xE3o",
  "Maria",
  "Jos\xE9",
  "Francisco",
  "Ant\xF4nio",
  "Carlos",
  "Paulo",
  "Pedro",
  "Lucas",
  "Luiz",
  "Marcos",
  "Luana",
  "Gabriel",
  "Rafael",
  "Juliana",
  "Fernanda",
  "Patr\xEDcia",
  "Aline",
  "Camila",
  "Bruna",
  "Let\xEDcia",
  "Rodrigo",
  "Eduardo",
  "Thiago",
  "Mariana",
  "Beatriz",
  "Larissa",
  "Vanessa",
  "Felipe",
  "Gustavo",
  "Renata",
  "Daniela",
  "S\xE9rgio",
  "Cl\xE1udia",
  "M\xE1rcio",
  "Adriana",
  "Roberto",
  "Sandra",
  "Vin\xEDcius",
  "Raimunda",
  "Tha\xEDs",
  "Caio",
  "Helo\xEDsa",
  "Ot\xE1vio"
];
var SURNAMES = [
  "Silva",
  "Santos",
  "Oliveira",
  "Souza",
  "Rodrigues",
  "Ferreira",
  "Alves",
  "Pereira",
  "Lima",
  "Gomes",
  "Costa",
  "Ribeiro",
  "Martins",
  "Carvalho",
  "Almeida",
  "Lopes",
  "Soares",
  "Fernandes",
  "Vieira",
  "Barbosa",
  "Rocha",
  "Dias",
  "Nascimento",
  "Andrade",
  "Moreira",
  "Nunes",
  "Marques",
  "Machado",
  "Mendes",
  "Freitas",
  "Cardoso",
  "Ramos",
  "Gon\xE7alves",
  "Santana",
  "Teixeira",
  "Ara\xFAjo",
  "Pinto",
  "Correia",
  "Monteiro",
  "Cavalcanti"
];
function emailLocal(text21) {
  return text21.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, ".").replace(/^\.|\.$/g, "");
}
function generatePerson(rng, domain, ddd) {
  const name = rng.pick(FIRST_NAMES);
  const surname = rng.chance(0.3) ? `${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}` : rng.pick(SURNAMES);
  const lastSurname = surname.split(" ").pop() ?? surname;
  return {
    name,
    surname,
    email: `${emailLocal(name)}.${emailLocal(lastSurname)}${rng.chance(0.3) ? rng.int(1, 99) : ""}@${domain}`,
    cellphone: generateCellphone(rng, ddd ?? pickPlace(rng).city.ddd)
  };
}
var DEMO_SALES_PERSON = {
  name: "Marina",
  surname: "Prado",
  email: "sales@painel.local",
  cellphone: "(48) 99812-4410"
};
var DEMO_SALES_WEIGHT = 2;
function generateCollaborators(rng, count5 = 14) {
  const people = [{ ...DEMO_SALES_PERSON }];
  const seen = /* @__PURE__ */ new Set([DEMO_SALES_PERSON.email]);
  while (people.length < count5) {
    const person2 = generatePerson(rng, "solarsul.com.br", 48);
    if (seen.has(person2.email)) continue;
    seen.add(person2.email);
    people.push(person2);
  }
  return people;
}
function drawResponsibleIndex(rng, collaborators) {
  const draw = rng.int(0, collaborators - 1 + (DEMO_SALES_WEIGHT - 1));
  return draw >= collaborators ? 0 : draw;
}

// src/sandbox/data/companies.ts
var FANTASY_FIRST = [
  "Sol",
  "Solar",
  "Luz",
  "Energia",
  "Eco",
  "Brasil",
  "Nova",
  "Verde",
  "Raio",
  "Foton",
  "Sun",
  "Horizonte",
  "Aurora",
  "Vale",
  "Serra",
  "Terra",
  "Mais",
  "Prime",
  "Viva",
  "Alpha"
];
var FANTASY_SECOND = [
  "Solar",
  "Energia",
  "Power",
  "Watts",
  "Renov\xE1veis",
  "Sustent\xE1vel",
  "Tech",
  "Volt",
  "Sol",
  "Luz",
  "Energy",
  "Fotovoltaica",
  "Engenharia",
  "Instala\xE7\xF5es",
  "do Sol"
];
var LEGAL_SUFFIX = ["Ltda", "Ltda", "Ltda", "EIRELI", "S.A.", "ME", "EPP"];
function generateCompany(rng) {
  const place = pickPlace(rng);
  const fantasyName = `${rng.pick(FANTASY_FIRST)} ${rng.pick(FANTASY_SECOND)}${rng.chance(0.25) ? ` ${place.city.name}` : ""}`;
  const suffix = rng.pick(LEGAL_SUFFIX);
  const soleTrader = suffix === "ME" && rng.chance(0.6);
  const domain = `${emailLocal(fantasyName).replace(/\./g, "")}.com.br`;
  const mainContact = generatePerson(rng, domain, place.city.ddd);
  return {
    cnpj: generateCnpj(rng),
    cpf: soleTrader ? generateCpf(rng) : null,
    fantasyName,
    companyName: soleTrader ? `${mainContact.name} ${mainContact.surname} ${suffix}`.toUpperCase() : `${fantasyName} Energia Solar ${suffix}`.toUpperCase(),
    mainContact,
    address: generateAddress(rng, place),
    telephone: generateTelephone(rng, place.city.ddd),
    place
  };
}
function generateCompanies(rng, count5) {
  const companies = [];
  const seen = /* @__PURE__ */ new Set();
  while (companies.length < count5) {
    const company2 = generateCompany(rng);
    if (seen.has(company2.cnpj)) continue;
    seen.add(company2.cnpj);
    companies.push(company2);
  }
  return companies;
}

// src/sandbox/data/prng.ts
var HEX = "0123456789abcdef";
function hashSeed(text21) {
  let h = 1779033703 ^ text21.length;
  for (let i = 0; i < text21.length; i += 1) {
    h = Math.imul(h ^ text21.charCodeAt(i), 3432918353);
    h = h << 13 | h >>> 19;
  }
  h = Math.imul(h ^ h >>> 16, 2246822507);
  h = Math.imul(h ^ h >>> 13, 3266489909);
  return (h ^= h >>> 16) >>> 0;
}
function createRng(...seedParts) {
  let state = hashSeed(seedParts.join(""));
  const next = () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
  const int = (min3, max2) => min3 + Math.floor(next() * (max2 - min3 + 1));
  const pick = (items) => {
    if (items.length === 0) throw new RangeError("Cannot pick from an empty list.");
    return items[Math.floor(next() * items.length)];
  };
  return {
    next,
    int,
    float(min3, max2, decimals = 2) {
      const factor = 10 ** decimals;
      return Math.round((min3 + next() * (max2 - min3)) * factor) / factor;
    },
    chance: (probability) => next() < probability,
    pick,
    weighted(items) {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item2, weight] of items) {
        roll -= weight;
        if (roll < 0) return item2;
      }
      const last = items[items.length - 1];
      if (!last) throw new RangeError("Cannot pick from an empty list.");
      return last[0];
    },
    sample(items, count5) {
      const pool = [...items];
      const out = [];
      while (out.length < count5 && pool.length > 0) {
        out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
      }
      return out;
    },
    digits(count5) {
      let out = "";
      for (let i = 0; i < count5; i += 1) out += String(Math.floor(next() * 10));
      return out;
    },
    hex(count5) {
      let out = "";
      for (let i = 0; i < count5; i += 1) out += HEX[Math.floor(next() * 16)];
      return out;
    }
  };
}

// src/sandbox/data/xssPayloads.ts
var XSS_PAYLOADS = [
  `<script>__xss(1)</script>`,
  `<img src=x onerror=__xss(2)>`,
  `<svg onload=__xss(3)>`,
  `<svg><script>__xss(4)</script></svg>`,
  `<body onload=__xss(5)>`,
  `<iframe src="javascript:__xss(6)"></iframe>`,
  `<iframe srcdoc="<script>parent.__xss(7)</script>"></iframe>`,
  `<a href="javascript:__xss(8)">abrir</a>`,
  `<a href="JaVaScRiPt:__xss(9)">abrir</a>`,
  `<a href="&#106;avascript:__xss(10)">abrir</a>`,
  `<a href="jav&#x09;ascript:__xss(11)">abrir</a>`,
  `<details open ontoggle=__xss(12)>`,
  `<input autofocus onfocus=__xss(13)>`,
  `<select autofocus onfocus=__xss(14)></select>`,
  `<textarea autofocus onfocus=__xss(15)></textarea>`,
  `<video><source onerror=__xss(16)></video>`,
  `<audio src=x onerror=__xss(17)>`,
  `<object data="javascript:__xss(18)"></object>`,
  `<embed src="javascript:__xss(19)">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=__xss(20)>`,
  `<noscript><p title="</noscript><img src=x onerror=__xss(21)>">`,
  `<svg></p><style><a id="</style><img src=1 onerror=__xss(22)>">`,
  `<math><mi//xlink:href="data:x,<script>__xss(23)</script>">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=__xss(24)>`,
  `<svg><style><img src=x onerror=__xss(25)></style></svg>`,
  `<xmp><p title="</xmp><img src=x onerror=__xss(26)>">`,
  `<noembed><img title="</noembed><img src=x onerror=__xss(27)>"></noembed>`,
  `<iframe><img title="</iframe><img src=x onerror=__xss(28)>"></iframe>`,
  `<style><img src="</style><img src=x onerror=__xss(29)>">`,
  `<template><script>__xss(30)</script></template><img src=x onerror=__xss(30)>`,
  `<div onmouseover="__xss(31)" style="position:fixed;inset:0">passe o mouse</div>`,
  `<marquee onstart=__xss(32)>energia</marquee>`,
  `<meta http-equiv="refresh" content="0;url=javascript:__xss(33)">`,
  `<base href="javascript:__xss(34)//">`,
  `<link rel=import href="data:text/html,<script>__xss(35)</script>">`,
  `"><script>__xss(36)</script>`,
  `'><img src=x onerror=__xss(37)>`,
  `</textarea><script>__xss(38)</script>`,
  `</title><script>__xss(39)</script>`,
  `javascript:__xss(40)`,
  `data:text/html;base64,PHNjcmlwdD5fX3hzcyg0MSk8L3NjcmlwdD4=`,
  `{{constructor.constructor('__xss(42)')()}}`,
  "${__xss(43)}",
  `<img src="x" onerror="&#95;&#95;xss(44)">`,
  `<img src=x onerror=eval(atob('X194c3MoNDUp'))>`,
  `<svg><animate onbegin=__xss(46) attributeName=x dur=1s>`,
  `<svg><a><animate attributeName=href values=javascript:__xss(47) /><text x=20 y=20>clique</text></a></svg>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='__xss(48)'/></svg>#x"/></svg>`,
  `<img srcset="x" onerror=__xss(49)>`,
  `<picture><source srcset=x><img onerror=__xss(50) src=x></picture>`,
  `<isindex type=image src=1 onerror=__xss(51)>`,
  `<table background="javascript:__xss(52)"><tr><td>tabela</td></tr></table>`,
  `<div style="background:url(javascript:__xss(53))">fundo</div>`,
  `<div style="width:expression(__xss(54))">largura</div>`,
  `<a href="data:text/html,<script>__xss(55)</script>">dados</a>`,
  `<form id=f55><button form=f55 formaction="javascript:__xss(56)">enviar</button></form>`,
  `<img src="x:__xss(57)" onerror="eval(src.slice(2))">`,
  `<svg><foreignObject><iframe srcdoc="&lt;script&gt;parent.__xss(58)&lt;/script&gt;"></iframe></foreignObject></svg>`,
  `<scr<script>ipt>__xss(59)</scr</script>ipt>`,
  `<<img src=x onerror=__xss(60)//<`,
  `<img/src=x/onerror=__xss(61)>`,
  `<svg/onload=__xss(62)//`,
  `<!--<img src="--><img src=x onerror=__xss(63)//">`,
  `<![CDATA[><img src=x onerror=__xss(64)>]]>`,
  `<?xml-stylesheet ?><img src=x onerror=__xss(65)>`,
  `<svg><title><![CDATA[</title><img src=x onerror=__xss(66)>]]></svg>`,
  `<img src="http://127.0.0.1:9/pixel.gif?__xss=67" alt="rastreador">`,
  `<link rel=stylesheet href="http://127.0.0.1:9/x.css?__xss=68">`,
  `<style>@import 'http://127.0.0.1:9/x.css?__xss=69';</style>`,
  `<a href="#" onclick="__xss(70)" id="__proto__">prot\xF3tipo</a>`
];
function xssPayload(index14, slot) {
  const count5 = XSS_PAYLOADS.length;
  return XSS_PAYLOADS[((index14 + slot) % count5 + count5) % count5] ?? "";
}

// src/sandbox/data/statuses.ts
var BUDGET = [
  ["Novo", 14, false],
  ["Em negocia\xE7\xE3o", 18, false],
  ["Proposta enviada", 20, false],
  ["Aguardando aprova\xE7\xE3o", 12, false],
  ["Aprovado", 8, false],
  ["Convertido em pedido", 16, true],
  ["Perdido", 12, true]
];
var ORDER = [
  ["Aguardando pagamento", 14, false],
  ["Pagamento aprovado", 12, false],
  ["Em separa\xE7\xE3o", 10, false],
  ["Faturado", 12, false],
  ["Em transporte", 12, false],
  ["Entregue", 34, true],
  ["Cancelado", 6, true]
];
function generateStatuses(rng) {
  const build = (type, rows) => {
    const statuses = rows.map(([name, weight, final], index14) => ({
      id: rng.hex(24),
      name,
      sequence: (index14 + 1) * 10,
      type,
      final,
      weight,
      converted: type === "budget" && name === "Convertido em pedido" ? true : void 0
    }));
    return rng.sample(statuses, statuses.length);
  };
  return { budget: build("budget", BUDGET), order: build("order", ORDER) };
}
function sortedBySequence(statuses) {
  return [...statuses].sort((a, b) => a.sequence - b.sequence);
}

// src/sandbox/data/world.ts
var SCENARIOS = ["default", "hostile", "xss"];
function generateWorld(options) {
  const companyCount = Math.min(2e3, Math.max(40, Math.round(options.size / 8)));
  return {
    seed: options.seed,
    scenario: options.scenario,
    epoch: options.epoch,
    collaborators: withScenarioNames(
      options.scenario,
      generateCollaborators(createRng(options.seed, "collaborators"))
    ),
    companies: generateCompanies(createRng(options.seed, "companies"), companyCount),
    statuses: generateStatuses(createRng(options.seed, "statuses"))
  };
}
function withScenarioNames(scenario, people) {
  if (scenario !== "xss") return people;
  return people.map((person2, index14) => ({
    ...person2,
    name: xssPayload(index14, 0),
    surname: xssPayload(index14, 1)
  }));
}

// src/sandbox/errors.ts
var SandboxError = class extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
    this.name = "SandboxError";
  }
  status;
  code;
};
function errorBody(code, message) {
  return { error: code, message };
}

// src/sandbox/activity.ts
var ACTIVITY_MIX = [
  ["create", 12],
  ["statusChange", 20],
  ["convert", 6],
  ["paymentStatus", 12],
  ["commercialEdit", 6],
  ["discount", 5],
  ["surcharge", 1],
  ["tagAdd", 4],
  ["tagRemove", 2],
  ["responsible", 8],
  ["freightEdit", 5],
  ["customData", 5],
  ["notes", 8],
  ["files", 6]
];
var TYPE_OF = {
  convert: "budget",
  paymentStatus: "order",
  commercialEdit: "order"
};
var RECENT = 300;
var Activity = class {
  constructor(clock, store, actions, options = {}) {
    this.clock = clock;
    this.store = store;
    this.actions = actions;
    this.mix = options.mix ?? ACTIVITY_MIX;
    this.label = options.label ?? "activity";
    this.rng = createRng(store().world.seed, this.label);
  }
  clock;
  store;
  actions;
  ratePerMinute = 0;
  recent = [];
  timer;
  rng;
  held = false;
  mix;
  label;
  setRate(ratePerMinute) {
    if (!Number.isFinite(ratePerMinute) || ratePerMinute < 0) {
      throw new SandboxError(400, "badRate", "ratePerMinute must be zero or a positive number.");
    }
    this.ratePerMinute = ratePerMinute;
    this.schedule();
  }
  reseed() {
    this.rng = createRng(this.store().world.seed, this.label);
    this.recent.length = 0;
  }
  stop() {
    if (this.timer) this.clock.clearTimer(this.timer);
    this.timer = void 0;
  }
  /**
   * Keeps the rate but runs nothing until `release`: while the sandbox plays its past (PastStretch)
   * the clock jumps days ahead, and a timer at the live rate would fire thousands of times.
   */
  hold() {
    this.held = true;
    this.stop();
  }
  release() {
    this.held = false;
    this.schedule();
  }
  schedule() {
    this.stop();
    if (this.ratePerMinute <= 0 || this.held) return;
    this.timer = this.clock.setTimer(6e4 / this.ratePerMinute, () => {
      this.timer = void 0;
      this.tick();
      this.schedule();
    });
  }
  pickRow(type) {
    const rows = this.store().rows[type];
    for (let tries = 0; tries < 10 && rows.length > 0; tries += 1) {
      const row = rows[rows.length - 1 - this.rng.int(0, Math.min(RECENT, rows.length) - 1)];
      if (row && !row.removed) return row;
    }
    return void 0;
  }
  /** Performs one action; an action that does not apply to the chosen request is tried elsewhere. */
  tick() {
    for (let tries = 0; tries < 5; tries += 1) {
      const action = this.rng.weighted(this.mix);
      try {
        const result = action === "create" ? this.actions.run("create", void 0, { type: "budget" }) : this.runOn(action, TYPE_OF[action] ?? (this.rng.chance(0.5) ? "budget" : "order"));
        if (!result) continue;
        this.recent.push(result);
        if (this.recent.length > 200) this.recent.shift();
        return result;
      } catch (error) {
        if (!(error instanceof SandboxError)) throw error;
      }
    }
    return void 0;
  }
  runOn(action, type) {
    const row = this.pickRow(type);
    return row ? this.actions.run(action, row.code) : void 0;
  }
};

// src/sandbox/pastStretch.ts
var DAY_MS = 864e5;
var MAX_PAST_DAYS = 60;
var PAST_MIX = [
  ["statusChange", 3],
  ["paymentStatus", 1]
];
var PAST_ACTIONS_PER_DAY = 40;
var PastStretch = class {
  constructor(clock, store, actions, webhooks, live, days2) {
    this.clock = clock;
    this.store = store;
    this.webhooks = webhooks;
    this.live = live;
    this.days = days2;
    this.from = clock.now();
    this.to = this.from + days2 * DAY_MS;
    this.state = days2 > 0 ? "waiting" : "done";
    this.steps = new Activity(clock, store, actions, { mix: PAST_MIX, label: "past" });
    this.finished = new Promise((resolve4) => {
      this.finish = resolve4;
    });
    if (this.state === "done") this.finish();
    else live.hold();
  }
  clock;
  store;
  webhooks;
  live;
  days;
  state;
  played = 0;
  events = 0;
  from;
  to;
  steps;
  finished;
  finish = () => void 0;
  stopped = false;
  /**
   * Where the stretch ends: its planned end, or for a real clock the wall time when that is later
   * (the first copy took some of it). The client's present while the sandbox is still behind it.
   */
  presentNow() {
    const now = this.clock.mode === "real" ? Date.now() : this.clock.now();
    return Math.max(this.to, now);
  }
  /**
   * The codes of the requests a step may act on now: the newest of each type (the activity's
   * reach). A client that holds them all before the play sees every move close a stay.
   */
  reach() {
    const newest = (type) => this.store().rows[type].slice(-RECENT).filter((row) => !row.removed).map((row) => row.code);
    return { order: newest("order"), budget: newest("budget") };
  }
  /** Resolves once the stretch is played (at once when there is none). */
  whenDone() {
    return this.finished;
  }
  /** Plays the whole stretch, once; a second call waits for the first. */
  async play() {
    if (this.state !== "waiting") return this.finished;
    this.state = "playing";
    try {
      const total = Math.round(this.days * PAST_ACTIONS_PER_DAY);
      const span = this.to - this.from;
      for (let step = 1; step <= total && !this.stopped; step += 1) {
        const at = this.from + Math.floor(step * span / (total + 1));
        if (at > this.clock.now()) await this.clock.set(at);
        const result = this.steps.tick();
        if (result) {
          this.played += 1;
          this.events += result.events.length;
        }
        await this.webhooks.idle();
      }
      const present = this.presentNow();
      if (!this.stopped && present > this.clock.now()) await this.clock.set(present);
    } finally {
      this.state = "done";
      this.live.release();
      this.finish();
    }
  }
  /** A closing sandbox ends the play after the step under way. */
  stop() {
    this.stopped = true;
  }
  report() {
    return {
      days: this.days,
      state: this.state,
      from: new Date(this.from).toISOString(),
      to: new Date(this.to).toISOString(),
      played: this.played,
      events: this.events
    };
  }
};

// src/stack/sandboxEnv.ts
var DEFAULT_PAST_DAYS = 3;
var unsetIfEmpty2 = (value) => value === "" ? void 0 : value;
var sandboxEnv = z6.object({
  SANDBOX_SIZE: z6.preprocess(
    unsetIfEmpty2,
    z6.coerce.number({ error: "must be a whole number from 1 to 200000" }).int({ error: "must be a whole number from 1 to 200000" }).min(1, { error: "must be a whole number from 1 to 200000" }).max(2e5, { error: "must be a whole number from 1 to 200000" }).optional()
  ),
  SANDBOX_SEED: z6.preprocess(unsetIfEmpty2, z6.string().optional()),
  SANDBOX_SCENARIO: z6.preprocess(
    unsetIfEmpty2,
    z6.enum(SCENARIOS, { error: `must be one of ${SCENARIOS.join(", ")}` }).optional()
  ),
  /** A fixed port for the sandbox, so journeys can drive its control API; unset: a free port. */
  SANDBOX_PORT: z6.preprocess(
    unsetIfEmpty2,
    z6.coerce.number({ error: "must be a port number from 1 to 65535" }).int({ error: "must be a port number from 1 to 65535" }).min(1, { error: "must be a port number from 1 to 65535" }).max(65535, { error: "must be a port number from 1 to 65535" }).optional()
  ),
  SANDBOX_ACTIVITY_PER_MINUTE: z6.preprocess(
    unsetIfEmpty2,
    z6.coerce.number({ error: "must be a number of actions per minute from 0 to 600" }).min(0, { error: "must be a number of actions per minute from 0 to 600" }).max(600, { error: "must be a number of actions per minute from 0 to 600" }).default(2)
  ),
  SANDBOX_PAST_DAYS: z6.preprocess(
    unsetIfEmpty2,
    z6.coerce.number({ error: `must be a number of days from 0 to ${MAX_PAST_DAYS}` }).min(0, { error: `must be a number of days from 0 to ${MAX_PAST_DAYS}` }).max(MAX_PAST_DAYS, { error: `must be a number of days from 0 to ${MAX_PAST_DAYS}` }).default(DEFAULT_PAST_DAYS)
  )
});
var SandboxEnvError = class extends Error {
  name = "SandboxEnvError";
};
function sandboxOptionsFromEnv(env) {
  const parsed = sandboxEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SandboxEnvError(
      `Painel cannot start: ${issue?.path.join(".") ?? "the sandbox settings"} ${issue?.message ?? "is invalid"}.`
    );
  }
  const {
    SANDBOX_SIZE,
    SANDBOX_SEED,
    SANDBOX_SCENARIO,
    SANDBOX_PORT,
    SANDBOX_ACTIVITY_PER_MINUTE,
    SANDBOX_PAST_DAYS
  } = parsed.data;
  return {
    sandbox: {
      ...SANDBOX_SIZE === void 0 ? {} : { size: SANDBOX_SIZE },
      ...SANDBOX_SEED === void 0 ? {} : { seed: SANDBOX_SEED },
      ...SANDBOX_SCENARIO === void 0 ? {} : { scenario: SANDBOX_SCENARIO },
      activity: { ratePerMinute: SANDBOX_ACTIVITY_PER_MINUTE },
      past: { days: SANDBOX_PAST_DAYS }
    },
    ...SANDBOX_PORT === void 0 ? {} : { sandboxPort: SANDBOX_PORT }
  };
}

// src/stack/playPastAfterFirstSync.ts
import { and as and4, count as count3, eq as eq6, inArray as inArray2 } from "drizzle-orm";

// src/bff/sync/backfill.ts
import { z as z10 } from "zod";

// src/bff/sync/applyListedPage.ts
import { and as and2, eq as eq2, inArray, lte, sql as sql10 } from "drizzle-orm";

// src/contract/upstream/tolerant.ts
import { z as z8 } from "zod";

// src/contract/upstream/openEnum.ts
import { z as z7 } from "zod";
var knownValues = /* @__PURE__ */ new WeakMap();
function openEnum(known) {
  const open = z7.union([known, z7.string()]);
  knownValues.set(open, known.options);
  return open;
}
function openEnumValues(schema) {
  return knownValues.get(schema);
}

// src/contract/upstream/tolerant.ts
var unknownValueListeners = /* @__PURE__ */ new Set();
function onUnknownValue(listener) {
  unknownValueListeners.add(listener);
  return () => unknownValueListeners.delete(listener);
}
var ROOT_PATH = "$";
var MAX_TEXT = 120;
var MAX_PASSES = 8;
function readTolerant(schema, raw, fallback) {
  const origins = /* @__PURE__ */ new WeakMap();
  const working = cloneContainers(raw, origins, /* @__PURE__ */ new Map());
  const unreadable = [];
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const parsed = schema.safeParse(working);
    if (parsed.success) return withUnknownValues(schema, parsed.data, unreadable);
    const failures = outermostFailures(parsed.error.issues);
    const targets = [];
    for (const failure of failures) {
      const target = locate(working, failure.path);
      if (target === void 0) {
        return rootFailure(raw, fallback, failure.problem);
      }
      unreadable.push({
        path: formatPath(failure.path, working, origins),
        received: summarise(target.current),
        problem: failure.problem
      });
      targets.push(target);
    }
    remove(targets, origins);
  }
  return rootFailure(raw, fallback, "The body could not be read after removing unreadable fields");
}
function prefixUnreadable(prefix, fields) {
  return fields.map((field) => ({
    ...field,
    path: field.path === ROOT_PATH ? prefix : `${prefix}${field.path.startsWith("[") ? "" : "."}${field.path}`
  }));
}
function summarise(value) {
  if (typeof value === "string") return truncate(value);
  if (value === null || typeof value !== "object") {
    return typeof value === "function" || typeof value === "symbol" ? String(typeof value) : value;
  }
  try {
    return truncate(JSON.stringify(value) ?? String(value));
  } catch {
    return Array.isArray(value) ? "[array]" : "[object]";
  }
}
function isPlainObject(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
function truncate(text21) {
  return text21.length > MAX_TEXT ? `${text21.slice(0, MAX_TEXT)}\u2026` : text21;
}
function rootFailure(raw, fallback, problem) {
  return {
    value: fallback,
    unreadable: [{ path: ROOT_PATH, received: summarise(raw), problem: truncate(problem) }]
  };
}
function withUnknownValues(schema, value, unreadable) {
  const found = [];
  collectUnknownValues(schema, value, "", found);
  if (found.length === 0) return { value, unreadable };
  for (const unknown of found) for (const listener of unknownValueListeners) listener(unknown);
  return { value, unreadable, unknownValues: found };
}
var plans = /* @__PURE__ */ new WeakMap();
function unknownValuePlan(schema) {
  const planned = plans.get(schema);
  if (planned !== void 0) return planned;
  const plan = makePlan(schema);
  plans.set(schema, plan);
  return plan;
}
function makePlan(schema) {
  const known = openEnumValues(schema);
  if (known) return { kind: "enum", known: new Set(known) };
  if (schema instanceof z8.ZodOptional || schema instanceof z8.ZodNullable) {
    return unknownValuePlan(schema.unwrap());
  }
  if (schema instanceof z8.ZodArray) {
    const item2 = unknownValuePlan(schema.element);
    return item2 ? { kind: "array", item: item2 } : null;
  }
  if (schema instanceof z8.ZodObject) {
    const fields = [];
    for (const [key, child] of Object.entries(schema.shape)) {
      const plan = unknownValuePlan(child);
      if (plan) fields.push([key, plan]);
    }
    return fields.length > 0 ? { kind: "object", fields } : null;
  }
  return null;
}
function collectUnknownValues(schema, value, path, found) {
  const plan = unknownValuePlan(schema);
  if (plan) collectByPlan(plan, value, path, found);
}
function collectByPlan(plan, value, path, found) {
  if (value === void 0 || value === null) return;
  if (plan.kind === "enum") {
    if (typeof value === "string" && !plan.known.has(value)) found.push({ path, received: truncate(value) });
  } else if (plan.kind === "array") {
    if (Array.isArray(value)) {
      value.forEach((item2, index14) => collectByPlan(plan.item, item2, `${path}[${index14}]`, found));
    }
  } else if (isPlainObject(value)) {
    for (const [key, child] of plan.fields) {
      collectByPlan(child, value[key], path === "" ? key : `${path}.${key}`, found);
    }
  }
}
function outermostFailures(issues) {
  const isPrefix = (outer, inner) => outer.length <= inner.length && outer.every((segment, index14) => segment === inner[index14]);
  const kept = [];
  for (const issue of issues) {
    const path = [...issue.path];
    const inside = issues.some((other) => other.path.length < path.length && isPrefix(other.path, path));
    const repeated = kept.some(
      (failure) => isPrefix(failure.path, path) && failure.path.length === path.length
    );
    if (!inside && !repeated) kept.push({ path, problem: truncate(issue.message) });
  }
  return kept;
}
function locate(root, path) {
  if (path.length === 0) return void 0;
  let container = root;
  for (const segment of path.slice(0, -1)) {
    container = childOf(container, segment);
  }
  const key = path[path.length - 1];
  if (Array.isArray(container)) {
    if (typeof key !== "number" || key < 0 || key >= container.length) return void 0;
    return { container, key, current: container[key] };
  }
  if (isPlainObject(container) && typeof key === "string" && Object.hasOwn(container, key)) {
    return { container, key, current: container[key] };
  }
  return void 0;
}
function childOf(container, segment) {
  if (Array.isArray(container) && typeof segment === "number") return container[segment];
  if (isPlainObject(container) && typeof segment === "string") return container[segment];
  return void 0;
}
function remove(targets, origins) {
  const elements = [];
  for (const { container, key } of targets) {
    if (Array.isArray(container)) {
      if (typeof key === "number") elements.push({ array: container, index: key });
    } else if (typeof key === "string") {
      Reflect.deleteProperty(container, key);
    }
  }
  elements.sort((a, b) => b.index - a.index);
  for (const { array, index: index14 } of elements) {
    array.splice(index14, 1);
    origins.get(array)?.splice(index14, 1);
  }
}
function formatPath(path, root, origins) {
  let text21 = "";
  let node = root;
  for (const segment of path) {
    if (Array.isArray(node) && typeof segment === "number") {
      text21 += `[${origins.get(node)?.[segment] ?? segment}]`;
    } else {
      const name = String(segment);
      text21 += /^[A-Za-z_$][\w$]*$/.test(name) ? `${text21 === "" ? "" : "."}${name}` : `[${JSON.stringify(name)}]`;
    }
    node = childOf(node, segment);
  }
  return text21;
}
function cloneContainers(value, origins, seen) {
  if (typeof value !== "object" || value === null) return value;
  const known = seen.get(value);
  if (known !== void 0) return known;
  if (Array.isArray(value)) {
    const copy = [];
    seen.set(value, copy);
    for (const element of value) copy.push(cloneContainers(element, origins, seen));
    origins.set(
      copy,
      copy.map((_, index14) => index14)
    );
    return copy;
  }
  if (isPlainObject(value)) {
    const copy = {};
    seen.set(value, copy);
    for (const key of Object.keys(value)) {
      const element = value[key];
      if (element === null) continue;
      const cloned = cloneContainers(element, origins, seen);
      if (key === "__proto__") {
        Object.defineProperty(copy, key, {
          value: cloned,
          enumerable: true,
          writable: true,
          configurable: true
        });
      } else {
        copy[key] = cloned;
      }
    }
    return copy;
  }
  return value;
}

// src/bff/mirror/diffRecords.ts
function isNothing(value) {
  if (value === void 0 || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  return isPlainObject(value) && Object.values(value).every(isNothing);
}
function sameJson(a, b) {
  if (a === b) return true;
  if (isNothing(a) || isNothing(b)) return isNothing(a) && isNothing(b);
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item2, index14) => sameJson(item2, b[index14]));
  }
  if (isPlainObject(a)) {
    if (!isPlainObject(b)) return false;
    const keys = /* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!sameJson(a[key], b[key])) return false;
    return true;
  }
  return false;
}
function asJson(value) {
  return value === void 0 ? null : value;
}
var WHOLE_OBJECTS = /* @__PURE__ */ new Set(["responsible", "addedBy"]);
function diffRecords(before, after, prefix = "") {
  if (!isPlainObject(before) || !isPlainObject(after)) {
    return sameJson(before, after) ? [] : [{ field: prefix, from: asJson(before), to: asJson(after) }];
  }
  const changes = [];
  const keys = [.../* @__PURE__ */ new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  for (const key of keys) {
    const path = prefix === "" ? key : `${prefix}.${key}`;
    const from = before[key];
    const to = after[key];
    if (isPlainObject(from) && isPlainObject(to) && !WHOLE_OBJECTS.has(path)) {
      changes.push(...diffRecords(from, to, path));
    } else if (!sameJson(from, to)) {
      changes.push({ field: path, from: asJson(from), to: asJson(to) });
    }
  }
  return changes;
}

// src/bff/mirror/observedRecord.ts
var WEBHOOK_ONLY_PATHS = [
  ["lastUpdate"],
  ["type"],
  ["payment", "showConditionsRule"],
  ["payment", "condition", "_id"]
];
function copyWithout(value, path) {
  const [head, ...rest] = path;
  if (head === void 0 || !Object.hasOwn(value, head)) return value;
  const copy = { ...value };
  if (rest.length === 0) {
    Reflect.deleteProperty(copy, head);
    return copy;
  }
  const child = value[head];
  if (isPlainObject(child)) copy[head] = copyWithout(child, rest);
  return copy;
}
function withoutWebhookOnlyFields(record2) {
  let result = record2;
  for (const path of WEBHOOK_ONLY_PATHS) result = copyWithout(result, path);
  return result;
}
function mergePartialRecord(stored, partial) {
  if (partial === void 0 || partial === null) return stored;
  if (Array.isArray(stored) && Array.isArray(partial) && partial.every(isPlainObject)) {
    return mergeItems(stored, partial);
  }
  if (!isPlainObject(stored) || !isPlainObject(partial)) return partial;
  const merged = { ...stored };
  for (const [key, value] of Object.entries(partial)) {
    if (value === void 0 || value === null) continue;
    Object.defineProperty(merged, key, {
      value: mergePartialRecord(stored[key], value),
      enumerable: true,
      writable: true,
      configurable: true
    });
  }
  return merged;
}
function itemKey(item2) {
  if (!isPlainObject(item2)) return void 0;
  const code = item2.productCode;
  return typeof code === "string" && code !== "" ? code : void 0;
}
function mergeItems(stored, partial) {
  const merged = [...stored];
  const taken = /* @__PURE__ */ new Set();
  const added = [];
  partial.forEach((item2, position) => {
    if (item2 === void 0 || item2 === null) return;
    const key = itemKey(item2);
    let index14 = key === void 0 ? -1 : stored.findIndex((candidate, at) => !taken.has(at) && itemKey(candidate) === key);
    if (index14 < 0 && key === void 0 && position < stored.length && !taken.has(position)) {
      const candidate = stored[position];
      if (itemKey(candidate) === void 0) index14 = position;
    }
    if (index14 < 0) {
      added.push(item2);
      return;
    }
    taken.add(index14);
    merged[index14] = mergePartialRecord(stored[index14], item2);
  });
  return [...merged, ...added];
}

// src/bff/sync/applyListedPage.ts
var sameUnreadable = (a, b) => a.length === b.length && a.every((field, index14) => field.path === b[index14]?.path && field.problem === b[index14]?.problem);
async function applyListedPage(db, type, observations, apply, onApplied) {
  const outcome = { changed: 0, unchanged: 0, stale: 0 };
  if (observations.length === 0) return outcome;
  const observedAt = observations[0]?.observedAt ?? /* @__PURE__ */ new Date(0);
  const codes = observations.map((observation) => observation.code);
  const unchanged = await db.transaction(async (tx) => {
    const stored = await tx.select({
      code: mirrorRequests.code,
      record: mirrorRequests.record,
      unreadable: mirrorRequests.unreadable,
      removed: mirrorRequests.removed,
      syncedAt: mirrorRequests.syncedAt
    }).from(mirrorRequests).where(and2(eq2(mirrorRequests.type, type), inArray(mirrorRequests.code, codes))).for("update");
    const byCode = new Map(stored.map((row) => [row.code, row]));
    const same = observations.filter((observation) => {
      const row = byCode.get(observation.code);
      if (!row || row.syncedAt.getTime() > observation.observedAt.getTime()) return false;
      const incoming = withoutWebhookOnlyFields(observation.record);
      const record2 = observation.removed === void 0 ? incoming : { ...incoming, removed: observation.removed };
      return sameJson(row.record, record2) && row.removed === (record2.removed ?? false) && sameUnreadable(row.unreadable, observation.unreadable ?? []);
    });
    if (same.length > 0) {
      await tx.update(mirrorRequests).set({
        syncedAt: sql10`greatest(${mirrorRequests.syncedAt}, ${observedAt.toISOString()}::timestamptz)`,
        readAt: sql10`greatest(coalesce(${mirrorRequests.readAt}, ${observedAt.toISOString()}::timestamptz), ${observedAt.toISOString()}::timestamptz)`
      }).where(
        and2(
          eq2(mirrorRequests.type, type),
          inArray(
            mirrorRequests.code,
            same.map((observation) => observation.code)
          ),
          lte(mirrorRequests.syncedAt, observedAt)
        )
      );
    }
    return new Set(same.map((observation) => observation.code));
  });
  outcome.unchanged = unchanged.size;
  for (const observation of observations) {
    if (unchanged.has(observation.code)) continue;
    const result = await apply(db, observation);
    if (result.outcome === "created" || result.outcome === "changed") outcome.changed += 1;
    else if (result.outcome === "stale") outcome.stale += 1;
    else outcome.unchanged += 1;
    onApplied?.(result, observation);
  }
  return outcome;
}

// src/contract/api/stalledSettings.ts
import { z as z9 } from "zod";

// src/contract/api/finalStatusSuggestion.ts
var FINAL_WORD = /^(?:(?:pedido|orcamento|venda|order|budget)\s+)?(?:entregues?|(?:conclui|finaliza|cancela|perdi|recusa|rejeita|reprova|converti|encerra|arquiva)d[oa]s?|delivered|completed|cancell?ed|lost|rejected|declined|converted|archived)(?![\p{L}\p{N}])/u;
var PARTIAL = /parcial|partial/;
function fold(name) {
  return name.trim().toLowerCase().normalize("NFD").replace(new RegExp("\\p{M}", "gu"), "");
}
function isSuggestedFinalStatus(name) {
  const folded = fold(name);
  return FINAL_WORD.test(folded) && !PARTIAL.test(folded);
}

// src/contract/api/stalledSettings.ts
var DEFAULT_STALLED_DAYS = 7;
var MIN_STALLED_DAYS = 1;
var MAX_STALLED_DAYS = 365;
var days = z9.number().int({ error: "must be a whole number of days" }).min(MIN_STALLED_DAYS, { error: `must be at least ${MIN_STALLED_DAYS} day` }).max(MAX_STALLED_DAYS, { error: `must be at most ${MAX_STALLED_DAYS} days` });
var statusName = z9.string().trim().min(1).max(120);
var finalStatuses = z9.partialRecord(requestTypeSchema, z9.array(statusName).max(500));
var stalledSettings = z9.object({
  defaultDays: days,
  byStatus: z9.record(statusName, days),
  finalStatuses: finalStatuses.optional()
});
function stalledDaysFor(settings, status) {
  return (status !== null ? settings.byStatus[status] : void 0) ?? settings.defaultDays;
}
function finalStatusesChosen(settings, type) {
  return settings.finalStatuses?.[type] !== void 0;
}
function isFinalStatus(settings, type, status) {
  if (status === null) return false;
  const chosen = settings.finalStatuses?.[type];
  return chosen ? chosen.includes(status) : isSuggestedFinalStatus(status);
}

// src/bff/mirror/statusSinceBound.ts
import { sql as sql11 } from "drizzle-orm";
async function narrowStatusSince(db, type, codes, bound) {
  if (codes.length === 0) return;
  const at = sql11`${bound.toISOString()}::timestamptz`;
  await db.execute(sql11`
    update mirror_requests set
      status_since = case when status_since_before
        then greatest(least(status_since, ${at}), coalesce(created_at, ${at}))
        else greatest(${at}, coalesce(created_at, ${at})) end,
      status_since_before = created_at is null or created_at < ${at},
      -- Not updated since its creation: the status is the one it was created in, a known start.
      status_first_seen_at = case when created_at >= ${at} then null else status_first_seen_at end
    where type = ${type}
      and code in (${sql11.join(
    codes.map((code) => sql11`${code}`),
    sql11`, `
  )})
      and status_first_seen_at is not null
      and status_since is distinct from ${at}`);
}
async function boundUnlistedBefore(db, type, windowStart, firstSeenBefore) {
  const at = sql11`${windowStart.toISOString()}::timestamptz`;
  await db.execute(sql11`
    update mirror_requests set status_since = ${at}, status_since_before = true
    where type = ${type}
      and status_first_seen_at is not null
      and status_first_seen_at < ${firstSeenBefore.toISOString()}::timestamptz
      and not status_since_before
      and (status_since is null or status_since < ${at})
      and (created_at is null or created_at < ${at})`);
}

// src/bff/settings/stalledSettingsStore.ts
import { eq as eq3 } from "drizzle-orm";

// src/bff/mirror/listContext.ts
import { sql as sql12 } from "drizzle-orm";
var DAY_MS2 = 864e5;
var DEFAULT_STALLED_SETTINGS = { defaultDays: DEFAULT_STALLED_DAYS, byStatus: {} };
var NO_FINAL_STATUSES = { order: [], budget: [] };
function anonymousContext(nowMs = Date.now()) {
  return { viewerEmail: null, nowMs, stalled: DEFAULT_STALLED_SETTINGS, finalStatuses: NO_FINAL_STATUSES };
}
function cutoffMs(context, status) {
  return context.nowMs - stalledDaysFor(context.stalled, status) * DAY_MS2;
}
function isStalled(context, type, dealStatus, statusSince) {
  if (statusSince === null) return false;
  if (dealStatus !== null && context.finalStatuses[type].includes(dealStatus)) return false;
  return Date.parse(statusSince) < cutoffMs(context, dealStatus);
}
function withStalled(context, row) {
  return { ...row, stalled: isStalled(context, row.type, row.dealStatus, row.statusSince) };
}
function instant18(ms) {
  return sql12`${new Date(ms).toISOString()}::timestamptz`;
}
function stalledSql(context, type) {
  const final = new Set(context.finalStatuses[type]);
  const named = Object.keys(context.stalled.byStatus).filter((status) => !final.has(status));
  const parts = named.map(
    (status) => sql12`(m.deal_status = ${status} and m.status_since < ${instant18(cutoffMs(context, status))})`
  );
  const others = outsideStatuses([...named, ...final]);
  parts.push(sql12`(${others} and m.status_since < ${instant18(cutoffMs(context, null))})`);
  return sql12`(${sql12.join(parts, sql12` or `)})`;
}
function openSql(context, type) {
  return outsideStatuses(context.finalStatuses[type]);
}
function outsideStatuses(statuses) {
  if (statuses.length === 0) return sql12`true`;
  return sql12`(m.deal_status is null or m.deal_status not in (${sql12.join(
    statuses.map((status) => sql12`${status}`),
    sql12`, `
  )}))`;
}
function mineSql(context) {
  if (context.viewerEmail === null) return sql12`false`;
  return sql12`lower(m.responsible_email) = ${context.viewerEmail.trim().toLowerCase()}`;
}

// src/bff/settings/stalledSettingsStore.ts
var STALLED_SETTING_KEY = "stalled";
async function readStalledSettings(db) {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq3(appSettings.key, STALLED_SETTING_KEY));
  const parsed = stalledSettings.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_STALLED_SETTINGS;
}
async function writeStalledSettings(db, settings, by) {
  await db.insert(appSettings).values({ key: STALLED_SETTING_KEY, value: settings, updatedAt: by.at, updatedBy: by.userId }).onConflictDoUpdate({
    target: appSettings.key,
    set: { value: settings, updatedAt: by.at, updatedBy: by.userId }
  });
  return settings;
}

// src/bff/sync/calendarDays.ts
var DAY_MS3 = 864e5;
function utcDay(at) {
  return new Date(at).toISOString().slice(0, 10);
}
function dayStartMs(day) {
  return Date.parse(`${day}T00:00:00.000Z`);
}
function addDays(day, days2) {
  return utcDay(dayStartMs(day) + days2 * DAY_MS3);
}
function monthStart(day) {
  return `${day.slice(0, 7)}-01`;
}
function monthsBefore(day, months) {
  const [year = 0, month = 1] = day.split("-").map(Number);
  const index14 = year * 12 + (month - 1) - months;
  const y = Math.floor(index14 / 12);
  const m = index14 - y * 12 + 1;
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-01`;
}

// src/bff/inbox/withoutNulCharacters.ts
function withoutNulCharacters(value) {
  if (typeof value === "string") return value.includes("\0") ? value.replaceAll("\0", "") : value;
  if (Array.isArray(value)) return value.map(withoutNulCharacters);
  if (typeof value === "object" && value !== null) {
    const copy = {};
    for (const [key, item2] of Object.entries(value)) {
      Object.defineProperty(copy, withoutNulCharacters(key), {
        value: withoutNulCharacters(item2),
        enumerable: true,
        writable: true,
        configurable: true
      });
    }
    return copy;
  }
  return value;
}

// src/bff/sync/listedObservations.ts
var POSITION = /^\[(\d+)\](?:\.)?(.*)$/;
var READ_ECHO_FIELD = "apiSentUpdated";
function withoutReadEcho(record2) {
  if (!Object.hasOwn(record2, READ_ECHO_FIELD)) return record2;
  const copy = { ...record2 };
  Reflect.deleteProperty(copy, READ_ECHO_FIELD);
  return copy;
}
function unreadableByRecord(unreadable) {
  const byRecord = /* @__PURE__ */ new Map();
  for (const field of unreadable) {
    const match = POSITION.exec(field.path);
    if (!match) continue;
    const index14 = Number(match[1]);
    const list2 = byRecord.get(index14) ?? [];
    list2.push({ ...field, path: match[2] || "$" });
    byRecord.set(index14, list2);
  }
  return byRecord;
}
function listedObservations(page, options) {
  const unreadable = unreadableByRecord(page.unreadable);
  const observations = [];
  let withoutCode = 0;
  page.records.forEach((raw, index14) => {
    const record2 = withoutReadEcho(withoutNulCharacters(raw));
    const code = typeof record2.code === "string" ? record2.code.trim() : "";
    if (code === "") {
      withoutCode += 1;
      return;
    }
    observations.push({
      type: options.type,
      code,
      record: record2,
      unreadable: (unreadable.get(index14) ?? []).map(({ path, problem }) => ({ path, problem })),
      source: options.source,
      person: options.person ?? null,
      observedAt: page.sentAt,
      ...options.removed ? { removed: true } : {}
    });
  });
  return { observations, withoutCode };
}

// src/bff/sync/backfillBounds.ts
var HOUR_MS = 36e5;
var DAY_MS4 = 24 * HOUR_MS;
var VENDOR_DAY_LAG_MS = 3 * HOUR_MS;
var MOST_DAYS_READ = 31;
function dayBound(day) {
  return new Date(dayStartMs(day) + DAY_MS4 + VENDOR_DAY_LAG_MS);
}
async function boundsWindowDays(deps) {
  const settings = await readStalledSettings(deps.db);
  const longest = Math.max(settings.defaultDays, ...Object.values(settings.byStatus));
  return Math.min(longest, MOST_DAYS_READ, MAX_STALLED_DAYS);
}
async function boundsStep(deps, type, cursor) {
  const c2 = { ...cursor };
  if (c2.boundsDay === null || c2.boundsFrom === null || c2.boundsStartedAt === null) {
    const now = deps.now?.() ?? Date.now();
    c2.boundsDay = utcDay(now);
    c2.boundsFrom = addDays(c2.boundsDay, -await boundsWindowDays(deps));
    c2.boundsStartedAt = now;
    c2.page = 1;
  }
  const day = c2.boundsDay;
  const page = await deps.list({
    type,
    page: c2.page,
    query: { lastUpdateAfter: day, lastUpdateBefore: day },
    priority: "backfill",
    why: `backfill: ${type}s last updated on ${day}, for how long they are in their status`
  });
  c2.pages += 1;
  const { observations } = listedObservations(page, { type, source: "backfill" });
  await applyListedPage(deps.db, type, observations, deps.apply, deps.onApplied);
  const bound = new Date(Math.min(dayBound(day).getTime(), page.sentAt.getTime()));
  await narrowStatusSince(
    deps.db,
    type,
    observations.map((observation) => observation.code),
    bound
  );
  if (page.records.length >= page.pageLimit) return { cursor: { ...c2, page: c2.page + 1 }, applied: 0 };
  if (day > c2.boundsFrom) return { cursor: { ...c2, boundsDay: addDays(day, -1), page: 1 }, applied: 0 };
  await boundUnlistedBefore(
    deps.db,
    type,
    new Date(dayStartMs(c2.boundsFrom) + VENDOR_DAY_LAG_MS),
    new Date(c2.boundsStartedAt)
  );
  return { cursor: { ...c2, phase: "done", page: 1, finishedAt: page.sentAt.getTime() }, applied: 0 };
}

// src/bff/sync/backfill.ts
var BACKFILL_PHASES = ["census", "live", "probe", "removed", "bounds", "done"];
var cursorFields = z10.object({
  phase: z10.enum(BACKFILL_PHASES),
  startedAt: z10.number().nullable(),
  finishedAt: z10.number().nullable(),
  /** The oldest creation day the backfill goes back to. */
  horizon: z10.string(),
  windowStart: z10.string(),
  windowEnd: z10.string(),
  page: z10.number().int().min(1),
  windowTotal: z10.number().int().nullable(),
  windowRedone: z10.boolean(),
  expectedLive: z10.number().int().nullable(),
  expectedRemoved: z10.number().int().nullable(),
  /** Whether the live part of the census was taken (its total may still be unknown). */
  censusLiveTaken: z10.boolean(),
  records: z10.number().int(),
  pages: z10.number().int(),
  /** Why it waits and until when (Painel's clock), for the freshness report. */
  waitingUntil: z10.number().nullable(),
  /** The bounds phase: the oldest lastUpdate day it reads, the day it reads, when it began. */
  boundsFrom: z10.string().nullable().default(null),
  boundsDay: z10.string().nullable().default(null),
  boundsStartedAt: z10.number().nullable().default(null)
});
var backfillCursor = z10.preprocess((value) => {
  if (value && typeof value === "object" && !("boundsFrom" in value) && "phase" in value && value.phase === "done") {
    return { ...value, phase: "bounds" };
  }
  return value;
}, cursorFields);
function initialBackfillCursor(now, horizonMonths) {
  const today = utcDay(now);
  return {
    phase: "census",
    startedAt: null,
    finishedAt: null,
    horizon: monthsBefore(today, horizonMonths),
    windowStart: monthStart(today),
    windowEnd: today,
    page: 1,
    windowTotal: null,
    windowRedone: false,
    expectedLive: null,
    expectedRemoved: null,
    censusLiveTaken: false,
    records: 0,
    pages: 0,
    waitingUntil: null,
    boundsFrom: null,
    boundsDay: null,
    boundsStartedAt: null
  };
}
var PHASE_RANK = {
  census: 0,
  live: 1,
  probe: 1,
  removed: 2,
  bounds: 3,
  done: 4
};
function nextBackfillType(cursors) {
  const candidates = ["order", "budget"].filter((type) => cursors[type].phase !== "done");
  candidates.sort((a, b) => {
    const ca = cursors[a];
    const cb = cursors[b];
    const rank = PHASE_RANK[ca.phase] - PHASE_RANK[cb.phase];
    if (rank !== 0) return rank;
    if (ca.phase === "live" || ca.phase === "probe") {
      if (ca.windowEnd !== cb.windowEnd) return ca.windowEnd < cb.windowEnd ? 1 : -1;
    }
    return a === "order" ? -1 : 1;
  });
  return candidates[0] ?? null;
}
function creationDay(type, record2) {
  const text21 = type === "order" ? record2.orderCreated ?? record2.budgetCreated : record2.budgetCreated;
  if (!text21) return null;
  const at = Date.parse(text21);
  return Number.isNaN(at) ? null : utcDay(at);
}
async function applyPage(deps, type, page, removed) {
  const { observations } = listedObservations(page, { type, source: "backfill", removed });
  await applyListedPage(deps.db, type, observations, deps.apply, deps.onApplied);
  return observations.length;
}
async function backfillStep(deps, type, cursor) {
  const c2 = { ...cursor, waitingUntil: null };
  switch (c2.phase) {
    case "census": {
      const removed = c2.censusLiveTaken;
      const page = await deps.list({
        type,
        page: 1,
        pageLimit: 1,
        query: removed ? { removed: true } : { createdAfter: "2000-01-01" },
        priority: "backfill",
        why: `backfill census of ${removed ? "removed" : "live"} ${type}s`
      });
      c2.startedAt ??= page.sentAt.getTime();
      c2.pages += 1;
      const applied = await applyPage(deps, type, page, removed);
      const total = page.totalItems ?? null;
      if (removed) {
        c2.expectedRemoved = total;
        c2.phase = "live";
      } else {
        c2.expectedLive = total;
        c2.censusLiveTaken = true;
      }
      return { cursor: c2, applied };
    }
    case "live": {
      const page = await deps.list({
        type,
        page: c2.page,
        query: { createdAfter: c2.windowStart, createdBefore: c2.windowEnd },
        priority: "backfill",
        why: `backfill of ${type}s created ${c2.windowStart}..${c2.windowEnd}`
      });
      c2.startedAt ??= page.sentAt.getTime();
      c2.pages += 1;
      const applied = await applyPage(deps, type, page, false);
      c2.records += applied;
      const total = page.totalItems ?? null;
      if (c2.page === 1) c2.windowTotal = total;
      if (page.records.length >= page.pageLimit) {
        c2.page += 1;
        return { cursor: c2, applied };
      }
      const shrank = c2.windowTotal !== null && total !== null && total < c2.windowTotal;
      if (shrank && !c2.windowRedone) {
        c2.page = 1;
        c2.windowRedone = true;
        return { cursor: c2, applied };
      }
      if (c2.page === 1 && page.records.length === 0) {
        c2.phase = "probe";
        return { cursor: c2, applied };
      }
      return { cursor: previousWindow(c2, addDays(c2.windowStart, -1)), applied };
    }
    case "probe": {
      const before = addDays(c2.windowStart, -1);
      const page = await deps.list({
        type,
        page: 1,
        pageLimit: 1,
        query: { createdBefore: before },
        priority: "backfill",
        why: `backfill: newest ${type} created up to ${before}`
      });
      c2.pages += 1;
      const applied = await applyPage(deps, type, page, false);
      c2.records += applied;
      const newest = page.records[0];
      if (!newest) return { cursor: toRemoved(c2), applied };
      const day = creationDay(type, newest);
      return { cursor: previousWindow(c2, day !== null && day < before ? day : before), applied };
    }
    case "removed": {
      const page = await deps.list({
        type,
        page: c2.page,
        query: { removed: true },
        priority: "backfill",
        why: `backfill of removed ${type}s`
      });
      c2.pages += 1;
      const applied = await applyPage(deps, type, page, true);
      c2.records += applied;
      if (page.records.length >= page.pageLimit) {
        c2.page += 1;
      } else {
        c2.phase = "bounds";
        c2.page = 1;
      }
      return { cursor: c2, applied };
    }
    case "bounds":
      return boundsStep(deps, type, c2);
    case "done":
      return { cursor: c2, applied: 0 };
  }
}
function previousWindow(c2, end) {
  if (end < c2.horizon) return toRemoved(c2);
  return {
    ...c2,
    phase: "live",
    windowEnd: end,
    windowStart: monthStart(end) < c2.horizon ? c2.horizon : monthStart(end),
    page: 1,
    windowTotal: null,
    windowRedone: false
  };
}
function toRemoved(c2) {
  return { ...c2, phase: "removed", page: 1, windowTotal: null, windowRedone: false };
}

// src/bff/sync/reconcile.ts
import { z as z11 } from "zod";

// src/bff/sync/refreshQueue.ts
import { and as and3, asc as asc2, eq as eq4, gte, lte as lte2, ne, sql as sql13 } from "drizzle-orm";
async function enqueueRefresh(db, ask) {
  const q = syncRefreshQueue;
  await db.insert(q).values({
    type: ask.type,
    code: ask.code,
    priority: ask.priority,
    source: ask.source,
    person: ask.person ?? null,
    dueAt: ask.dueAt,
    requestedAt: ask.requestedAt,
    vendorLastUpdate: ask.vendorLastUpdate ?? null
  }).onConflictDoUpdate({
    target: [q.type, q.code],
    set: {
      dueAt: sql13`least(${q.dueAt}, excluded.due_at)`,
      requestedAt: sql13`greatest(${q.requestedAt}, excluded.requested_at)`,
      priority: sql13`case when excluded.priority = 'refresh' then 'refresh' else ${q.priority} end`,
      source: sql13`case when excluded.source = 'write' then 'write' else ${q.source} end`,
      person: sql13`case when excluded.source = 'write' then excluded.person else ${q.person} end`,
      vendorLastUpdate: sql13`greatest(${q.vendorLastUpdate}, excluded.vendor_last_update)`
    }
  });
}
async function dueRefreshes(db, now, limit) {
  const q = syncRefreshQueue;
  return db.select().from(q).where(lte2(q.dueAt, now)).orderBy(sql13`case when ${q.priority} = 'refresh' then 0 else 1 end`, asc2(q.dueAt)).limit(limit);
}
async function queuedRefreshCount(db) {
  const [row] = await db.select({ count: sql13`count(*)::int` }).from(syncRefreshQueue);
  return Number(row?.count ?? 0);
}
async function nextRefreshDue(db) {
  const [row] = await db.select({ dueAt: syncRefreshQueue.dueAt }).from(syncRefreshQueue).orderBy(asc2(syncRefreshQueue.dueAt)).limit(1);
  return row?.dueAt ?? null;
}
async function completeRefresh(db, item2, sentAt, coalesceMs) {
  const q = syncRefreshQueue;
  const key = and3(eq4(q.type, item2.type), eq4(q.code, item2.code));
  await db.delete(q).where(and3(key, lte2(q.requestedAt, sentAt)));
  await db.update(q).set({
    dueAt: sql13`${q.requestedAt} + (case when ${q.priority} = 'refresh' then 0 else ${Math.round(coalesceMs)}::int end) * interval '1 millisecond'`,
    attempts: 0,
    lastError: null
  }).where(key);
}
async function deferRefresh(db, item2, notBefore, error) {
  const q = syncRefreshQueue;
  await db.update(q).set({ dueAt: notBefore, attempts: sql13`${q.attempts} + 1`, lastError: error }).where(and3(eq4(q.type, item2.type), eq4(q.code, item2.code)));
}
async function dropCoveredRefreshes(db, type, coveredFrom, sentAt) {
  const q = syncRefreshQueue;
  const dropped = await db.delete(q).where(
    and3(
      eq4(q.type, type),
      ne(q.source, "write"),
      lte2(q.requestedAt, sentAt),
      gte(q.vendorLastUpdate, coveredFrom)
    )
  ).returning({ code: q.code });
  return dropped.length;
}

// src/bff/sync/reconcile.ts
var RECONCILE_STEPS = [
  { type: "order", removed: false },
  { type: "order", removed: true },
  { type: "budget", removed: false },
  { type: "budget", removed: true }
];
var HOUR_MS2 = 36e5;
var VENDOR_DAY_SLACK_MS = 12 * HOUR_MS2;
var reconcileRun = z11.object({
  /** The `lastUpdateAfter` day of every listing of the run. */
  after: z11.string(),
  /** Painel's clock when the run's first call was sent. */
  startedAt: z11.number().nullable(),
  step: z11.number().int().min(0),
  page: z11.number().int().min(1),
  /** When the current step's first page was sent. */
  stepStartedAt: z11.number().nullable(),
  calls: z11.number().int(),
  applied: z11.number().int(),
  changed: z11.number().int()
});
var reconcileState = z11.object({
  /** When the last completed run's first call was sent: every change before it is in the mirror. */
  lastStartedAt: z11.number().nullable(),
  lastCompletedAt: z11.number().nullable(),
  lastCalls: z11.number().int(),
  lastChanged: z11.number().int(),
  runs: z11.number().int(),
  intervalMs: z11.number().nullable(),
  nextDueAt: z11.number().nullable(),
  current: reconcileRun.nullable(),
  waitingUntil: z11.number().nullable()
});
var initialReconcileState = {
  lastStartedAt: null,
  lastCompletedAt: null,
  lastCalls: 0,
  lastChanged: 0,
  runs: 0,
  intervalMs: null,
  nextDueAt: null,
  current: null,
  waitingUntil: null
};
function reconcileAfterDay(since, overlapMs) {
  return utcDay(since - overlapMs);
}
async function reconcileStep(deps, state, begin, completedAt) {
  const run = state.current ?? {
    after: reconcileAfterDay(begin.since, begin.overlapMs),
    startedAt: null,
    step: 0,
    page: 1,
    stepStartedAt: null,
    calls: 0,
    applied: 0,
    changed: 0
  };
  const step = RECONCILE_STEPS[run.step];
  if (!step) throw new RangeError(`A reconcile run has no step ${run.step}.`);
  const page = await deps.list({
    type: step.type,
    page: run.page,
    query: step.removed ? { removed: true, lastUpdateAfter: run.after } : { lastUpdateAfter: run.after },
    priority: "reconcile",
    why: `reconcile of ${step.removed ? "removed " : ""}${step.type}s changed since ${run.after}`
  });
  const next = {
    ...run,
    startedAt: run.startedAt ?? page.sentAt.getTime(),
    stepStartedAt: run.stepStartedAt ?? page.sentAt.getTime(),
    calls: run.calls + 1
  };
  const { observations } = listedObservations(page, {
    type: step.type,
    source: "reconcile",
    removed: step.removed
  });
  const applied = await applyListedPage(deps.db, step.type, observations, deps.apply, deps.onApplied);
  next.applied += observations.length;
  next.changed += applied.changed;
  if (page.records.length >= page.pageLimit) {
    return {
      state: { ...state, current: { ...next, page: run.page + 1 }, waitingUntil: null },
      completed: false
    };
  }
  if (!step.removed) {
    await dropCoveredRefreshes(
      deps.db,
      step.type,
      new Date(dayStartMs(run.after) + VENDOR_DAY_SLACK_MS),
      new Date(next.stepStartedAt ?? page.sentAt.getTime())
    );
  }
  if (run.step + 1 < RECONCILE_STEPS.length) {
    return {
      state: {
        ...state,
        current: { ...next, step: run.step + 1, page: 1, stepStartedAt: null },
        waitingUntil: null
      },
      completed: false
    };
  }
  return {
    state: {
      ...state,
      lastStartedAt: next.startedAt,
      lastCompletedAt: completedAt(),
      lastCalls: next.calls,
      lastChanged: next.changed,
      runs: state.runs + 1,
      current: null,
      waitingUntil: null
    },
    completed: true
  };
}

// src/bff/sync/syncStateStore.ts
import { eq as eq5 } from "drizzle-orm";
async function readSyncState(db, key, schema, fallback) {
  const [row] = await db.select({ value: syncState.value }).from(syncState).where(eq5(syncState.key, key));
  if (!row) return fallback;
  const parsed = schema.safeParse(row.value);
  return parsed.success ? parsed.data : fallback;
}
async function writeSyncState(db, key, value, at) {
  await db.insert(syncState).values({ key, value, updatedAt: at }).onConflictDoUpdate({ target: syncState.key, set: { value, updatedAt: at } });
}

// src/bff/sync/loops/maintenanceWork.ts
import { setImmediate as eventLoopTurn } from "node:timers/promises";

// src/bff/db/maintenance/churningTables.ts
import { getTableName } from "drizzle-orm";
var CHURNING_TABLES = [
  mirrorRequests,
  mirrorStatusTotals,
  requestHistory,
  requestStatusStays,
  syncRefreshQueue,
  syncState,
  webhookInbox,
  liveEvents,
  upstreamCalls
].map((table) => getTableName(table));

// src/bff/db/maintenance/maintenanceNeed.ts
var MAINTENANCE_THRESHOLDS = {
  vacuumBase: 50,
  vacuumScale: 0.2,
  insertBase: 1e3,
  insertScale: 0.2,
  analyzeBase: 50,
  analyzeScale: 0.1
};
function maintenanceNeed(stats, limits = MAINTENANCE_THRESHOLDS) {
  const { table } = stats;
  const rows = Math.max(stats.reltuples, stats.live, 0);
  if (stats.vacuums === 0 && stats.bytes > 0) return { table, action: "vacuum", reason: "never vacuumed" };
  if (stats.dead > limits.vacuumBase + limits.vacuumScale * rows) {
    return { table, action: "vacuum", reason: "dead rows" };
  }
  if (stats.insertedSinceVacuum > limits.insertBase + limits.insertScale * rows) {
    return { table, action: "vacuum", reason: "inserted rows" };
  }
  if (stats.modifiedSinceAnalyze > limits.analyzeBase + limits.analyzeScale * rows) {
    return { table, action: "analyze", reason: "modified rows" };
  }
  return null;
}

// src/bff/db/maintenance/tableStatistics.ts
import { sql as sql14 } from "drizzle-orm";
import { z as z13 } from "zod";

// src/bff/db/queryRows.ts
import { z as z12 } from "zod";
var driverResult = z12.object({ rows: z12.array(z12.unknown()) });
async function queryRows(db, query, row) {
  const result = driverResult.parse(await db.execute(query));
  return result.rows.map((value) => row.parse(value));
}

// src/bff/db/maintenance/tableStatistics.ts
var count2 = z13.coerce.number();
var tableStatistics = z13.object({
  table: z13.string(),
  /** The planner's row count (pg_class.reltuples), kept in the catalog; -1 until first vacuumed or analyzed. */
  reltuples: count2,
  live: count2,
  dead: count2,
  modifiedSinceAnalyze: count2,
  insertedSinceVacuum: count2,
  /** Vacuums by anyone (autovacuum included) since the statistics began. */
  vacuums: count2,
  /** Bytes of the table's main fork: zero for a table that never held a row. */
  bytes: count2
});
async function readTableStatistics(db, tables) {
  if (tables.length === 0) return [];
  const names = sql14.join(
    tables.map((name) => sql14`${name}`),
    sql14`, `
  );
  return queryRows(
    db,
    sql14`select s.relname as "table", c.reltuples, s.n_live_tup as live, s.n_dead_tup as dead,
          s.n_mod_since_analyze as "modifiedSinceAnalyze", s.n_ins_since_vacuum as "insertedSinceVacuum",
          s.vacuum_count + s.autovacuum_count as vacuums, pg_relation_size(s.relid) as bytes
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        where s.schemaname = current_schema() and s.relname in (${names})
        order by s.relname`,
    tableStatistics
  );
}

// src/bff/db/maintenance/planMaintenance.ts
async function planMaintenance(db, tables = CHURNING_TABLES) {
  const statistics = await readTableStatistics(db, tables);
  return statistics.flatMap((stats) => maintenanceNeed(stats) ?? []);
}

// src/bff/db/maintenance/runMaintenance.ts
import { sql as sql15 } from "drizzle-orm";
async function runMaintenance(db, need) {
  const table = sql15.identifier(need.table);
  const started = performance.now();
  await db.execute(need.action === "vacuum" ? sql15`vacuum (analyze) ${table}` : sql15`analyze ${table}`);
  return { ...need, ms: Math.round(performance.now() - started) };
}

// src/bff/sync/loops/maintenanceWork.ts
function createMaintenanceRound() {
  return { nextCheckAt: null, queue: null };
}
function maintenanceDue(context, round) {
  const now = context.clock.now();
  if (round.queue) return true;
  if (round.nextCheckAt === null) {
    round.nextCheckAt = now + context.settings.maintenanceCheckMs;
    return false;
  }
  return now >= round.nextCheckAt;
}
async function runMaintenanceStep(context, round) {
  const endRound = () => {
    round.queue = null;
    round.nextCheckAt = context.clock.now() + context.settings.maintenanceCheckMs;
  };
  const need = round.queue?.[0];
  try {
    if (!round.queue) {
      round.queue = await planMaintenance(context.db);
    } else if (need) {
      round.queue.shift();
      const done = await runMaintenance(context.db, need);
      context.logger?.info(
        { table: done.table, action: done.action, reason: done.reason, ms: done.ms },
        done.action === "vacuum" ? "vacuumed and analyzed a table" : "analyzed a table"
      );
      await eventLoopTurn();
    }
    if (round.queue.length === 0) endRound();
  } catch (error) {
    context.logger?.warn(
      { err: error, table: need?.table, action: need?.action },
      "table maintenance failed; the next check tries again"
    );
    endRound();
  }
}

// src/bff/sync/loops/leaderState.ts
var backfillStateKey = (type) => `backfill:${type}`;
var RECONCILE_STATE_KEY = "reconcile";
function createLeaderState() {
  return {
    cursors: null,
    reconcile: null,
    blocks: /* @__PURE__ */ new Map(),
    failures: { backfill: 0, reconcile: 0, statuses: 0 },
    statusesStored: null,
    progressDirty: false,
    maintenance: createMaintenanceRound()
  };
}
function forgetStoredState(state) {
  state.cursors = null;
  state.reconcile = null;
  state.statusesStored = null;
  state.maintenance = createMaintenanceRound();
}
async function loadStoredState(context, state) {
  const { db, clock, settings } = context;
  const fresh = initialBackfillCursor(clock.now(), settings.backfillHorizonMonths);
  state.cursors = {
    order: await readSyncState(db, backfillStateKey("order"), backfillCursor, fresh),
    budget: await readSyncState(db, backfillStateKey("budget"), backfillCursor, fresh)
  };
  state.reconcile = await readSyncState(db, RECONCILE_STATE_KEY, reconcileState, initialReconcileState);
}
async function saveCursor(context, state, type, cursor) {
  if (state.cursors) state.cursors[type] = cursor;
  await writeSyncState(context.db, backfillStateKey(type), cursor, new Date(context.clock.now()));
  state.progressDirty = true;
}
async function saveReconcile(context, state, next) {
  state.reconcile = next;
  await writeSyncState(context.db, RECONCILE_STATE_KEY, next, new Date(context.clock.now()));
  state.progressDirty = true;
}
function backfillStartedAt(state) {
  if (!state.cursors) return null;
  const starts = [state.cursors.order.startedAt, state.cursors.budget.startedAt].filter(
    (at) => at !== null
  );
  return starts.length > 0 ? Math.min(...starts) : null;
}

// src/stack/playPastAfterFirstSync.ts
async function mirrored(db, type, codes) {
  if (codes.length === 0) return 0;
  const [row] = await db.select({ n: count3() }).from(mirrorRequests).where(and4(eq6(mirrorRequests.type, type), inArray2(mirrorRequests.code, [...codes])));
  return row?.n ?? 0;
}
async function holdsPastReach(db, sandbox) {
  const reach = sandbox.past.reach();
  for (const type of ["order", "budget"]) {
    if (await mirrored(db, type, reach[type]) < reach[type].length) return false;
  }
  return true;
}
async function backfillSettled(db) {
  for (const type of ["order", "budget"]) {
    const cursor = await readSyncState(db, backfillStateKey(type), backfillCursor.nullable(), null);
    if (cursor?.phase !== "done" && cursor?.waitingUntil == null) return false;
  }
  return true;
}
async function playPastAfterFirstSync(sandbox, db, options = {}) {
  if (sandbox.past.state !== "waiting") return sandbox.past.whenDone();
  const pollMs = options.pollMs ?? 1e3;
  const deadline = Date.now() + (options.maxWaitMs ?? 6e5);
  while (!(await backfillSettled(db) && await holdsPastReach(db, sandbox))) {
    if (Date.now() >= deadline) {
      options.logger?.warn(
        {},
        "the sandbox plays its past before Painel's first copy holds the requests it moves: those gain no time in status from it"
      );
      break;
    }
    await new Promise((resolve4) => setTimeout(resolve4, pollMs));
  }
  await sandbox.past.play();
  const report = sandbox.past.report();
  options.logger?.info(
    { from: report.from, to: report.to, played: report.played, webhooks: report.events },
    `the sandbox played ${report.days} days of past (${report.played} status and payment moves), sent to Painel as webhooks`
  );
}

// src/bff/app.ts
import { randomUUID as randomUUID4 } from "node:crypto";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";

// src/contract/api/health.ts
import { z as z14 } from "zod";
var healthResponse = z14.object({
  status: z14.literal("ok"),
  version: z14.string(),
  mode: z14.enum(["sandbox", "vendor"]),
  /**
   * PUBLIC_URL when the operator set it (admin pages warn when the browser is elsewhere, as
   * cookies and wallboard links follow it); null when unset, links then follow the address in use.
   */
  publicUrl: z14.string().nullable()
});

// src/bff/http/access.ts
var access = {
  public: { kind: "public" },
  webhook: { kind: "webhook" },
  /** Any signed-in person may read; not a wallboard device (it reads only what a wall shows). */
  reader: {
    kind: "session",
    roles: ["viewer", "sales", "finance", "admin"],
    devices: false
  },
  /**
   * What a wall shows (the board, the statuses, freshness, live events, who is calling): every
   * signed-in person and wallboard devices. A device's cards carry nothing personal.
   */
  board: {
    kind: "session",
    roles: ["viewer", "sales", "finance", "admin"],
    devices: true
  },
  /** Any signed-in person (not devices), e.g. their own preferences or sign-out. */
  signedIn: {
    kind: "session",
    roles: ["viewer", "sales", "finance", "admin"],
    devices: false
  },
  roles: (...roles2) => ({ kind: "session", roles: roles2, devices: false })
};

// src/bff/http/errorHandler.ts
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

// src/bff/http/problem.ts
var titles = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout"
};
var HttpProblem = class extends Error {
  status;
  code;
  retryAt;
  errors;
  headers;
  extensions;
  constructor(init) {
    super(init.detail);
    this.name = "HttpProblem";
    this.status = init.status;
    this.code = init.code;
    this.retryAt = init.retryAt;
    this.errors = init.errors;
    this.headers = init.headers ?? {};
    this.extensions = init.extensions ?? {};
  }
  toDocument(instance, requestId) {
    return {
      ...this.extensions,
      type: `https://painel.local/problems/${this.code}`,
      title: titles[this.status] ?? "Error",
      status: this.status,
      code: this.code,
      detail: this.message,
      ...instance ? { instance } : {},
      ...requestId ? { requestId } : {},
      ...this.retryAt ? { retryAt: this.retryAt.toISOString() } : {},
      ...this.errors ? { errors: this.errors } : {}
    };
  }
};

// src/bff/http/errorHandler.ts
var PROBLEM_CONTENT_TYPE = "application/problem+json; charset=utf-8";
function sendProblem(request2, reply, problem) {
  for (const [name, value] of Object.entries(problem.headers)) reply.header(name, value);
  if (problem.retryAt) {
    const seconds3 = Math.max(1, Math.ceil((problem.retryAt.getTime() - Date.now()) / 1e3));
    reply.header("retry-after", String(seconds3));
  }
  return reply.code(problem.status).type(PROBLEM_CONTENT_TYPE).send(problem.toDocument(request2.url.split("?")[0], request2.id));
}
function describeValidation(error) {
  const errors2 = [];
  if (hasZodFastifySchemaValidationErrors(error)) {
    for (const issue of error.validation) {
      const path = issue.instancePath.replace(/^\//, "").replace(/\//g, ".");
      errors2.push({ path: path || "(whole input)", message: issue.message ?? "is invalid" });
    }
  }
  const where = error.validationContext ?? "request";
  const first = errors2[0];
  return new HttpProblem({
    status: 400,
    code: "invalid_input",
    detail: first ? `The ${where} is invalid: ${first.path} ${first.message.charAt(0).toLowerCase()}${first.message.slice(1)}.` : `The ${where} is invalid; check it against the API documentation at /api/docs.`,
    errors: errors2
  });
}
var DATABASE_GONE_SQLSTATE = /^(08...|57P0[1-4]|55000)$/;
var DATABASE_GONE_MESSAGE = /Connection terminated|not queryable|timeout exceeded when trying to connect|is not currently accepting connections/;
function isDatabaseUnavailable(error) {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = current.code;
    if (typeof code === "string" && DATABASE_GONE_SQLSTATE.test(code)) return true;
    if (DATABASE_GONE_MESSAGE.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
function installErrorHandler(app) {
  app.setErrorHandler((error, request2, reply) => {
    if (error instanceof HttpProblem) return sendProblem(request2, reply, error);
    if (error.validation) return sendProblem(request2, reply, describeValidation(error));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendProblem(
        request2,
        reply,
        new HttpProblem({
          status,
          code: (error.code ?? "bad_request").toLowerCase(),
          detail: error.message || "The request could not be accepted."
        })
      );
    }
    if (isDatabaseUnavailable(error)) {
      request2.log.warn({ err: error }, "the database is out of reach");
      return sendProblem(
        request2,
        reply,
        new HttpProblem({
          status: 503,
          code: "database_unavailable",
          detail: "Painel cannot reach its database right now. Try again in a few seconds.",
          retryAt: new Date(Date.now() + 5e3)
        })
      );
    }
    request2.log.error({ err: error }, "unexpected error");
    return sendProblem(
      request2,
      reply,
      new HttpProblem({
        status: 500,
        code: "internal_error",
        detail: `Something went wrong on our side. Try again; if it keeps failing, give an administrator the request id ${request2.id}.`
      })
    );
  });
}

// src/bff/http/logging.ts
import { LogController } from "fastify";
import pino from "pino";
var REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-csrf"]',
  'res.headers["set-cookie"]',
  // @fastify/multipart logs busboy's options, headers included, at trace level.
  "busboyOptions.headers.cookie",
  "busboyOptions.headers.authorization",
  "headers.authorization",
  "headers.cookie",
  "*.authorization",
  "*.token",
  "*.password",
  "*.secret",
  "*.cookie",
  "token",
  "password",
  "secret"
];
function wantsPrettyLogs(format, nodeEnv, stdoutIsTty) {
  if (format !== void 0) return format === "pretty";
  return stdoutIsTty || nodeEnv === "development";
}
function loggerOptions(level, stream = pino.destination({ dest: 1, sync: true })) {
  return { level, redact: { paths: REDACTED_PATHS, censor: "[redacted]" }, stream };
}
async function loadPinoPretty(load = () => import("pino-pretty")) {
  try {
    return (await load()).default;
  } catch (error) {
    const code = error instanceof Error && "code" in error ? error.code : void 0;
    if (code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND") return null;
    throw error;
  }
}
async function logDestination(wantsReadable, load) {
  const pretty = wantsReadable ? await loadPinoPretty(load) : null;
  if (!pretty) return { stream: pino.destination({ dest: 1, sync: true }), readable: false };
  return {
    stream: pretty({
      colorize: process.stdout.isTTY === true,
      translateTime: "SYS:HH:MM:ss",
      ignore: "pid,hostname",
      sync: true
    }),
    readable: true
  };
}
var QuietRequestLog = class extends LogController {
  incomingRequest(request2) {
    if (this.isLogDisabled(request2)) return;
    request2.log.debug({ req: request2 }, "incoming request");
  }
  requestCompleted(error, request2, reply) {
    if (this.isLogDisabled(request2)) return;
    if (error)
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, "request errored");
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, "request completed");
  }
  /**
   * A client that leaves before its answer ends (an event stream's tab closed, a reload) is
   * ordinary: `debug`, where Fastify says `info`. Other stream errors stay warnings.
   */
  streamError(error, request2, reply) {
    if (this.isLogDisabled(request2)) return;
    if ("code" in error && error.code === "ERR_STREAM_PREMATURE_CLOSE")
      reply.log.debug({ res: reply }, "stream closed prematurely");
    else reply.log.warn({ err: error }, "response terminated with an error with headers already sent");
  }
};

// src/bff/http/openapi.ts
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
async function registerOpenApi(app, version) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Painel API",
        description: "The backend-for-frontend of Painel. Every read is served from Painel's mirror; writes pass the vendor governor.",
        version
      }
    },
    transform: jsonSchemaTransform
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  app.get(
    "/api/openapi.json",
    { config: { access: access.public }, schema: { hide: true } },
    async () => app.swagger()
  );
}

// src/bff/http/spa.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import fastifyStatic from "@fastify/static";

// src/bff/security/securityHeaders.ts
import fastifyHelmet from "@fastify/helmet";

// src/bff/auth/sessionCookie.ts
var BASE_NAME = "painel_session";
function servedOverHttps(publicUrl) {
  return new URL(publicUrl).protocol === "https:";
}
function sessionCookieName(publicUrl) {
  return servedOverHttps(publicUrl) ? `__Host-${BASE_NAME}` : BASE_NAME;
}
function cookieOptions(publicUrl) {
  return {
    httpOnly: true,
    sameSite: "strict",
    secure: servedOverHttps(publicUrl),
    path: "/"
  };
}
function setSessionCookie(reply, publicUrl, token2, session) {
  const lifetimeSeconds = Math.floor((session.expiresAt.getTime() - session.createdAt.getTime()) / 1e3);
  const persistent = session.kind === "device" ? { maxAge: lifetimeSeconds } : {};
  reply.setCookie(sessionCookieName(publicUrl), token2, { ...cookieOptions(publicUrl), ...persistent });
}
function clearSessionCookie(reply, publicUrl) {
  reply.clearCookie(sessionCookieName(publicUrl), cookieOptions(publicUrl));
}
function readSessionCookie(request2, publicUrl) {
  const value = request2.cookies[sessionCookieName(publicUrl)];
  return value === void 0 || value === "" ? void 0 : value;
}

// src/bff/security/securityHeaders.ts
function contentSecurityPolicy(styleNonce) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: styleNonce ? ["'self'", `'nonce-${styleNonce}'`] : ["'self'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"]
    }
  };
}
function applyStyleNonce(reply, nonce) {
  reply.helmet({ contentSecurityPolicy: contentSecurityPolicy(nonce) });
}
var PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=()";
async function installSecurityHeaders(app, publicUrl) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(),
    strictTransportSecurity: servedOverHttps(publicUrl) ? { maxAge: 31536e3, includeSubDomains: true, preload: false } : false,
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" }
  });
  app.addHook("onSend", async (request2, reply, payload) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    const path = request2.url.split("?")[0] ?? "";
    if ((path.startsWith("/api/") || path.startsWith("/webhooks/")) && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
    }
    return payload;
  });
}

// src/bff/http/spa.ts
var BACKEND_PREFIXES = ["/api/", "/webhooks/"];
var CSP_NONCE_PLACEHOLDER = "__CSP_NONCE__";
function withNonce(indexHtml, nonce) {
  if (indexHtml.includes(CSP_NONCE_PLACEHOLDER)) return indexHtml.split(CSP_NONCE_PLACEHOLDER).join(nonce);
  return indexHtml.replace(/<head([^>]*)>/i, `<head$1><meta property="csp-nonce" nonce="${nonce}">`);
}
async function registerSpa(app, webDirOption) {
  const webDir = resolve(webDirOption);
  const indexPath = resolve(webDir, "index.html");
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, "utf8") : void 0;
  if (indexHtml !== void 0) {
    await app.register(async (scope) => {
      scope.addHook("onRoute", (routeOptions) => {
        routeOptions.config = { ...routeOptions.config, access: access.public };
      });
      await scope.register(fastifyStatic, {
        root: webDir,
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies of its scripts and styles (scripts/vite/
        // precompressAssets.ts, ADR 021): sent to browsers that accept them, the file otherwise.
        preCompressed: true,
        cacheControl: false,
        // index.html only ever leaves with its nonce filled in, through the fallback below.
        allowedPath: (pathName) => pathName !== "/index.html",
        setHeaders(res, path) {
          res.setHeader(
            "cache-control",
            path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache"
          );
          res.setHeader("vary", "accept-encoding");
        }
      });
    });
  } else {
    app.log.warn({ webDir }, "no built SPA found; run `npm run build:web`");
  }
  app.setNotFoundHandler((request2, reply) => {
    const path = request2.url.split("?")[0] ?? "/";
    const isBackend = BACKEND_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (request2.method !== "GET" && request2.method !== "HEAD" || isBackend || indexHtml === void 0) {
      return sendProblem(
        request2,
        reply,
        new HttpProblem({
          status: 404,
          code: "not_found",
          detail: `No route for ${request2.method} ${path}.`
        })
      );
    }
    const nonce = randomBytes2(16).toString("base64");
    applyStyleNonce(reply, nonce);
    return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(withNonce(indexHtml, nonce));
  });
}

// src/bff/live/registerLiveRoutes.ts
import { PassThrough } from "node:stream";

// src/contract/api/liveEvents.ts
import { z as z31 } from "zod";

// src/contract/api/changeActor.ts
import { z as z15 } from "zod";
var SYNC_SOURCES = ["webhook", "reconcile", "backfill", "refresh"];
var syncSourceSchema = z15.enum(SYNC_SOURCES);
var changeActor = z15.discriminatedUnion("kind", [
  z15.object({
    kind: z15.literal("person"),
    /** The Painel user's id; null on entries recorded before Painel kept it. */
    id: z15.string().nullable(),
    /** As the person was shown then: their name, or their e-mail when they had none. */
    name: z15.string()
  }),
  z15.object({ kind: z15.literal("sync"), source: syncSourceSchema })
]);

// src/contract/api/freshness.ts
import { z as z16 } from "zod";
var BACKFILL_STATES = ["pending", "running", "paused", "done"];
var typeBackfill = z16.object({
  done: z16.boolean(),
  records: z16.number().int(),
  /** The type's total when the vendor said it, else null. */
  expectedRecords: z16.number().int().nullable()
});
var freshness = z16.object({
  /** Requests in the mirror, per type. */
  mirrored: z16.object({ order: z16.number().int(), budget: z16.number().int() }),
  lastWebhookAt: z16.string().nullable(),
  lastReconcileAt: z16.string().nullable(),
  /** The most recent moment the mirror was known to match the vendor for recent changes. */
  upToDateAt: z16.string().nullable(),
  backfill: z16.object({
    state: z16.enum(BACKFILL_STATES),
    records: z16.number().int(),
    pages: z16.number().int(),
    /** Estimated total when the vendor said it (totalItems), else null. */
    expectedRecords: z16.number().int().nullable(),
    estimatedSecondsLeft: z16.number().nullable(),
    /**
     * When the whole copy should be done (ISO instant): the remaining pages at the slower of the
     * pace observed so far and what the budget allows per hour, after any wait for the budget.
     * Null when the total is not known yet; the moment it finished once done. Absent from reports
     * made before Painel gave it (a `sync.progress` event replayed across a deploy).
     */
    estimatedDoneAt: z16.string().nullable().optional(),
    /** Why it waits, e.g. the background budget is used up until retryAt. */
    waitingUntil: z16.string().nullable(),
    /** Each type's part; absent, like `estimatedDoneAt`, from older reports. */
    byType: z16.object({ order: typeBackfill, budget: typeBackfill }).optional()
  })
});

// src/contract/api/governorStatus.ts
import { z as z17 } from "zod";
var governorPriority = z17.enum(["write", "refresh", "webhook", "reconcile", "backfill"]);
var governorRefusalReason = z17.enum(["calls", "time", "background-share", "circuit-open"]);
var instant19 = z17.iso.datetime({ offset: true });
var budget = z17.object({
  /** The configured ceiling over the rolling window, always below the vendor's limit. */
  limit: z17.number(),
  /** The vendor's own limit, for context. */
  vendorLimit: z17.number(),
  used: z17.number(),
  left: z17.number(),
  /** When the oldest counted call leaves the window and gives some of this budget back; null when nothing is counted. */
  nextFreeAt: instant19.nullable()
});
var governorStatus = z17.object({
  at: instant19,
  windowMinutes: z17.number(),
  calls: budget,
  /** Summed wall time of upstream calls, in seconds; calls still running count at their time-out. */
  seconds: budget,
  backgroundShare: z17.number(),
  /** Calls currently on the wire, over every backend process sharing the database. */
  inFlight: z17.number().int(),
  classes: z17.array(
    z17.object({
      priority: governorPriority,
      background: z17.boolean(),
      /** Fraction of each budget this class may fill (counting everyone's calls). */
      share: z17.number(),
      callsLeft: z17.number(),
      secondsLeft: z17.number(),
      /** When one more call of this class fits (equal to `at` when it fits now); null while the circuit is open. */
      fitsAt: instant19.nullable()
    })
  ),
  circuit: z17.object({
    state: z17.enum(["closed", "open"]),
    openedAt: instant19.nullable(),
    /** What the vendor answered, e.g. `429 hardLimit on "PUT payment"`. */
    cause: z17.string().nullable(),
    resetAt: instant19.nullable(),
    resetBy: z17.string().nullable()
  })
});

// src/contract/api/requests.ts
import { z as z30 } from "zod";

// src/contract/upstream/requestRecord.ts
import { z as z29 } from "zod";

// src/contract/upstream/company.ts
import { z as z20 } from "zod";

// src/contract/upstream/address.ts
import { z as z18 } from "zod";
var address = z18.looseObject({
  /** Documented mask 00000-000; not enforced on read (see CEP_MASK). */
  CEP: z18.string().optional(),
  /** A two-letter UF; kept as text on read because the record spec types it as a string. */
  state: z18.string().optional(),
  city: z18.string().optional(),
  neighborhood: z18.string().optional(),
  /** Street. */
  patio: z18.string().optional(),
  number: z18.string().optional(),
  complement: z18.string().optional(),
  /** v1 listing only (freight.address and invoice.address). */
  patioFormatted: z18.string().optional(),
  /** v1 listing only (freight.address and invoice.address). */
  patioType: z18.string().optional()
});

// src/contract/upstream/person.ts
import { z as z19 } from "zod";
var person = z19.looseObject({
  name: z19.string().optional(),
  surname: z19.string().optional(),
  email: z19.string().optional(),
  /** Documented mask (00) 00000-0000; not enforced on read (see CELLPHONE_MASK). */
  cellphone: z19.string().optional()
});

// src/contract/upstream/company.ts
var company = z20.looseObject({
  /** Documented mask 00.000.000/0000-00; not enforced on read (see CNPJ_MASK). */
  cnpj: z20.string().optional(),
  /** The only field the spec documents as nullable. Mask 000.000.000-00 (see CPF_MASK). */
  cpf: z20.string().nullable().optional(),
  /** Trade name. */
  fantasyName: z20.string().optional(),
  /** Legal name. */
  companyName: z20.string().optional(),
  mainContact: person.optional(),
  address: address.optional()
});

// src/contract/upstream/customData.ts
import { z as z21 } from "zod";
var customDataValue = z21.union([z21.string(), z21.number(), z21.array(z21.number())]);
var customData = z21.looseObject({
  /** Identification code of the field. */
  key: z21.string().optional(),
  value: customDataValue.optional(),
  type: openEnum(customDataTypeSchema).optional()
});

// src/contract/upstream/files.ts
import { z as z22 } from "zod";
var fileGroup = z22.looseObject({
  category: z22.string().optional(),
  uploadedFiles: z22.array(z22.string()).optional()
});

// src/contract/upstream/formAnswer.ts
import { z as z23 } from "zod";
var formAnswer = z23.looseObject({
  question: z23.string().optional(),
  answer: z23.string().optional()
});

// src/contract/upstream/freight.ts
import { z as z24 } from "zod";
var freightIntegrationData = z24.looseObject({
  /** Present only if an integration exists. */
  id: z24.string().optional(),
  name: z24.string().optional(),
  logisticProviderName: z24.string().optional()
});
var freight = z24.looseObject({
  type: z24.string().optional(),
  zoneType: z24.string().optional(),
  timeRestriction: z24.string().optional(),
  truckPossible: z24.string().optional(),
  price: z24.number().optional(),
  integrationData: freightIntegrationData.optional(),
  address: address.optional()
});

// src/contract/upstream/invoice.ts
import { z as z25 } from "zod";
var invoice = z25.looseObject({
  /** Legal name. */
  razaoSocial: z25.string().optional(),
  /** Trade name. */
  nomeFantasia: z25.string().optional(),
  /** Documented mask 00.000.000/0000-00. */
  cnpj: z25.string().optional(),
  temInscricaoEstadual: openEnum(inscricaoEstadualSchema).optional(),
  /** State registration; returned only when temInscricaoEstadual is `sim`. */
  ie: z25.string().optional(),
  cpf: z25.string().optional(),
  rg: z25.string().optional(),
  /** Documented mask (00) 0000-0000. */
  telephone: z25.string().optional(),
  email: z25.string().optional(),
  originalInvoiceValue: z25.number().optional(),
  serviceToAddInvoiceValue: z25.number().optional(),
  requestedInvoiceValue: z25.number().optional(),
  address: address.optional()
});

// src/contract/upstream/payment.ts
import { z as z26 } from "zod";
var paymentCondition = z26.looseObject({
  name: z26.string().optional(),
  quantityOfInstallments: z26.number().optional(),
  conditionType: openEnum(conditionTypeSchema).optional(),
  modifierType: openEnum(modifierTypeSchema).optional(),
  value: z26.number().optional()
});
var paymentFile = z26.looseObject({
  path: z26.string().optional(),
  originalName: z26.string().optional()
});
var paymentLink = z26.looseObject({
  /** The payment identifier. */
  id: z26.string().optional(),
  path: z26.string().optional(),
  method: openEnum(paymentLinkMethodSchema).optional()
});
var creditCard = z26.looseObject({
  brand: z26.string().optional(),
  last4digits: z26.string().optional(),
  first6digits: z26.string().optional(),
  holderName: z26.string().optional()
});
var payment = z26.looseObject({
  type: openEnum(paymentTypeSchema).optional(),
  condition: paymentCondition.optional(),
  status: openEnum(paymentStatusSchema).optional(),
  /** Free text. */
  description: z26.string().optional(),
  files: z26.array(paymentFile).optional(),
  links: z26.array(paymentLink).optional(),
  transactionStatus: openEnum(transactionStatusSchema).optional(),
  transactionId: z26.string().optional(),
  authorizationNsu: z26.string().optional(),
  authorizationCode: z26.string().optional(),
  /** Documented format YYYY-MM-DDThh:mm (PAID_AT_FORMAT); kept as text. */
  paidAt: z26.string().optional(),
  creditCard: creditCard.optional()
});

// src/contract/upstream/product.ts
import { z as z27 } from "zod";
var productStructure = z27.looseObject({
  name: z27.string().optional(),
  type: z27.string().optional(),
  amount: z27.number().optional(),
  price: z27.number().optional()
});
var distributionCenter = z27.looseObject({
  name: z27.string().optional(),
  code: z27.string().optional()
});
var productDimensions = z27.looseObject({
  length_MM: z27.number().optional(),
  width_MM: z27.number().optional(),
  height_MM: z27.number().optional(),
  weight_KG: z27.number().optional(),
  volume_M3: z27.number().optional()
});
var product = z27.looseObject({
  type: openEnum(productTypeSchema).optional(),
  productCode: z27.string().optional(),
  name: z27.string().optional(),
  quantity: z27.number().optional(),
  /** Unit price. */
  singlePrice: z27.number().optional(),
  totalPrice: z27.number().optional(),
  structure: productStructure.optional(),
  center: distributionCenter.optional(),
  dimensions: productDimensions.optional()
});

// src/contract/upstream/structure.ts
import { z as z28 } from "zod";
var arrangement = z28.looseObject({
  linesAmount: z28.number().optional(),
  modulesByLine: z28.number().optional(),
  orientation: z28.string().optional()
});
var structure = z28.looseObject({
  kind: z28.string().optional(),
  arrangements: z28.array(arrangement).optional()
});

// src/contract/upstream/requestRecord.ts
var requestRecord = z29.looseObject({
  id: z29.string().optional(),
  /** Filterable by substring. */
  name: z29.string().optional(),
  /** Budget/order code; filterable by substring. */
  code: z29.string().optional(),
  /** Kind of kit; allowed values not shown. */
  kind: z29.string().optional(),
  /** Unit not shown; the listing filters powerGTE/powerLTE speak of Wp. */
  totalPower: z29.number().optional(),
  /** ISO 8601, UTC, milliseconds (ISO_TIMESTAMP_MS_FORMAT); kept as text. */
  budgetCreated: z29.string().optional(),
  /** ISO 8601, UTC, milliseconds; kept as text. */
  orderCreated: z29.string().optional(),
  /** Name of the current request status (configurable, see the statuses endpoint). */
  dealStatus: z29.string().optional(),
  stockStatus: z29.string().optional(),
  /** Value before discount/surcharge. */
  originalValue: z29.number().optional(),
  discount: z29.number().optional(),
  surcharge: z29.number().optional(),
  finalValue: z29.number().optional(),
  differenceWithPaymentConditionApplied: z29.number().optional(),
  /** Internal notes; may hold HTML, so sanitise before rendering. */
  notes: z29.string().optional(),
  addedBy: person.optional(),
  payment: payment.optional(),
  responsible: person.optional(),
  company: company.optional(),
  products: z29.array(product).optional(),
  files: z29.array(fileGroup).optional(),
  customForm: z29.array(formAnswer).optional(),
  structure: structure.optional(),
  freight: freight.optional(),
  invoice: invoice.optional(),
  apiSent: z29.boolean().optional(),
  /** ISO 8601 timestamp of the last API send; kept as text. */
  apiSentUpdated: z29.string().optional(),
  /** YYYY-MM-DD (DATE_ONLY_FORMAT); kept as text. */
  billingDate: z29.string().optional(),
  customData: z29.array(customData).optional(),
  removed: z29.boolean().optional()
});

// src/contract/api/requests.ts
var requestSummary = z30.object({
  type: requestTypeSchema,
  code: z30.string(),
  id: z30.string().nullable(),
  name: z30.string().nullable(),
  kind: z30.string().nullable(),
  companyName: z30.string().nullable(),
  companyFantasyName: z30.string().nullable(),
  companyCnpj: z30.string().nullable(),
  responsibleName: z30.string().nullable(),
  responsibleEmail: z30.string().nullable(),
  /** ISO 8601; the request's own creation time (budgetCreated or orderCreated). */
  createdAt: z30.string().nullable(),
  /** ISO 8601; when Painel last saw it change. */
  lastChangedAt: z30.string().nullable(),
  dealStatus: z30.string().nullable(),
  /**
   * ISO 8601; since when the request has its current dealStatus: the observed change, or for a
   * status Painel found already set, the latest instant the vendor's dates allow (ADR 065).
   */
  statusSince: z30.string().nullable(),
  /** True when the start is unknown and statusSince only bounds it: "desde antes de" (ADR 065). */
  statusSinceBefore: z30.boolean(),
  stockStatus: z30.string().nullable(),
  /**
   * As received: a documented value (PAYMENT_STATUSES, PAYMENT_TYPES) or one the vendor added since,
   * which people see as sent rather than as absent (docs/decisions/033).
   */
  paymentStatus: z30.string().nullable(),
  paymentType: z30.string().nullable(),
  /** Wp (docs/decisions/008-power-unit.md). */
  totalPower: z30.number().nullable(),
  originalValue: z30.number().nullable(),
  finalValue: z30.number().nullable(),
  freightState: z30.string().nullable(),
  freightCity: z30.string().nullable(),
  removed: z30.boolean(),
  /**
   * Longer in its current status than that status's threshold (GET /api/settings/stalled),
   * measured from statusSince at the time of the read (a bound counts only once even it is past).
   */
  stalled: z30.boolean()
});
var requestTotals = z30.object({
  /** Equals the page's `total`. */
  count: z30.number().int(),
  /** BRL; requests without a final value add nothing. */
  finalValue: z30.number(),
  /** Wp. */
  totalPower: z30.number()
});
var requestPage = z30.object({
  items: z30.array(requestSummary),
  total: z30.number().int(),
  page: z30.number().int(),
  pageSize: z30.number().int(),
  totals: requestTotals
});
var HISTORY_SOURCES = ["backfill", "reconcile", "webhook", "refresh", "write"];
var historySourceSchema = z30.enum(HISTORY_SOURCES);
var fieldChange = z30.object({
  /** Dotted path in the vendor record, e.g. "payment.status". */
  field: z30.string(),
  from: z30.unknown(),
  to: z30.unknown()
});
var historyEntry = z30.object({
  id: z30.string(),
  at: z30.string(),
  source: historySourceSchema,
  /** Who caused it: the Painel person whose write it followed, or how the vendor's change arrived. */
  actor: changeActor,
  changes: z30.array(fieldChange)
});
var unreadableField = z30.object({ path: z30.string(), problem: z30.string() });
var requestVersion = z30.number().int().min(0);
var versionedHistoryEntry = historyEntry.extend({ version: requestVersion });
var requestDetail = z30.object({
  summary: requestSummary,
  /**
   * The version of the request this detail shows. Every write names it as its `baseVersion`, and
   * is refused (409) when the mirror has moved since (docs/decisions/035-no-silent-overwrite.md).
   */
  version: requestVersion,
  /** The whole vendor record as last seen (read tolerantly; unreadable fields are removed). */
  record: requestRecord,
  unreadable: z30.array(unreadableField),
  history: z30.array(versionedHistoryEntry),
  /** ISO 8601; when Painel last refreshed this record from the vendor. */
  syncedAt: z30.string().nullable()
});

// src/contract/api/liveEvents.ts
var liveEvent = z31.discriminatedUnion("kind", [
  z31.object({ kind: z31.literal("request.created"), request: requestSummary, actor: changeActor }),
  z31.object({
    kind: z31.literal("request.changed"),
    request: requestSummary,
    /** Dotted vendor fields that changed, e.g. ["dealStatus"]. */
    fields: z31.array(z31.string()),
    /** Who caused the change, as its history entry records it. */
    actor: changeActor
  }),
  z31.object({
    kind: z31.literal("request.removed"),
    type: requestTypeSchema,
    code: z31.string(),
    actor: changeActor
  }),
  z31.object({ kind: z31.literal("sync.progress"), freshness }),
  z31.object({ kind: z31.literal("governor.status"), governor: governorStatus }),
  /**
   * The events since the stream's Last-Event-ID are no longer kept (or the id is unknown): the
   * client cannot be told what it missed and must refetch what it shows. Sent without an `id`.
   */
  z31.object({ kind: z31.literal("resync"), reason: z31.enum(["expired", "unknown-id"]) })
]);
var liveEventsQuery = z31.object({
  lastEventId: z31.union([z31.string(), z31.array(z31.string())]).optional()
});

// src/bff/security/wallCard.ts
function wallCard(summary) {
  return {
    type: summary.type,
    code: summary.code,
    removed: summary.removed,
    stalled: summary.stalled,
    dealStatus: summary.dealStatus,
    statusSince: summary.statusSince,
    statusSinceBefore: summary.statusSinceBefore,
    lastChangedAt: summary.lastChangedAt,
    createdAt: summary.createdAt,
    companyName: summary.companyName,
    companyFantasyName: summary.companyFantasyName,
    responsibleName: summary.responsibleName,
    paymentStatus: summary.paymentStatus,
    finalValue: summary.finalValue,
    totalPower: summary.totalPower,
    id: null,
    name: null,
    kind: null,
    companyCnpj: null,
    responsibleEmail: null,
    stockStatus: null,
    paymentType: null,
    originalValue: null,
    freightState: null,
    freightCity: null
  };
}
function wallBoard(board2) {
  return {
    ...board2,
    columns: board2.columns.map((column4) => ({ ...column4, cards: column4.cards.map(wallCard) }))
  };
}
function wallActor(actor) {
  return actor.kind === "person" ? { kind: "person", id: null, name: "" } : actor;
}
function wallEvent(event) {
  if (event.kind === "request.created" || event.kind === "request.changed") {
    return { ...event, request: wallCard(event.request), actor: wallActor(event.actor) };
  }
  if (event.kind === "request.removed") return { ...event, actor: wallActor(event.actor) };
  return event;
}

// src/bff/live/sseFormat.ts
function sseMessage(event, id) {
  return `${id === void 0 ? "" : `id: ${id}
`}event: ${event.kind}
data: ${JSON.stringify(event)}

`;
}
var SSE_HEARTBEAT = ": heartbeat\n\n";
function readLastEventId(header) {
  const text21 = Array.isArray(header) ? header[0] : header;
  if (text21 === void 0 || !/^\d{1,15}$/.test(text21.trim())) return null;
  return Number(text21.trim());
}

// src/bff/live/registerLiveRoutes.ts
var MAX_REPLAY = 2e3;
var MAX_BUFFERED_BYTES = 1024 * 1024;
function registerLiveRoutes(app, services, options = {}) {
  const heartbeatMs = options.heartbeatMs ?? 15e3;
  const maxStreamMs = options.maxStreamMs ?? 10 * 6e4;
  const retryMs = options.retryMs ?? 3e3;
  const open = /* @__PURE__ */ new Set();
  app.addHook("preClose", async () => {
    for (const end of [...open]) end();
  });
  app.withTypeProvider().get(
    "/api/events",
    {
      config: { access: access.board },
      schema: {
        tags: ["live"],
        summary: "Live events (server-sent events): requests created, changed, removed; sync progress; governor state.",
        description: "text/event-stream. Each event has an id (global, increasing), an event name (the kind) and JSON data (src/contract/api/liveEvents.ts). Send Last-Event-ID (or, from a new EventSource, the lastEventId query parameter; the header wins) to resume; a `resync` event means what was missed is no longer kept.",
        querystring: liveEventsQuery
      }
    },
    async (request2, reply) => {
      const lastEventId = readLastEventId(request2.headers["last-event-id"]) ?? readLastEventId(request2.query.lastEventId);
      const stream = new PassThrough();
      let ended = false;
      let replayedUpTo = lastEventId ?? 0;
      let replaying = true;
      const held = [];
      const end = () => {
        if (ended) return;
        ended = true;
        open.delete(end);
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        stream.end();
      };
      const write = (text21) => {
        if (ended) return;
        stream.write(text21);
        if (stream.readableLength > MAX_BUFFERED_BYTES) end();
      };
      const forDevice = request2.session?.kind === "device";
      const send = (stored) => write(sseMessage(forDevice ? wallEvent(stored.event) : stored.event, stored.id));
      const unsubscribe = services.live.subscribe((stored) => {
        if (replaying) held.push(stored);
        else send(stored);
      });
      const heartbeat = setInterval(() => write(SSE_HEARTBEAT), heartbeatMs);
      const session = request2.session;
      const sessionLeftMs = session ? Math.min(session.expiresAt.getTime(), session.lastSeenAt.getTime() + session.idleTimeoutMs) - services.clock.now() : maxStreamMs;
      const lifetime = setTimeout(end, Math.max(1e3, Math.min(maxStreamMs, sessionLeftMs)));
      open.add(end);
      reply.raw.on("close", end);
      write(`retry: ${retryMs}

`);
      if (lastEventId !== null) {
        const replay = await services.live.replay(lastEventId, MAX_REPLAY);
        if (replay.gap || replay.events.length >= MAX_REPLAY) {
          write(sseMessage({ kind: "resync", reason: replay.gap ?? "expired" }));
        }
        for (const stored of replay.events) {
          send(stored);
          replayedUpTo = Math.max(replayedUpTo, stored.id);
        }
      }
      replaying = false;
      for (const stored of held.splice(0)) if (stored.id > replayedUpTo) send(stored);
      return reply.header("content-type", "text/event-stream; charset=utf-8").header("cache-control", "no-store").header("x-accel-buffering", "no").send(stream);
    }
  );
}

// src/bff/mirror/registerMirrorRoutes.ts
import contentDisposition from "content-disposition";
import { Readable } from "node:stream";

// src/contract/api/activity.ts
import { z as z32 } from "zod";
var activityEntry = historyEntry.extend({
  type: requestTypeSchema,
  code: z32.string(),
  name: z32.string().nullable(),
  companyName: z32.string().nullable()
});
var activityQuery = z32.object({
  type: requestTypeSchema.optional(),
  source: historySourceSchema.optional(),
  /** Only changes touching this vendor field, e.g. "dealStatus" or "payment.status". */
  field: z32.string().max(80).optional(),
  /** Only changes made by this Painel user (e-mail). */
  actor: z32.string().max(200).optional(),
  before: z32.string().optional(),
  limit: z32.coerce.number().int().min(1).max(200).default(50)
});
var activityPage = z32.object({
  items: z32.array(activityEntry),
  /** Pass as `before` for the next, older page; null at the end. */
  nextCursor: z32.string().nullable()
});

// src/contract/api/board.ts
import { z as z34 } from "zod";

// src/contract/upstream/requestStatus.ts
import { z as z33 } from "zod";
var requestStatus = z33.looseObject({
  id: z33.string().optional(),
  name: z33.string().optional(),
  /** Ordering position. */
  sequence: z33.number().int().optional(),
  type: requestTypeSchema.optional()
});

// src/contract/api/board.ts
var boardColumn = z34.object({
  /** The configured status; null for the column of requests whose status is not configured. */
  status: requestStatus.nullable(),
  /** The dealStatus text the column groups by. */
  name: z34.string(),
  count: z34.number().int(),
  sumFinalValue: z34.number(),
  /** Wp. */
  sumTotalPower: z34.number(),
  /** The cards of the column, most recently moved first, up to the requested limit. */
  cards: z34.array(requestSummary)
});
var board = z34.object({
  columns: z34.array(boardColumn),
  total: z34.number().int()
});

// src/contract/api/boardQuery.ts
import { z as z35 } from "zod";
var DEFAULT_CARDS_PER_COLUMN = 20;
var MAX_CARDS_PER_COLUMN = 200;
var boardQuery = requestFilters.extend({
  cardsPerColumn: z35.coerce.number().int().min(0).max(MAX_CARDS_PER_COLUMN).default(DEFAULT_CARDS_PER_COLUMN)
});

// src/contract/api/collaborators.ts
import { z as z36 } from "zod";
var DEFAULT_COLLABORATORS = 20;
var MAX_COLLABORATORS = 100;
var collaboratorsQuery = z36.object({
  /** Part of a name or e-mail, any case, accents optional. */
  q: z36.preprocess(
    (value) => typeof value === "string" ? value.trim() || void 0 : value,
    z36.string().max(200).optional()
  ),
  limit: z36.coerce.number().int().min(1).max(MAX_COLLABORATORS).default(DEFAULT_COLLABORATORS)
});
var collaborator = z36.object({
  /** Lower-cased: the vendor identifies a collaborator by e-mail. */
  email: z36.string(),
  /** The name most recently seen with this e-mail. */
  name: z36.string().nullable(),
  /** Requests (not removed) this collaborator is responsible for. */
  requests: z36.number().int()
});
var collaboratorList = z36.object({ items: z36.array(collaborator) });

// src/contract/api/problemCodes.ts
var WRITE_PROBLEM_CODES = {
  /** A field of the request is invalid; `errors` names each. */
  invalidInput: "invalid_input",
  /** More attachments than UPLOAD_LIMITS.maxFiles. */
  tooManyFiles: "too_many_files",
  /** One file over UPLOAD_LIMITS.maxFileBytes. */
  fileTooLarge: "file_too_large",
  /** All files together over UPLOAD_LIMITS.maxTotalBytes. */
  uploadTooLarge: "upload_too_large",
  /** A file whose content is none of DOCUMENT_MEDIA_TYPES. */
  unsupportedFileType: "unsupported_file_type",
  /** A file name with a path, control characters, or nothing left of it. */
  unsafeFileName: "unsafe_file_name",
  /** Two files of one update with the same name (the vendor would keep only one). */
  duplicateFileName: "duplicate_file_name",
  emptyFile: "empty_file",
  /** The payment update must be multipart/form-data. */
  multipartRequired: "multipart_required",
  /** Multipart body that is cut off or malformed. */
  malformedUpload: "malformed_upload",
  /** Nothing to change was sent. */
  nothingToUpdate: "nothing_to_update",
  invalidIdempotencyKey: "invalid_idempotency_key",
  /** The same Idempotency-Key with different content. */
  idempotencyKeyReused: "idempotency_key_reused",
  /** The first submit with this key is still running. */
  idempotencyInProgress: "idempotency_in_progress",
  /** The request changed in the mirror since the form was opened; nothing was sent (ADR 035). */
  requestChanged: "request_changed_since_opened"
};
var VENDOR_PROBLEM_CODES = {
  /** The governor refused: the hourly budget is used up until `retryAt`. */
  budgetExhausted: "vendor_budget_exhausted",
  /** The circuit is open after a 429: an admin must act. */
  circuitOpen: "vendor_circuit_open",
  /** The vendor refused Painel's token. */
  unauthorized: "vendor_unauthorized",
  requestNotFound: "request_not_found",
  paymentNotFound: "payment_not_found",
  /** The vendor refused the change; the detail quotes its short reason. */
  rejected: "vendor_rejected",
  timeout: "vendor_timeout",
  unavailable: "vendor_unavailable",
  /** A 2xx Painel could not read: the change may have happened. */
  unreadableAnswer: "vendor_unreadable_answer",
  /** No vendor connection is configured. */
  notConfigured: "vendor_not_configured"
};

// src/contract/api/requestExport.ts
import { z as z37 } from "zod";

// src/contract/labels/labelLanguage.ts
var LABEL_LANGUAGES = ["pt-BR", "en"];

// src/contract/api/requestExport.ts
var REQUEST_EXPORT_COLUMNS = [
  "type",
  "code",
  "id",
  "name",
  "kind",
  "company",
  "companyFantasyName",
  "companyCnpj",
  "responsible",
  "responsibleEmail",
  "createdAt",
  "lastChangedAt",
  "dealStatus",
  "statusSince",
  "stalled",
  "stockStatus",
  "paymentStatus",
  "paymentType",
  "totalPower",
  "originalValue",
  "discount",
  "surcharge",
  "finalValue",
  "freight",
  "freightState",
  "freightCity",
  "removed"
];
var requestExportColumnSchema = z37.enum(REQUEST_EXPORT_COLUMNS);
var DEFAULT_EXPORT_COLUMNS = REQUEST_EXPORT_COLUMNS.filter(
  (column4) => column4 !== "freight"
);
var exportLanguageSchema = z37.enum(LABEL_LANGUAGES);
var columnList = z37.preprocess(
  (value) => {
    if (value === void 0 || value === "") return void 0;
    const items = Array.isArray(value) ? value : [value];
    return items.flatMap((entry) => typeof entry === "string" ? entry.split(",") : [entry]).filter((e) => e !== "");
  },
  z37.array(requestExportColumnSchema).min(1).refine((ids) => new Set(ids).size === ids.length, { error: "must name each column once" }).optional()
);
var requestExportQuery = requestFilters.extend({
  sort: sortableColumnSchema.optional(),
  dir: sortDirectionSchema.optional(),
  lang: exportLanguageSchema.optional(),
  columns: columnList
});

// src/contract/api/requestParams.ts
import { z as z41 } from "zod";

// src/contract/api/writes.ts
import { z as z40 } from "zod";

// src/contract/api/uploads.ts
import { z as z39 } from "zod";

// src/contract/upstream/paymentUpdate.ts
import { z as z38 } from "zod";
var MAX_PAYMENT_ATTACHMENTS = 5;
var PAYMENT_UPDATE_FORM_FIELDS = [
  "status",
  "type",
  "condition",
  "description",
  "attachments"
];
var paymentUpdateForm = z38.object({
  status: paymentUpdateStatusSchema.optional(),
  type: paymentTypeSchema.optional(),
  /** Payment condition text. */
  condition: z38.string().optional(),
  /** Additional data. */
  description: z38.string().optional()
});
var paymentUpdateAttachment = z38.object({
  filename: z38.string().min(1),
  contentType: z38.string().optional(),
  size: z38.number().int().nonnegative().optional()
});
var paymentUpdateAttachments = z38.array(paymentUpdateAttachment).max(MAX_PAYMENT_ATTACHMENTS);
var paymentRecordUpdate = z38.object({
  status: z38.string().optional(),
  condition: z38.string().optional()
});

// src/contract/api/uploads.ts
var UPLOAD_LIMITS = {
  /** The vendor's own limit per payment update. */
  maxFiles: MAX_PAYMENT_ATTACHMENTS,
  /** Per file: 10 MiB, the largest attachment the vendor is known to take. */
  maxFileBytes: 10 * 1024 * 1024,
  /** All files of one update together. */
  maxTotalBytes: 50 * 1024 * 1024,
  /** Characters of a file name, extension included. */
  maxFileNameLength: 180
};
var DOCUMENT_MEDIA_TYPES = ["application/pdf", "image/png", "image/jpeg", "image/webp"];
var documentMediaTypeSchema = z39.enum(DOCUMENT_MEDIA_TYPES);
var DOCUMENT_TYPES = {
  "application/pdf": { label: "PDF", extensions: [".pdf"] },
  "image/png": { label: "PNG", extensions: [".png"] },
  "image/jpeg": { label: "JPEG", extensions: [".jpg", ".jpeg"] },
  "image/webp": { label: "WebP", extensions: [".webp"] }
};
var DOCUMENT_ACCEPT = DOCUMENT_MEDIA_TYPES.flatMap((type) => [
  type,
  ...DOCUMENT_TYPES[type].extensions
]).join(",");

// src/contract/api/writes.ts
var hasControl = (text21, allowed = []) => [...text21].some((char) => {
  const code = char.charCodeAt(0);
  return (code < 32 || code === 127) && !allowed.includes(char);
});
var requestCodeSchema = z40.string().trim().min(1, { error: "must not be empty" }).max(64, { error: "must be at most 64 characters" }).refine((code) => !/[/\\]/.test(code) && !hasControl(code), {
  error: "must not contain slashes or control characters"
});
var paymentIdSchema = z40.string().trim().min(1, { error: "must not be empty" }).max(64, { error: "must be at most 64 characters" }).regex(/^[A-Za-z0-9_-]+$/, { error: 'must contain only letters, digits, "-" and "_"' });
var requestWriteParams = z40.object({ type: requestTypeSchema, code: requestCodeSchema });
var orderWriteParams = z40.object({ code: requestCodeSchema });
var paymentRecordParams = z40.object({ paymentId: paymentIdSchema });
var responsibleChange = z40.strictObject({
  email: z40.string({ error: "must be an e-mail address" }).trim().max(254, { error: "must be at most 254 characters" }).pipe(z40.email({ error: "must be an e-mail address such as ana@example.com" }))
});
var baseVersion = requestVersion;
var responsibleChangeBody = responsibleChange.extend({ baseVersion });
var paymentUpdateFields = z40.strictObject({
  status: z40.enum(WRITABLE_PAYMENT_STATUSES, {
    error: `must be one of ${WRITABLE_PAYMENT_STATUSES.join(", ")}`
  }).optional(),
  type: z40.enum(PAYMENT_TYPES, { error: `must be one of ${PAYMENT_TYPES.join(", ")}` }).optional(),
  condition: z40.string().trim().min(1, { error: "must not be blank; leave the field out to keep the condition" }).max(200, { error: "must be at most 200 characters" }).refine((text21) => !hasControl(text21), { error: "must be one line of text" }).optional(),
  description: z40.string().trim().min(1, { error: "must not be blank; leave the field out to keep the description" }).max(2e3, { error: "must be at most 2,000 characters" }).refine((text21) => !hasControl(text21, ["\n", "\r", "	"]), {
    error: "must not contain control characters"
  }).optional()
});
var BASE_VERSION_FIELD = "baseVersion";
var paymentUpdateForm2 = paymentUpdateFields.extend({
  [BASE_VERSION_FIELD]: z40.string({ error: "is required: the version of the request the form was opened on" }).regex(/^\d{1,15}$/, { error: "must be a whole number" }).transform(Number).pipe(baseVersion)
});
var ATTACHMENTS_FIELD = "attachments";
var paymentRecordChange = paymentUpdateFields.pick({ status: true, condition: true }).refine((body) => body.status !== void 0 || body.condition !== void 0, {
  error: "send status, condition or both"
});
var WRITE_KINDS = ["responsible", "payment", "paymentRecordUpdate", "paymentRecordDelete"];
var writeKindSchema = z40.enum(WRITE_KINDS);
var forwardedAttachment = z40.object({
  name: z40.string(),
  size: z40.number().int(),
  mediaType: documentMediaTypeSchema
});
var writeOutcome = z40.object({
  kind: writeKindSchema,
  /** The request written to, when the write names one. */
  request: requestWriteParams.nullable(),
  paymentId: z40.string().nullable(),
  /** ISO 8601: when the vendor confirmed the change. */
  at: z40.string(),
  /** The fields sent, as sent. */
  changed: z40.record(z40.string(), z40.string()),
  attachments: z40.array(forwardedAttachment),
  vendor: z40.object({
    status: z40.number().int(),
    durationMs: z40.number(),
    /** Fields of the vendor's answer Painel could not read (never a reason to doubt the write). */
    unreadableFields: z40.number().int()
  })
});
var IDEMPOTENCY_KEY_HEADER = "idempotency-key";
var IDEMPOTENCY_REPLAYED_HEADER = "idempotency-replayed";
var idempotencyKeySchema = z40.string().regex(/^[\x21-\x7e]{8,200}$/, { error: "must be 8 to 200 visible ASCII characters, such as a UUID" });

// src/contract/api/requestParams.ts
var requestTypeParams = z41.object({ type: requestTypeSchema });
var requestParams = z41.object({ type: requestTypeSchema, code: requestCodeSchema });

// src/contract/labels/enumLabels.ts
var ptBR = {
  requestType: { order: "Pedido", budget: "Or\xE7amento" },
  productType: {
    module: "M\xF3dulo",
    inverter: "Inversor",
    stringBox: "String box",
    complementaryEquipment: "Equipamento complementar",
    extraItem: "Item extra",
    battery: "Bateria"
  },
  paymentType: {
    pix: "Pix",
    boleto: "Boleto",
    debito: "Cart\xE3o de d\xE9bito",
    credito: "Cart\xE3o de cr\xE9dito",
    financiamento: "Financiamento",
    other: "Outra"
  },
  paymentStatus: {
    notRequested: "N\xE3o solicitado",
    requested: "Solicitado",
    received: "Recebido",
    cancelled: "Cancelado",
    partial: "Parcial"
  },
  transactionStatus: {
    pending: "Pendente",
    pre_approved: "Pr\xE9-aprovada",
    approved: "Aprovada",
    canceled: "Cancelada",
    voided: "Anulada",
    failed: "Falhou",
    unknown: "Desconhecida"
  },
  paymentLinkMethod: { GET: "consultar", PUT: "alterar", DELETE: "excluir" },
  historySource: {
    backfill: "Carga do hist\xF3rico",
    reconcile: "Confer\xEAncia peri\xF3dica",
    webhook: "Aviso do fornecedor",
    refresh: "Atualiza\xE7\xE3o pedida",
    write: "Altera\xE7\xE3o no Painel"
  },
  freightType: {
    CIF: "CIF (frete por conta do remetente)",
    FOB: "FOB (frete por conta do destinat\xE1rio)"
  },
  zoneType: { rural: "Rural", urban: "Urbana" },
  truckPossible: { yes: "Sim", no: "N\xE3o" },
  orientation: { portrait: "Retrato", landscape: "Paisagem" },
  conditionType: { notUpdate: "Sem ajuste", increase: "Acr\xE9scimo", decrease: "Desconto" },
  modifierType: { percentage: "Percentual", fixed: "Valor fixo" },
  inscricaoEstadual: { sim: "Sim", nao: "N\xE3o", isento: "Isento" },
  kitKind: {
    ongrid: "On-grid (conectado \xE0 rede)",
    offgrid: "Off-grid (isolado, com baterias)",
    hybrid: "H\xEDbrido (rede e baterias)",
    hibrido: "H\xEDbrido (rede e baterias)",
    microgrid: "Microrrede",
    battery: "Armazenamento (baterias)"
  },
  structureKind: {
    roof: "Telhado",
    ground: "Solo",
    slab: "Laje",
    fibercement: "Telhado de fibrocimento",
    ceramic: "Telhado cer\xE2mico",
    metal: "Telhado met\xE1lico",
    metallic: "Telhado met\xE1lico",
    carport: "Garagem (carport)",
    telhado: "Telhado",
    solo: "Solo",
    laje: "Laje",
    fibrocimento: "Telhado de fibrocimento",
    ceramico: "Telhado cer\xE2mico",
    metalico: "Telhado met\xE1lico"
  },
  yesNo: { yes: "Sim", no: "N\xE3o" }
};
var en = {
  requestType: { order: "Order", budget: "Budget" },
  productType: {
    module: "Module",
    inverter: "Inverter",
    stringBox: "String box",
    complementaryEquipment: "Complementary equipment",
    extraItem: "Extra item",
    battery: "Battery"
  },
  paymentType: {
    pix: "Pix",
    boleto: "Bank slip (boleto)",
    debito: "Debit card",
    credito: "Credit card",
    financiamento: "Financing",
    other: "Other"
  },
  paymentStatus: {
    notRequested: "Not requested",
    requested: "Requested",
    received: "Received",
    cancelled: "Cancelled",
    partial: "Partial"
  },
  transactionStatus: {
    pending: "Pending",
    pre_approved: "Pre-approved",
    approved: "Approved",
    canceled: "Cancelled",
    voided: "Voided",
    failed: "Failed",
    unknown: "Unknown"
  },
  paymentLinkMethod: { GET: "view", PUT: "update", DELETE: "delete" },
  historySource: {
    backfill: "History load",
    reconcile: "Periodic check",
    webhook: "Vendor notice",
    refresh: "Requested refresh",
    write: "Change made in Painel"
  },
  freightType: {
    CIF: "CIF (freight paid by the sender)",
    FOB: "FOB (freight paid by the recipient)"
  },
  zoneType: { rural: "Rural", urban: "Urban" },
  truckPossible: { yes: "Yes", no: "No" },
  orientation: { portrait: "Portrait", landscape: "Landscape" },
  conditionType: { notUpdate: "No adjustment", increase: "Surcharge", decrease: "Discount" },
  modifierType: { percentage: "Percentage", fixed: "Fixed amount" },
  inscricaoEstadual: { sim: "Yes", nao: "No", isento: "Exempt" },
  kitKind: {
    ongrid: "On-grid (grid-tied)",
    offgrid: "Off-grid (stand-alone, with batteries)",
    hybrid: "Hybrid (grid and batteries)",
    hibrido: "Hybrid (grid and batteries)",
    microgrid: "Microgrid",
    battery: "Battery storage"
  },
  structureKind: {
    roof: "Roof",
    ground: "Ground mount",
    slab: "Concrete slab",
    fibercement: "Fibre-cement roof",
    ceramic: "Ceramic tile roof",
    metal: "Metal roof",
    metallic: "Metal roof",
    carport: "Carport",
    telhado: "Roof",
    solo: "Ground mount",
    laje: "Concrete slab",
    fibrocimento: "Fibre-cement roof",
    ceramico: "Ceramic tile roof",
    metalico: "Metal roof"
  },
  yesNo: { yes: "Yes", no: "No" }
};
var ENUM_LABELS = { "pt-BR": ptBR, en };
function comparable(value) {
  return value.normalize("NFD").replace(new RegExp("\\p{M}", "gu"), "").toLowerCase().replace(/[^a-z0-9]/g, "");
}
var comparableWords = /* @__PURE__ */ new Map();
function wordsByComparable(set, lang) {
  const id = `${lang}:${set}`;
  let words = comparableWords.get(id);
  if (words === void 0) {
    words = new Map(Object.entries(ENUM_LABELS[lang][set]).map(([key, label]) => [comparable(key), label]));
    comparableWords.set(id, words);
  }
  return words;
}
function knownEnumLabel(set, value, lang) {
  const words = ENUM_LABELS[lang][set];
  if (Object.hasOwn(words, value)) return words[value];
  const key = comparable(value);
  return key === "" ? void 0 : wordsByComparable(set, lang).get(key);
}
function enumLabel(set, value, lang) {
  return knownEnumLabel(set, value, lang) ?? value;
}
function yesNoLabel(value, lang) {
  const words = ENUM_LABELS[lang].yesNo;
  return value ? words.yes : words.no;
}

// src/contract/labels/fieldLabels.ts
var fieldsPtBR = {
  id: "Identificador",
  name: "Nome",
  code: "C\xF3digo",
  kind: "Tipo de kit",
  totalPower: "Pot\xEAncia",
  budgetCreated: "Or\xE7amento criado em",
  orderCreated: "Pedido criado em",
  dealStatus: "Status",
  stockStatus: "Estoque",
  originalValue: "Valor original",
  discount: "Desconto",
  surcharge: "Acr\xE9scimo",
  finalValue: "Valor final",
  differenceWithPaymentConditionApplied: "Diferen\xE7a pela condi\xE7\xE3o de pagamento",
  notes: "Observa\xE7\xF5es",
  addedBy: "Criado por",
  payment: "Pagamento",
  "payment.type": "Forma de pagamento",
  "payment.status": "Situa\xE7\xE3o do pagamento",
  "payment.condition": "Condi\xE7\xE3o de pagamento",
  "payment.transactionStatus": "Situa\xE7\xE3o da transa\xE7\xE3o",
  "payment.transactionId": "Transa\xE7\xE3o",
  "payment.paidAt": "Pago em",
  "payment.files": "Comprovantes de pagamento",
  "payment.links": "Registros de pagamento",
  "payment.creditCard": "Cart\xE3o",
  responsible: "Respons\xE1vel",
  company: "Empresa",
  "company.companyName": "Raz\xE3o social",
  "company.fantasyName": "Nome fantasia",
  "company.mainContact": "Contato da empresa",
  "company.address": "Endere\xE7o da empresa",
  products: "Produtos",
  files: "Arquivos",
  customForm: "Formul\xE1rio",
  structure: "Estrutura",
  freight: "Frete",
  "freight.address": "Endere\xE7o de entrega",
  invoice: "Faturamento",
  "invoice.address": "Endere\xE7o de faturamento",
  "invoice.originalInvoiceValue": "Valor original da nota",
  "invoice.serviceToAddInvoiceValue": "Servi\xE7o a somar na nota",
  "invoice.requestedInvoiceValue": "Valor pedido na nota",
  apiSent: "Enviado pela API",
  apiSentUpdated: "\xDAltimo envio pela API",
  billingDate: "Data de faturamento",
  customData: "Campos personalizados",
  removed: "Removido no fornecedor"
};
var partsPtBR = {
  name: "nome",
  surname: "sobrenome",
  email: "e-mail",
  cellphone: "celular",
  telephone: "telefone",
  cnpj: "CNPJ",
  cpf: "CPF",
  rg: "RG",
  ie: "inscri\xE7\xE3o estadual",
  temInscricaoEstadual: "tem inscri\xE7\xE3o estadual",
  razaoSocial: "raz\xE3o social",
  nomeFantasia: "nome fantasia",
  CEP: "CEP",
  state: "UF",
  city: "cidade",
  neighborhood: "bairro",
  patio: "logradouro",
  number: "n\xFAmero",
  complement: "complemento",
  type: "tipo",
  status: "situa\xE7\xE3o",
  description: "descri\xE7\xE3o",
  value: "valor",
  price: "pre\xE7o",
  quantity: "quantidade",
  quantityOfInstallments: "parcelas",
  singlePrice: "pre\xE7o unit\xE1rio",
  totalPrice: "pre\xE7o total",
  productCode: "c\xF3digo",
  center: "centro de distribui\xE7\xE3o",
  dimensions: "dimens\xF5es",
  structure: "estrutura",
  zoneType: "zona",
  timeRestriction: "restri\xE7\xE3o de hor\xE1rio",
  truckPossible: "acesso para caminh\xE3o",
  conditionType: "ajuste",
  modifierType: "modo do ajuste",
  length_MM: "comprimento (mm)",
  width_MM: "largura (mm)",
  height_MM: "altura (mm)",
  weight_KG: "peso (kg)",
  volume_M3: "volume (m\xB3)",
  kind: "tipo",
  arrangements: "arranjos",
  linesAmount: "linhas",
  modulesByLine: "m\xF3dulos por linha",
  orientation: "orienta\xE7\xE3o",
  amount: "quantidade",
  category: "categoria",
  uploadedFiles: "arquivos",
  path: "caminho",
  originalName: "nome do arquivo",
  question: "pergunta",
  answer: "resposta",
  key: "campo",
  patioFormatted: "logradouro",
  patioType: "tipo de logradouro",
  integrationData: "transportadora",
  logisticProviderName: "transportadora",
  brand: "bandeira",
  last4digits: "\xFAltimos 4 d\xEDgitos",
  first6digits: "primeiros 6 d\xEDgitos",
  holderName: "nome no cart\xE3o",
  transactionId: "transa\xE7\xE3o",
  authorizationNsu: "NSU da autoriza\xE7\xE3o",
  authorizationCode: "c\xF3digo de autoriza\xE7\xE3o",
  paidAt: "pago em",
  method: "opera\xE7\xE3o",
  sequence: "ordem",
  condition: "condi\xE7\xE3o",
  links: "registros",
  files: "arquivos",
  other: "outro dado"
};
var en2 = {
  fields: {
    id: "Identifier",
    name: "Name",
    code: "Code",
    kind: "Kit kind",
    totalPower: "Power",
    budgetCreated: "Budget created",
    orderCreated: "Order created",
    dealStatus: "Status",
    stockStatus: "Stock",
    originalValue: "Original value",
    discount: "Discount",
    surcharge: "Surcharge",
    finalValue: "Final value",
    differenceWithPaymentConditionApplied: "Difference from the payment condition",
    notes: "Notes",
    addedBy: "Created by",
    payment: "Payment",
    "payment.type": "Payment method",
    "payment.status": "Payment status",
    "payment.condition": "Payment condition",
    "payment.transactionStatus": "Transaction status",
    "payment.transactionId": "Transaction",
    "payment.paidAt": "Paid at",
    "payment.files": "Payment receipts",
    "payment.links": "Payment records",
    "payment.creditCard": "Card",
    responsible: "Responsible",
    company: "Company",
    "company.companyName": "Legal name",
    "company.fantasyName": "Trade name",
    "company.mainContact": "Company contact",
    "company.address": "Company address",
    products: "Products",
    files: "Files",
    customForm: "Form",
    structure: "Structure",
    freight: "Freight",
    "freight.address": "Delivery address",
    invoice: "Invoicing",
    "invoice.address": "Invoicing address",
    "invoice.originalInvoiceValue": "Original invoice value",
    "invoice.serviceToAddInvoiceValue": "Service added to the invoice",
    "invoice.requestedInvoiceValue": "Requested invoice value",
    apiSent: "Sent through the API",
    apiSentUpdated: "Last sent through the API",
    billingDate: "Billing date",
    customData: "Custom fields",
    removed: "Removed at the vendor"
  },
  parts: {
    name: "name",
    surname: "surname",
    email: "e-mail",
    cellphone: "mobile",
    telephone: "phone",
    cnpj: "CNPJ",
    cpf: "CPF",
    rg: "RG",
    ie: "state registration",
    temInscricaoEstadual: "has state registration",
    razaoSocial: "legal name",
    nomeFantasia: "trade name",
    CEP: "postal code",
    state: "state",
    city: "city",
    neighborhood: "neighbourhood",
    patio: "street",
    number: "number",
    complement: "complement",
    type: "type",
    status: "status",
    description: "description",
    value: "value",
    price: "price",
    quantity: "quantity",
    quantityOfInstallments: "instalments",
    singlePrice: "unit price",
    totalPrice: "total price",
    productCode: "code",
    center: "distribution centre",
    dimensions: "dimensions",
    structure: "structure",
    zoneType: "zone",
    timeRestriction: "time restriction",
    truckPossible: "truck access",
    conditionType: "adjustment",
    modifierType: "adjustment mode",
    length_MM: "length (mm)",
    width_MM: "width (mm)",
    height_MM: "height (mm)",
    weight_KG: "weight (kg)",
    volume_M3: "volume (m\xB3)",
    kind: "kind",
    arrangements: "arrangements",
    linesAmount: "lines",
    modulesByLine: "modules per line",
    orientation: "orientation",
    amount: "quantity",
    category: "category",
    uploadedFiles: "files",
    path: "path",
    originalName: "file name",
    question: "question",
    answer: "answer",
    key: "field",
    patioFormatted: "street",
    patioType: "street type",
    integrationData: "carrier",
    logisticProviderName: "carrier",
    brand: "card brand",
    last4digits: "last 4 digits",
    first6digits: "first 6 digits",
    holderName: "cardholder",
    transactionId: "transaction",
    authorizationNsu: "authorization NSU",
    authorizationCode: "authorization code",
    paidAt: "paid at",
    method: "operation",
    sequence: "order",
    condition: "condition",
    links: "records",
    files: "files",
    other: "other detail"
  }
};
var FIELD_LABELS = {
  "pt-BR": { fields: fieldsPtBR, parts: partsPtBR },
  en: en2
};

// src/contract/labels/requestLabels.ts
function columns(lang, own) {
  const fields = FIELD_LABELS[lang].fields;
  return {
    ...own,
    code: fields.code,
    name: fields.name,
    kind: fields.kind,
    company: fields.company,
    responsible: fields.responsible,
    dealStatus: fields.dealStatus,
    stockStatus: fields.stockStatus,
    paymentType: fields["payment.type"],
    removed: fields.removed
  };
}
var EXPORT_COLUMN_LABELS = {
  "pt-BR": columns("pt-BR", {
    type: "Tipo",
    id: "ID",
    companyFantasyName: "Nome fantasia",
    companyCnpj: "CNPJ",
    responsibleEmail: "E-mail do respons\xE1vel",
    createdAt: "Criado em",
    lastChangedAt: "\xDAltima altera\xE7\xE3o",
    statusSince: "No status desde",
    stalled: "Parado",
    paymentStatus: "Pagamento",
    totalPower: "Pot\xEAncia (kWp)",
    originalValue: "Valor original (R$)",
    discount: "Desconto (R$)",
    surcharge: "Acr\xE9scimo (R$)",
    finalValue: "Valor final (R$)",
    freight: "Entrega",
    freightState: "UF de entrega",
    freightCity: "Cidade de entrega"
  }),
  en: columns("en", {
    type: "Type",
    id: "ID",
    companyFantasyName: "Trade name",
    companyCnpj: "CNPJ",
    responsibleEmail: "Responsible e-mail",
    createdAt: "Created",
    lastChangedAt: "Last changed",
    statusSince: "In status since",
    stalled: "Stalled",
    paymentStatus: "Payment",
    totalPower: "Power (kWp)",
    originalValue: "Original value (BRL)",
    discount: "Discount (BRL)",
    surcharge: "Surcharge (BRL)",
    finalValue: "Final value (BRL)",
    freight: "Delivery",
    freightState: "Delivery state",
    freightCity: "Delivery city"
  })
};

// src/bff/mirror/csvCells.ts
var FORMULA_START = /^[=+\-@\t\r]/;
function quoted(text21) {
  return /[",;\r\n]/.test(text21) ? `"${text21.replace(/"/g, '""')}"` : text21;
}
function textCell(value) {
  if (value === null) return "";
  return quoted(FORMULA_START.test(value) ? `'${value}` : value);
}
function numberCell(value) {
  return value === null ? "" : String(value);
}
function csvLine(cells, separator = ",") {
  return `${cells.join(separator)}\r
`;
}

// src/bff/mirror/exportDateText.ts
var saoPaulo = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23"
});
function brazilianDateTime(iso5) {
  const parts = Object.fromEntries(
    saoPaulo.formatToParts(new Date(iso5)).map((part) => [part.type, part.value])
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

// src/contract/customFields/readCustomValue.ts
function formatOfVendorType(type) {
  switch (type) {
    case "date":
      return "date";
    case "integer":
    case "decimal":
      return "number";
    case "currency":
    case "currencyGeneric":
      return "money";
    default:
      return "text";
  }
}
var PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
var BRAZILIAN_NUMBER = /^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/;
function numberIn(text21) {
  const bare = text21.replace(/^R\$\s*/i, "").trim();
  if (PLAIN_NUMBER.test(bare)) return Number(bare);
  if (BRAZILIAN_NUMBER.test(bare)) return Number(bare.replaceAll(".", "").replace(",", "."));
  return void 0;
}
var DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
var BRAZILIAN_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
var INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
function realDay(year, month, day) {
  const at = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const text21 = `${year}-${month}-${day}`;
  return at.toISOString().slice(0, 10) === text21 ? text21 : void 0;
}
function dateIn(text21) {
  const day = DAY.exec(text21);
  if (day) {
    const value = realDay(day[1] ?? "", day[2] ?? "", day[3] ?? "");
    return value ? { kind: "date", value, instant: false } : void 0;
  }
  const brazilian = BRAZILIAN_DAY.exec(text21);
  if (brazilian) {
    const value = realDay(brazilian[3] ?? "", brazilian[2] ?? "", brazilian[1] ?? "");
    return value ? { kind: "date", value, instant: false } : void 0;
  }
  if (INSTANT.test(text21) && !Number.isNaN(Date.parse(text21)))
    return { kind: "date", value: text21, instant: true };
  return void 0;
}
var YES = /* @__PURE__ */ new Set(["sim", "s", "yes", "y", "true", "1", "x"]);
var NO = /* @__PURE__ */ new Set(["nao", "n", "no", "false", "0"]);
function yesNoIn(value) {
  if (typeof value === "boolean") return value;
  const word = String(value).normalize("NFD").replace(new RegExp("\\p{M}", "gu"), "").trim().toLowerCase();
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return void 0;
}
function readCustomValue(value, format) {
  if (value === void 0 || value === null) return { kind: "absent" };
  if (Array.isArray(value)) {
    const values = value.filter((item2) => item2 !== null && item2 !== void 0 && String(item2).trim() !== "").map(String);
    return values.length === 0 ? { kind: "absent" } : { kind: "list", values };
  }
  if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") {
    return { kind: "absent" };
  }
  const text21 = String(value).trim();
  if (text21 === "") return { kind: "absent" };
  const asText = { kind: "text", value: text21 };
  switch (format) {
    case "number":
    case "money": {
      const number2 = typeof value === "number" ? value : typeof value === "string" ? numberIn(text21) : void 0;
      return number2 === void 0 || !Number.isFinite(number2) ? asText : { kind: format, value: number2 };
    }
    case "date":
      return typeof value === "string" ? dateIn(text21) ?? asText : asText;
    case "yesNo": {
      const answer = yesNoIn(value);
      return answer === void 0 ? asText : { kind: "yesNo", value: answer };
    }
    case "text":
      return asText;
  }
}

// src/contract/customFields/customFieldName.ts
function customFieldNamesOf(fields) {
  return new Map(fields.map((field) => [field.key, field]));
}
function customFieldTitle(names, key, language) {
  const setting = names.get(key);
  if (!setting) return { label: key, named: false, key };
  const label = language === "en" ? setting.nameEn ?? setting.name : setting.name;
  return { label, named: true, key };
}
function customFieldFormat(names, key, vendorType) {
  return names.get(key)?.format ?? formatOfVendorType(vendorType);
}

// src/bff/mirror/filterSql.ts
import { sql as sql18 } from "drizzle-orm";

// src/bff/mirror/recordColumns.ts
var MONEY_LIMIT = 1e12;
function textOrNull(value) {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
function moneyOrNull(value) {
  return value !== void 0 && Number.isFinite(value) && Math.abs(value) < MONEY_LIMIT ? value : null;
}
function instantOrNull(value) {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}
var PAID_AT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
function paidAtInstant(value) {
  const parts = value ? PAID_AT.exec(value.trim()) : null;
  if (!parts) return null;
  const [year, month, day, hour, minute] = parts.slice(1).map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check5 = new Date(wall);
  if (check5.getUTCMonth() !== month - 1 || check5.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  return new Date(wall + 3 * 36e5);
}
function documentDigits(value) {
  const digits = value?.replace(/\D/g, "") ?? "";
  return digits === "" ? null : digits;
}
function recordColumns(type, record2) {
  const responsible = [record2.responsible?.name, record2.responsible?.surname].map((part) => part?.trim()).filter((part) => Boolean(part)).join(" ");
  const created = type === "order" ? instantOrNull(record2.orderCreated) ?? instantOrNull(record2.budgetCreated) : instantOrNull(record2.budgetCreated);
  const power = record2.totalPower;
  const budgetCreated = instantOrNull(record2.budgetCreated);
  const orderCreated = instantOrNull(record2.orderCreated);
  const conversionMs = type === "order" && budgetCreated && orderCreated ? orderCreated.getTime() - budgetCreated.getTime() : null;
  return {
    id: textOrNull(record2.id),
    name: textOrNull(record2.name),
    kind: textOrNull(record2.kind),
    companyName: textOrNull(record2.company?.companyName),
    companyFantasyName: textOrNull(record2.company?.fantasyName),
    companyCnpj: textOrNull(record2.company?.cnpj),
    companyCnpjDigits: documentDigits(record2.company?.cnpj),
    responsibleName: responsible === "" ? null : responsible,
    responsibleEmail: textOrNull(record2.responsible?.email),
    createdAt: created,
    conversionMs,
    dealStatus: textOrNull(record2.dealStatus),
    stockStatus: textOrNull(record2.stockStatus),
    paymentStatus: record2.payment?.status ?? null,
    paymentType: record2.payment?.type ?? null,
    paidOn: paidAtInstant(record2.payment?.paidAt),
    totalPower: power !== void 0 && Number.isFinite(power) ? power : null,
    originalValue: moneyOrNull(record2.originalValue),
    discount: moneyOrNull(record2.discount),
    surcharge: moneyOrNull(record2.surcharge),
    finalValue: moneyOrNull(record2.finalValue),
    freightState: textOrNull(record2.freight?.address?.state)?.toUpperCase() ?? null,
    freightCity: textOrNull(record2.freight?.address?.city),
    removed: record2.removed ?? false
  };
}

// src/bff/mirror/conversionSql.ts
import { sql as sql16 } from "drizzle-orm";
var BOTH_CREATED = sql16`m.conversion_ms is not null`;
function conversionSql(filter) {
  return filter === "converted" ? BOTH_CREATED : sql16`not (${BOTH_CREATED})`;
}

// src/bff/mirror/paymentReceivedSql.ts
import { sql as sql17 } from "drizzle-orm";
var SETS_RECEIVED = setsPaymentReceived(sql17`h.changes`);
function paymentReceivedSql(range) {
  const paid = [
    sql17`m.paid_on is not null`,
    ...range.from === void 0 ? [] : [sql17`m.paid_on >= ${range.from}::timestamptz`],
    ...range.before === void 0 ? [] : [sql17`m.paid_on < ${range.before}::timestamptz`]
  ];
  return sql17`(m.payment_status = 'received' and ((${sql17.join(paid, sql17` and `)})
    or (m.paid_on is null and ${observedReceptionSql(range)})))`;
}
function observedReceptionSql({ from, before }) {
  const inRange2 = [
    SETS_RECEIVED,
    ...from === void 0 ? [] : [sql17`h.at >= ${from}::timestamptz`],
    ...before === void 0 ? [] : [sql17`h.at < ${before}::timestamptz`]
  ];
  const conditions = [
    sql17`m.payment_status = 'received'`,
    sql17`(m.type, m.code) in (select h.type, h.code from request_history h where ${sql17.join(inRange2, sql17` and `)})`
  ];
  if (before !== void 0) {
    conditions.push(sql17`not exists (select 1 from request_history h
      where h.type = m.type and h.code = m.code and ${SETS_RECEIVED} and h.at >= ${before}::timestamptz)`);
  }
  return sql17`(${sql17.join(conditions, sql17` and `)})`;
}

// src/bff/mirror/filterSql.ts
var DAY_MS5 = 864e5;
function containsPattern(text21) {
  return `%${text21.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
function searchTextContains(text21) {
  return sql18`m.search_text like translate(lower(${containsPattern(text21)}), ${SEARCH_FOLD_FROM}, ${SEARCH_FOLD_TO})`;
}
function dayStart(day) {
  return `${day}T00:00:00.000Z`;
}
function nextDayStart(day) {
  return new Date(Date.parse(dayStart(day)) + DAY_MS5).toISOString();
}
function columnContains(column4, text21) {
  return sql18`${sql18.raw(column4)} ilike ${containsPattern(text21)}`;
}
var FILTER_SQL = {
  q: (text21) => searchTextContains(text21),
  createdFrom: (day) => sql18`m.created_at >= ${dayStart(day)}::timestamptz`,
  createdTo: (day) => sql18`m.created_at < ${nextDayStart(day)}::timestamptz`,
  updatedFrom: (day) => sql18`m.last_changed_at >= ${dayStart(day)}::timestamptz`,
  updatedTo: (day) => sql18`m.last_changed_at < ${nextDayStart(day)}::timestamptz`,
  code: (text21) => sql18`${columnContains("m.code", text21)} and ${searchTextContains(text21)}`,
  name: (text21) => sql18`${columnContains("m.name", text21)} and ${searchTextContains(text21)}`,
  powerMin: (wattPeak) => sql18`m.total_power >= ${wattPeak}`,
  powerMax: (wattPeak) => sql18`m.total_power <= ${wattPeak}`,
  uf: (ufs) => sql18`m.freight_state in ${ufs}`,
  city: (text21) => columnContains("m.freight_city", text21),
  cnpj: (text21) => {
    const digits = documentDigits(text21);
    return digits === null ? sql18`false` : sql18`m.company_cnpj_digits like ${containsPattern(digits)} and ${searchTextContains(digits)}`;
  },
  responsible: (text21) => sql18`(${columnContains("m.responsible_name", text21)} or ${columnContains("m.responsible_email", text21)}) and ${searchTextContains(text21)}`,
  responsibleEmail: (email) => sql18`lower(m.responsible_email) = ${email.toLowerCase()}`,
  status: (statuses) => sql18`m.deal_status in ${statuses}`,
  paymentStatus: (statuses) => sql18`m.payment_status in ${statuses}`,
  paymentType: (types) => sql18`m.payment_type in ${types}`,
  conversion: (filter) => conversionSql(filter),
  // One range, one look at the history: the start's entry reads the end too.
  paymentReceivedFrom: (from, { filters: { paymentReceivedTo: to } }) => paymentReceivedSql({ from: dayStart(from), before: to === void 0 ? void 0 : nextDayStart(to) }),
  paymentReceivedTo: (to, { filters }) => filters.paymentReceivedFrom === void 0 ? paymentReceivedSql({ before: nextDayStart(to) }) : void 0,
  removed: (mode) => mode === "include" ? sql18`m.removed in (false, true)` : sql18`m.removed = ${mode === "only"}`,
  mine: (_on, { context }) => mineSql(context),
  stalled: (_on, { context, type }) => stalledSql(context, type),
  open: (_on, { context, type }) => openSql(context, type)
};
function onlyStatusAndRemoved(filters) {
  return Object.entries(filters).every(
    ([key, value]) => key === "status" || key === "removed" || value === void 0
  );
}
function removedFlags(filters) {
  switch (filters.removed ?? "exclude") {
    case "exclude":
      return [false];
    case "only":
      return [true];
    case "include":
      return [false, true];
  }
}
function filterSql(type, filters, context) {
  const scope = { type, filters, context };
  const conditions = [sql18`m.type = ${type}`];
  for (const key of FILTER_KEYS) {
    const value = key === "removed" ? filters.removed ?? "exclude" : filters[key];
    if (value === void 0 || value === false || Array.isArray(value) && value.length === 0) continue;
    const condition = FILTER_SQL[key](value, scope);
    if (condition !== void 0) conditions.push(condition);
  }
  return sql18.join(conditions, sql18` and `);
}

// src/bff/customFields/customFieldUsage.ts
import { sql as sql19 } from "drizzle-orm";
import { z as z43 } from "zod";

// src/contract/api/customFields.ts
import { z as z42 } from "zod";
var CUSTOM_FIELD_FORMATS = ["text", "number", "money", "date", "yesNo"];
var customFieldFormatSchema = z42.enum(CUSTOM_FIELD_FORMATS);
var customFieldKeySchema = z42.string().min(1).max(200).refine((key) => key.trim() !== "", { error: "must not be blank" });
var fieldName = z42.string().trim().min(1).max(80);
var customFieldNaming = z42.object({
  name: fieldName,
  nameEn: fieldName.optional(),
  format: customFieldFormatSchema.optional()
});
var customFieldSetting = customFieldNaming.extend({ key: customFieldKeySchema });
var customFieldSettings = z42.object({
  fields: z42.array(customFieldSetting).max(1e3).refine((fields) => new Set(fields.map((field) => field.key)).size === fields.length, {
    error: "must name each key once"
  })
});
var customFieldNamesResponse = customFieldSettings;
var adminCustomField = z42.object({
  key: z42.string(),
  /** Requests (orders and budgets, not removed) whose custom data carry the key. */
  requests: z42.number().int().nonnegative(),
  /** The values seen most often, most frequent first (at most SAMPLE_VALUES). */
  samples: z42.array(customDataValue),
  /** The vendor's type most often sent with the key; null when none came. */
  vendorType: z42.string().nullable(),
  naming: customFieldNaming.nullable()
});
var adminCustomFieldsResponse = z42.object({ fields: z42.array(adminCustomField) });
var SAMPLE_VALUES = 3;
var customFieldKeyParams = z42.object({ key: customFieldKeySchema });

// src/bff/customFields/customFieldUsage.ts
var MAX_KEYS = 500;
var FIELDS = sql19`
  select m.type, m.code, f->>'key' as key, f->'value' as value, f->>'type' as vendor_type
  from mirror_requests m
  cross join lateral jsonb_array_elements(
    case when jsonb_typeof(m.record->'customData') = 'array' then m.record->'customData' else '[]'::jsonb end
  ) f
  where not m.removed and jsonb_typeof(f) = 'object' and btrim(coalesce(f->>'key', '')) <> ''`;
var usageRow = z43.object({
  key: z43.string(),
  requests: z43.coerce.number(),
  vendorType: z43.string().nullable(),
  samples: z43.array(z43.unknown()).nullable()
});
async function customFieldUsage(db) {
  const rows = await queryRows(
    db,
    sql19`with fields as (${FIELDS}),
      carried as (
        select key, count(distinct (type, code)) as requests from fields group by key
      ),
      types as (
        select key, vendor_type,
          row_number() over (partition by key order by count(*) desc, vendor_type) as rank
        from fields where vendor_type is not null group by key, vendor_type
      ),
      samples as (
        select key, value,
          row_number() over (partition by key order by count(*) desc, value::text) as rank
        from fields
        where value is not null and jsonb_typeof(value) in ('string', 'number', 'array')
          and value not in ('""'::jsonb, '[]'::jsonb)
        group by key, value
      )
      select c.key, c.requests, t.vendor_type as "vendorType",
        (select jsonb_agg(s.value order by s.rank) from samples s
          where s.key = c.key and s.rank <= ${SAMPLE_VALUES}) as samples
      from carried c left join types t on t.key = c.key and t.rank = 1
      order by c.requests desc, c.key
      limit ${MAX_KEYS}`,
    usageRow
  );
  return rows.map((row) => ({
    key: row.key,
    requests: row.requests,
    vendorType: row.vendorType,
    // A value of another shape (an object in a list) is left out rather than shown as JSON.
    samples: (row.samples ?? []).flatMap((value) => {
      const parsed = customDataValue.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    })
  }));
}
async function customFieldKeysWhere(db, where) {
  return queryRows(
    db,
    sql19`select f->>'key' as key, count(*) as requests,
        mode() within group (order by f->>'type') as "vendorType"
      from mirror_requests m
      cross join lateral jsonb_array_elements(
        case when jsonb_typeof(m.record->'customData') = 'array' then m.record->'customData' else '[]'::jsonb end
      ) f
      where ${where} and jsonb_typeof(f) = 'object' and btrim(coalesce(f->>'key', '')) <> ''
      group by 1 order by 2 desc, 1 limit ${MAX_KEYS}`,
    z43.object({ key: z43.string(), vendorType: z43.string().nullable() })
  );
}

// src/bff/customFields/customFieldsStore.ts
import { eq as eq7 } from "drizzle-orm";
var CUSTOM_FIELDS_SETTING_KEY = "customFields";
var NONE = { fields: [] };
async function readCustomFieldSettings(db) {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq7(appSettings.key, CUSTOM_FIELDS_SETTING_KEY));
  const parsed = customFieldSettings.safeParse(row?.value);
  return parsed.success ? parsed.data : NONE;
}
async function writeCustomFieldNaming(db, key, naming, by) {
  return db.transaction(async (tx) => {
    await tx.insert(appSettings).values({ key: CUSTOM_FIELDS_SETTING_KEY, value: NONE, updatedAt: by.at, updatedBy: by.userId }).onConflictDoNothing();
    const [row] = await tx.select({ value: appSettings.value }).from(appSettings).where(eq7(appSettings.key, CUSTOM_FIELDS_SETTING_KEY)).for("update");
    const parsed = customFieldSettings.safeParse(row?.value);
    const fields = parsed.success ? parsed.data.fields : [];
    const before = fields.find((field) => field.key === key) ?? null;
    const after = naming ? { key, ...withoutEmpty(naming) } : null;
    const others = fields.filter((field) => field.key !== key);
    const value = { fields: after ? [...others, after] : others };
    await tx.update(appSettings).set({ value, updatedAt: by.at, updatedBy: by.userId }).where(eq7(appSettings.key, CUSTOM_FIELDS_SETTING_KEY));
    return { before, after };
  });
}
function withoutEmpty(naming) {
  const { nameEn, ...rest } = naming;
  return nameEn === void 0 || nameEn === naming.name ? rest : { ...rest, nameEn };
}

// src/bff/customFields/customExportColumns.ts
async function customExportColumns(db, type, query, context, lang) {
  if (query.columns !== void 0) return [];
  const { sort: _sort, dir: _dir, lang: _lang, columns: _columns, ...filters } = query;
  const [keys, settings] = await Promise.all([
    customFieldKeysWhere(db, filterSql(type, filters, context)),
    readCustomFieldSettings(db)
  ]);
  const names = customFieldNamesOf(settings.fields);
  return keys.map(({ key, vendorType }) => ({
    key,
    label: customFieldTitle(names, key, lang).label,
    format: customFieldFormat(names, key, vendorType),
    formatOf: (valueType) => customFieldFormat(names, key, valueType)
  }));
}

// src/contract/labels/power.ts
function vendorPowerToWattPeak(totalPower) {
  return totalPower;
}
var KILOWATT_PEAK_DECIMALS = 2;
function vendorPowerToKilowattPeak(totalPower) {
  const factor = 10 ** KILOWATT_PEAK_DECIMALS;
  return Math.round(vendorPowerToWattPeak(totalPower) / 1e3 * factor) / factor;
}

// src/bff/mirror/exportCells.ts
var text19 = (value) => ({ kind: "text", value });
function exportValue(row, column4, lang) {
  switch (column4) {
    case "type":
      return text19(enumLabel("requestType", row.type, lang));
    case "code":
    case "id":
    case "name":
    case "companyFantasyName":
    case "companyCnpj":
    case "responsibleEmail":
    case "dealStatus":
    case "stockStatus":
    case "freightState":
    case "freightCity":
      return text19(row[column4]);
    case "kind":
      return text19(row.kind === null ? null : enumLabel("kitKind", row.kind, lang));
    case "company":
      return text19(row.companyName);
    case "responsible":
      return text19(row.responsibleName);
    case "createdAt":
    case "lastChangedAt":
      return { kind: "instant", value: row[column4] };
    case "statusSince":
      if (row.statusSinceBefore && row.statusSince !== null) {
        return text19(
          lang === "pt-BR" ? `antes de ${brazilianDateTime(row.statusSince)}` : `before ${row.statusSince}`
        );
      }
      return { kind: "instant", value: row.statusSince };
    case "stalled":
    case "removed":
      return { kind: "boolean", value: row[column4] };
    case "paymentStatus":
      return text19(row.paymentStatus === null ? null : enumLabel("paymentStatus", row.paymentStatus, lang));
    case "paymentType":
      return text19(row.paymentType === null ? null : enumLabel("paymentType", row.paymentType, lang));
    case "totalPower":
      return {
        kind: "number",
        value: row.totalPower === null ? null : vendorPowerToKilowattPeak(row.totalPower)
      };
    case "originalValue":
    case "discount":
    case "surcharge":
    case "finalValue":
      return { kind: "money", value: row[column4] };
    case "freight":
      return text19(
        [row.freightCity, row.freightState].filter((part) => Boolean(part)).join("/") || null
      );
  }
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function customExportValue(row, column4) {
  const field = Array.isArray(row.customData) ? row.customData.find((item2) => isRecord(item2) && item2.key === column4.key) : void 0;
  if (!isRecord(field)) return text19(null);
  const reading = readCustomValue(field.value, column4.formatOf(field.type));
  switch (reading.kind) {
    case "absent":
      return text19(null);
    case "text":
    case "number":
    case "money":
    case "yesNo":
      return reading.kind === "yesNo" ? { kind: "boolean", value: reading.value } : reading.kind === "text" ? text19(reading.value) : { kind: reading.kind, value: reading.value };
    case "date":
      return reading.instant ? { kind: "instant", value: reading.value } : { kind: "day", value: reading.value };
    case "list":
      return text19(reading.values.join(", "));
  }
}

// src/bff/mirror/exportRows.ts
import { sql as sql21 } from "drizzle-orm";
import { z as z45 } from "zod";

// src/bff/mirror/summaryRow.ts
import { sql as sql20 } from "drizzle-orm";
import { z as z44 } from "zod";
var SUMMARY_COLUMNS = sql20.raw(
  [
    "m.type",
    "m.code",
    "m.id",
    "m.name",
    "m.kind",
    'm.company_name as "companyName"',
    'm.company_fantasy_name as "companyFantasyName"',
    'm.company_cnpj as "companyCnpj"',
    'm.responsible_name as "responsibleName"',
    'm.responsible_email as "responsibleEmail"',
    'm.created_at as "createdAt"',
    'm.last_changed_at as "lastChangedAt"',
    'm.deal_status as "dealStatus"',
    'm.status_since as "statusSince"',
    'm.status_since_before as "statusSinceBefore"',
    'm.stock_status as "stockStatus"',
    'm.payment_status as "paymentStatus"',
    'm.payment_type as "paymentType"',
    'm.total_power as "totalPower"',
    'm.original_value as "originalValue"',
    'm.final_value as "finalValue"',
    'm.freight_state as "freightState"',
    'm.freight_city as "freightCity"',
    "m.removed"
  ].join(", ")
);
var instantText = z44.union([z44.date(), z44.string()]).transform((value, context) => {
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) {
    context.addIssue({ code: "custom", message: "Not a timestamp" });
    return z44.NEVER;
  }
  return at.toISOString();
});
var sqlNumber = z44.union([z44.number(), z44.string()]).pipe(z44.coerce.number());
var nullableText = z44.string().nullable();
var summaryRow = z44.object({
  type: requestTypeSchema,
  code: z44.string(),
  id: nullableText,
  name: nullableText,
  kind: nullableText,
  companyName: nullableText,
  companyFantasyName: nullableText,
  companyCnpj: nullableText,
  responsibleName: nullableText,
  responsibleEmail: nullableText,
  createdAt: instantText.nullable(),
  lastChangedAt: instantText.nullable(),
  dealStatus: nullableText,
  statusSince: instantText.nullable(),
  statusSinceBefore: z44.boolean(),
  stockStatus: nullableText,
  // Kept as the vendor sent them: an undocumented value is shown as received, not as absent.
  paymentStatus: nullableText,
  paymentType: nullableText,
  totalPower: sqlNumber.nullable(),
  originalValue: sqlNumber.nullable(),
  finalValue: sqlNumber.nullable(),
  freightState: nullableText,
  freightCity: nullableText,
  removed: z44.boolean()
}).transform((row) => row);

// src/bff/mirror/exportRows.ts
var EXPORT_CHUNK_ROWS = 1e3;
var exportRow = z45.intersection(
  summaryRow,
  z45.object({
    discount: sqlNumber.nullable(),
    surcharge: sqlNumber.nullable(),
    sortKey: z45.string().nullable(),
    customData: z45.unknown().optional()
  })
);
async function* exportRows(db, type, query, context, statusOrder, options = {}) {
  const chunkRows = options.chunkRows ?? EXPORT_CHUNK_ROWS;
  const { sort, dir, lang: _lang, columns: _columns, ...filters } = query;
  const order = resolveSort(sort, dir, statusOrder);
  const where = filterSql(type, filters, context);
  let after = null;
  for (; ; ) {
    const rows = await queryRows(
      db,
      sql21`select ${SUMMARY_COLUMNS}, m.discount, m.surcharge, (${order.value})::text as "sortKey"
            ${options.withCustomData ? sql21`, m.record->'customData' as "customData"` : sql21``}
          from mirror_requests m
          where ${where} ${after ? sql21`and ${afterKeySql(order, after)}` : sql21``}
          order by ${orderBySql(order)}
          limit ${chunkRows}`,
      exportRow
    );
    if (rows.length === 0) return;
    yield rows.map(({ sortKey: _key, customData: customData2, ...row }) => ({
      ...withStalled(context, row),
      discount: row.discount,
      surcharge: row.surcharge,
      ...options.withCustomData ? { customData: customData2 } : {}
    }));
    if (rows.length < chunkRows) return;
    const last = rows[rows.length - 1];
    if (!last) return;
    after = { value: last.sortKey, code: last.code };
  }
}

// src/bff/mirror/exportCsv.ts
var UTF8_BOM = "\uFEFF";
function csvCell(value, lang) {
  const comma = (number2) => lang === "pt-BR" ? number2.replace(".", ",") : number2;
  switch (value.kind) {
    case "text":
      return textCell(value.value);
    case "number":
      return value.value === null ? "" : comma(String(value.value));
    case "money":
      return value.value === null ? "" : comma(value.value.toFixed(2));
    case "instant":
      if (value.value === null) return "";
      return lang === "pt-BR" ? brazilianDateTime(value.value) : value.value;
    case "day":
      return lang === "pt-BR" ? value.value.split("-").reverse().join("/") : value.value;
    case "boolean":
      return textCell(yesNoLabel(value.value, lang));
  }
}
function exportColumns(query) {
  return query.columns ?? DEFAULT_EXPORT_COLUMNS;
}
async function* exportCsv(db, type, query, context, statusOrder = [], options = {}) {
  const lang = query.lang ?? "pt-BR";
  const separator = lang === "pt-BR" ? ";" : ",";
  const columns3 = exportColumns(query);
  const labels = EXPORT_COLUMN_LABELS[lang];
  const custom = await customExportColumns(db, type, query, context, lang);
  yield UTF8_BOM + csvLine(
    [
      ...columns3.map((column4) => textCell(labels[column4])),
      ...custom.map((column4) => textCell(column4.label))
    ],
    separator
  );
  const reading = { ...options, withCustomData: custom.length > 0 };
  for await (const rows of exportRows(db, type, query, context, statusOrder, reading)) {
    yield rows.map(
      (row) => csvLine(
        [
          ...columns3.map((column4) => csvCell(exportValue(row, column4, lang), lang)),
          ...custom.map((column4) => csvCell(customExportValue(row, column4), lang))
        ],
        separator
      )
    ).join("");
  }
}
function exportFileName(type, now, lang, extension) {
  const base = lang === "pt-BR" ? type === "order" ? "pedidos" : "orcamentos" : type === "order" ? "orders" : "budgets";
  return `${base}-${now.toISOString().slice(0, 10)}.${extension}`;
}

// src/bff/mirror/registerMirrorRoutes.ts
function viewerOf(request2) {
  return { email: request2.session?.kind === "user" ? request2.session.user.email : null };
}
function exportLanguage(asked, acceptLanguage) {
  if (asked) return asked;
  const first = acceptLanguage?.split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("en") ? "en" : "pt-BR";
}
async function registerMirrorRoutes(scope, options) {
  const { mirror, clock } = options.services;
  const app = scope.withTypeProvider();
  const tags = ["mirror"];
  app.get(
    "/api/requests/:type",
    {
      config: { access: access.reader },
      schema: {
        tags,
        summary: "A page of orders or budgets from the mirror: every filter, any sort, the total.",
        params: requestTypeParams,
        querystring: requestListQuery,
        response: { 200: requestPage }
      }
    },
    async (request2) => mirror.listPage(request2.params.type, request2.query, viewerOf(request2))
  );
  app.get(
    "/api/requests/:type/export.csv",
    {
      // A HEAD would run the whole export only to throw the rows away.
      exposeHeadRoute: false,
      config: { access: access.reader },
      schema: {
        tags,
        summary: "The same filter and sort as the listing, every matching row, as a streamed CSV.",
        description: 'UTF-8 with a byte order mark (for Excel) and a header row. lang=pt-BR (default): ";" separator, decimal comma, Portuguese headers and labels, S\xE3o Paulo times (dd/mm/aaaa hh:mm); lang=en: "," and ".", English, ISO 8601 UTC. columns=id,id,... chooses and orders the columns. Text cells that would start a formula are prefixed with an apostrophe.',
        params: requestTypeParams,
        querystring: requestExportQuery
      }
    },
    async (request2, reply) => {
      const { type } = request2.params;
      const lang = exportLanguage(request2.query.lang, request2.headers["accept-language"]);
      const query = { ...request2.query, lang };
      const rows = Readable.from(mirror.exportCsv(type, query, viewerOf(request2)), { objectMode: false });
      rows.on("error", (error) => request2.log.error({ err: error }, "CSV export stopped part-way"));
      return reply.type("text/csv; charset=utf-8").header(
        "content-disposition",
        contentDisposition(exportFileName(type, new Date(clock.now()), lang, "csv"))
      ).header("cache-control", "no-store").send(rows);
    }
  );
  app.get(
    "/api/requests/:type/export.xlsx",
    {
      exposeHeadRoute: false,
      config: { access: access.reader },
      schema: {
        tags,
        summary: "The same rows as export.csv as a streamed Excel workbook with typed cells.",
        description: "Numbers, dates and BRL money as typed cells, a bold frozen header, column widths; lang and columns as for export.csv.",
        params: requestTypeParams,
        querystring: requestExportQuery
      }
    },
    async (request2, reply) => {
      const { type } = request2.params;
      const lang = exportLanguage(request2.query.lang, request2.headers["accept-language"]);
      const workbook = await mirror.exportXlsx(type, { ...request2.query, lang }, viewerOf(request2));
      workbook.on("error", (error) => request2.log.error({ err: error }, "xlsx export stopped part-way"));
      return reply.type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet").header(
        "content-disposition",
        contentDisposition(exportFileName(type, new Date(clock.now()), lang, "xlsx"))
      ).header("cache-control", "no-store").send(workbook);
    }
  );
  app.get(
    "/api/requests/:type/:code",
    {
      config: { access: access.reader },
      schema: {
        tags,
        summary: "One request: its summary, the whole vendor record, unreadable fields and history.",
        params: requestParams,
        response: { 200: requestDetail }
      }
    },
    async (request2) => {
      const { type, code } = request2.params;
      const detail = await mirror.getDetail(type, code, viewerOf(request2));
      if (!detail) {
        throw new HttpProblem({
          status: 404,
          code: VENDOR_PROBLEM_CODES.requestNotFound,
          detail: `There is no ${type} ${code} in Painel's mirror.`
        });
      }
      return detail;
    }
  );
  app.get(
    "/api/board/:type",
    {
      config: { access: access.board },
      schema: {
        tags,
        summary: "The status board: a column per configured status with count, sums and first cards.",
        params: requestTypeParams,
        querystring: boardQuery,
        response: { 200: board }
      }
    },
    async (request2) => {
      const shown = await mirror.board(request2.params.type, request2.query, viewerOf(request2));
      return request2.session?.kind === "device" ? wallBoard(shown) : shown;
    }
  );
  app.get(
    "/api/freshness",
    {
      config: { access: access.board },
      schema: {
        tags,
        summary: "How fresh the mirror is: counts, last webhook and reconcile, backfill progress.",
        response: { 200: freshness }
      }
    },
    async () => mirror.freshness()
  );
  app.get(
    "/api/activity",
    {
      config: { access: access.reader },
      schema: {
        tags,
        summary: "Recent changes across all requests, newest first, paged by cursor.",
        querystring: activityQuery,
        response: { 200: activityPage }
      }
    },
    async (request2) => mirror.activity(request2.query)
  );
  app.get(
    "/api/collaborators",
    {
      config: { access: access.roles("sales") },
      schema: {
        tags,
        summary: "Responsible collaborators known to the mirror, for suggestions when changing the responsible (sales).",
        querystring: collaboratorsQuery,
        response: { 200: collaboratorList }
      }
    },
    async (request2) => mirror.collaborators(request2.query)
  );
}

// src/contract/api/insights.ts
import { z as z47 } from "zod";

// src/contract/api/insightBuckets.ts
import { z as z46 } from "zod";
var INSIGHT_BUCKETS = ["day", "week", "month"];
var insightBucketSchema = z46.enum(INSIGHT_BUCKETS);

// src/contract/api/insights.ts
var MAX_INSIGHT_DAYS = 732;
var MAX_INSIGHT_BUCKETS = 400;
var OUTSTANDING_AGES = ["0-7", "8-30", "31-90", ">90"];
var outstandingAgeSchema = z47.enum(OUTSTANDING_AGES);
var DAY_MS6 = 864e5;
var dayNumber = (day) => Date.parse(`${day}T00:00:00.000Z`) / DAY_MS6;
var insightListFilters = requestFilters.omit({
  createdFrom: true,
  createdTo: true,
  conversion: true,
  paymentReceivedFrom: true,
  paymentReceivedTo: true
});
var insightsQuery = insightListFilters.extend({
  from: calendarDate,
  to: calendarDate,
  bucket: insightBucketSchema.default("month"),
  type: requestTypeSchema.default("order")
}).superRefine((query, context) => {
  const days2 = dayNumber(query.to) - dayNumber(query.from) + 1;
  if (days2 < 1) {
    context.addIssue({ code: "custom", path: ["to"], message: "`to` must be on or after `from`" });
  } else if (days2 > MAX_INSIGHT_DAYS) {
    context.addIssue({
      code: "custom",
      path: ["to"],
      message: `the period may cover at most ${MAX_INSIGHT_DAYS} days; choose a shorter one`
    });
  } else if (query.bucket === "day" && days2 > MAX_INSIGHT_BUCKETS) {
    context.addIssue({
      code: "custom",
      path: ["bucket"],
      message: `at most ${MAX_INSIGHT_BUCKETS} days per period with bucket=day; use week or month`
    });
  }
});
var dayRange = z47.object({ from: calendarDate, to: calendarDate });
var insightTotals = z47.object({
  count: z47.number().int(),
  value: z47.number(),
  power: z47.number()
});
var bucketTotals = insightTotals.extend(dayRange.shape);
var createdBucket = bucketTotals.extend({ partial: z47.boolean() });
var createdSeries = z47.object({
  range: dayRange,
  totals: insightTotals,
  buckets: z47.array(createdBucket)
});
var previousCreatedSeries = z47.object({
  range: dayRange,
  totals: insightTotals,
  buckets: z47.array(bucketTotals.nullable())
});
var createdByType = z47.object({ current: createdSeries, previous: previousCreatedSeries });
var conversionFigures = z47.object({
  range: dayRange,
  budgets: z47.number().int(),
  cohort: z47.number().int(),
  converted: z47.number().int(),
  rate: z47.number().nullable(),
  medianDays: z47.number().nullable(),
  p90Days: z47.number().nullable(),
  fromEarlierBudgets: z47.number().int(),
  ordersWithoutBudget: z47.number().int()
});
var timeInStatus = z47.object({
  stays: z47.number().int(),
  medianDays: z47.number().nullable(),
  p90Days: z47.number().nullable()
});
var pipelineRow = insightTotals.extend({
  status: z47.string(),
  /** False for a status the vendor's configuration does not list. */
  known: z47.boolean(),
  stalled: z47.number().int(),
  timeInStatus
});
var responsibleRow = insightTotals.extend({
  email: z47.string(),
  name: z47.string().nullable(),
  stalled: z47.number().int(),
  /** This responsible's orders whose budget was created in the period (the cohort's converted). */
  converted: z47.number().int(),
  /** This responsible's budget cohort of the period: `converted` plus their budgets still open. */
  budgets: z47.number().int(),
  conversionRate: z47.number().nullable()
});
var ufRow = insightTotals.extend({ uf: ufSchema });
var paymentStatusRow = insightTotals.extend({ paymentStatus: paymentStatusSchema });
var paymentTypeRow = insightTotals.extend({ paymentType: paymentTypeSchema });
var outstandingAgeRow = insightTotals.extend({
  age: outstandingAgeSchema,
  range: dayRange.nullable()
});
var paymentFigures = z47.object({
  byStatus: z47.array(paymentStatusRow),
  byType: z47.array(paymentTypeRow),
  /** Requests without a payment status, or one the contract does not know. */
  withoutStatus: insightTotals,
  withoutType: insightTotals,
  /** Created in the period with the payment received now (the status mix's "received"). */
  received: insightTotals,
  /**
   * Whose payment became received in the period and is received now, whenever the request was
   * created (ADR 046). Drill-down: paymentReceivedFrom/To = the period, without created days.
   */
  receivedInPeriod: insightTotals,
  outstanding: insightTotals,
  outstandingByAge: z47.array(outstandingAgeRow)
});
var insights = z47.object({
  type: requestTypeSchema,
  bucket: insightBucketSchema,
  period: dayRange,
  /**
   * The part of the period its figures are compared on: the whole period once it is over, up to
   * today (the answer's UTC day) while it runs (ADR 067).
   */
  comparedPeriod: dayRange,
  /** The same span of the previous period: what every "previous" figure covers. */
  previousPeriod: dayRange,
  /** When "stalled" and the outstanding ages were judged. */
  asOf: z47.iso.datetime(),
  created: z47.object({ budget: createdByType, order: createdByType }),
  conversion: z47.object({ current: conversionFigures, previous: conversionFigures }),
  pipeline: z47.object({
    rows: z47.array(pipelineRow),
    withoutStatus: insightTotals
  }),
  byResponsible: z47.object({
    rows: z47.array(responsibleRow),
    withoutResponsible: insightTotals
  }),
  byUf: z47.object({ rows: z47.array(ufRow), withoutUf: insightTotals }),
  payments: paymentFigures
});

// src/bff/insights/byResponsible.ts
import { sql as sql25 } from "drizzle-orm";
import { z as z50 } from "zod";

// src/bff/insights/conversion.ts
import { sql as sql24 } from "drizzle-orm";
import { z as z49 } from "zod";

// src/bff/insights/conversionCohort.ts
import { sql as sql23 } from "drizzle-orm";

// src/bff/insights/insightFilters.ts
import { sql as sql22 } from "drizzle-orm";
import { z as z48 } from "zod";

// src/bff/insights/period.ts
var DAY_MS7 = 864e5;
var dayToMs = (day) => Date.parse(`${day}T00:00:00.000Z`);
var msToDay = (ms) => new Date(ms).toISOString().slice(0, 10);
var addDays2 = (day, days2) => msToDay(dayToMs(day) + days2 * DAY_MS7);
function bucketStart(day, bucket) {
  if (bucket === "day") return day;
  if (bucket === "month") return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(dayToMs(day)).getUTCDay() + 6) % 7;
  return addDays2(day, -weekday);
}
function nextBucketStart(start, bucket) {
  if (bucket === "day") return addDays2(start, 1);
  if (bucket === "week") return addDays2(start, 7);
  const date = new Date(dayToMs(start));
  return msToDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
}
function periodBuckets(period, bucket, today) {
  const buckets = [];
  for (let key = bucketStart(period.from, bucket); key <= period.to; key = nextBucketStart(key, bucket)) {
    const end = addDays2(nextBucketStart(key, bucket), -1);
    const from = key < period.from ? period.from : key;
    const to = end > period.to ? period.to : end;
    buckets.push({ key, from, to, partial: from !== key || to !== end || to >= today });
  }
  return buckets;
}
function intersect(a, b) {
  const from = a.from > b.from ? a.from : b.from;
  const to = a.to < b.to ? a.to : b.to;
  return from <= to ? { from, to } : null;
}

// src/bff/insights/insightFilters.ts
function listFilters(query) {
  const { from: _from, to: _to, bucket: _bucket, type: _type, ...filters } = query;
  return filters;
}
function inRange(filters, range) {
  return { ...filters, createdFrom: range.from, createdTo: range.to };
}
function whereOf(type, filters, range, context) {
  return filterSql(type, inRange(filters, range), context);
}
function inBoth(type, filters, previous, period, context) {
  const gap = sql22`m.created_at >= ${dayStart(addDays2(previous.to, 1))}::timestamptz
    and m.created_at < ${dayStart(period.from)}::timestamptz`;
  return sql22`${whereOf(type, filters, { from: previous.from, to: period.to }, context)} and not (${gap})`;
}
var cents = (value) => Math.round(value * 100) / 100;
var VALUE_SUM = sql22`sum(m.final_value)`;
var PERIOD_TIME_ZONE = "UTC";
var totalsColumns = {
  count: z48.coerce.number().int(),
  value: sqlNumber.nullable(),
  power: sqlNumber.nullable()
};
function totalsOf(row) {
  return { count: row.count, value: cents(row.value ?? 0), power: row.power ?? 0 };
}
var NO_TOTALS = { count: 0, value: 0, power: 0 };
function addTotals(a, b) {
  return { count: a.count + b.count, value: cents(a.value + b.value), power: a.power + b.power };
}
var msToDays = (ms) => ms === null ? null : Math.round(ms / 864e5 * 100) / 100;

// src/bff/insights/conversionCohort.ts
var BUDGET_CREATED = sql23`(m.created_at - m.conversion_ms * interval '1 millisecond')`;
function cohortMembers(filters, periods, context) {
  const periodOf = (at) => sql23`case ${sql23.join(
    periods.map(
      (range, index14) => sql23`when ${at} >= ${dayStart(range.from)}::timestamptz and ${at} < ${dayStart(addDays2(range.to, 1))}::timestamptz then ${index14}`
    ),
    sql23` `
  )} end`;
  const company2 = (alias) => sql23.raw(`coalesce(${alias}.company_cnpj_digits, '')`);
  const converted = sql23`select ${periodOf(BUDGET_CREATED)} as period, ${BUDGET_CREATED} as budget_at,
      ${company2("m")} as company, lower(m.responsible_email) as email, m.conversion_ms as ms
    from mirror_requests m
    where ${filterSql("order", filters, context)} and m.conversion_ms is not null`;
  const budgets = periods.map((range) => sql23`(${whereOf("budget", filters, range, context)})`);
  return sql23`with converted as (select * from (${converted}) o where o.period is not null)
    select c.period, 'converted' as kind, c.email, c.ms from converted c
    union all
    select ${periodOf(sql23`m.created_at`)}, 'open', lower(m.responsible_email), null
    from mirror_requests m
    where (${sql23.join(budgets, sql23` or `)})
      and not exists (select 1 from converted c
                      where c.budget_at = m.created_at and c.company = ${company2("m")})`;
}

// src/bff/insights/conversion.ts
var cohortRow = z49.object({
  period: z49.coerce.number().int(),
  converted: z49.coerce.number().int(),
  open: z49.coerce.number().int(),
  medianMs: sqlNumber.nullable(),
  p90Ms: sqlNumber.nullable()
});
var ordersRow = z49.object({
  current: z49.boolean(),
  withoutBudget: z49.coerce.number().int(),
  fromEarlierBudgets: z49.coerce.number().int()
});
var cohortRate = (converted, open) => converted + open > 0 ? Math.round(converted / (converted + open) * 1e4) / 1e4 : null;
async function conversion(db, filters, period, previous, budgets, context) {
  const start = sql24`${dayStart(period.from)}::timestamptz`;
  const [cohorts, orders] = await Promise.all([
    queryRows(
      db,
      sql24`select c.period, count(*) filter (where c.kind = 'converted') as converted,
                 count(*) filter (where c.kind = 'open') as open,
                 percentile_cont(0.5) within group (order by c.ms) as "medianMs",
                 percentile_cont(0.9) within group (order by c.ms) as "p90Ms"
          from (${cohortMembers(filters, [previous, period], context)}) c
          group by c.period`,
      cohortRow
    ),
    queryRows(
      db,
      sql24`select m.created_at >= ${start} as current,
                 count(*) filter (where m.conversion_ms is null) as "withoutBudget",
                 count(*) filter (where ${BUDGET_CREATED} < case when m.created_at >= ${start} then ${start}
                                  else ${dayStart(previous.from)}::timestamptz end) as "fromEarlierBudgets"
          from mirror_requests m
          where ${inBoth("order", filters, previous, period, context)}
          group by 1`,
      ordersRow
    )
  ]);
  const figures = (index14, range, count5) => {
    const cohort = cohorts.find((row) => row.period === index14);
    const created = orders.find((row) => row.current === (index14 === 1));
    const converted = cohort?.converted ?? 0;
    const open = cohort?.open ?? 0;
    return {
      range,
      budgets: count5,
      cohort: converted + open,
      converted,
      rate: cohortRate(converted, open),
      medianDays: msToDays(cohort?.medianMs ?? null),
      p90Days: msToDays(cohort?.p90Ms ?? null),
      fromEarlierBudgets: created?.fromEarlierBudgets ?? 0,
      ordersWithoutBudget: created?.withoutBudget ?? 0
    };
  };
  return {
    current: figures(1, period, budgets.current),
    previous: figures(0, previous, budgets.previous)
  };
}

// src/bff/insights/byResponsible.ts
var cohortRow2 = z50.object({
  email: z50.string(),
  converted: z50.coerce.number().int(),
  open: z50.coerce.number().int()
});
async function byResponsible(db, totals, filters, range, context) {
  const cohorts = await queryRows(
    db,
    sql25`select c.email, count(*) filter (where c.kind = 'converted') as converted,
               count(*) filter (where c.kind = 'open') as open
        from (${cohortMembers(filters, [range], context)}) c
        where c.email is not null
        group by c.email`,
    cohortRow2
  );
  const cohortOf = new Map(cohorts.map((row) => [row.email, row]));
  const rows = totals.flatMap((row) => row.email === null ? [] : [{ ...row, email: row.email }]).map((row) => {
    const { converted = 0, open = 0 } = cohortOf.get(row.email) ?? {};
    return {
      email: row.email,
      name: row.name,
      ...totalsOf(row),
      stalled: row.stalled,
      budgets: converted + open,
      converted,
      conversionRate: cohortRate(converted, open)
    };
  }).sort((a, b) => b.value - a.value || (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));
  const none = totals.find((row) => row.email === null);
  return { rows, withoutResponsible: none ? totalsOf(none) : NO_TOTALS };
}

// src/bff/insights/comparison.ts
var DAY_MS8 = 864e5;
var dayToMs2 = (day) => Date.parse(`${day}T00:00:00.000Z`);
function lastDayOfMonth(day) {
  const date = new Date(dayToMs2(day));
  return msToDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
}
function addMonths(day, months) {
  const date = new Date(dayToMs2(day));
  const first = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1);
  const last = lastDayOfMonth(msToDay(first));
  const wanted = addDays2(msToDay(first), date.getUTCDate() - 1);
  return wanted > last ? last : wanted;
}
var monthIndex = (day) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
var daysIn = (range) => (dayToMs2(range.to) - dayToMs2(range.from)) / DAY_MS8 + 1;
function shiftOf(period) {
  const { from, to } = period;
  const months = monthIndex(to) - monthIndex(from) + 1;
  if (from.endsWith("-01")) {
    if (months === 1) return { unit: "month", count: 1 };
    if (from.slice(5) === "01-01" && to.slice(0, 4) === from.slice(0, 4)) return { unit: "month", count: 12 };
    if (to === lastDayOfMonth(to)) return { unit: "month", count: months };
  }
  return { unit: "day", count: daysIn(period) };
}
function forward(day, shift) {
  return shift.unit === "month" ? addMonths(day, shift.count) : addDays2(day, shift.count);
}
function shiftInterval(shift) {
  return `${shift.count} ${shift.unit === "month" ? "months" : "days"}`;
}
function comparisonOf(period, today) {
  const shift = shiftOf(period);
  const over = period.to < today;
  const through = over ? period.to : today < period.from ? period.from : today;
  const back = (day) => shift.unit === "month" ? addMonths(day, -shift.count) : addDays2(day, -shift.count);
  const previousTo = over && shift.unit === "month" && period.to === lastDayOfMonth(period.to) ? lastDayOfMonth(back(period.to)) : back(through);
  return {
    compared: { from: period.from, to: through },
    previous: { from: back(period.from), to: previousTo },
    shift
  };
}

// src/bff/insights/createdSeries.ts
import { sql as sql26 } from "drizzle-orm";
import { z as z51 } from "zod";
var bucketRow = z51.object({
  current: z51.boolean(),
  /** The calendar start of the row's bucket (date_trunc), as periodBuckets keys it. */
  key: z51.string(),
  ...totalsColumns
});
function previousDays(comparison, bucket) {
  const days2 = /* @__PURE__ */ new Map();
  for (let day = comparison.previous.from; day <= comparison.previous.to; day = addDays2(day, 1)) {
    const key = bucketStart(forward(day, comparison.shift), bucket);
    const range = days2.get(key);
    days2.set(key, range ? { from: range.from, to: day } : { from: day, to: day });
  }
  return days2;
}
async function createdSeries2(db, type, filters, period, comparison, bucket, context) {
  const start = sql26`${dayStart(period.from)}::timestamptz`;
  const local = sql26`m.created_at at time zone ${PERIOD_TIME_ZONE}`;
  const rows = await queryRows(
    db,
    sql26`select m.created_at >= ${start} as current,
               to_char(date_trunc(${bucket}, case when m.created_at >= ${start} then ${local}
                                   else ${local} + ${shiftInterval(comparison.shift)}::interval end),
                       'YYYY-MM-DD') as key,
               count(*) as count, sum(m.final_value) as value, sum(m.total_power) as power
        from mirror_requests m
        where ${inBoth(type, filters, comparison.previous, period, context)}
        group by 1, 2`,
    bucketRow
  );
  const totalsByKey = (current) => new Map(rows.filter((row) => row.current === current).map((row) => [row.key, totalsOf(row)]));
  const now = totalsByKey(true);
  const before = totalsByKey(false);
  const beforeDays = previousDays(comparison, bucket);
  const buckets = periodBuckets(period, bucket, msToDay(context.nowMs));
  const currentBuckets = buckets.map(({ from, to, partial, key }) => ({
    from,
    to,
    ...now.get(key) ?? NO_TOTALS,
    partial
  }));
  const previousBuckets = buckets.map(({ key }) => {
    const days2 = beforeDays.get(key);
    return days2 ? { ...days2, ...before.get(key) ?? NO_TOTALS } : null;
  });
  return {
    current: { range: period, totals: currentBuckets.reduce(addTotals, NO_TOTALS), buckets: currentBuckets },
    previous: {
      range: comparison.previous,
      totals: [...before.values()].reduce(addTotals, NO_TOTALS),
      buckets: previousBuckets
    }
  };
}

// src/bff/insights/byUf.ts
function byUf(rows) {
  const known = new Set(UFS);
  const byUf2 = new Map(rows.map((row) => [row.uf, totalsOf(row)]));
  return {
    rows: UFS.map((uf) => ({ uf, ...byUf2.get(uf) ?? NO_TOTALS })),
    withoutUf: rows.filter((row) => row.uf === null || !known.has(row.uf)).map(totalsOf).reduce(addTotals, NO_TOTALS)
  };
}

// src/bff/insights/paymentGroups.ts
import { sql as sql27 } from "drizzle-orm";
import { z as z52 } from "zod";
var paymentRow = z52.object({
  paymentStatus: z52.string().nullable(),
  paymentType: z52.string().nullable(),
  // The index in OUTSTANDING_AGES: the statement groups by a number rather than a text per row.
  age: z52.coerce.number().int().min(0).max(OUTSTANDING_AGES.length - 1),
  ...totalsColumns
});
async function paymentGroups(db, type, filters, range, context) {
  const today = msToDay(context.nowMs);
  const since = (days2) => sql27`${dayStart(addDays2(today, -days2))}::timestamptz`;
  const rows = await queryRows(
    db,
    sql27`select m.payment_status as "paymentStatus", m.payment_type as "paymentType",
               case when m.created_at >= ${since(7)} then 0
                    when m.created_at >= ${since(30)} then 1
                    when m.created_at >= ${since(90)} then 2
                    else 3 end as age,
               count(*) as count, ${VALUE_SUM} as value, sum(m.total_power) as power
        from mirror_requests m where ${whereOf(type, filters, range, context)}
        group by 1, 2, 3`,
    paymentRow
  );
  return rows.map((row) => ({ ...row, age: OUTSTANDING_AGES[row.age] ?? ">90" }));
}

// src/bff/insights/payments.ts
import { sql as sql28 } from "drizzle-orm";
import { z as z53 } from "zod";
var OUTSTANDING_STATUSES = ["requested", "partial"];
function ageRanges(today, period) {
  return {
    "0-7": intersect({ from: addDays2(today, -7), to: period.to }, period),
    "8-30": intersect({ from: addDays2(today, -30), to: addDays2(today, -8) }, period),
    "31-90": intersect({ from: addDays2(today, -90), to: addDays2(today, -31) }, period),
    ">90": intersect({ from: period.from, to: addDays2(today, -91) }, period)
  };
}
function sumWhere(rows, keep, totals) {
  return rows.filter(keep).map(totals).reduce(addTotals, NO_TOTALS);
}
function receivedInPeriodFilters(filters, range) {
  const { createdFrom: _from, createdTo: _to, ...rest } = filters;
  return { ...rest, paymentReceivedFrom: range.from, paymentReceivedTo: range.to };
}
async function receivedInPeriodTotals(db, type, filters, range, context) {
  const [row] = await queryRows(
    db,
    sql28`select count(*) as count, ${VALUE_SUM} as value, sum(m.total_power) as power
        from mirror_requests m where ${filterSql(type, receivedInPeriodFilters(filters, range), context)}`,
    z53.object(totalsColumns)
  );
  return row ? totalsOf(row) : NO_TOTALS;
}
function payments(rows, range, nowMs, receivedInPeriod) {
  const today = msToDay(nowMs);
  const outstanding = (row) => OUTSTANDING_STATUSES.includes(row.paymentStatus);
  const statuses = new Set(PAYMENT_STATUSES);
  const types = new Set(PAYMENT_TYPES);
  const ranges = ageRanges(today, range);
  return {
    byStatus: PAYMENT_STATUSES.map((paymentStatus) => ({
      paymentStatus,
      ...sumWhere(rows, (row) => row.paymentStatus === paymentStatus, totalsOf)
    })),
    byType: PAYMENT_TYPES.map((paymentType) => ({
      paymentType,
      ...sumWhere(rows, (row) => row.paymentType === paymentType, totalsOf)
    })),
    withoutStatus: sumWhere(rows, (row) => !statuses.has(row.paymentStatus), totalsOf),
    withoutType: sumWhere(rows, (row) => !types.has(row.paymentType), totalsOf),
    received: sumWhere(rows, (row) => row.paymentStatus === "received", totalsOf),
    receivedInPeriod,
    outstanding: sumWhere(rows, outstanding, totalsOf),
    outstandingByAge: OUTSTANDING_AGES.map((age) => ({
      age,
      range: ranges[age],
      ...sumWhere(rows, (row) => outstanding(row) && row.age === age, totalsOf)
    }))
  };
}

// src/bff/insights/periodGroups.ts
import { sql as sql29 } from "drizzle-orm";
import { z as z54 } from "zod";
var groupRow = z54.object({
  set: z54.enum(["status", "uf", "responsible"]),
  status: z54.string().nullable(),
  uf: z54.string().nullable(),
  email: z54.string().nullable(),
  name: z54.string().nullable(),
  count: z54.coerce.number().int(),
  value: sqlNumber.nullable(),
  power: sqlNumber.nullable(),
  stalled: z54.coerce.number().int()
});
async function periodGroups(db, type, filters, range, context) {
  const rows = await queryRows(
    db,
    sql29`select case when grouping(m.deal_status) = 0 then 'status'
                    when grouping(m.freight_state) = 0 then 'uf' else 'responsible' end as set,
               m.deal_status as status, m.freight_state as uf, lower(m.responsible_email) as email,
               max(m.responsible_name) as name,
               count(*) as count, ${VALUE_SUM} as value, sum(m.total_power) as power,
               count(*) filter (where ${stalledSql(context, type)}) as stalled
        from mirror_requests m
        where ${whereOf(type, filters, range, context)}
        group by grouping sets ((m.deal_status), (m.freight_state), (lower(m.responsible_email)))`,
    groupRow
  );
  const of = (set) => rows.filter((row) => row.set === set).map(({ set: _set, ...row }) => row);
  return { byStatus: of("status"), byUf: of("uf"), byResponsible: of("responsible") };
}

// src/bff/insights/pipeline.ts
var NO_STAYS = { stays: 0, medianDays: null, p90Days: null };
function pipeline(rows, statusOrder, stays) {
  const byStatus = new Map(rows.flatMap((row) => row.status === null ? [] : [[row.status, row]]));
  const known = new Set(statusOrder);
  const unknown = [.../* @__PURE__ */ new Set([...byStatus.keys(), ...stays.keys()])].filter((status) => !known.has(status)).sort();
  const none = rows.find((row) => row.status === null);
  return {
    rows: [...statusOrder, ...unknown].map((status) => {
      const row = byStatus.get(status);
      return {
        status,
        known: known.has(status),
        ...row ? totalsOf(row) : NO_TOTALS,
        stalled: row?.stalled ?? 0,
        timeInStatus: stays.get(status) ?? NO_STAYS
      };
    }),
    withoutStatus: none ? totalsOf(none) : NO_TOTALS
  };
}

// src/bff/insights/timeInStatus.ts
import { sql as sql30 } from "drizzle-orm";
import { z as z55 } from "zod";
var stayRow = z55.object({
  status: z55.string(),
  stays: z55.coerce.number().int(),
  medianMs: sqlNumber,
  p90Ms: sqlNumber
});
async function timeInStatus2(db, type, filters, range, context) {
  const rows = await queryRows(
    db,
    sql30`select st.status, count(*) as stays,
               percentile_cont(0.5) within group (order by st.ms) as "medianMs",
               percentile_cont(0.9) within group (order by st.ms) as "p90Ms"
        from mirror_requests m
        join request_status_stays st on st.type = m.type and st.code = m.code
        where ${whereOf(type, filters, range, context)}
        group by st.status`,
    stayRow
  );
  return new Map(
    rows.map((row) => [
      row.status,
      { stays: row.stays, medianDays: msToDays(row.medianMs), p90Days: msToDays(row.p90Ms) }
    ])
  );
}

// src/bff/insights/buildInsights.ts
async function buildInsights(db, query, context, statusOrder) {
  const { type, bucket } = query;
  const filters = listFilters(query);
  const period = { from: query.from, to: query.to };
  const comparison = comparisonOf(period, msToDay(context.nowMs));
  const previous = comparison.previous;
  const [budgetSeries, orderSeries, grouped, byPayment, stays, received] = await Promise.all([
    createdSeries2(db, "budget", filters, period, comparison, bucket, context),
    createdSeries2(db, "order", filters, period, comparison, bucket, context),
    periodGroups(db, type, filters, period, context),
    paymentGroups(db, type, filters, period, context),
    timeInStatus2(db, type, filters, period, context),
    receivedInPeriodTotals(db, type, filters, period, context)
  ]);
  const budgets = {
    current: budgetSeries.current.totals.count,
    previous: budgetSeries.previous.totals.count
  };
  const [converted, responsible] = await Promise.all([
    conversion(db, filters, period, previous, budgets, context),
    byResponsible(db, grouped.byResponsible, filters, period, context)
  ]);
  return {
    type,
    bucket,
    period,
    comparedPeriod: comparison.compared,
    previousPeriod: previous,
    asOf: new Date(context.nowMs).toISOString(),
    created: {
      budget: { current: budgetSeries.current, previous: budgetSeries.previous },
      order: { current: orderSeries.current, previous: orderSeries.previous }
    },
    conversion: converted,
    pipeline: pipeline(grouped.byStatus, statusOrder, stays),
    byResponsible: responsible,
    byUf: byUf(grouped.byUf),
    payments: payments(byPayment, period, context.nowMs, received)
  };
}

// src/bff/insights/insightsCache.ts
import { LRUCache } from "lru-cache";
var MINUTE_MS = 6e4;
var MIRROR_CHANGES = /* @__PURE__ */ new Set([
  "request.created",
  "request.changed",
  "request.removed",
  "sync.progress",
  "resync"
]);
function createInsightsCache(bus, max2 = 200) {
  let version = 0;
  const answers = new LRUCache({ max: max2, ttl: MINUTE_MS });
  const unsubscribe = bus.subscribe(({ event }) => {
    if (!MIRROR_CHANGES.has(event.kind)) return;
    version += 1;
    answers.clear();
  });
  return {
    answer(query, context, statusOrder, compute) {
      const key = JSON.stringify([
        version,
        Math.floor(context.nowMs / MINUTE_MS),
        query,
        // Only "mine" reads who asks; everyone else shares one answer.
        query.mine ? context.viewerEmail : null,
        context.stalled,
        context.finalStatuses,
        statusOrder
      ]);
      const cached = answers.get(key);
      if (cached) return cached;
      const computed = compute();
      answers.set(key, computed);
      computed.catch(() => answers.delete(key));
      return computed;
    },
    close: unsubscribe
  };
}

// src/bff/insights/storedStatuses.ts
import { eq as eq8 } from "drizzle-orm";

// src/bff/mirror/buildBoard.ts
import { sql as sql31 } from "drizzle-orm";
import { z as z56 } from "zod";
var UNCONFIGURED_COLUMN_NAME = "";
var totalsRow = z56.object({
  status: z56.string(),
  count: z56.coerce.number().int(),
  sumFinalValue: sqlNumber,
  sumTotalPower: sqlNumber
});
var statusCardRow = z56.intersection(summaryRow, z56.object({ statusKey: z56.string() }));
var rankedCardRow = z56.intersection(
  statusCardRow,
  z56.intersection(totalsRow.omit({ status: true }), z56.object({ rank: z56.coerce.number().int() }))
);
var cents2 = (value) => Math.round(value * 100) / 100;
function newestMoveFirst(a, b) {
  const compare = (x, y) => x < y ? -1 : x > y ? 1 : 0;
  return compare(b.statusSince ?? "", a.statusSince ?? "") || compare(b.code, a.code);
}
var NEWEST_MOVE = sql31.raw("m.status_since desc nulls last, m.code desc nulls last");
async function groupsFromTotals(db, type, filters, context, limit) {
  const totals = await queryRows(
    db,
    sql31`select t.deal_status as status, sum(t.requests) as count,
               sum(t.sum_final_value) as "sumFinalValue", sum(t.sum_total_power) as "sumTotalPower"
        from mirror_status_totals t
        where t.type = ${type} and t.removed in ${removedFlags(filters)}
        ${filters.status?.length ? sql31`and t.deal_status in ${filters.status}` : sql31``}
        group by t.deal_status having sum(t.requests) > 0`,
    totalsRow
  );
  const groups = new Map(
    totals.map(({ status, ...values }) => [status, { ...values, cards: [] }])
  );
  if (limit === 0 || groups.size === 0) return groups;
  const where = filterSql(type, filters, context);
  const named = [...groups.keys()].filter((status) => status !== "");
  const parts = [];
  if (named.length > 0) {
    const list2 = sql31.join(
      named.map((name) => sql31`${name}`),
      sql31`, `
    );
    parts.push(sql31`select c.* from unnest(array[${list2}]::text[]) as s(name)
      cross join lateral (
        select ${SUMMARY_COLUMNS}, s.name as "statusKey" from mirror_requests m
        where ${where} and m.deal_status = s.name order by ${NEWEST_MOVE} limit ${limit}
      ) c`);
  }
  if (groups.has("")) {
    parts.push(sql31`select * from (
        select ${SUMMARY_COLUMNS}, '' as "statusKey" from mirror_requests m
        where ${where} and m.deal_status is null order by ${NEWEST_MOVE} limit ${limit}
      ) u`);
  }
  for (const { statusKey, ...card } of await queryRows(
    db,
    sql31.join(parts, sql31` union all `),
    statusCardRow
  )) {
    groups.get(statusKey)?.cards.push(withStalled(context, card));
  }
  return groups;
}
async function groupsFromRows(db, type, filters, context, limit) {
  const status = sql31.raw(`coalesce(m.deal_status, '')`);
  const rows = await queryRows(
    db,
    sql31`select ${SUMMARY_COLUMNS}, k.status_key as "statusKey", k.rank, k.count,
               k.sum_final_value as "sumFinalValue", k.sum_total_power as "sumTotalPower"
        from (
          select * from (
            select m.type, m.code, ${status} as status_key,
                   row_number() over (partition by ${status} order by ${NEWEST_MOVE}) as rank,
                   count(*) over (partition by ${status}) as count,
                   coalesce(sum(m.final_value) over (partition by ${status}), 0) as sum_final_value,
                   coalesce(sum(m.total_power) over (partition by ${status}), 0) as sum_total_power
            from mirror_requests m where ${filterSql(type, filters, context)}
          ) w where w.rank <= ${Math.max(limit, 1)}
        ) k
        -- One primary-key lookup per card: the planner cannot tell how few rows the rank keeps and
        -- would otherwise join by scanning the whole mirror ("limit 1" keeps the lookup per row).
        cross join lateral (
          select * from mirror_requests m where m.type = k.type and m.code = k.code limit 1
        ) m`,
    rankedCardRow
  );
  const groups = /* @__PURE__ */ new Map();
  for (const { statusKey, rank, count: count5, sumFinalValue, sumTotalPower, ...card } of rows) {
    const group = groups.get(statusKey) ?? { count: count5, sumFinalValue, sumTotalPower, cards: [] };
    if (rank <= limit) group.cards.push(withStalled(context, card));
    groups.set(statusKey, group);
  }
  return groups;
}
function orderedStatuses(statuses) {
  const seen = /* @__PURE__ */ new Set();
  return statuses.filter((status) => Boolean(status.name)).map((status, index14) => ({ status, index: index14 })).sort(
    (a, b) => (a.status.sequence ?? Number.POSITIVE_INFINITY) - (b.status.sequence ?? Number.POSITIVE_INFINITY) || a.index - b.index
  ).map(({ status }) => status).filter((status) => !seen.has(status.name) && seen.add(status.name));
}
function column(status, name, group, limit) {
  return {
    status,
    name,
    count: group?.count ?? 0,
    sumFinalValue: cents2(group?.sumFinalValue ?? 0),
    sumTotalPower: group?.sumTotalPower ?? 0,
    cards: [...group?.cards ?? []].sort(newestMoveFirst).slice(0, limit)
  };
}
async function buildBoard(db, statusesSource, type, query, context = anonymousContext()) {
  const { cardsPerColumn: limit, ...filters } = query;
  const configured = orderedStatuses(await statusesSource(type));
  const groups = onlyStatusAndRemoved(filters) ? await groupsFromTotals(db, type, filters, context, limit) : await groupsFromRows(db, type, filters, context, limit);
  const columns3 = configured.map(
    (status) => column(status, status.name, groups.get(status.name), limit)
  );
  const known = new Set(configured.map((status) => status.name));
  const rest = { count: 0, sumFinalValue: 0, sumTotalPower: 0, cards: [] };
  for (const [status, group] of groups) {
    if (known.has(status)) continue;
    rest.count += group.count;
    rest.sumFinalValue += group.sumFinalValue;
    rest.sumTotalPower += group.sumTotalPower;
    rest.cards.push(...group.cards);
  }
  if (rest.count > 0) columns3.push(column(null, UNCONFIGURED_COLUMN_NAME, rest, limit));
  return { columns: columns3, total: columns3.reduce((sum, each) => sum + each.count, 0) };
}

// src/bff/mirror/statusesSource.ts
import { sql as sql32 } from "drizzle-orm";
import { z as z57 } from "zod";
function statusesFromMirror(db) {
  return async (type) => {
    const rows = await queryRows(
      db,
      sql32`select t.deal_status as name from mirror_status_totals t
          where t.type = ${type} and t.deal_status <> '' and t.requests > 0
          group by t.deal_status order by t.deal_status`,
      z57.object({ name: z57.string() })
    );
    return rows.map((row, index14) => ({ name: row.name, sequence: index14 + 1, type }));
  };
}
function configuredStatuses(cache, fallback) {
  return async (type) => {
    try {
      const { statuses } = await cache.get(type);
      if (statuses.length > 0) return statuses;
    } catch (error) {
      if (!(error instanceof HttpProblem)) throw error;
    }
    return fallback(type);
  };
}

// src/bff/insights/storedStatuses.ts
async function storedStatusOrder(db, type) {
  const [row] = await db.select({ statuses: requestStatusesCache.statuses }).from(requestStatusesCache).where(eq8(requestStatusesCache.type, type));
  const stored = (row?.statuses ?? []).flatMap((raw) => {
    const parsed = requestStatus.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
  const statuses = stored.length > 0 ? stored : await statusesFromMirror(db)(type);
  return orderedStatuses(statuses).map((status) => status.name);
}

// src/bff/insights/registerInsightsRoutes.ts
function viewerEmail(request2) {
  return request2.session?.kind === "user" ? request2.session.user.email : null;
}
async function registerInsightsRoutes(scope, options) {
  const { mirror, db, live } = options.services;
  const app = scope.withTypeProvider();
  const cache = createInsightsCache(live);
  scope.addHook("onClose", async () => cache.close());
  app.get(
    "/api/insights",
    {
      config: { access: access.signedIn },
      schema: {
        tags: ["insights"],
        summary: "Sales, conversion, pipeline, leaderboard, map and payments of a period, and the previous period's.",
        description: "The listing filters (without createdFrom/createdTo) plus from, to (whole UTC days, both included), bucket=day|week|month and type=order|budget. Every figure equals the listing total of its filter with createdFrom/createdTo = the period or bucket. Money in BRL, power in Wp.",
        querystring: insightsQuery,
        response: { 200: insights }
      }
    },
    async (request2) => {
      const { query } = request2;
      const context = await mirror.context({ email: viewerEmail(request2) });
      const statusOrder = await storedStatusOrder(db, query.type);
      return cache.answer(query, context, statusOrder, () => buildInsights(db, query, context, statusOrder));
    }
  );
}

// src/contract/api/session.ts
import { z as z58 } from "zod";
var CSRF_HEADER = "x-csrf";
var CSRF_HEADER_VALUE = "1";
var SECURITY_PROBLEM_CODES = {
  /** No session, or it ended (time-out, sign-out, disabled account, changed roles): sign in again. */
  unauthenticated: "unauthenticated",
  /** Signed in, but no role of the caller's is one the route admits (or a device tried to write). */
  forbidden: "forbidden",
  /** A state-changing call without `X-CSRF: 1` or from a foreign origin. */
  antiForgery: "anti_forgery",
  /** Sign-in refused; deliberately the same for an unknown e-mail, a wrong password, a disabled account. */
  invalidCredentials: "invalid_credentials",
  /** Too many sign-in attempts for this account or from this address; `retryAt` says when. */
  tooManyAttempts: "too_many_attempts",
  invalidEnrolmentCode: "invalid_enrolment_code",
  webhookUnauthorized: "webhook_unauthorized",
  emailTaken: "email_taken",
  /** The change would leave no enabled admin. */
  lastAdmin: "last_admin",
  userNotFound: "user_not_found",
  sessionNotFound: "session_not_found",
  deviceNotFound: "device_not_found",
  unsupportedMediaType: "unsupported_media_type"
};
var instant20 = z58.iso.datetime({ offset: true });
var sessionUser = z58.object({
  id: z58.uuid(),
  email: z58.string(),
  name: z58.string(),
  roles: z58.array(roleSchema)
});
var loginRequest = z58.object({
  email: z58.string().trim().min(1).max(254),
  password: z58.string().min(1).max(1024)
});
var sessionTimes = {
  /** The absolute time-out: the session ends then, however active. */
  expiresAt: instant20,
  /** The session ends after this long without a request. */
  idleTimeoutSeconds: z58.number().int()
};
var sessionResponse = z58.discriminatedUnion("kind", [
  z58.object({ kind: z58.literal("user"), user: sessionUser, ...sessionTimes }),
  z58.object({
    kind: z58.literal("device"),
    device: z58.object({ id: z58.uuid(), name: z58.string() }),
    ...sessionTimes
  })
]);
var deviceEnrolRequest = z58.object({
  code: z58.string().min(16).max(128)
});
var sessionClient = z58.object({
  browser: z58.string().nullable(),
  version: z58.string().nullable(),
  os: z58.string().nullable()
});
var adminSession = z58.object({
  id: z58.uuid(),
  kind: z58.enum(["user", "device"]),
  user: z58.object({ id: z58.uuid(), email: z58.string() }).nullable(),
  device: z58.object({ id: z58.uuid(), name: z58.string() }).nullable(),
  createdAt: instant20,
  lastSeenAt: instant20,
  expiresAt: instant20,
  address: z58.string().nullable(),
  /** The raw header, for the admin who needs it; people read `client`. */
  userAgent: z58.string().nullable(),
  client: sessionClient.nullable(),
  /** The session this very request came with. */
  current: z58.boolean()
});
var adminSessionsResponse = z58.object({ sessions: z58.array(adminSession) });
var endedSessionsResponse = z58.object({ ended: z58.number().int() });

// src/bff/auth/requestAuth.ts
function unauthenticated() {
  return new HttpProblem({
    status: 401,
    code: SECURITY_PROBLEM_CODES.unauthenticated,
    detail: "Sign in first: this call needs a session, and there is none or it has ended."
  });
}
function requireUser(request2) {
  const session = request2.session;
  if (!session || session.kind !== "user") throw unauthenticated();
  return { session, user: session.user };
}

// src/bff/settings/registerSettingsRoutes.ts
async function registerSettingsRoutes(scope, options) {
  const { db, clock } = options.services;
  const app = scope.withTypeProvider();
  const tags = ["settings"];
  app.get(
    "/api/settings/stalled",
    {
      config: { access: access.reader },
      schema: {
        tags,
        summary: 'The days in one status after which a request is "stalled": a default and per-status overrides.',
        response: { 200: stalledSettings }
      }
    },
    async () => readStalledSettings(db)
  );
  app.put(
    "/api/settings/stalled",
    {
      config: { access: access.roles("admin") },
      schema: {
        tags,
        summary: "Sets the stalled thresholds (whole days, 1 to 365).",
        body: stalledSettings,
        response: { 200: stalledSettings }
      }
    },
    async (request2) => {
      const { user } = requireUser(request2);
      return writeStalledSettings(db, request2.body, { userId: user.id, at: new Date(clock.now()) });
    }
  );
}

// src/bff/audit/auditContext.ts
function auditActorOf(request2) {
  const session = request2.session;
  if (!session) return { kind: "anonymous", id: null, label: null };
  if (session.kind === "user") return { kind: "user", id: session.user.id, label: session.user.email };
  return { kind: "device", id: session.device.id, label: session.device.name };
}
function auditContext(request2) {
  return { actor: auditActorOf(request2), requestId: request2.id, address: request2.ip };
}

// src/bff/customFields/registerCustomFieldsRoutes.ts
async function registerCustomFieldsRoutes(scope, options) {
  const { db, clock, audit } = options.services;
  const app = scope.withTypeProvider();
  const adminOnly2 = access.roles("admin");
  app.get(
    "/api/custom-fields",
    {
      config: { access: access.reader },
      schema: {
        tags: ["settings"],
        summary: "The names and formats admins gave custom fields; a key not listed is not yet named.",
        response: { 200: customFieldNamesResponse }
      }
    },
    async () => readCustomFieldSettings(db)
  );
  app.get(
    "/api/admin/custom-fields",
    {
      config: { access: adminOnly2 },
      schema: {
        tags: ["admin"],
        summary: "Every custom-field key seen in the mirror or named: requests carrying it, frequent values, its naming.",
        response: { 200: adminCustomFieldsResponse }
      }
    },
    async () => {
      const [usage, settings] = await Promise.all([customFieldUsage(db), readCustomFieldSettings(db)]);
      const named = new Map(settings.fields.map(({ key, ...naming }) => [key, naming]));
      const seen = usage.map((field) => ({
        ...field,
        naming: named.get(field.key) ?? null
      }));
      const seenKeys = new Set(usage.map((field) => field.key));
      const gone = settings.fields.filter((field) => !seenKeys.has(field.key)).map(({ key, ...naming }) => ({ key, requests: 0, samples: [], vendorType: null, naming }));
      return { fields: [...seen, ...gone] };
    }
  );
  app.put(
    "/api/admin/custom-fields/:key",
    {
      config: { access: adminOnly2 },
      schema: {
        tags: ["admin"],
        summary: "Names a custom field (pt-BR, optional English) and sets how its value reads.",
        params: customFieldKeyParams,
        body: customFieldNaming,
        response: { 200: customFieldSetting }
      }
    },
    async (request2) => {
      const { user } = requireUser(request2);
      const { key } = request2.params;
      const { before, after } = await writeCustomFieldNaming(db, key, request2.body, {
        userId: user.id,
        at: new Date(clock.now())
      });
      await audit.record({
        ...auditContext(request2),
        action: "custom_field.update",
        target: `custom_field:${key}`,
        details: { key, from: before, to: after }
      });
      return after ?? { key, ...request2.body };
    }
  );
  app.delete(
    "/api/admin/custom-fields/:key",
    {
      config: { access: adminOnly2 },
      schema: {
        tags: ["admin"],
        summary: "Forgets a custom field's name: it reads as its key again. Nothing to forget is no error.",
        params: customFieldKeyParams
      }
    },
    async (request2, reply) => {
      const { user } = requireUser(request2);
      const { key } = request2.params;
      const { before } = await writeCustomFieldNaming(db, key, null, {
        userId: user.id,
        at: new Date(clock.now())
      });
      if (before) {
        await audit.record({
          ...auditContext(request2),
          action: "custom_field.clear",
          target: `custom_field:${key}`,
          details: { key, from: before }
        });
      }
      return reply.code(204).send();
    }
  );
}

// src/bff/views/registerViewsRoutes.ts
import { z as z60 } from "zod";

// src/contract/api/savedViews.ts
import { z as z59 } from "zod";
var SAVED_VIEW_NAME_MAX = 80;
var SAVED_VIEW_QUERY_MAX = 2e3;
var instant21 = z59.iso.datetime({ offset: true });
var viewName = z59.string().trim().min(1, { error: "must not be empty" }).max(SAVED_VIEW_NAME_MAX, { error: `must be at most ${SAVED_VIEW_NAME_MAX} characters` });
var viewQuery = z59.string().max(SAVED_VIEW_QUERY_MAX, { error: `must be at most ${SAVED_VIEW_QUERY_MAX} characters` });
var savedView = z59.object({
  id: z59.uuid(),
  type: requestTypeSchema,
  name: z59.string(),
  query: z59.string(),
  shared: z59.boolean(),
  isDefault: z59.boolean(),
  owner: z59.object({ id: z59.uuid(), name: z59.string() }),
  mine: z59.boolean(),
  canEdit: z59.boolean(),
  createdAt: instant21,
  updatedAt: instant21
});
var savedViewsQuery = z59.object({ type: requestTypeSchema });
var savedViewList = z59.object({ views: z59.array(savedView) });
var createSavedView = z59.object({
  type: requestTypeSchema,
  name: viewName,
  query: viewQuery,
  shared: z59.boolean().default(false),
  isDefault: z59.boolean().default(false)
});
var updateSavedView = z59.object({
  name: viewName.optional(),
  query: viewQuery.optional(),
  shared: z59.boolean().optional(),
  isDefault: z59.boolean().optional()
}).refine((patch) => Object.values(patch).some((value) => value !== void 0), {
  error: "must change at least one of name, query, shared, isDefault"
});
var savedViewParams = z59.object({ id: z59.uuid({ error: "must be a view id" }) });
var VIEW_PROBLEM_CODES = {
  /** No such view, or another person's private one. */
  viewNotFound: "view_not_found",
  /** Another person's shared view (only its owner or an admin changes it), or a viewer sharing. */
  viewForbidden: "forbidden"
};

// src/bff/views/savedViewsStore.ts
import { randomUUID as randomUUID2 } from "node:crypto";
import { and as and5, asc as asc3, eq as eq9, or } from "drizzle-orm";
var isAdmin = (actor) => actor.roles.includes("admin");
var mayShare = (actor) => actor.roles.some((role) => role !== "viewer");
var columns2 = {
  id: savedViews.id,
  type: savedViews.type,
  name: savedViews.name,
  query: savedViews.query,
  shared: savedViews.shared,
  isDefault: savedViews.isDefault,
  ownerId: savedViews.ownerId,
  ownerName: users.name,
  ownerEmail: users.email,
  createdAt: savedViews.createdAt,
  updatedAt: savedViews.updatedAt
};
function toView(row, actor) {
  const mine = row.ownerId === actor.id;
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    query: row.query,
    shared: row.shared,
    isDefault: row.isDefault,
    owner: { id: row.ownerId, name: row.ownerName || row.ownerEmail },
    mine,
    canEdit: mine || row.shared && isAdmin(actor),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString()
  };
}
var notFound = () => new HttpProblem({
  status: 404,
  code: VIEW_PROBLEM_CODES.viewNotFound,
  detail: "There is no such saved view, or it is another person\u2019s private view."
});
var sharingRefused = () => new HttpProblem({
  status: 403,
  code: VIEW_PROBLEM_CODES.viewForbidden,
  detail: "Viewers keep their views private: ask a colleague with another role to share a view."
});
function createSavedViewsStore(db, now) {
  async function readOne(id) {
    const [row] = await db.select(columns2).from(savedViews).innerJoin(users, eq9(users.id, savedViews.ownerId)).where(eq9(savedViews.id, id));
    return row;
  }
  async function editable(id, actor) {
    const row = await readOne(id);
    if (!row || !row.shared && row.ownerId !== actor.id) throw notFound();
    if (row.ownerId !== actor.id && !isAdmin(actor)) {
      throw new HttpProblem({
        status: 403,
        code: VIEW_PROBLEM_CODES.viewForbidden,
        detail: `\u201C${row.name}\u201D is shared by ${row.ownerName || row.ownerEmail}: only they or an admin may change it. Save your own copy instead.`
      });
    }
    return row;
  }
  return {
    async list(type, actor) {
      const rows = await db.select(columns2).from(savedViews).innerJoin(users, eq9(users.id, savedViews.ownerId)).where(
        and5(eq9(savedViews.type, type), or(eq9(savedViews.ownerId, actor.id), eq9(savedViews.shared, true)))
      ).orderBy(asc3(savedViews.name), asc3(savedViews.id));
      return rows.map((row) => toView(row, actor));
    },
    async create(input, actor) {
      if (input.shared && !mayShare(actor)) throw sharingRefused();
      const id = randomUUID2();
      const at = now();
      await db.transaction(async (tx) => {
        if (input.isDefault) {
          await tx.update(savedViews).set({ isDefault: false }).where(
            and5(
              eq9(savedViews.ownerId, actor.id),
              eq9(savedViews.type, input.type),
              eq9(savedViews.isDefault, true)
            )
          );
        }
        await tx.insert(savedViews).values({ id, ownerId: actor.id, ...input, createdAt: at, updatedAt: at });
      });
      const row = await readOne(id);
      if (!row) throw notFound();
      return toView(row, actor);
    },
    async update(id, patch, actor) {
      const row = await editable(id, actor);
      if (patch.shared && !mayShare(actor)) throw sharingRefused();
      const isDefault = row.ownerId === actor.id ? patch.isDefault : void 0;
      await db.transaction(async (tx) => {
        if (isDefault) {
          await tx.update(savedViews).set({ isDefault: false }).where(
            and5(
              eq9(savedViews.ownerId, row.ownerId),
              eq9(savedViews.type, row.type),
              eq9(savedViews.isDefault, true)
            )
          );
        }
        await tx.update(savedViews).set({
          ...patch.name !== void 0 ? { name: patch.name } : {},
          ...patch.query !== void 0 ? { query: patch.query } : {},
          ...patch.shared !== void 0 ? { shared: patch.shared } : {},
          ...isDefault !== void 0 ? { isDefault } : {},
          updatedAt: now()
        }).where(eq9(savedViews.id, id));
      });
      const updated = await readOne(id);
      if (!updated) throw notFound();
      return toView(updated, actor);
    },
    async remove(id, actor) {
      await editable(id, actor);
      await db.delete(savedViews).where(eq9(savedViews.id, id));
    }
  };
}

// src/bff/views/registerViewsRoutes.ts
async function registerViewsRoutes(scope, options) {
  const { db, clock } = options.services;
  const store = createSavedViewsStore(db, () => new Date(clock.now()));
  const app = scope.withTypeProvider();
  const tags = ["views"];
  const actor = (request2) => {
    const { user } = requireUser(request2);
    return { id: user.id, roles: user.roles };
  };
  app.get(
    "/api/views",
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "The reader's saved views of a list and everyone's shared ones.",
        querystring: savedViewsQuery,
        response: { 200: savedViewList }
      }
    },
    async (request2) => ({ views: await store.list(request2.query.type, actor(request2)) })
  );
  app.post(
    "/api/views",
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Saves a view of a list.",
        body: createSavedView,
        response: { 201: savedView }
      }
    },
    async (request2, reply) => reply.code(201).send(await store.create(request2.body, actor(request2)))
  );
  app.patch(
    "/api/views/:id",
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Renames, updates, shares or makes default a saved view.",
        params: savedViewParams,
        body: updateSavedView,
        response: { 200: savedView }
      }
    },
    async (request2) => store.update(request2.params.id, request2.body, actor(request2))
  );
  app.delete(
    "/api/views/:id",
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Deletes a saved view.",
        params: savedViewParams,
        response: { 204: z60.null() }
      }
    },
    async (request2, reply) => {
      await store.remove(request2.params.id, actor(request2));
      return reply.code(204).send(null);
    }
  );
}

// src/bff/ops/installHttpMetrics.ts
function installHttpMetrics(app, histogram) {
  app.addHook("onResponse", async (request2, reply) => {
    histogram.observe(
      {
        method: request2.method,
        route: request2.routeOptions.url ?? "unmatched",
        status: String(reply.statusCode)
      },
      reply.elapsedTime / 1e3
    );
  });
}

// src/bff/ops/registerOpsRoutes.ts
import { timingSafeEqual as timingSafeEqual2 } from "node:crypto";

// src/contract/api/governorReset.ts
import { z as z61 } from "zod";
var governorResetRequest = z61.strictObject({
  confirm: z61.literal(true, { error: "must be true: confirm that the vendor reactivated the account" }),
  /** What the vendor said, e.g. the support ticket; kept in the audit log. */
  note: z61.string().trim().max(500, { error: "must be at most 500 characters" }).optional()
});

// src/contract/api/operations.ts
import { z as z62 } from "zod";
var liveness = z62.object({ status: z62.literal("ok") });
var readiness = z62.object({
  status: z62.literal("ready"),
  mode: z62.enum(["sandbox", "vendor"]),
  checks: z62.object({
    database: z62.object({ ok: z62.boolean(), latencyMs: z62.number() }),
    migrations: z62.object({ ok: z62.boolean(), applied: z62.number().int(), expected: z62.number().int() })
  }),
  circuit: z62.enum(["closed", "open"])
});

// src/contract/api/inboxSummary.ts
import { z as z63 } from "zod";
var instant22 = z63.iso.datetime({ offset: true });
var inboxFailure = z63.object({
  id: z63.number().int(),
  receivedAt: instant22,
  /** The event name as the vendor sent it, when it sent one. */
  event: z63.string().nullable(),
  requestType: requestTypeSchema.nullable(),
  requestCode: z63.string().nullable(),
  attempts: z63.number().int(),
  /** Painel's own short error (never the delivery's body). */
  error: z63.string().nullable()
});
var inboxSummary = z63.object({
  counts: z63.object({
    pending: z63.number().int(),
    processed: z63.number().int(),
    failed: z63.number().int(),
    /** Deliveries of an event the spec does not list: kept, never applied. */
    unknownKind: z63.number().int(),
    /** Repeated deliveries of content already kept (answered 200, applied once). */
    duplicates: z63.number().int()
  }),
  /** When the oldest delivery still waiting to be applied arrived; null when none waits. */
  oldestPendingAt: instant22.nullable(),
  lastReceivedAt: instant22.nullable(),
  /** The most recent failed deliveries, newest first (at most 20). */
  recentFailures: z63.array(inboxFailure)
});

// src/bff/inbox/inboxSummary.ts
import { desc, eq as eq10, min } from "drizzle-orm";
var RECENT_FAILURES = 20;
async function inboxSummary2(db, inbox) {
  const [counts, lastReceivedAt, [oldest], failures] = await Promise.all([
    inbox.counts(),
    inbox.lastReceivedAt(),
    db.select({ at: min(webhookInbox.receivedAt) }).from(webhookInbox).where(eq10(webhookInbox.status, "pending")),
    db.select({
      id: webhookInbox.id,
      receivedAt: webhookInbox.receivedAt,
      event: webhookInbox.event,
      requestType: webhookInbox.requestType,
      requestCode: webhookInbox.requestCode,
      attempts: webhookInbox.attempts,
      error: webhookInbox.error
    }).from(webhookInbox).where(eq10(webhookInbox.status, "failed")).orderBy(desc(webhookInbox.receivedAt), desc(webhookInbox.id)).limit(RECENT_FAILURES)
  ]);
  const oldestAt = oldest?.at ? new Date(oldest.at) : null;
  return {
    counts: {
      pending: counts.pending,
      processed: counts.done,
      failed: counts.failed,
      unknownKind: counts.unknownKind,
      duplicates: counts.duplicates
    },
    oldestPendingAt: oldestAt ? oldestAt.toISOString() : null,
    lastReceivedAt: lastReceivedAt ? lastReceivedAt.toISOString() : null,
    recentFailures: failures.map((failure) => ({
      ...failure,
      receivedAt: failure.receivedAt.toISOString(),
      requestType: requestTypeSchema.safeParse(failure.requestType).data ?? null
    }))
  };
}

// src/bff/inbox/inboxRoutes.ts
function registerInboxRoutes(root, services) {
  const app = root.withTypeProvider();
  app.get(
    "/api/admin/inbox",
    {
      config: { access: access.roles("admin") },
      schema: {
        tags: ["operations"],
        summary: "The webhook inbox: deliveries pending, processed and failed, the oldest pending one and the latest failures.",
        response: { 200: inboxSummary }
      }
    },
    async () => inboxSummary2(services.db, services.inbox)
  );
}

// src/bff/writes/writeActor.ts
function actorOf(request2) {
  const session = request2.session;
  if (session?.kind === "user") {
    const { id, email, name } = session.user;
    return { kind: "user", id, label: email, name };
  }
  if (session?.kind === "device")
    return { kind: "device", id: session.device.id, label: session.device.name };
  return { kind: "anonymous", id: null, label: null };
}
function actingPersonOf(actor) {
  if (actor.kind !== "user" || !actor.id || !actor.label) return null;
  return { id: actor.id, name: actor.name?.trim() || actor.label, email: actor.label };
}
function principalOf(actor) {
  return actor.id ? `${actor.kind}:${actor.id}` : "anonymous";
}

// src/bff/ops/checkReadiness.ts
import { readFileSync as readFileSync2 } from "node:fs";
import { join as join2 } from "node:path";
import { sql as sql33 } from "drizzle-orm";
import { z as z64 } from "zod";

// src/bff/db/migrationsFolder.ts
import { existsSync as existsSync2 } from "node:fs";
import { dirname, join, resolve as resolve2 } from "node:path";
import { fileURLToPath } from "node:url";
var journal = join("meta", "_journal.json");
function findMigrationsFolder(from = dirname(fileURLToPath(import.meta.url))) {
  for (const start of [from, process.cwd()]) {
    let directory = resolve2(start);
    for (; ; ) {
      const candidate = join(directory, "drizzle");
      if (existsSync2(join(candidate, journal))) return candidate;
      const parent = dirname(directory);
      if (parent === directory) break;
      directory = parent;
    }
  }
  throw new Error(
    `No migrations found: looked for drizzle/${journal} above ${from} and above ${process.cwd()}; run Painel from its folder.`
  );
}

// src/bff/ops/checkReadiness.ts
var journal2 = z64.object({ entries: z64.array(z64.object({ when: z64.number() })) });
function shippedMigrations(folder = findMigrationsFolder()) {
  const entries = journal2.parse(
    JSON.parse(readFileSync2(join2(folder, "meta", "_journal.json"), "utf8"))
  ).entries;
  return { count: entries.length, newest: Math.max(0, ...entries.map((entry) => entry.when)) };
}
var appliedRow = z64.object({ applied: z64.coerce.number(), newest: z64.coerce.number().nullable() });
async function checkDatabaseReadiness(db, expected) {
  const started = performance.now();
  try {
    const [row] = await queryRows(
      db,
      sql33`select count(*) as applied, max(created_at) as newest from drizzle.__drizzle_migrations`,
      appliedRow
    );
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    const applied = row?.applied ?? 0;
    const ok = (row?.newest ?? 0) >= expected.newest;
    return {
      database: { ok: true, latencyMs },
      migrations: { ok, applied, expected: expected.count },
      failure: ok ? null : `the database schema is older than this build (${applied} of ${expected.count} migrations)`
    };
  } catch (error) {
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return {
      database: { ok: false, latencyMs },
      migrations: { ok: false, applied: 0, expected: expected.count },
      failure: `the database does not answer (${error instanceof Error ? error.name : "error"})`
    };
  }
}

// src/contract/api/governorHistory.ts
import { z as z65 } from "zod";
var instant23 = z65.iso.datetime({ offset: true });
var governorHistoryQuery = z65.object({
  hours: z65.coerce.number().int().min(1).max(48).default(6)
});
var governorUsage = z65.object({ calls: z65.number().int(), seconds: z65.number() });
var governorHistoryBucket = z65.object({
  start: instant23,
  calls: z65.number().int(),
  seconds: z65.number(),
  /** One entry per priority (governorPriority), zeros included. */
  byPriority: z65.object({
    write: governorUsage,
    refresh: governorUsage,
    webhook: governorUsage,
    reconcile: governorUsage,
    backfill: governorUsage
  })
});
var governorHistory = z65.object({
  from: instant23,
  to: instant23,
  bucketMinutes: z65.number().int(),
  buckets: z65.array(governorHistoryBucket)
});

// src/bff/governor/ledgerHistory.ts
import { sql as sql34 } from "drizzle-orm";
import { z as z66 } from "zod";
var MINUTE_MS2 = 6e4;
function historyBucketMinutes(hours) {
  return hours <= 6 ? 10 : 60;
}
var slotRow = z66.object({
  slot: z66.coerce.number(),
  priority: z66.string(),
  calls: z66.coerce.number(),
  costMs: z66.coerce.number()
});
var seconds = (ms) => Math.round(ms) / 1e3;
function emptyBucket(start) {
  const zero = () => ({ calls: 0, seconds: 0 });
  return {
    start: new Date(start).toISOString(),
    calls: 0,
    seconds: 0,
    byPriority: { write: zero(), refresh: zero(), webhook: zero(), reconcile: zero(), backfill: zero() }
  };
}
async function ledgerHistory(db, now, hours) {
  const bucketMinutes = historyBucketMinutes(hours);
  const bucketMs = bucketMinutes * MINUTE_MS2;
  const lastSlot = Math.floor(now / bucketMs);
  const firstSlot = lastSlot - hours * 60 / bucketMinutes + 1;
  const from = new Date(firstSlot * bucketMs);
  const to = new Date(now);
  const rows = await queryRows(
    db,
    // ends_at is indexed and never before started_at, so it narrows the scan to the window.
    sql34`select floor(extract(epoch from ${upstreamCalls.startedAt}) * 1000 / ${bucketMs})::bigint as slot,
               ${upstreamCalls.priority} as priority,
               count(*) as calls,
               coalesce(sum(coalesce(${upstreamCalls.durationMs}, ${upstreamCalls.reservedMs})), 0) as "costMs"
        from ${upstreamCalls}
        where ${upstreamCalls.endsAt} >= ${from.toISOString()}
          and ${upstreamCalls.startedAt} >= ${from.toISOString()}
          and ${upstreamCalls.startedAt} <= ${to.toISOString()}
        group by 1, 2`,
    slotRow
  );
  const buckets = Array.from(
    { length: lastSlot - firstSlot + 1 },
    (_, index14) => emptyBucket((firstSlot + index14) * bucketMs)
  );
  const costMs = /* @__PURE__ */ new Map();
  for (const row of rows) {
    const bucket = buckets[row.slot - firstSlot];
    if (!bucket) continue;
    bucket.calls += row.calls;
    costMs.set(bucket, (costMs.get(bucket) ?? 0) + row.costMs);
    const priority = governorPriority.safeParse(row.priority);
    if (priority.success) {
      bucket.byPriority[priority.data] = { calls: row.calls, seconds: seconds(row.costMs) };
    }
  }
  for (const [bucket, ms] of costMs) bucket.seconds = seconds(ms);
  return { from: from.toISOString(), to: to.toISOString(), bucketMinutes, buckets };
}

// src/bff/ops/governorHistoryRoutes.ts
function registerGovernorHistoryRoutes(root, services) {
  const app = root.withTypeProvider();
  app.get(
    "/api/admin/governor/history",
    {
      config: { access: access.roles("admin") },
      schema: {
        tags: ["operations"],
        summary: "Vendor calls and their seconds over the last hours, per 10-minute or hourly bucket and priority.",
        querystring: governorHistoryQuery,
        response: { 200: governorHistory }
      }
    },
    async (request2) => ledgerHistory(services.db, services.clock.now(), request2.query.hours)
  );
}

// src/bff/ops/registerOpsRoutes.ts
function bearerMatches(request2, token2) {
  const header = request2.headers.authorization ?? "";
  const match = /^Bearer (.+)$/i.exec(header);
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const wanted = Buffer.from(token2);
  return given.length === wanted.length && timingSafeEqual2(given, wanted);
}
async function registerOpsRoutes(scope, options) {
  const { services } = options;
  const app = scope.withTypeProvider();
  const expectedMigrations = shippedMigrations();
  registerGovernorHistoryRoutes(app, services);
  registerInboxRoutes(app, services);
  app.get(
    "/api/health/live",
    {
      config: { access: access.public },
      schema: {
        tags: ["operations"],
        summary: "Liveness: the process answers. Checks nothing else, so it never restarts a busy replica.",
        response: { 200: liveness }
      }
    },
    async () => ({ status: "ok" })
  );
  app.get(
    "/api/health/ready",
    {
      config: { access: access.public },
      schema: {
        tags: ["operations"],
        summary: "Readiness: the database answers and has this build\u2019s schema. An open circuit is reported, not failed.",
        response: { 200: readiness }
      }
    },
    async () => {
      const checked = await checkDatabaseReadiness(services.db, expectedMigrations);
      if (checked.failure) {
        throw new HttpProblem({
          status: 503,
          code: "not_ready",
          detail: `Painel is not ready: ${checked.failure}.`
        });
      }
      const governor = await services.governor.status();
      return {
        status: "ready",
        mode: services.config.mode,
        checks: { database: checked.database, migrations: checked.migrations },
        circuit: governor.circuit.state
      };
    }
  );
  app.get(
    "/metrics",
    {
      config: { access: access.public },
      schema: {
        tags: ["operations"],
        summary: "Prometheus metrics. When METRICS_TOKEN is set, send it as a bearer token."
      }
    },
    async (request2, reply) => {
      const token2 = services.config.METRICS_TOKEN;
      if (token2 && !bearerMatches(request2, token2)) {
        throw new HttpProblem({
          status: 401,
          code: "metrics_token_required",
          detail: "The metrics need the bearer token configured as METRICS_TOKEN.",
          headers: { "www-authenticate": 'Bearer realm="metrics"' }
        });
      }
      const { text: text21, failures } = await services.metrics.registry.render();
      for (const failure of failures) request2.log.warn({ err: failure }, "a metrics collector failed");
      return reply.type(services.metrics.registry.contentType).header("cache-control", "no-store").send(text21);
    }
  );
  app.get(
    "/api/governor",
    {
      config: { access: access.reader },
      schema: {
        tags: ["operations"],
        summary: "The vendor budget used and left over every backend process, and the circuit.",
        response: { 200: governorStatus }
      }
    },
    async () => services.governor.status()
  );
  app.post(
    "/api/admin/governor/reset",
    {
      config: { access: access.roles("admin") },
      schema: {
        tags: ["operations"],
        summary: "Confirm that the vendor's support reactivated the account: closes the circuit for every process.",
        body: governorResetRequest,
        response: { 200: governorStatus }
      }
    },
    async (request2) => {
      const actor = actorOf(request2);
      const by = actor.label ?? actor.id ?? "an administrator";
      const before = await services.governor.status();
      const after = await services.governor.resetCircuit({ by });
      request2.log.warn({ by, cause: before.circuit.cause }, "the governor circuit was reset by an admin");
      await services.writes.emitAudited(
        {
          action: "governor.reset",
          actor,
          at: new Date(services.clock.now()),
          requestId: request2.id,
          requestCode: null,
          target: "governor:circuit",
          outcome: "ok",
          address: request2.ip ?? null,
          details: {
            wasOpen: before.circuit.state === "open",
            cause: before.circuit.cause,
            openedAt: before.circuit.openedAt,
            note: request2.body.note ?? null
          }
        },
        request2.log
      );
      return after;
    }
  );
}

// src/bff/security/registerSecurity.ts
import fastifyCookie from "@fastify/cookie";

// src/bff/audit/auditExportRoutes.ts
import contentDisposition2 from "content-disposition";
import { Readable as Readable2 } from "node:stream";

// src/contract/api/audit.ts
import { z as z67 } from "zod";
var instant24 = z67.iso.datetime({ offset: true });
var auditActorKind = z67.enum(["user", "device", "anonymous", "system", "operator"]);
var auditOutcome = z67.enum(["ok", "refused", "failed"]);
var auditEvent = z67.enum([
  "signIn",
  "signInRefused",
  "signOut",
  "sessionEnded",
  "userCreated",
  "userRenamed",
  "userRolesChanged",
  "userDisabled",
  "userEnabled",
  "userChanged",
  "passwordSet",
  "userSessionsEnded",
  "deviceIssued",
  "deviceCodeReissued",
  "deviceRevoked",
  "deviceEnrolled",
  "deviceEnrolRefused",
  "requestPaymentUpdated",
  "responsibleChanged",
  "paymentRecordUpdated",
  "paymentRecordDeleted",
  "vendorCallsResumed",
  "customFieldNamed",
  "customFieldNameRemoved",
  "other"
]);
var signInRefusal = z67.enum(["wrongPassword", "accountDisabled", "unknownAccount", "throttled"]);
var auditDescription = z67.object({
  event: auditEvent,
  /** Whom or what the action was about: a person's or wallboard's name, a request or payment code. */
  subject: z67.string().nullable(),
  requestType: z67.enum(["order", "budget"]).nullable(),
  reason: signInRefusal.nullable(),
  /** The roles a user was given (on creation or a change of roles). */
  roles: z67.array(roleSchema).nullable(),
  /** How many sessions the action ended. */
  count: z67.number().int().nullable(),
  /** The new value where the sentence says it (the new responsible's e-mail). */
  to: z67.string().nullable()
});
var auditEntry = z67.object({
  id: z67.number().int(),
  at: instant24,
  action: z67.string(),
  actor: z67.object({
    kind: auditActorKind,
    id: z67.uuid().nullable(),
    label: z67.string().nullable(),
    /** A person's or wallboard's name as it is now (the label is the e-mail at the time). */
    name: z67.string().nullable()
  }),
  requestId: z67.string().nullable(),
  requestCode: z67.string().nullable(),
  target: z67.string().nullable(),
  outcome: auditOutcome,
  address: z67.string().nullable(),
  details: z67.record(z67.string(), z67.unknown()),
  description: auditDescription
});
var auditQuery = z67.object({
  /** The actor's id, or their e-mail / device name (exact, case-insensitive). */
  actor: z67.string().trim().min(1).max(254).optional(),
  /** An action (`session.login`) or a family of them (`session.`, ending with a dot). */
  action: z67.string().trim().min(1).max(80).optional(),
  /** The vendor's budget or order code. */
  requestCode: z67.string().trim().min(1).max(80).optional(),
  /** Painel's own request id (the x-request-id of the call). */
  requestId: z67.string().trim().min(1).max(64).optional(),
  from: instant24.optional(),
  to: instant24.optional(),
  before: z67.string().regex(/^\d{1,18}$/).optional(),
  limit: z67.coerce.number().int().min(1).max(200).default(50)
});
var auditPage = z67.object({
  entries: z67.array(auditEntry),
  /** Pass as `before` for the next, older page; null at the end. */
  nextCursor: z67.string().nullable()
});

// src/contract/api/auditExport.ts
var auditExportQuery = auditQuery.omit({ before: true, limit: true });
var AUDIT_CSV_COLUMNS = [
  "id",
  "at",
  "action",
  "outcome",
  "actorKind",
  "actorId",
  "actorLabel",
  "requestCode",
  "requestId",
  "target",
  "address",
  "details"
];

// src/bff/audit/auditCsv.ts
var AUDIT_EXPORT_CHUNK = 500;
var cellOf = {
  id: (entry) => numberCell(entry.id),
  at: (entry) => textCell(entry.at.toISOString()),
  action: (entry) => textCell(entry.action),
  outcome: (entry) => textCell(entry.outcome),
  actorKind: (entry) => textCell(entry.actor.kind),
  actorId: (entry) => textCell(entry.actor.id),
  actorLabel: (entry) => textCell(entry.actor.label),
  requestCode: (entry) => textCell(entry.requestCode),
  requestId: (entry) => textCell(entry.requestId),
  target: (entry) => textCell(entry.target),
  address: (entry) => textCell(entry.address),
  // One JSON text per entry: a spreadsheet keeps it in one cell, a script can parse it back.
  details: (entry) => textCell(Object.keys(entry.details).length > 0 ? JSON.stringify(entry.details) : null)
};
async function* auditCsv(audit, query, chunk = AUDIT_EXPORT_CHUNK) {
  yield UTF8_BOM + csvLine(AUDIT_CSV_COLUMNS);
  let before;
  for (; ; ) {
    const page = await audit.list({ ...query, before, limit: chunk });
    if (page.entries.length > 0) {
      yield page.entries.map((entry) => csvLine(AUDIT_CSV_COLUMNS.map((column4) => cellOf[column4](entry)))).join("");
    }
    if (!page.nextCursor) return;
    before = page.nextCursor;
  }
}
function auditExportFileName(now) {
  return `audit-${now.toISOString().slice(0, 10)}.csv`;
}

// src/bff/audit/auditExportRoutes.ts
function registerAuditExportRoutes(root, services) {
  const app = root.withTypeProvider();
  app.get(
    "/api/admin/audit/export.csv",
    {
      // A HEAD would read the whole log only to throw the rows away.
      exposeHeadRoute: false,
      config: { access: access.roles("admin") },
      schema: {
        tags: ["admin"],
        summary: "The audit log under the same filters as GET /api/admin/audit, every entry, as CSV.",
        description: "Newest first, UTF-8 with a byte order mark, a header row, times in ISO 8601 UTC, details as one JSON cell; text cells that would start a formula are prefixed with an apostrophe.",
        querystring: auditExportQuery
      }
    },
    async (request2, reply) => {
      const rows = Readable2.from(auditCsv(services.audit, request2.query), { objectMode: false });
      rows.on("error", (error) => request2.log.error({ err: error }, "audit CSV export stopped part-way"));
      return reply.type("text/csv; charset=utf-8").header(
        "content-disposition",
        contentDisposition2(auditExportFileName(new Date(services.clock.now())))
      ).header("cache-control", "no-store").send(rows);
    }
  );
}

// src/bff/audit/describeAuditEntry.ts
var REFUSALS = {
  "wrong-password": "wrongPassword",
  "account-disabled": "accountDisabled",
  "unknown-account": "unknownAccount",
  throttled: "throttled"
};
function record(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
}
function text20(value) {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}
function roles(value) {
  if (!Array.isArray(value)) return null;
  const known = value.flatMap((role) => {
    const parsed = roleSchema.safeParse(role);
    return parsed.success ? [parsed.data] : [];
  });
  return known.length > 0 ? known : null;
}
function count4(value) {
  return typeof value === "number" && Number.isInteger(value) ? value : null;
}
function targetId(target, kind) {
  return target?.startsWith(`${kind}:`) ? target.slice(kind.length + 1) || null : null;
}
function userUpdate(details) {
  const changes = record(details.changes);
  const change = record(details.change);
  const to = (key) => key in changes ? record(changes[key]).to : change[key];
  const changed = ["name", "roles", "disabled"].filter((key) => to(key) !== void 0);
  if (changed.length !== 1) return { event: "userChanged", roles: null };
  const [only] = changed;
  if (only === "disabled")
    return { event: to("disabled") === true ? "userDisabled" : "userEnabled", roles: null };
  if (only === "roles") return { event: "userRolesChanged", roles: roles(to("roles")) };
  return { event: "userRenamed", roles: null };
}
function describeAuditEntry(entry, names) {
  const details = record(entry.details);
  const userId = targetId(entry.target, "user");
  const deviceId = targetId(entry.target, "device");
  const userName = () => (userId ? names.user(userId) : null) ?? text20(details.name) ?? text20(details.email);
  const deviceName = () => (deviceId ? names.device(deviceId) : null) ?? text20(details.name);
  const requestType = /^request:(order|budget):/.exec(entry.target ?? "")?.[1];
  const base = {
    event: "other",
    subject: null,
    requestType: requestType ?? null,
    reason: null,
    roles: null,
    count: null,
    to: null
  };
  const changed = record(details.changed);
  switch (entry.action) {
    case "session.login":
      return { ...base, event: "signIn" };
    case "session.login_failed": {
      const reason = signInRefusal.safeParse(REFUSALS[String(details.reason)]);
      return { ...base, event: "signInRefused", reason: reason.success ? reason.data : null };
    }
    case "session.logout":
      return { ...base, event: "signOut" };
    case "session.end": {
      const owner = text20(details.userId);
      const device = text20(details.deviceId);
      const subject = (owner ? names.user(owner) : null) ?? (device ? names.device(device) : null);
      return { ...base, event: "sessionEnded", subject };
    }
    case "user.create":
      return { ...base, event: "userCreated", subject: userName(), roles: roles(details.roles) };
    case "user.update":
      return { ...base, ...userUpdate(details), subject: userName() };
    case "user.password_set":
      return { ...base, event: "passwordSet", subject: userName() };
    case "user.sessions_end":
      return {
        ...base,
        event: "userSessionsEnded",
        subject: userName(),
        count: count4(details.sessionsEnded)
      };
    case "device.issue":
      return { ...base, event: "deviceIssued", subject: deviceName() };
    case "device.reissue":
      return { ...base, event: "deviceCodeReissued", subject: deviceName() };
    case "device.revoke":
      return { ...base, event: "deviceRevoked", subject: deviceName() };
    case "device.enrol":
      return entry.outcome === "ok" ? { ...base, event: "deviceEnrolled", subject: deviceName() ?? entry.actor.label } : { ...base, event: "deviceEnrolRefused" };
    case "request.payment.update":
      return { ...base, event: "requestPaymentUpdated", subject: entry.requestCode, requestType: "order" };
    case "request.responsible.change":
      return { ...base, event: "responsibleChanged", subject: entry.requestCode, to: text20(changed.email) };
    case "payment.update":
      return { ...base, event: "paymentRecordUpdated", subject: targetId(entry.target, "payment") };
    case "payment.delete":
      return { ...base, event: "paymentRecordDeleted", subject: targetId(entry.target, "payment") };
    case "governor.reset":
      return { ...base, event: "vendorCallsResumed" };
    case "custom_field.update":
      return {
        ...base,
        event: "customFieldNamed",
        subject: text20(details.key),
        to: text20(record(details.to).name)
      };
    case "custom_field.clear":
      return { ...base, event: "customFieldNameRemoved", subject: text20(details.key) };
    default:
      return base;
  }
}
function actorName(entry, names) {
  const { kind, id } = entry.actor;
  if (!id) return null;
  if (kind === "user" || kind === "anonymous") return names.user(id);
  if (kind === "device") return names.device(id);
  return null;
}

// src/bff/audit/auditRoutes.ts
function registerAuditRoutes(root, services) {
  const app = root.withTypeProvider();
  app.get(
    "/api/admin/audit",
    {
      config: { access: access.roles("admin") },
      schema: {
        tags: ["admin"],
        summary: "The audit log: writes, sign-ins and admin actions, filtered by actor, action, request and time.",
        querystring: auditQuery,
        response: { 200: auditPage }
      }
    },
    async (request2) => {
      const [page, names] = await Promise.all([services.audit.list(request2.query), namesOf(services)]);
      return {
        entries: page.entries.map((entry) => ({
          ...entry,
          at: entry.at.toISOString(),
          actor: { ...entry.actor, name: actorName(entry, names) },
          description: describeAuditEntry(entry, names)
        })),
        nextCursor: page.nextCursor
      };
    }
  );
}
async function namesOf(services) {
  const [users2, devices2] = await Promise.all([services.users.list(), services.devices.list()]);
  const people = new Map(users2.map((user) => [user.id, user.name.trim() || user.email]));
  const screens = new Map(devices2.map((device) => [device.id, device.name]));
  return { user: (id) => people.get(id) ?? null, device: (id) => screens.get(id) ?? null };
}

// src/contract/api/devices.ts
import { z as z68 } from "zod";
var instant25 = z68.iso.datetime({ offset: true });
var deviceState = z68.enum(["awaiting-enrolment", "enrolment-expired", "enrolled", "revoked"]);
var adminDevice = z68.object({
  id: z68.uuid(),
  name: z68.string(),
  state: deviceState,
  createdAt: instant25,
  createdBy: z68.string().nullable(),
  enrolmentExpiresAt: instant25.nullable(),
  enrolledAt: instant25.nullable(),
  revokedAt: instant25.nullable(),
  /** The last request of its live session, if it has one. */
  lastSeenAt: instant25.nullable(),
  sessionExpiresAt: instant25.nullable()
});
var issueDeviceRequest = z68.object({ name: z68.string().trim().min(1).max(80) });
var issueDeviceResponse = z68.object({
  device: adminDevice,
  enrolment: z68.object({ code: z68.string(), url: z68.string(), expiresAt: instant25 })
});
var adminDevicesResponse = z68.object({ devices: z68.array(adminDevice) });
var deviceIdParams = z68.object({ id: z68.uuid() });

// src/bff/auth/adminDeviceRoutes.ts
var DEVICE_ENROLMENT_PATH = "/wallboard/enrol";
var iso = (value) => value?.toISOString() ?? null;
function toAdminDevice(device) {
  return {
    id: device.id,
    name: device.name,
    state: device.state,
    createdAt: device.createdAt.toISOString(),
    createdBy: device.createdBy,
    enrolmentExpiresAt: iso(device.enrolmentExpiresAt),
    enrolledAt: iso(device.enrolledAt),
    revokedAt: iso(device.revokedAt),
    lastSeenAt: iso(device.lastSeenAt),
    sessionExpiresAt: iso(device.sessionExpiresAt)
  };
}
function addressInUse(config, request2) {
  if (config.publicUrlSet) return config.PUBLIC_URL;
  try {
    return new URL(`${request2.protocol}://${request2.host}`).origin;
  } catch {
    return config.PUBLIC_URL;
  }
}
function registerAdminDeviceRoutes(root, services) {
  const app = root.withTypeProvider();
  const { devices: devices2, audit, config } = services;
  const adminOnly2 = access.roles("admin");
  const enrolmentAnswer = (issued, request2) => ({
    device: toAdminDevice(issued.device),
    enrolment: {
      code: issued.code,
      url: `${addressInUse(config, request2)}${DEVICE_ENROLMENT_PATH}#code=${issued.code}`,
      expiresAt: issued.expiresAt.toISOString()
    }
  });
  app.get(
    "/api/admin/devices",
    {
      config: { access: adminOnly2 },
      schema: {
        tags: ["admin"],
        summary: "Every wallboard device.",
        response: { 200: adminDevicesResponse }
      }
    },
    async () => ({ devices: (await devices2.list()).map(toAdminDevice) })
  );
  app.post(
    "/api/admin/devices",
    {
      config: { access: adminOnly2 },
      schema: {
        tags: ["admin"],
        summary: "Issue a wallboard device: answers its one-time enrolment code and link, shown only now.",
        body: issueDeviceRequest,
        response: { 201: issueDeviceResponse }
      }
    },
    async (request2, reply) => {
      const issued = await devices2.issue({
        name: request2.body.name,
        createdBy: request2.session?.kind === "user" ? request2.session.user.id : null
      });
      await audit.record({
        ...auditContext(request2),
        action: "device.issue",
        target: `device:${issued.device.id}`,
        details: { name: issued.device.name, enrolmentExpiresAt: issued.expiresAt.toISOString() }
      });
      return reply.code(201).send(enrolmentAnswer(issued, request2));
    }
  );
  app.post(
    "/api/admin/devices/:id/enrolment",
    {
      config: { access: adminOnly2 },
      schema: {
        tags: ["admin"],
        summary: "A new enrolment code for a device (its current session ends).",
        params: deviceIdParams,
        response: { 200: issueDeviceResponse }
      }
    },
    async (request2) => {
      const { id } = request2.params;
      const issued = await devices2.reissue(id);
      if (!issued) {
        throw new HttpProblem({
          status: 404,
          code: SECURITY_PROBLEM_CODES.deviceNotFound,
          detail: `There is no device ${id} that is not revoked.`
        });
      }
      await audit.record({
        ...auditContext(request2),
        action: "device.reissue",
        target: `device:${id}`,
        details: { name: issued.device.name, enrolmentExpiresAt: issued.expiresAt.toISOString() }
      });
      return enrolmentAnswer(issued, request2);
    }
  );
  app.delete(
    "/api/admin/devices/:id",
    {
      config: { access: adminOnly2 },
      schema: {
        tags: ["admin"],
        summary: "Revoke a device for good; its session ends at once.",
        params: deviceIdParams,
        response: { 200: adminDevice }
      }
    },
    async (request2) => {
      const { id } = request2.params;
      const revoked = await devices2.revoke(id);
      if (revoked) {
        await audit.record({
          ...auditContext(request2),
          action: "device.revoke",
          target: `device:${id}`,
          details: { name: revoked.device.name, sessionsEnded: revoked.sessionsEnded }
        });
        return toAdminDevice(revoked.device);
      }
      const existing = await devices2.find(id);
      if (existing) return toAdminDevice(existing);
      throw new HttpProblem({
        status: 404,
        code: SECURITY_PROBLEM_CODES.deviceNotFound,
        detail: `There is no device ${id}.`
      });
    }
  );
}

// src/bff/auth/adminSessionRoutes.ts
import { z as z69 } from "zod";

// src/bff/auth/describeSession.ts
import Bowser from "bowser";
function describeSession(session) {
  const times = {
    expiresAt: session.expiresAt.toISOString(),
    idleTimeoutSeconds: Math.round(session.idleTimeoutMs / 1e3)
  };
  return session.kind === "user" ? { kind: "user", user: session.user, ...times } : { kind: "device", device: session.device, ...times };
}
function describeClient(userAgent) {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name?.trim() || null;
  const major = browser.version?.split(".")[0]?.trim() || null;
  const system = os.name?.trim() || null;
  if (!name && !system) return null;
  return { browser: name, version: name ? major : null, os: system };
}

// src/bff/auth/adminSessionRoutes.ts
function registerAdminSessionRoutes(root, services) {
  const app = root.withTypeProvider();
  const { sessions: sessions2, audit } = services;
  app.get(
    "/api/admin/sessions",
    {
      config: { access: access.roles("admin") },
      schema: {
        tags: ["admin"],
        summary: "Every live session of people and wallboards.",
        response: { 200: adminSessionsResponse }
      }
    },
    async (request2) => ({
      sessions: (await sessions2.listLive()).map((session) => ({
        id: session.id,
        kind: session.kind,
        user: session.user,
        device: session.device,
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        expiresAt: session.expiresAt.toISOString(),
        address: session.address,
        userAgent: session.userAgent,
        client: describeClient(session.userAgent),
        current: session.id === request2.session?.id
      }))
    })
  );
  app.delete(
    "/api/admin/sessions/:id",
    {
      config: { access: access.roles("admin") },
      schema: { tags: ["admin"], summary: "End one session.", params: z69.object({ id: z69.uuid() }) }
    },
    async (request2, reply) => {
      const { id } = request2.params;
      const ended = await sessions2.endById(id);
      if (!ended) {
        throw new HttpProblem({
          status: 404,
          code: SECURITY_PROBLEM_CODES.sessionNotFound,
          detail: `There is no live session ${id}.`
        });
      }
      await audit.record({
        ...auditContext(request2),
        action: "session.end",
        target: `session:${id}`,
        details: { kind: ended.kind, userId: ended.userId, deviceId: ended.deviceId }
      });
      return reply.code(204).send();
    }
  );
}

// src/contract/api/users.ts
import { z as z70 } from "zod";
var instant26 = z70.iso.datetime({ offset: true });
var newPassword = z70.string().min(12, { error: "must be at least 12 characters long" }).max(128, { error: "must be at most 128 characters long" });
var accountEmail = z70.string().trim().toLowerCase().pipe(z70.email({ error: "must be an e-mail address" }).max(254));
var roleList = z70.array(roleSchema).min(1, { error: "must name at least one role" }).refine((roles2) => new Set(roles2).size === roles2.length, { error: "must name each role once" });
var adminUser = z70.object({
  id: z70.uuid(),
  email: z70.string(),
  name: z70.string(),
  roles: z70.array(roleSchema),
  disabled: z70.boolean(),
  /** A sandbox demo account (usable in sandbox mode only). */
  demo: z70.boolean(),
  createdAt: instant26,
  lastSignedInAt: instant26.nullable(),
  activeSessions: z70.number().int()
});
var adminUsersResponse = z70.object({ users: z70.array(adminUser) });
var createUserRequest = z70.object({
  email: accountEmail,
  name: z70.string().trim().max(120).default(""),
  roles: roleList,
  password: newPassword
});
var updateUserRequest = z70.object({
  name: z70.string().trim().max(120).optional(),
  roles: roleList.optional(),
  disabled: z70.boolean().optional()
}).refine((body) => Object.values(body).some((value) => value !== void 0), {
  error: "must change at least one of name, roles or disabled"
});
var setPasswordRequest = z70.object({ password: newPassword });
var userIdParams = z70.object({ id: z70.uuid() });

// src/bff/auth/adminUserRoutes.ts
var adminOnly = access.roles("admin");
function toAdminUser(user) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    roles: user.roles,
    disabled: user.disabled,
    demo: user.demo,
    createdAt: user.createdAt.toISOString(),
    lastSignedInAt: user.lastSignedInAt?.toISOString() ?? null,
    activeSessions: user.activeSessions
  };
}
function noSuchUser(id) {
  return new HttpProblem({
    status: 404,
    code: SECURITY_PROBLEM_CODES.userNotFound,
    detail: `There is no user ${id}.`
  });
}
function registerAdminUserRoutes(root, services) {
  const app = root.withTypeProvider();
  const { users: users2, sessions: sessions2, audit, loginThrottle: loginThrottle2 } = services;
  async function describe3(id) {
    const found = (await users2.list()).find((user) => user.id === id);
    if (!found) throw noSuchUser(id);
    return toAdminUser(found);
  }
  app.get(
    "/api/admin/users",
    {
      config: { access: adminOnly },
      schema: {
        tags: ["admin"],
        summary: "Every account, with its roles and live sessions.",
        response: { 200: adminUsersResponse }
      }
    },
    async () => {
      await sessions2.prune();
      return { users: (await users2.list()).map(toAdminUser) };
    }
  );
  app.post(
    "/api/admin/users",
    {
      config: { access: adminOnly },
      schema: {
        tags: ["admin"],
        summary: "Create an account.",
        body: createUserRequest,
        response: { 201: adminUser }
      }
    },
    async (request2, reply) => {
      const { email, name, roles: roles2, password } = request2.body;
      try {
        const created = await users2.create({ email, name, roles: roles2, password });
        await audit.record({
          ...auditContext(request2),
          action: "user.create",
          target: `user:${created.id}`,
          details: { email: created.email, name: created.name, roles: created.roles }
        });
        return reply.code(201).send(toAdminUser({ ...created, activeSessions: 0 }));
      } catch (error) {
        if (error instanceof EmailTakenError) {
          throw new HttpProblem({
            status: 409,
            code: SECURITY_PROBLEM_CODES.emailTaken,
            detail: error.message,
            errors: [{ path: "email", message: "is already used by another account" }]
          });
        }
        throw error;
      }
    }
  );
  app.patch(
    "/api/admin/users/:id",
    {
      config: { access: adminOnly },
      schema: {
        tags: ["admin"],
        summary: "Change an account's name, roles or disabled flag; roles and disabling end its sessions.",
        params: userIdParams,
        body: updateUserRequest,
        response: { 200: adminUser }
      }
    },
    async (request2) => {
      const { id } = request2.params;
      try {
        const result = await users2.update(id, request2.body);
        if (!result) throw noSuchUser(id);
        const { before, after, sessionsEnded } = result;
        const changes = {};
        if (before.name !== after.name) changes.name = { from: before.name, to: after.name };
        if (before.roles.join() !== after.roles.join())
          changes.roles = { from: before.roles, to: after.roles };
        if (before.disabled !== after.disabled)
          changes.disabled = { from: before.disabled, to: after.disabled };
        await audit.record({
          ...auditContext(request2),
          action: "user.update",
          target: `user:${id}`,
          details: { email: after.email, changes, sessionsEnded }
        });
        return describe3(id);
      } catch (error) {
        if (error instanceof LastAdminError) {
          throw new HttpProblem({
            status: 409,
            code: SECURITY_PROBLEM_CODES.lastAdmin,
            detail: error.message
          });
        }
        throw error;
      }
    }
  );
  app.post(
    "/api/admin/users/:id/password",
    {
      config: { access: adminOnly },
      schema: {
        tags: ["admin"],
        summary: "Set an account's password; ends all its sessions.",
        params: userIdParams,
        body: setPasswordRequest
      }
    },
    async (request2, reply) => {
      const { id } = request2.params;
      const user = await users2.findById(id);
      if (!user) throw noSuchUser(id);
      const result = await users2.setPassword(id, request2.body.password);
      if (!result) throw noSuchUser(id);
      await loginThrottle2.clearAccount(user.email);
      await audit.record({
        ...auditContext(request2),
        action: "user.password_set",
        target: `user:${id}`,
        details: { email: user.email, sessionsEnded: result.sessionsEnded }
      });
      return reply.code(204).send();
    }
  );
  app.delete(
    "/api/admin/users/:id/sessions",
    {
      config: { access: adminOnly },
      schema: {
        tags: ["admin"],
        summary: "End every session of an account.",
        params: userIdParams,
        response: { 200: endedSessionsResponse }
      }
    },
    async (request2) => {
      const { id } = request2.params;
      const user = await users2.findById(id);
      if (!user) throw noSuchUser(id);
      const ended = await sessions2.endAllForUser(id);
      await audit.record({
        ...auditContext(request2),
        action: "user.sessions_end",
        target: `user:${id}`,
        details: { email: user.email, sessionsEnded: ended }
      });
      return { ended };
    }
  );
}

// src/bff/auth/sessionRoutes.ts
var INVALID_CREDENTIALS = "The e-mail or the password is wrong.";
function registerSessionRoutes(root, services) {
  const app = root.withTypeProvider();
  const { config, users: users2, sessions: sessions2, passwords, loginThrottle: loginThrottle2, audit, devices: devices2 } = services;
  const publicUrl = config.PUBLIC_URL;
  app.post(
    "/api/session",
    {
      config: { access: access.public },
      schema: {
        tags: ["session"],
        summary: "Sign in with e-mail and password; sets the session cookie.",
        body: loginRequest,
        response: { 200: sessionResponse }
      }
    },
    async (request2, reply) => {
      const { email, password } = request2.body;
      const who2 = { email, address: request2.ip };
      const context = auditContext(request2);
      const verdict = await loginThrottle2.attempt(who2);
      if (!verdict.allowed) {
        await audit.record({
          ...context,
          action: "session.login_failed",
          outcome: "refused",
          details: { reason: "throttled", account: sha256Hex(email.trim().toLowerCase()).slice(0, 16) }
        });
        throw new HttpProblem({
          status: 429,
          code: SECURITY_PROBLEM_CODES.tooManyAttempts,
          detail: "Too many sign-in attempts. Wait a little and try again.",
          retryAt: verdict.retryAt
        });
      }
      const user = await users2.findForSignIn(email);
      const matches = user ? await passwords.verify(user.passwordHash, password) : await passwords.verifyAgainstNothing(password);
      const usable = user !== null && !user.disabled && (!user.demo || config.mode === "sandbox");
      if (!user || !matches || !usable) {
        await audit.record({
          ...context,
          actor: { kind: "anonymous", id: user?.id ?? null, label: user?.email ?? null },
          action: "session.login_failed",
          outcome: "refused",
          details: user ? { reason: matches ? "account-disabled" : "wrong-password" } : { reason: "unknown-account", account: sha256Hex(email.trim().toLowerCase()).slice(0, 16) }
        });
        throw new HttpProblem({
          status: 401,
          code: SECURITY_PROBLEM_CODES.invalidCredentials,
          detail: INVALID_CREDENTIALS
        });
      }
      await loginThrottle2.succeeded(who2);
      if (passwords.needsRehash(user.passwordHash)) await users2.rehash(user.id, password);
      const previous = readSessionCookie(request2, publicUrl);
      if (previous !== void 0) await sessions2.endByToken(previous);
      const issued = await sessions2.createForUser(user, {
        address: request2.ip,
        userAgent: request2.headers["user-agent"]
      });
      await users2.recordSignIn(user.id);
      await audit.record({
        ...context,
        actor: { kind: "user", id: user.id, label: user.email },
        action: "session.login",
        target: `session:${issued.session.id}`
      });
      setSessionCookie(reply, publicUrl, issued.token, issued.session);
      return describeSession(issued.session);
    }
  );
  app.get(
    "/api/session",
    {
      config: { access: access.board },
      schema: {
        tags: ["session"],
        summary: "Who is calling: the signed-in person or wallboard device; 401 without a session.",
        response: { 200: sessionResponse }
      }
    },
    async (request2) => {
      if (!request2.session) throw unauthenticated();
      return describeSession(request2.session);
    }
  );
  app.delete(
    "/api/session",
    {
      config: { access: access.signedIn },
      schema: {
        tags: ["session"],
        summary: "Sign out: ends the session on the server and clears the cookie."
      }
    },
    async (request2, reply) => {
      const { session } = requireUser(request2);
      const token2 = readSessionCookie(request2, publicUrl);
      if (token2 !== void 0) await sessions2.endByToken(token2);
      await audit.record({
        ...auditContext(request2),
        action: "session.logout",
        target: `session:${session.id}`
      });
      clearSessionCookie(reply, publicUrl);
      return reply.code(204).send();
    }
  );
  app.post(
    "/api/session/device",
    {
      config: { access: access.public },
      schema: {
        tags: ["session"],
        summary: "A wallboard trades its one-time enrolment code for a read-only device session.",
        body: deviceEnrolRequest,
        response: { 200: sessionResponse }
      }
    },
    async (request2, reply) => {
      const device = await devices2.enrol(request2.body.code);
      if (!device) {
        await audit.record({
          ...auditContext(request2),
          action: "device.enrol",
          outcome: "refused",
          details: { reason: "unknown, used or expired code" }
        });
        throw new HttpProblem({
          status: 401,
          code: SECURITY_PROBLEM_CODES.invalidEnrolmentCode,
          detail: "This enrolment code is unknown, already used or expired; ask an admin for a new one."
        });
      }
      const previous = readSessionCookie(request2, publicUrl);
      if (previous !== void 0) await sessions2.endByToken(previous);
      const issued = await sessions2.createForDevice(device, {
        address: request2.ip,
        userAgent: request2.headers["user-agent"]
      });
      await audit.record({
        ...auditContext(request2),
        actor: { kind: "device", id: device.id, label: device.name },
        action: "device.enrol",
        target: `device:${device.id}`
      });
      setSessionCookie(reply, publicUrl, issued.token, issued.session);
      return describeSession(issued.session);
    }
  );
}

// src/bff/webhooks/webhookRoutes.ts
import { z as z72 } from "zod";

// src/contract/upstream/webhook.ts
import { z as z71 } from "zod";
var webhookPaymentCondition = paymentCondition.extend({
  _id: z71.string().optional()
});
var webhookPayment = payment.extend({
  showConditionsRule: z71.string().optional(),
  condition: webhookPaymentCondition.optional()
});
var webhookEventData = z71.looseObject({
  id: z71.string().optional(),
  name: z71.string().optional(),
  code: z71.string().optional(),
  kind: z71.string().optional(),
  type: requestTypeSchema.optional(),
  totalPower: z71.number().optional(),
  dealStatus: z71.string().optional(),
  stockStatus: z71.string().optional(),
  originalValue: z71.number().optional(),
  finalValue: z71.number().optional(),
  responsible: person.optional(),
  company: company.optional(),
  products: z71.array(product).optional(),
  payment: webhookPayment.optional(),
  /** ISO 8601 timestamp; kept as text. */
  lastUpdate: z71.string().optional()
});
var webhookBody = z71.object({
  event: webhookEventSchema,
  data: webhookEventData
});
var tolerantWebhookBody = z71.looseObject({
  event: z71.string().optional(),
  data: webhookEventData.optional()
});
function readWebhookBody(raw) {
  const { value, unreadable } = readTolerant(tolerantWebhookBody, raw, {});
  const parsedKind = webhookEventSchema.safeParse(value.event);
  const result = {
    kind: parsedKind.success ? parsedKind.data : "unknown",
    data: value.data ?? {},
    unreadable
  };
  if (value.event !== void 0) result.event = value.event;
  const alreadyReported = unreadable.some((field) => field.path === "event" || field.path === ROOT_PATH);
  if (!parsedKind.success && !alreadyReported) {
    unreadable.push({
      path: "event",
      received: summarise(value.event),
      problem: value.event === void 0 ? "Missing event kind" : "Unknown event kind"
    });
  }
  return result;
}

// src/bff/webhooks/webhookRoutes.ts
var WEBHOOK_BODY_LIMIT = 256 * 1024;
function registerWebhookRoutes(root, services) {
  const app = root.withTypeProvider();
  app.post(
    "/webhooks/upstream",
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      config: { access: access.webhook },
      schema: {
        tags: ["webhooks"],
        summary: "The vendor's webhook deliveries, authenticated by WEBHOOK_SECRET.",
        response: { 200: z72.object({ received: z72.literal(true) }) }
      }
    },
    async (request2) => {
      if (!/^application\/json\b/i.test(request2.headers["content-type"] ?? "")) {
        throw new HttpProblem({
          status: 415,
          code: SECURITY_PROBLEM_CODES.unsupportedMediaType,
          detail: "A webhook delivery must be JSON (Content-Type: application/json)."
        });
      }
      const body = request2.body;
      await services.onDelivery(
        { ...readWebhookBody(body), receivedAt: new Date(services.clock.now()), requestId: request2.id, body },
        { log: request2.log }
      );
      return { received: true };
    }
  );
}

// src/bff/webhooks/webhookCredential.ts
function presentedWebhookSecret(authorization2) {
  if (!authorization2) return void 0;
  const [scheme, value, ...rest] = authorization2.trim().split(/\s+/);
  if (!scheme || !value || rest.length > 0) return void 0;
  if (scheme.toLowerCase() === "bearer") return value;
  if (scheme.toLowerCase() !== "basic") return void 0;
  const decoded = Buffer.from(value, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? void 0 : decoded.slice(colon + 1);
}
function assertWebhookCredential(request2, secret2) {
  const presented = presentedWebhookSecret(request2.headers.authorization);
  const matches = constantTimeEqual(presented ?? "", secret2 ?? "");
  if (!secret2 || presented === void 0 || !matches) {
    throw new HttpProblem({
      status: 401,
      code: SECURITY_PROBLEM_CODES.webhookUnauthorized,
      detail: "This delivery carries no valid webhook credential.",
      headers: { "www-authenticate": 'Bearer realm="painel-webhooks", Basic realm="painel-webhooks"' }
    });
  }
}

// src/bff/security/antiForgery.ts
var SAFE_METHODS = /* @__PURE__ */ new Set(["GET", "HEAD", "OPTIONS"]);
function isStateChanging(method) {
  return !SAFE_METHODS.has(method.toUpperCase());
}
function allowedOrigins(publicUrl, request2) {
  const origins = [new URL(publicUrl).origin];
  try {
    origins.push(new URL(`${request2.protocol}://${request2.host}`).origin);
  } catch {
  }
  return origins;
}
function assertSameOriginWrite(request2, publicUrl) {
  const header = request2.headers[CSRF_HEADER];
  if (header !== CSRF_HEADER_VALUE) {
    throw new HttpProblem({
      status: 403,
      code: SECURITY_PROBLEM_CODES.antiForgery,
      detail: `A state-changing call must carry the header ${CSRF_HEADER.toUpperCase()}: ${CSRF_HEADER_VALUE}.`
    });
  }
  const origin = request2.headers.origin;
  if (typeof origin !== "string" || !allowedOrigins(publicUrl, request2).includes(origin.toLowerCase())) {
    throw new HttpProblem({
      status: 403,
      code: SECURITY_PROBLEM_CODES.antiForgery,
      detail: "A state-changing call must come from Painel's own origin."
    });
  }
}

// src/bff/security/routeTable.ts
var PLUGIN_ROUTE_ALLOW_LIST = [
  {
    prefix: "/api/docs",
    methods: ["GET", "HEAD"],
    access: access.public,
    why: "@fastify/swagger-ui's page and assets, which document the API and expose nothing the OpenAPI document does not"
  }
];
function allowListed(method, url) {
  const entry = PLUGIN_ROUTE_ALLOW_LIST.find(
    (candidate) => candidate.methods.includes(method) && (url === candidate.prefix || url.startsWith(`${candidate.prefix}/`))
  );
  return entry?.access;
}
function declaredAccess(config) {
  if (typeof config !== "object" || config === null || !("access" in config)) return void 0;
  const value = config.access;
  return value && typeof value === "object" && "kind" in value ? value : void 0;
}
function resolveAccess(method, url, config) {
  const declared = declaredAccess(config);
  if (declared) return { method, url: url ?? "", access: declared, source: "declared" };
  const listed = url === void 0 ? void 0 : allowListed(method, url);
  if (listed) return { method, url: url ?? "", access: listed, source: "allow-listed" };
  return { method, url: url ?? "", access: void 0, source: "missing" };
}
function accessOfRequest(request2) {
  return resolveAccess(request2.method, request2.routeOptions.url, request2.routeOptions.config);
}
function recordRoutes(app) {
  const recorded = [];
  app.addHook("onRoute", (routeOptions) => {
    recorded.push(routeOptions);
  });
  const entries = () => recorded.flatMap((options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    return methods.map((method) => resolveAccess(String(method), options.url, options.config));
  });
  return {
    entries,
    missing: () => entries().filter((entry) => entry.source === "missing").map((entry) => `${entry.method} ${entry.url}`)
  };
}

// src/bff/security/enforceAccess.ts
function forbidden(detail) {
  return new HttpProblem({ status: 403, code: SECURITY_PROBLEM_CODES.forbidden, detail });
}
function enforceAccess(options) {
  const { sessions: sessions2, publicUrl, webhookSecret } = options;
  return async function enforce(request2, _reply) {
    request2.session = null;
    if (request2.routeOptions.url === void 0) return;
    const { access: access2 } = accessOfRequest(request2);
    if (!access2) throw forbidden("This route declares no access, so it is closed to everyone.");
    const writes = isStateChanging(request2.method);
    if (access2.kind === "webhook") {
      assertWebhookCredential(request2, webhookSecret);
      return;
    }
    if (access2.kind === "public") {
      if (writes) assertSameOriginWrite(request2, publicUrl);
      return;
    }
    const token2 = readSessionCookie(request2, publicUrl);
    const session = token2 === void 0 ? null : await sessions2.resolve(token2);
    if (!session) throw unauthenticated();
    if (writes) assertSameOriginWrite(request2, publicUrl);
    if (session.kind === "device") {
      if (!access2.devices || writes) throw forbidden("A wallboard device may only read boards.");
    } else if (!session.user.roles.some((role) => role === "admin" || access2.roles.includes(role))) {
      throw forbidden(`This needs one of the roles ${access2.roles.join(", ")}.`);
    }
    request2.session = session;
  };
}

// src/bff/security/registerSecurity.ts
async function registerSecurity(app, services) {
  const { config } = services;
  const table = recordRoutes(app);
  app.decorate("routeTable", table);
  app.addHook("onReady", async () => {
    const missing = table.missing();
    if (missing.length > 0) {
      throw new Error(
        `Painel refuses to start: ${missing.length} route(s) declare no access: ${missing.join(", ")}. Give each one \`config: { access }\` (src/bff/http/access.ts).`
      );
    }
  });
  await app.register(fastifyCookie);
  app.decorateRequest("session", null);
  await installSecurityHeaders(app, config.PUBLIC_URL);
  app.addHook(
    "onRequest",
    enforceAccess({
      sessions: services.sessions,
      publicUrl: config.PUBLIC_URL,
      webhookSecret: config.WEBHOOK_SECRET
    })
  );
  await prepareAccounts(services, app.log);
  if (!config.WEBHOOK_SECRET) {
    app.log.warn("WEBHOOK_SECRET is not set: every webhook delivery will be refused with 401");
  }
}
async function registerSecurityRoutes(scope, options) {
  const { services } = options;
  registerSessionRoutes(scope, services);
  registerAdminUserRoutes(scope, services);
  registerAdminSessionRoutes(scope, services);
  registerAdminDeviceRoutes(scope, services);
  registerAuditRoutes(scope, services);
  registerAuditExportRoutes(scope, services);
  registerWebhookRoutes(scope, services);
}

// src/contract/api/statuses.ts
import { z as z73 } from "zod";
var statusesParams = z73.object({ type: requestTypeSchema });
var statusesResponse = z73.object({
  type: requestTypeSchema,
  statuses: z73.array(requestStatus),
  /** ISO 8601: when the vendor gave this list. */
  fetchedAt: z73.string(),
  /** ISO 8601: when the cache asks the vendor again on the next read. */
  expiresAt: z73.string(),
  /**
   * True when the list is older than its time-to-live because the vendor could not be asked
   * (budget, circuit, outage); `staleReason` then says why in a sentence.
   */
  stale: z73.boolean(),
  staleReason: z73.string().nullable()
});

// src/bff/statuses/registerStatusesRoutes.ts
async function registerStatusesRoutes(scope, options) {
  const { services } = options;
  const app = scope.withTypeProvider();
  app.get(
    "/api/statuses/:type",
    {
      config: { access: access.board },
      schema: {
        tags: ["statuses"],
        summary: "The configured statuses of a request type, in sequence order, from a shared cache.",
        description: "Cached for 6 hours over every backend process. When the cache expired and the vendor cannot be asked, the previous list is answered with stale: true and the reason.",
        params: statusesParams,
        response: { 200: statusesResponse }
      }
    },
    async (request2) => services.statuses.get(request2.params.type)
  );
  app.post(
    "/api/statuses/:type/refresh",
    {
      config: { access: access.roles("sales", "finance") },
      schema: {
        tags: ["statuses"],
        summary: "Ask the vendor for the statuses now (one governed call, priority 'refresh').",
        params: statusesParams,
        response: { 200: statusesResponse }
      }
    },
    async (request2) => services.statuses.refresh(request2.params.type)
  );
}

// src/bff/writes/registerWriteRoutes.ts
import fastifyMultipart from "@fastify/multipart";

// src/bff/writes/idempotency/idempotencyStore.ts
import { and as and6, eq as eq11, isNull as isNull2, lt, sql as sql36 } from "drizzle-orm";
import { z as z74 } from "zod";

// src/bff/db/relaxedCommit.ts
import { sql as sql35 } from "drizzle-orm";
var relaxedCommit = sql35`with relaxed_commit as (select set_config('synchronous_commit', 'off', true))`;

// src/bff/writes/idempotency/idempotencyStore.ts
var DAY2 = 24 * 36e5;
var column2 = (of) => sql36.identifier(of.name);
var claimedRow = z74.object({ key: z74.string() });
function inProgress(waitMs) {
  const seconds3 = Math.max(1, Math.ceil(waitMs / 1e3));
  return new HttpProblem({
    status: 409,
    code: WRITE_PROBLEM_CODES.idempotencyInProgress,
    detail: `The first submit with this Idempotency-Key is still being sent to the vendor. Wait for its answer; if none comes, send the same submission again in ${seconds3} s: Painel then checks with the vendor first and sends nothing it already has.`,
    headers: { "retry-after": String(seconds3) }
  });
}
var IdempotencyStore = class {
  db;
  clock;
  retentionMs;
  abandonedAfterMs;
  settleMs;
  lastPrunedAt = 0;
  constructor(options) {
    this.db = options.db;
    this.clock = options.clock;
    this.retentionMs = options.retentionMs ?? DAY2;
    this.abandonedAfterMs = options.abandonedAfterMs ?? 6e4;
    this.settleMs = options.settleMs ?? 1e4;
  }
  /** How long a running submit may go without renewing its claim; renew well within it. */
  get leaseMs() {
    return this.abandonedAfterMs;
  }
  /**
   * Claims the key for this submit, or tells what to do instead: replay the stored answer (same
   * content), check the vendor first (a previous submit with this content ended without knowing),
   * or a problem (the key is in use by a submit still running, or was used for other content).
   */
  async begin(claim) {
    await this.pruneNowAndThen();
    const now = this.clock.now();
    const fresh = {
      principal: claim.principal,
      key: claim.key,
      route: claim.route,
      fingerprint: claim.fingerprint,
      state: "pending",
      responseStatus: null,
      responseBody: null,
      createdAt: new Date(now),
      expiresAt: new Date(now + this.retentionMs)
    };
    if (await this.claimNew(claim, now)) return { kind: "proceed" };
    return this.db.transaction(async (tx) => {
      const thisKey = and6(eq11(idempotencyKeys.principal, claim.principal), eq11(idempotencyKeys.key, claim.key));
      const [row] = await tx.select().from(idempotencyKeys).where(thisKey).for("update");
      if (!row) {
        const claimed = await tx.insert(idempotencyKeys).values(fresh).onConflictDoNothing().returning({ key: idempotencyKeys.key });
        if (claimed.length > 0) return { kind: "proceed" };
        throw inProgress(this.abandonedAfterMs);
      }
      if (row.expiresAt.getTime() <= now) {
        await tx.update(idempotencyKeys).set(fresh).where(thisKey);
        return { kind: "proceed" };
      }
      if (row.fingerprint !== claim.fingerprint) {
        throw new HttpProblem({
          status: 422,
          code: WRITE_PROBLEM_CODES.idempotencyKeyReused,
          detail: `This Idempotency-Key was already used for a different submit (${row.route}) with other content. Send a new key for a new change.`
        });
      }
      if (row.state === "done") {
        return { kind: "replay", answer: { status: row.responseStatus ?? 200, body: row.responseBody } };
      }
      const ambiguous = row.responseStatus !== null;
      const freeAt = row.createdAt.getTime() + (ambiguous ? this.settleMs : this.abandonedAfterMs);
      if (freeAt > now) throw inProgress(freeAt - now);
      await tx.update(idempotencyKeys).set(fresh).where(thisKey);
      return { kind: "verify", after: ambiguous ? "ambiguous" : "abandoned" };
    });
  }
  /**
   * Inserts a key never seen (or pruned) as `pending`; false when the key is already there.
   * Committed without waiting for the disk (relaxedCommit), and yet on disk before the vendor hears
   * of the write: every vendor call is first reserved in the governor's ledger by a transaction that
   * waits for the disk, and that flush carries every commit before it, this claim's included
   * (the write-ahead log is one sequence). A crash before then loses a claim whose submit sent
   * nothing, which a retry simply runs again (ADR 042).
   */
  async claimNew(claim, now) {
    const claimed = await queryRows(
      this.db,
      sql36`${relaxedCommit}
          insert into ${idempotencyKeys} (${column2(idempotencyKeys.principal)}, ${column2(idempotencyKeys.key)},
                 ${column2(idempotencyKeys.route)}, ${column2(idempotencyKeys.fingerprint)},
                 ${column2(idempotencyKeys.state)}, ${column2(idempotencyKeys.createdAt)},
                 ${column2(idempotencyKeys.expiresAt)})
          select ${claim.principal}::text, ${claim.key}::text, ${claim.route}::text, ${claim.fingerprint}::text,
                 'pending', ${new Date(now).toISOString()}::timestamptz,
                 ${new Date(now + this.retentionMs).toISOString()}::timestamptz
            from relaxed_commit
          on conflict do nothing
          returning ${column2(idempotencyKeys.key)}`,
      claimedRow
    );
    return claimed.length > 0;
  }
  /** Renews a running submit's claim, so that no retry takes it for abandoned. */
  async renew(claim) {
    await this.db.update(idempotencyKeys).set({ createdAt: new Date(this.clock.now()) }).where(
      and6(
        eq11(idempotencyKeys.principal, claim.principal),
        eq11(idempotencyKeys.key, claim.key),
        eq11(idempotencyKeys.fingerprint, claim.fingerprint),
        eq11(idempotencyKeys.state, "pending"),
        isNull2(idempotencyKeys.responseStatus)
      )
    );
  }
  /**
   * Records that the claimed submit ended without knowing whether the vendor applied it (`status`
   * is what it answered, 502 or 504): a retry checks the vendor before sending it again.
   */
  async markAmbiguous(claim, status) {
    await this.db.update(idempotencyKeys).set({ responseStatus: status, createdAt: new Date(this.clock.now()) }).where(
      and6(
        eq11(idempotencyKeys.principal, claim.principal),
        eq11(idempotencyKeys.key, claim.key),
        eq11(idempotencyKeys.fingerprint, claim.fingerprint),
        eq11(idempotencyKeys.state, "pending")
      )
    );
  }
  /**
   * Stores the final answer of a claimed key, committed without waiting for the disk
   * (relaxedCommit): if a server crash lost it, the key would stay `pending` and a retry would check
   * the vendor before sending (ADR 022), the safe side.
   */
  async complete(claim, answer) {
    await this.db.execute(
      sql36`${relaxedCommit}
          update ${idempotencyKeys}
             set ${column2(idempotencyKeys.state)} = 'done',
                 ${column2(idempotencyKeys.responseStatus)} = ${answer.status}::integer,
                 ${column2(idempotencyKeys.responseBody)} = ${JSON.stringify(answer.body ?? null)}::jsonb
            from relaxed_commit
           where ${idempotencyKeys.principal} = ${claim.principal}
             and ${idempotencyKeys.key} = ${claim.key}
             and ${idempotencyKeys.fingerprint} = ${claim.fingerprint}`
    );
  }
  /** Forgets a claimed key whose submit reached no vendor, so a retry simply runs again. */
  async release(claim) {
    await this.db.delete(idempotencyKeys).where(
      and6(
        eq11(idempotencyKeys.principal, claim.principal),
        eq11(idempotencyKeys.key, claim.key),
        eq11(idempotencyKeys.fingerprint, claim.fingerprint),
        eq11(idempotencyKeys.state, "pending")
      )
    );
  }
  /** Expired keys no longer protect anything; drop them at most every ten minutes per process. */
  async pruneNowAndThen() {
    const now = this.clock.now();
    if (now - this.lastPrunedAt < 10 * 6e4) return;
    this.lastPrunedAt = now;
    await this.db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, new Date(now)));
  }
};

// src/bff/upstream/errors.ts
var UpstreamError = class extends Error {
  operation;
  status;
  /** Wall time from the start of the call until it failed; the governor records it. */
  durationMs;
  constructor(message, init) {
    super(message, init.cause === void 0 ? void 0 : { cause: init.cause });
    this.operation = init.operation;
    this.status = init.status;
    this.durationMs = init.durationMs;
  }
};
var UpstreamUnauthorized = class extends UpstreamError {
  name = "UpstreamUnauthorized";
  kind = "unauthorized";
};
var UpstreamNotFound = class extends UpstreamError {
  name = "UpstreamNotFound";
  kind = "not-found";
};
var UpstreamRateLimited = class extends UpstreamError {
  name = "UpstreamRateLimited";
  kind = "rate-limited";
  /** Lets the governor recognise a 429 by shape, without importing this class. */
  isRateLimited = true;
  cause;
  constructor(message, init) {
    super(message, { ...init, cause: void 0 });
    this.cause = init.cause;
  }
};
var UpstreamUnavailable = class extends UpstreamError {
  name = "UpstreamUnavailable";
  kind = "unavailable";
  /** The system error code when the connection failed, e.g. `ECONNREFUSED`. */
  code;
  constructor(message, init) {
    super(message, init);
    this.code = init.code;
  }
};
var UpstreamTimeout = class extends UpstreamError {
  name = "UpstreamTimeout";
  kind = "timeout";
  phase;
  /** The deadline of that phase. */
  limitMs;
  constructor(message, init) {
    super(message, init);
    this.phase = init.phase;
    this.limitMs = init.limitMs;
  }
};
var UpstreamUnreadableBody = class extends UpstreamError {
  name = "UpstreamUnreadableBody";
  kind = "unreadable-body";
};
var UpstreamRejected = class extends UpstreamError {
  name = "UpstreamRejected";
  kind = "rejected";
  summary;
  constructor(message, init) {
    super(message, init);
    this.summary = init.summary;
  }
};
var UpstreamAborted = class extends UpstreamError {
  name = "UpstreamAborted";
  kind = "aborted";
};
var UpstreamUsageError = class extends Error {
  name = "UpstreamUsageError";
};
var AttachmentStreamError = class extends Error {
  constructor(message, filename, options) {
    super(message, options);
    this.filename = filename;
  }
  filename;
  name = "AttachmentStreamError";
};

// src/bff/governor/governorRefusal.ts
var GovernorRefusal = class _GovernorRefusal extends Error {
  constructor(reason, priority, retryAt, detail) {
    super(_GovernorRefusal.describe(reason, priority, retryAt, detail));
    this.reason = reason;
    this.priority = priority;
    this.retryAt = retryAt;
  }
  reason;
  priority;
  retryAt;
  name = "GovernorRefusal";
  static describe(reason, priority, retryAt, detail) {
    const when = retryAt ? retryAt.toISOString() : "an unknown time";
    switch (reason) {
      case "calls":
        return `The hourly budget of vendor calls is used up; a ${priority} call fits again at ${when}.`;
      case "time":
        return `The hourly budget of vendor processing time is used up; a ${priority} call fits again at ${when}.`;
      case "background-share":
        return `Background work has used its share of the vendor budget; the next ${priority} call fits at ${when}.`;
      case "circuit-open":
        return `Calls to the vendor are stopped because it answered ${detail ?? "429"}; an admin must confirm that the account was reactivated.`;
    }
  }
};

// src/bff/governor/governor.ts
import { randomUUID as randomUUID3 } from "node:crypto";
import { hostname } from "node:os";

// src/bff/clock.ts
var systemClock = { now: () => Date.now() };

// src/bff/governor/priorities.ts
var priorities = governorPriority.options;
function priorityRank(priority) {
  return priorities.indexOf(priority);
}
function isBackground(priority) {
  return priority === "webhook" || priority === "reconcile" || priority === "backfill";
}
function classShare(priority, backgroundShare) {
  return isBackground(priority) ? backgroundShare : 1;
}

// src/bff/governor/admission.ts
function usageOf(calls) {
  let ms = 0;
  for (const call of calls) ms += call.costMs;
  return { calls: calls.length, ms };
}
function allowanceFor(priority, budgets) {
  const share = classShare(priority, budgets.backgroundShare);
  return { calls: Math.floor(budgets.maxCalls * share), ms: budgets.maxWallMs * share };
}
function hasRoom(used, allowance, costMs) {
  return used.calls + 1 <= allowance.calls && used.ms + costMs <= allowance.ms;
}
function earliestFit(counted2, now, windowMs, allowance, costMs) {
  if (allowance.calls < 1 || costMs > allowance.ms) return null;
  const used = usageOf(counted2);
  if (hasRoom(used, allowance, costMs)) return now;
  const byExit = [...counted2].sort((a, b) => a.endsAt - b.endsAt);
  for (const call of byExit) {
    used.calls -= 1;
    used.ms -= call.costMs;
    if (hasRoom(used, allowance, costMs)) return Math.max(now, call.endsAt + windowMs);
  }
  return null;
}
function decideAdmission(counted2, now, windowMs, priority, budgets) {
  const own = allowanceFor(priority, budgets);
  const fitsAt = earliestFit(counted2, now, windowMs, own, budgets.callTimeoutMs);
  if (fitsAt === now) return { admit: true };
  if (fitsAt === null) throw new RangeError(`A ${priority} call can never fit these budgets.`);
  return { admit: false, reason: refusalReason(usageOf(counted2), priority, budgets), retryAt: fitsAt };
}
function refusalReason(used, priority, budgets) {
  const full = { calls: budgets.maxCalls, ms: budgets.maxWallMs };
  if (isBackground(priority) && hasRoom(used, full, budgets.callTimeoutMs)) return "background-share";
  return used.calls + 1 > allowanceFor(priority, budgets).calls ? "calls" : "time";
}

// src/bff/governor/budgets.ts
function budgetsFromConfig(config) {
  return {
    maxCalls: config.GOVERNOR_MAX_CALLS_PER_HOUR,
    maxWallMs: Math.floor(config.GOVERNOR_MAX_SECONDS_PER_HOUR * 1e3),
    backgroundShare: config.GOVERNOR_BACKGROUND_SHARE,
    concurrency: config.GOVERNOR_CONCURRENCY,
    callTimeoutMs: config.UPSTREAM_TIMEOUT_MS
  };
}
function assertSafeBudgets(budgets) {
  const problems = [];
  if (!Number.isInteger(budgets.maxCalls) || budgets.maxCalls < 1 || budgets.maxCalls >= vendorLimits.callsPerHour) {
    problems.push(`maxCalls must be a whole number from 1 to ${vendorLimits.callsPerHour - 1}`);
  }
  if (!(budgets.maxWallMs > 0 && budgets.maxWallMs < vendorLimits.processingMsPerHour)) {
    problems.push(`maxWallMs must be above 0 and below ${vendorLimits.processingMsPerHour}`);
  }
  if (!(budgets.backgroundShare > 0 && budgets.backgroundShare < 1)) {
    problems.push("backgroundShare must be above 0 and below 1");
  } else if (Math.floor(budgets.maxCalls * budgets.backgroundShare) < 1) {
    problems.push("backgroundShare leaves no room for a single background call");
  }
  if (!Number.isInteger(budgets.concurrency) || budgets.concurrency < 1) {
    problems.push("concurrency must be a whole number of at least 1");
  }
  if (!(budgets.callTimeoutMs > 0 && budgets.callTimeoutMs <= budgets.maxWallMs * budgets.backgroundShare)) {
    problems.push("callTimeoutMs must be above 0 and within the background share of maxWallMs");
  }
  if (problems.length > 0) throw new RangeError(`Unsafe governor budgets: ${problems.join("; ")}.`);
}

// src/bff/governor/circuit.ts
import { and as and7, eq as eq12 } from "drizzle-orm";
async function circuitRow(db, forUpdate) {
  const query = db.select().from(governorCircuit).where(eq12(governorCircuit.id, 1));
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw new Error("The governor circuit row is missing: the migrations have not been applied.");
  return row;
}
function readCircuit(db) {
  return circuitRow(db, false);
}
function lockCircuit(tx) {
  return circuitRow(tx, true);
}
async function openCircuit(db, opening) {
  await db.update(governorCircuit).set({
    state: "open",
    openedAt: new Date(opening.at),
    cause: opening.cause,
    openedByCall: opening.callId
  }).where(and7(eq12(governorCircuit.id, 1), eq12(governorCircuit.state, "closed")));
}
async function closeCircuit(db, at, by) {
  await db.update(governorCircuit).set({ state: "closed", resetAt: new Date(at), resetBy: by }).where(eq12(governorCircuit.id, 1));
}

// src/bff/governor/describeStatus.ts
var iso2 = (ms) => new Date(ms).toISOString();
var seconds2 = (ms) => Math.round(ms) / 1e3;
function describeStatus(input) {
  const { now, windowMs, counted: counted2, circuit, budgets } = input;
  const used = usageOf(counted2);
  const firstExit = counted2.length > 0 ? Math.min(...counted2.map((call) => call.endsAt)) + windowMs : null;
  const open = circuit.state === "open";
  return {
    at: iso2(now),
    windowMinutes: windowMs / 6e4,
    calls: {
      limit: budgets.maxCalls,
      vendorLimit: vendorLimits.callsPerHour,
      used: used.calls,
      left: Math.max(0, budgets.maxCalls - used.calls),
      nextFreeAt: firstExit === null ? null : iso2(firstExit)
    },
    seconds: {
      limit: seconds2(budgets.maxWallMs),
      vendorLimit: seconds2(vendorLimits.processingMsPerHour),
      used: seconds2(used.ms),
      left: seconds2(Math.max(0, budgets.maxWallMs - used.ms)),
      nextFreeAt: firstExit === null ? null : iso2(firstExit)
    },
    backgroundShare: budgets.backgroundShare,
    inFlight: counted2.filter((call) => call.pending && call.endsAt > now).length,
    classes: priorities.map((priority) => {
      const allowance = allowanceFor(priority, budgets);
      const fitsAt = open ? null : earliestFit(counted2, now, windowMs, allowance, budgets.callTimeoutMs);
      return {
        priority,
        background: isBackground(priority),
        share: classShare(priority, budgets.backgroundShare),
        callsLeft: Math.max(0, allowance.calls - used.calls),
        secondsLeft: seconds2(Math.max(0, allowance.ms - used.ms)),
        fitsAt: fitsAt === null ? null : iso2(fitsAt)
      };
    }),
    circuit: {
      state: circuit.state,
      openedAt: circuit.openedAt ? circuit.openedAt.toISOString() : null,
      cause: circuit.cause,
      resetAt: circuit.resetAt ? circuit.resetAt.toISOString() : null,
      resetBy: circuit.resetBy
    }
  };
}

// src/bff/governor/ledger.ts
import { and as and8, eq as eq13, sql as sql37 } from "drizzle-orm";
import { z as z75 } from "zod";
var countedArrays = z75.object({
  ends: z75.array(z75.coerce.number()).nullable(),
  costs: z75.array(z75.coerce.number()).nullable(),
  pending: z75.array(z75.boolean()).nullable()
});
async function countedCalls(db, now, windowMs) {
  const [row] = await queryRows(
    db,
    sql37`select
          array_agg((extract(epoch from ${upstreamCalls.endsAt}) * 1000)::float8) as ends,
          array_agg(coalesce(${upstreamCalls.durationMs}, ${upstreamCalls.reservedMs})) as costs,
          array_agg(${upstreamCalls.outcome} = 'pending') as pending
        from ${upstreamCalls}
        where ${upstreamCalls.endsAt} > ${new Date(now - windowMs).toISOString()}`,
    countedArrays
  );
  const ends = row?.ends ?? [];
  const costs = row?.costs ?? [];
  const pending = row?.pending ?? [];
  return ends.map((endsAt, index14) => ({
    endsAt: Math.round(endsAt),
    costMs: costs[index14] ?? 0,
    pending: pending[index14] ?? false
  }));
}
var reservedRow = z75.object({
  id: z75.coerce.number().nullable(),
  circuit: z75.enum(["closed", "open"]).nullable(),
  cause: z75.string().nullable(),
  calls: z75.coerce.number().nullable(),
  ms: z75.coerce.number().nullable()
});
var column3 = (of) => sql37.identifier(of.name);
async function reserveCall(db, reservation, windowMs, allowed) {
  const startedAt = new Date(reservation.startedAt).toISOString();
  const endsAt = new Date(reservation.startedAt + reservation.reservedMs).toISOString();
  const windowStart = new Date(reservation.startedAt - windowMs).toISOString();
  const [row] = await queryRows(
    db,
    sql37`select reserved_id as id, circuit_state as circuit, circuit_cause as cause,
               used_calls as calls, used_ms as ms
          from governor_reserve(${reservation.priority}::text, ${reservation.purpose}::text,
               ${reservation.instance}::text, ${startedAt}::timestamptz, ${endsAt}::timestamptz,
               ${reservation.reservedMs}::integer, ${windowStart}::timestamptz,
               ${allowed.calls}::integer, ${allowed.ms}::float8)`,
    reservedRow
  );
  if (!row?.circuit) {
    throw new Error("The governor circuit row is missing: the migrations have not been applied.");
  }
  return {
    id: row.id,
    circuit: { state: row.circuit, cause: row.cause },
    used: { calls: row.calls ?? 0, ms: row.ms ?? 0 }
  };
}
async function completeCall(db, id, result) {
  const finishedAt = new Date(result.finishedAt).toISOString();
  await db.execute(
    sql37`${relaxedCommit}
        update ${upstreamCalls}
           set ${column3(upstreamCalls.endsAt)} = ${finishedAt}::timestamptz,
               ${column3(upstreamCalls.finishedAt)} = ${finishedAt}::timestamptz,
               ${column3(upstreamCalls.durationMs)} = ${Math.max(0, Math.round(result.durationMs))}::integer,
               ${column3(upstreamCalls.outcome)} = ${result.outcome}::text,
               ${column3(upstreamCalls.httpStatus)} = ${result.httpStatus}::integer,
               ${column3(upstreamCalls.detail)} = ${result.detail}::text
          from relaxed_commit
         where ${upstreamCalls.id} = ${id} and ${upstreamCalls.outcome} = 'pending'`
  );
}
async function cancelReservation(db, id) {
  await db.delete(upstreamCalls).where(and8(eq13(upstreamCalls.id, id), eq13(upstreamCalls.outcome, "pending")));
}

// src/bff/governor/prioritySemaphore.ts
var PrioritySemaphore = class {
  constructor(limit) {
    this.limit = limit;
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError("A semaphore needs at least one slot.");
  }
  limit;
  active = 0;
  waiting = [];
  get inUse() {
    return this.active;
  }
  get queued() {
    return this.waiting.length;
  }
  /** Resolves with a release function once a slot is free; call it exactly when done. */
  acquire(rank) {
    if (this.active < this.limit) {
      this.active += 1;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve4) => {
      const entry = { rank, grant: () => resolve4(this.releaser()) };
      const at = this.waiting.findIndex((other) => other.rank > rank);
      if (at === -1) this.waiting.push(entry);
      else this.waiting.splice(at, 0, entry);
    });
  }
  releaser() {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next.grant();
      else this.active -= 1;
    };
  }
};

// src/bff/governor/governor.ts
var GovernorTimeoutError = class extends Error {
  name = "GovernorTimeoutError";
};
var maxText = 200;
var clip = (text21) => text21.length > maxText ? `${text21.slice(0, maxText - 1)}\u2026` : text21;
function rateLimitOf(error) {
  if (typeof error !== "object" || error === null) return null;
  const limited = "status" in error && error.status === 429 || "isRateLimited" in error && error.isRateLimited === true;
  if (!limited) return null;
  return { detail: "cause" in error && typeof error.cause === "string" ? error.cause : void 0 };
}
var Governor = class {
  db;
  budgets;
  clock;
  instance;
  logger;
  slots;
  windowMs = vendorLimits.windowMs;
  /** A 429 this process saw whose opening is not yet stored; while set, nothing is sent. */
  unsavedOpening = null;
  /** Counts the 429s seen here, so that a reservation made around one is never sent. */
  openings = 0;
  /** Ends of calls being recorded after `run` returned (`endBehind`); awaited before shutdown. */
  recording = /* @__PURE__ */ new Set();
  constructor(options) {
    assertSafeBudgets(options.budgets);
    this.db = options.db;
    this.budgets = { ...options.budgets };
    this.clock = options.clock ?? systemClock;
    this.instance = options.instance ?? `${hostname()}/${process.pid}/${randomUUID3().slice(0, 8)}`;
    this.logger = options.logger;
    this.slots = new PrioritySemaphore(this.budgets.concurrency);
  }
  /**
   * Runs `call` if it fits the budgets now; otherwise throws a GovernorRefusal saying why and
   * when it would fit, without calling. Calls beyond the concurrency limit wait for a slot, most
   * urgent first. The call's own result or error comes back unchanged.
   */
  async run(purpose, call) {
    const { priority } = purpose;
    const label = clip(purpose.label);
    if (this.unsavedOpening) throw await this.refuseOnLocalOpening(priority);
    const release = await this.slots.acquire(priorityRank(priority));
    try {
      if (this.unsavedOpening) throw await this.refuseOnLocalOpening(priority);
      const seen = this.openings;
      const reservation = await this.reserve(priority, label);
      if (this.openings !== seen || this.unsavedOpening) {
        await cancelReservation(this.db, reservation.id);
        throw await this.refuseOnLocalOpening(priority);
      }
      return await this.send(reservation, label, call, purpose.endBehind === true);
    } finally {
      release();
    }
  }
  /**
   * Resolves once every call end this process is recording behind its answer (`endBehind`) is in
   * the ledger; never rejects (a failed record leaves the row counting at its time-out, logged).
   */
  async endsRecorded() {
    await Promise.all(this.recording);
  }
  /** Budgets used and left, when they free up, per-class room and the circuit, for the UI. */
  async status() {
    await this.endsRecorded();
    const now = this.clock.now();
    const [stored, counted2] = await Promise.all([
      readCircuit(this.db),
      countedCalls(this.db, now, this.windowMs)
    ]);
    const opening = this.unsavedOpening;
    const circuit = opening && stored.state === "closed" ? { ...stored, state: "open", openedAt: new Date(opening.at), cause: opening.cause } : stored;
    return describeStatus({ now, windowMs: this.windowMs, counted: counted2, circuit, budgets: this.budgets });
  }
  /**
   * Closes the circuit after an admin confirmed that the vendor reactivated the account. Every
   * process sees it at its next reservation.
   */
  async resetCircuit(input) {
    const by = input.by.trim();
    if (!by) throw new RangeError("Resetting the circuit needs the name of the admin who confirmed it.");
    await this.db.transaction(async (tx) => {
      const circuit = await lockCircuit(tx);
      if (circuit.state === "open") await closeCircuit(tx, this.clock.now(), clip(by));
    });
    this.unsavedOpening = null;
    return this.status();
  }
  async reserve(priority, label) {
    for (let attempt = 1; ; attempt += 1) {
      const outcome = await this.reserveOnce(priority, label);
      if (outcome instanceof GovernorRefusal) throw outcome;
      if (!("roomAppeared" in outcome)) return outcome;
      if (attempt >= 3) throw outcome.roomAppeared;
    }
  }
  /**
   * One reservation: a single statement, the same on both engines, which holds the circuit's row
   * lock while it counts and inserts, so reservations from every process sharing the ledger are
   * ordered (reserveCall). The usual case ends there; a refusal then reads the list of counted
   * calls to say when this class fits again.
   */
  async reserveOnce(priority, label) {
    const now = this.clock.now();
    const attempt = await reserveCall(
      this.db,
      {
        priority,
        purpose: label,
        instance: this.instance,
        startedAt: now,
        reservedMs: this.budgets.callTimeoutMs
      },
      this.windowMs,
      allowanceFor(priority, this.budgets)
    );
    if (attempt.circuit.state === "open") {
      return new GovernorRefusal("circuit-open", priority, null, attempt.circuit.cause ?? void 0);
    }
    if (attempt.id !== null) return { id: attempt.id, startedAt: now };
    const counted2 = await countedCalls(this.db, now, this.windowMs);
    const admission = decideAdmission(counted2, now, this.windowMs, priority, this.budgets);
    if (!admission.admit) return new GovernorRefusal(admission.reason, priority, new Date(admission.retryAt));
    const reason = refusalReason(attempt.used, priority, this.budgets);
    return { roomAppeared: new GovernorRefusal(reason, priority, new Date(now)) };
  }
  async send(reservation, label, call, endBehind) {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(
        new GovernorTimeoutError(`No answer from the vendor within ${this.budgets.callTimeoutMs} ms.`)
      );
    }, this.budgets.callTimeoutMs);
    let status = null;
    let detail = null;
    const reportStatus = (answered, about) => {
      status = answered;
      detail = about === void 0 ? null : clip(about);
      if (answered === 429) this.noteRateLimited(reservation.id, label, detail);
    };
    let settled;
    try {
      settled = { ok: true, value: await call({ signal: controller.signal, reportStatus }) };
    } catch (error) {
      settled = { ok: false, error };
      const limited = status === 429 ? null : rateLimitOf(error);
      if (limited) reportStatus(429, limited.detail ?? detail ?? void 0);
    } finally {
      clearTimeout(timer);
    }
    const finishedAt = this.clock.now();
    const result = {
      finishedAt,
      durationMs: finishedAt - reservation.startedAt,
      httpStatus: status,
      ...this.classify(status, detail, settled, timedOut)
    };
    if (settled.ok && endBehind && status !== 429) {
      const recorded = this.record(reservation.id, result);
      this.recording.add(recorded);
      void recorded.finally(() => this.recording.delete(recorded));
      return settled.value;
    }
    await this.record(reservation.id, result);
    if (!settled.ok) throw settled.error;
    return settled.value;
  }
  classify(status, detail, settled, timedOut) {
    if (status === 429) return { outcome: "rate-limited", detail };
    if (!settled.ok && timedOut) return { outcome: "timeout", detail: "time-out" };
    if (status !== null && status >= 400) return { outcome: "http-error", detail };
    if (!settled.ok) {
      const error = settled.error;
      return { outcome: "error", detail: clip(error instanceof Error ? error.name : typeof error) };
    }
    return { outcome: "ok", detail };
  }
  /** Stops this process at once; the stored circuit then stops every other one. */
  noteRateLimited(callId, label, detail) {
    this.openings += 1;
    this.unsavedOpening ??= {
      at: this.clock.now(),
      cause: clip(`429${detail ? ` ${detail}` : ""} on "${label}"`),
      callId
    };
  }
  async record(id, result) {
    try {
      await completeCall(this.db, id, result);
    } catch (error) {
      this.logger?.warn({ err: error, callId: id }, "could not record the end of an upstream call");
    }
    if (this.unsavedOpening) await this.saveOpening();
  }
  async saveOpening() {
    const opening = this.unsavedOpening;
    if (!opening) return;
    try {
      await openCircuit(this.db, opening);
      if (this.unsavedOpening === opening) this.unsavedOpening = null;
    } catch (error) {
      this.logger?.warn({ err: error }, "could not store the opened circuit; retrying with the next call");
    }
  }
  async refuseOnLocalOpening(priority) {
    const cause = this.unsavedOpening?.cause;
    await this.saveOpening();
    const stored = cause ?? (await readCircuit(this.db)).cause ?? void 0;
    return new GovernorRefusal("circuit-open", priority, null, stored);
  }
};
function createGovernor(options) {
  return new Governor(options);
}

// src/bff/vendor/vendorProblem.ts
var VendorProblem = class extends HttpProblem {
  constructor(init, source) {
    super(init);
    this.source = source;
  }
  source;
  name = "VendorProblem";
};
function describeMoment(at, now) {
  const iso5 = at.toISOString();
  const time = `${iso5.slice(11, 16)} UTC`;
  return at.getTime() - now < 24 * 36e5 ? time : `${iso5.slice(0, 10)} ${time}`;
}
function circuitSentence(cause) {
  return `Painel has stopped calling the vendor because it answered with a rate-limit refusal${cause ? ` (${cause})` : ""}, which deactivates the vendor account. Nothing was sent. An administrator must ask the vendor's support to reactivate access and then confirm it in Painel \u2192 System.`;
}
function vendorProblem(error, subject, context) {
  const make = (init) => new VendorProblem(init, error);
  const maybe = subject.write ? " The change may or may not have been applied: reload the request to see." : "";
  if (error instanceof GovernorRefusal) {
    if (error.reason === "circuit-open") {
      return make({
        status: 503,
        code: VENDOR_PROBLEM_CODES.circuitOpen,
        detail: circuitSentence(context.circuitCause)
      });
    }
    const when = error.retryAt ? describeMoment(error.retryAt, context.now) : "a later time";
    const budget2 = error.reason === "time" ? "The vendor allows only so much processing time per hour and Painel's share of it is used up" : "The vendor allows only so many calls per hour and they are used up";
    return make({
      status: 503,
      code: VENDOR_PROBLEM_CODES.budgetExhausted,
      detail: `${budget2}; this call fits again at ${when}. Nothing was sent to the vendor: try again then.`,
      retryAt: error.retryAt ?? void 0
    });
  }
  if (error instanceof UpstreamRateLimited) {
    const cause = error.cause ? `429 ${error.cause}` : "429";
    return make({ status: 503, code: VENDOR_PROBLEM_CODES.circuitOpen, detail: circuitSentence(cause) });
  }
  if (error instanceof UpstreamUnauthorized) {
    return make({
      status: 502,
      code: VENDOR_PROBLEM_CODES.unauthorized,
      detail: "The vendor refused Painel\u2019s access token, so nothing was done. An administrator must check the vendor token (UPSTREAM_TOKEN) with the vendor."
    });
  }
  if (error instanceof UpstreamNotFound) {
    return make({
      status: 404,
      code: subject.notFoundCode,
      detail: `The vendor does not know ${subject.what}${subject.notFoundHint ? `, ${subject.notFoundHint}` : ""}. Nothing was changed.`
    });
  }
  if (error instanceof UpstreamRejected) {
    const said = error.summary ? `: \u201C${error.summary}\u201D` : "";
    return make({
      status: 422,
      code: VENDOR_PROBLEM_CODES.rejected,
      detail: `The vendor refused the change to ${subject.what}${said}. Check the values and try again.`
    });
  }
  if (error instanceof UpstreamTimeout || error instanceof UpstreamAborted || error instanceof GovernorTimeoutError) {
    return make({
      status: 504,
      code: VENDOR_PROBLEM_CODES.timeout,
      detail: `The vendor did not answer in time.${maybe || " Try again in a moment."}`
    });
  }
  if (error instanceof UpstreamUnreadableBody) {
    return make({
      status: 502,
      code: VENDOR_PROBLEM_CODES.unreadableAnswer,
      detail: `The vendor answered with something Painel cannot read.${maybe || " Try again in a moment."}`
    });
  }
  if (error instanceof UpstreamUnavailable || error instanceof UpstreamError) {
    const answered = error.status ? ` (it answered ${error.status})` : "";
    return make({
      status: 502,
      code: VENDOR_PROBLEM_CODES.unavailable,
      detail: `The vendor is unavailable right now${answered}.${maybe} Try again in a few minutes.`
    });
  }
  if (error instanceof AttachmentStreamError) {
    return make({
      status: 502,
      code: VENDOR_PROBLEM_CODES.unavailable,
      detail: `Sending the attachment \u201C${error.filename}\u201D was cut off, so the vendor received no complete update. Try again.`
    });
  }
  return error;
}

// src/bff/writes/confirm/appliedChanges.ts
var sameText = (a, b) => a !== void 0 && a.trim() === b.trim();
function responsibleApplied(record2, email) {
  const current = record2?.responsible?.email;
  return current !== void 0 && current.trim().toLowerCase() === email.trim().toLowerCase();
}
function paymentFieldsMatch(payment2, submitted) {
  if (!payment2) return false;
  if (submitted.status !== void 0 && payment2.status !== submitted.status) return false;
  if (submitted.type !== void 0 && payment2.type !== submitted.type) return false;
  if (submitted.condition !== void 0 && !sameText(payment2.condition?.name, submitted.condition)) {
    return false;
  }
  if (submitted.description !== void 0 && !sameText(payment2.description, submitted.description)) {
    return false;
  }
  return true;
}
function paymentUpdateApplied(record2, submitted, fileNames) {
  const payment2 = record2?.payment;
  if (!paymentFieldsMatch(payment2, submitted)) return false;
  const held = new Set(
    (payment2?.files ?? []).flatMap((file) => file.originalName ? [file.originalName] : [])
  );
  return fileNames.every((name) => held.has(name));
}
function paymentRecordUpdateApplied(read, submitted) {
  return read.found && paymentFieldsMatch(read.payment, submitted);
}
function paymentRecordDeleteApplied(read) {
  return !read.found;
}

// src/bff/writes/confirm/vendorChecks.ts
function responsibleCheck(vendor, target, email) {
  return async () => {
    const found = await vendor.findRequestForWrite(target.type, target.code);
    return {
      applied: responsibleApplied(found.record, email),
      durationMs: found.durationMs,
      unreadable: found.unreadable
    };
  };
}
function paymentUpdateCheck(vendor, code, fields, fileNames) {
  return async () => {
    const found = await vendor.findRequestForWrite("order", code);
    return {
      applied: paymentUpdateApplied(found.record, fields, fileNames),
      durationMs: found.durationMs,
      unreadable: found.unreadable
    };
  };
}
async function readPayment(vendor, paymentId) {
  try {
    const result = await vendor.getPaymentRecord(paymentId, "write");
    const payment2 = result.record;
    return { read: { found: true, payment: payment2 }, durationMs: result.durationMs, unreadable: result.unreadable };
  } catch (error) {
    if (error instanceof VendorProblem && error.source instanceof UpstreamNotFound) {
      return { read: { found: false }, durationMs: error.source.durationMs, unreadable: [] };
    }
    throw error;
  }
}
function paymentRecordUpdateCheck(vendor, paymentId, change) {
  return async () => {
    const { read, ...rest } = await readPayment(vendor, paymentId);
    return { ...rest, applied: paymentRecordUpdateApplied(read, change) };
  };
}
function paymentRecordDeleteCheck(vendor, paymentId) {
  return async () => {
    const { read, ...rest } = await readPayment(vendor, paymentId);
    return { ...rest, applied: paymentRecordDeleteApplied(read) };
  };
}

// src/bff/writes/idempotency/ambiguity.ts
var NOT_CONNECTED = /* @__PURE__ */ new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);
function mayHaveBeenApplied(error) {
  if (!(error instanceof HttpProblem)) return true;
  if (!(error instanceof VendorProblem)) return false;
  const { source } = error;
  if (source === null || source instanceof GovernorRefusal) return false;
  if (source instanceof UpstreamRateLimited || source instanceof UpstreamUnauthorized) return false;
  if (source instanceof AttachmentStreamError) return false;
  if (source instanceof UpstreamTimeout) return source.phase !== "connect";
  if (source instanceof UpstreamUnavailable && source.code !== void 0)
    return !NOT_CONNECTED.has(source.code);
  return error.status === 502 || error.status === 504;
}
var SAFE_RETRY = "Sending the same submission again is safe: Painel first checks with the vendor and sends nothing it already has.";
function retrySafeProblem(problem) {
  const unknown = "so Painel cannot tell yet whether it applied the change.";
  let detail;
  switch (problem.code) {
    case VENDOR_PROBLEM_CODES.timeout:
      detail = `The vendor did not answer in time, ${unknown} ${SAFE_RETRY}`;
      break;
    case VENDOR_PROBLEM_CODES.unreadableAnswer:
      detail = `The vendor answered with something Painel cannot read, ${unknown} ${SAFE_RETRY}`;
      break;
    case VENDOR_PROBLEM_CODES.unavailable: {
      const source = problem instanceof VendorProblem ? problem.source : null;
      const status = source instanceof UpstreamError ? source.status : void 0;
      const answered = status ? ` (it answered ${status})` : "";
      detail = `The vendor is unavailable right now${answered}, ${unknown} Try again in a few minutes. ${SAFE_RETRY}`;
      break;
    }
    default:
      return problem;
  }
  const init = {
    status: problem.status,
    code: problem.code,
    detail,
    retryAt: problem.retryAt,
    errors: problem.errors,
    headers: problem.headers
  };
  return problem instanceof VendorProblem ? new VendorProblem(init, problem.source) : new HttpProblem(init);
}

// src/bff/writes/idempotency/runIdempotent.ts
function readIdempotencyKey(request2) {
  const raw = request2.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === void 0) return void 0;
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(raw) ? raw.join(",") : raw);
  if (!parsed.success) {
    throw new HttpProblem({
      status: 400,
      code: WRITE_PROBLEM_CODES.invalidIdempotencyKey,
      detail: `The Idempotency-Key header ${parsed.error.issues[0]?.message ?? "is invalid"}.`
    });
  }
  return parsed.data;
}
function isFinal(status) {
  return status >= 200 && status < 300 || status === 404 || status === 422;
}
function keepClaimed(run, claim) {
  const timer = setInterval(
    () => {
      run.store.renew(claim).catch((error) => {
        run.request.log.warn({ err: error }, "could not renew an idempotency key");
      });
    },
    Math.max(500, Math.floor(run.store.leaseMs / 3))
  );
  timer.unref();
  return () => clearInterval(timer);
}
async function runIdempotent(run) {
  const { store, claim, request: request2, reply } = run;
  if (!claim) {
    const result2 = await run.work(null);
    await run.alongside();
    return result2;
  }
  const start = await store.begin(claim);
  if (start.kind === "replay") {
    reply.header(IDEMPOTENCY_REPLAYED_HEADER, "true");
    const { status, body } = start.answer;
    if (status >= 400) reply.type(PROBLEM_CONTENT_TYPE);
    return reply.code(status).send(body);
  }
  const doubt = start.kind === "verify" ? start.after : null;
  const stopRenewing = keepClaimed(run, claim);
  let result;
  try {
    result = await run.work(doubt);
  } catch (error) {
    stopRenewing();
    if (error instanceof HttpProblem && isFinal(error.status)) {
      await store.complete(claim, {
        status: error.status,
        body: error.toDocument(request2.url.split("?")[0], request2.id)
      });
      throw error;
    }
    if (mayHaveBeenApplied(error) || doubt !== null) {
      const status = error instanceof HttpProblem ? error.status : 500;
      await store.markAmbiguous(claim, status).catch((markError) => {
        request2.log.warn({ err: markError }, "could not mark an idempotency key ambiguous");
      });
      throw error instanceof HttpProblem && mayHaveBeenApplied(error) ? retrySafeProblem(error) : error;
    }
    await store.release(claim).catch((releaseError) => {
      request2.log.warn({ err: releaseError }, "could not release an idempotency key");
    });
    throw error;
  }
  stopRenewing();
  await Promise.all([store.complete(claim, { status: 200, body: result }), run.alongside()]);
  return result;
}

// src/bff/writes/idempotency/fingerprint.ts
import { createHash as createHash2 } from "node:crypto";
function fingerprintOf(input) {
  const fields = Object.entries(input.fields).filter((entry) => entry[1] !== void 0).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
  const canonical = JSON.stringify({
    method: input.method.toUpperCase(),
    path: input.path,
    fields,
    files: (input.files ?? []).map((file) => [file.name, file.size, file.sha256])
  });
  return createHash2("sha256").update(canonical).digest("hex");
}

// src/bff/writes/idempotency/claimFor.ts
function claimFor(key, actor, input) {
  if (key === void 0) return void 0;
  return {
    principal: principalOf(actor),
    key,
    route: `${input.method.toUpperCase()} ${input.path}`,
    fingerprint: fingerprintOf(input)
  };
}

// src/bff/writes/credit/expectWrite.ts
import { sql as sql38 } from "drizzle-orm";
var EXPECTATION_WINDOW_MS = 10 * 6e4;
var PAYMENT_PATHS = {
  status: "payment.status",
  type: "payment.type",
  condition: "payment.condition.name",
  description: "payment.description"
};
function expectedValues(spec) {
  switch (spec.kind) {
    case "responsible":
      return spec.changed.email ? { values: [{ path: "responsible.email", value: spec.changed.email }], files: [] } : null;
    case "payment":
      return {
        values: Object.entries(spec.changed).flatMap(([field, value]) => {
          const path = PAYMENT_PATHS[field];
          return path ? [{ path, value }] : [];
        }),
        files: spec.attachments.map((file) => file.name)
      };
    default:
      return null;
  }
}
async function expectWrite(db, spec, requestId, now) {
  const person2 = actingPersonOf(spec.actor);
  const expected = expectedValues(spec);
  if (!person2 || !spec.request || !expected) return;
  if (expected.values.length === 0 && expected.files.length === 0) return;
  const at = now.toISOString();
  const expires = new Date(now.getTime() + EXPECTATION_WINDOW_MS).toISOString();
  await db.execute(
    sql38`${relaxedCommit}, gone as (delete from write_expectations where expires_at < ${at}::timestamptz)
        insert into write_expectations (type, code, person, values, files, request_id, created_at, expires_at)
        select ${spec.request.type}, ${spec.request.code}, ${JSON.stringify(person2)}::jsonb,
               ${JSON.stringify(expected.values)}::jsonb, ${JSON.stringify(expected.files)}::jsonb,
               ${requestId}, ${at}::timestamptz, ${expires}::timestamptz
          from relaxed_commit`
  );
}
async function forgetWrite(db, requestId) {
  await db.execute(sql38`delete from write_expectations where request_id = ${requestId}`);
}

// src/bff/writes/performWrite.ts
var CONFIRMED_NOTE = "Already applied at the vendor, confirmed by reading it after an ambiguous outcome; not sent again.";
function auditOutcome2(error) {
  if (error instanceof VendorProblem && error.source instanceof GovernorRefusal) return "refused";
  return error instanceof HttpProblem && error.status < 500 ? "refused" : "failed";
}
async function performWrite(services, request2, reply, spec, send, doubt = null) {
  const target = spec.paymentId ? `payment:${spec.paymentId}` : `request:${spec.request?.type ?? ""}:${spec.request?.code ?? ""}`;
  const audit = {
    action: spec.action,
    actor: spec.actor,
    requestId: request2.id,
    requestCode: spec.request?.code ?? null,
    target,
    address: request2.ip ?? null
  };
  const asked = { changed: spec.changed, attachments: spec.attachments };
  await expectWrite(services.db, spec, request2.id, new Date(services.clock.now())).catch((error) => {
    request2.log.warn(
      { err: error },
      "a write could not be recorded as expected: its change may be credited to the vendor"
    );
  });
  let answer;
  let confirmed = false;
  try {
    const checked = doubt ? await doubt.read() : null;
    confirmed = checked?.applied ?? false;
    answer = checked?.applied ? { status: 200, durationMs: checked.durationMs, unreadable: checked.unreadable } : await send();
  } catch (error) {
    const problem = error instanceof HttpProblem ? { status: error.status, code: error.code } : null;
    request2.log.warn(
      {
        write: spec.kind,
        target,
        problem,
        vendorError: error instanceof VendorProblem && error.source instanceof Error ? error.source.message : void 0,
        doubt: doubt?.after
      },
      "a write did not go through"
    );
    const failed = {
      ...audit,
      at: new Date(services.clock.now()),
      outcome: auditOutcome2(error),
      details: {
        kind: spec.kind,
        ...asked,
        problem: problem ?? { status: 500, code: "internal_error" },
        ...doubt ? { checkedAfter: doubt.after } : {}
      }
    };
    services.writes.afterAnswer(
      reply,
      async () => {
        if (failed.outcome === "refused") await forgetWrite(services.db, request2.id);
        await services.writes.emitAudited(failed, request2.log);
      },
      request2.log
    );
    throw error;
  }
  if (confirmed) {
    request2.log.info(
      { write: spec.kind, target, doubt: doubt?.after },
      "an ambiguous write was already applied at the vendor: not sent again"
    );
  }
  const at = new Date(services.clock.now());
  const outcome = {
    kind: spec.kind,
    request: spec.request,
    paymentId: spec.paymentId,
    at: at.toISOString(),
    changed: spec.changed,
    attachments: spec.attachments,
    vendor: {
      status: answer.status,
      durationMs: answer.durationMs,
      unreadableFields: answer.unreadable.length
    }
  };
  const audited = {
    ...audit,
    at,
    outcome: "ok",
    details: {
      kind: spec.kind,
      ...asked,
      vendor: outcome.vendor,
      ...confirmed && doubt ? { confirmedAfter: doubt.after, note: CONFIRMED_NOTE } : {}
    }
  };
  const afterWrite = {
    kind: spec.kind,
    request: spec.request,
    paymentId: spec.paymentId,
    actor: spec.actor,
    at,
    requestId: request2.id,
    outcome
  };
  services.writes.afterAnswer(
    reply,
    async () => {
      await services.writes.emitAudited(audited, request2.log);
      await services.writes.emitAfterWrite(afterWrite, request2.log);
    },
    request2.log
  );
  return outcome;
}

// src/bff/writes/staleness/checkBaseVersion.ts
import { sql as sql40 } from "drizzle-orm";
import { z as z78 } from "zod";

// src/bff/mirror/versionedHistory.ts
import { sql as sql39 } from "drizzle-orm";
import { z as z77 } from "zod";

// src/bff/mirror/historyRows.ts
import { z as z76 } from "zod";

// src/bff/mirror/changeActors.ts
function syncActor(source) {
  return { kind: "sync", source: source === "write" ? "refresh" : source };
}
function changeActorOf(source, person2) {
  return person2 ? { kind: "person", id: person2.id, name: person2.name } : syncActor(source);
}
function storedActor(source, changedBy, email) {
  const recorded = changeActor.safeParse(changedBy);
  if (recorded.success) return recorded.data;
  if (source === "write" && email) return { kind: "person", id: null, name: email };
  return syncActor(source);
}

// src/bff/mirror/historyRows.ts
var fieldChanges = z76.array(z76.object({ field: z76.string(), from: z76.unknown(), to: z76.unknown() })).catch([]);
var historyColumns = {
  id: z76.coerce.string(),
  at: instantText,
  source: historySourceSchema,
  actor: z76.string().nullable(),
  changedBy: z76.unknown(),
  changes: fieldChanges
};
function withActor({ actor, changedBy, ...entry }) {
  return { ...entry, actor: storedActor(entry.source, changedBy, actor) };
}
var historyRow = z76.object(historyColumns).transform(withActor);

// src/bff/mirror/versionedHistory.ts
var versionedRow = z77.object({ ...historyColumns, version: z77.coerce.number().int() }).transform(withActor);
async function readVersionedHistory(db, type, code, { after, limit, order }) {
  const direction = order === "newest" ? sql39`desc` : sql39`asc`;
  const since = after === void 0 ? sql39`true` : sql39`v.version > ${after}`;
  return queryRows(
    db,
    sql39`select v.* from (
          select h.id, h.at, h.source, h.actor, h.changed_by as "changedBy", h.changes,
                 greatest(m.observed_version - row_number() over (order by h.id desc) + 1, 0) as version
            from request_history h
            join mirror_requests m on m.type = h.type and m.code = h.code
           where h.type = ${type} and h.code = ${code}) v
        where ${since}
        order by v.at ${direction}, v.id ${direction} limit ${limit}`,
    versionedRow
  );
}

// src/bff/writes/staleness/checkBaseVersion.ts
var STALE_CHANGES_LIMIT = 100;
var versionRow = z78.object({ version: z78.coerce.number().int() });
function isOwn(actor, writer) {
  return actor.kind === "person" && writer.kind === "user" && actor.id !== null && actor.id === writer.id;
}
function who(actor) {
  return actor.kind === "person" ? actor.name : "the vendor's platform";
}
function describe(target, base, current, changes) {
  const newest = changes.at(-1);
  const by = newest ? ` by ${who(newest.actor)} at ${newest.at}` : "";
  return `The ${target.type} ${target.code} changed after the form was opened (version ${base}, now ${current})${by}. Nothing was sent to the vendor: check what changed and send the change again on version ${current} to apply it.`;
}
async function readMirrorVersion(db, target) {
  const [row] = await queryRows(
    db,
    sql40`select observed_version as version from mirror_requests
         where type = ${target.type} and code = ${target.code}`,
    versionRow
  );
  return row?.version ?? 0;
}
async function checkBaseVersion(db, target, base, writer, seen) {
  if (seen === base) return;
  const found = await db.transaction(async (tx) => {
    const [row] = await queryRows(
      tx,
      sql40`select observed_version as version from mirror_requests
           where type = ${target.type} and code = ${target.code} for share`,
      versionRow
    );
    const current2 = row?.version ?? 0;
    if (current2 === base) return null;
    const changes2 = current2 > base ? await readVersionedHistory(tx, target.type, target.code, {
      after: base,
      limit: STALE_CHANGES_LIMIT,
      order: "oldest"
    }) : [];
    return { current: current2, changes: changes2 };
  });
  if (!found) return;
  const { current, changes } = found;
  if (current > base && changes.length > 0 && changes.every((entry) => isOwn(entry.actor, writer))) return;
  throw new HttpProblem({
    status: 409,
    code: WRITE_PROBLEM_CODES.requestChanged,
    detail: describe(target, base, current, changes),
    extensions: { baseVersion: base, currentVersion: current, changes }
  });
}

// src/bff/writes/runWrite.ts
function runWrite(context, request2, reply, run) {
  const actor = actorOf(request2);
  const { db } = context.services;
  const seen = run.base ? readMirrorVersion(db, run.base.target) : null;
  seen?.catch(() => void 0);
  return runIdempotent({
    store: context.store,
    request: request2,
    reply,
    claim: claimFor(run.key, actor, run.submitted),
    alongside: () => context.services.governor.endsRecorded(),
    work: async (doubt) => {
      if (!doubt && run.base && seen) {
        await checkBaseVersion(db, run.base.target, run.base.version, actor, await seen);
      }
      return performWrite(
        context.services,
        request2,
        reply,
        { ...run.spec, actor },
        run.send,
        doubt && { after: doubt, read: run.appliedAtVendor }
      );
    }
  });
}

// src/bff/writes/routes/writeRouteNotes.ts
var baseVersionNote = "The write names the version of the request it was made on (`baseVersion`, the `version` of its detail; 0 for a request the mirror does not hold). When the mirror has moved since, by anyone but the caller, the answer is 409 request_changed_since_opened listing the changes after it (`changes`, with `currentVersion`), and nothing is sent to the vendor.";
var idempotencyKeyNote = "Optional; 8-200 visible ASCII characters (a UUID). A retried submit with the same key and content gets the first answer again, marked Idempotency-Replayed: true; nothing is sent twice. After an ambiguous end (a vendor time-out or 5xx, a lost answer), a retry with the same key first reads the vendor and answers a change it already has as done, without sending it again.";

// src/bff/writes/routes/paymentRecordDeleteRoute.ts
function registerPaymentRecordDeleteRoute(root, context) {
  const app = root.withTypeProvider();
  const { vendor } = context.services;
  app.delete(
    "/api/payments/:paymentId",
    {
      config: { access: access.roles("finance") },
      schema: {
        tags: ["writes"],
        summary: "Delete a payment record; the request has no payment afterwards.",
        description: idempotencyKeyNote,
        params: paymentRecordParams,
        response: { 200: writeOutcome }
      }
    },
    async (request2, reply) => {
      const key = readIdempotencyKey(request2);
      const { paymentId } = request2.params;
      return runWrite(context, request2, reply, {
        key,
        submitted: { method: "DELETE", path: `/api/payments/${paymentId}`, fields: {} },
        base: null,
        spec: {
          kind: "paymentRecordDelete",
          action: "payment.delete",
          request: null,
          paymentId,
          changed: {},
          attachments: []
        },
        send: () => vendor.deletePaymentRecord(paymentId),
        appliedAtVendor: paymentRecordDeleteCheck(vendor, paymentId)
      });
    }
  );
}

// src/contract/api/payments.ts
import { z as z79 } from "zod";
var paymentRecordView = z79.object({
  paymentId: z79.string(),
  record: payment,
  /** Fields of the vendor's answer that did not match the contract and are left out of `record`. */
  unreadable: z79.array(unreadableField),
  /** ISO 8601: when the vendor answered. */
  fetchedAt: z79.string()
});

// src/bff/writes/routes/paymentRecordReadRoute.ts
function registerPaymentRecordReadRoute(root, services) {
  const app = root.withTypeProvider();
  app.get(
    "/api/payments/:paymentId",
    {
      config: { access: access.roles("finance") },
      schema: {
        tags: ["writes"],
        summary: "Read a payment record from the vendor (one governed call, priority 'refresh').",
        params: paymentRecordParams,
        response: { 200: paymentRecordView }
      }
    },
    async (request2) => {
      const { paymentId } = request2.params;
      const result = await services.vendor.getPaymentRecord(paymentId);
      return {
        paymentId,
        record: result.record,
        unreadable: result.unreadable.map(({ path, problem }) => ({ path, problem })),
        fetchedAt: new Date(services.clock.now()).toISOString()
      };
    }
  );
}

// src/bff/writes/routes/paymentRecordUpdateRoute.ts
function registerPaymentRecordUpdateRoute(root, context) {
  const app = root.withTypeProvider();
  const { vendor } = context.services;
  app.put(
    "/api/payments/:paymentId",
    {
      config: { access: access.roles("finance") },
      schema: {
        tags: ["writes"],
        summary: "Update the status and/or condition of a payment record.",
        description: idempotencyKeyNote,
        params: paymentRecordParams,
        body: paymentRecordChange,
        response: { 200: writeOutcome }
      }
    },
    async (request2, reply) => {
      const key = readIdempotencyKey(request2);
      const { paymentId } = request2.params;
      const change = request2.body;
      const changed = Object.fromEntries(
        Object.entries(change).filter((entry) => typeof entry[1] === "string")
      );
      return runWrite(context, request2, reply, {
        key,
        submitted: { method: "PUT", path: `/api/payments/${paymentId}`, fields: changed },
        base: null,
        spec: {
          kind: "paymentRecordUpdate",
          action: "payment.update",
          request: null,
          paymentId,
          changed,
          attachments: []
        },
        send: () => vendor.updatePaymentRecord(paymentId, change),
        appliedAtVendor: paymentRecordUpdateCheck(vendor, paymentId, change)
      });
    }
  );
}

// src/bff/writes/routes/paymentUpdateRoute.ts
import { openAsBlob } from "node:fs";

// src/bff/writes/upload/paymentFormProblem.ts
function paymentFormProblem(issues) {
  const errors2 = issues.flatMap(
    (issue) => issue.code === "unrecognized_keys" ? issue.keys.map((key) => ({
      path: key.slice(0, 60),
      message: "is not a field of a payment update (status, type, condition, description, attachments, baseVersion)"
    })) : [{ path: issue.path.map(String).join(".") || "(form)", message: issue.message }]
  );
  const first = errors2[0];
  return new HttpProblem({
    status: 400,
    code: WRITE_PROBLEM_CODES.invalidInput,
    detail: first ? `The form is invalid: ${first.path} ${first.message}.` : "The form is invalid.",
    errors: errors2
  });
}

// src/bff/writes/upload/receivePaymentForm.ts
import { createHash as createHash3 } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm as rm2 } from "node:fs/promises";
import { join as join4 } from "node:path";
import { Transform } from "node:stream";
import { finished, pipeline as pipeline2 } from "node:stream/promises";
import "@fastify/multipart";

// src/bff/writes/upload/checkFileName.ts
var BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
var hasControl2 = (text21) => [...text21].some((char) => {
  const code = char.charCodeAt(0);
  return code < 32 || code >= 127 && code <= 159;
});
var RESERVED = /[<>:"|?*]/;
function checkFileName(raw) {
  const name = raw.normalize("NFC").trim();
  if (name === "") return { ok: false, reason: "has no name" };
  if (/[/\\]/.test(name)) {
    return {
      ok: false,
      reason: 'contains a folder path ("/" or "\\"); send the file under its own name only'
    };
  }
  if (/^\.+$/.test(name)) return { ok: false, reason: "is not a file name" };
  if (hasControl2(name)) return { ok: false, reason: "contains control characters" };
  if (BIDI_CONTROLS.test(name)) {
    return { ok: false, reason: "contains invisible characters that change the reading direction" };
  }
  if (RESERVED.test(name)) return { ok: false, reason: 'contains one of the characters < > : " | ? *' };
  if (name.startsWith(".")) return { ok: false, reason: "starts with a dot" };
  if ([...name].length > UPLOAD_LIMITS.maxFileNameLength) {
    return { ok: false, reason: `is longer than ${UPLOAD_LIMITS.maxFileNameLength} characters` };
  }
  return { ok: true, name };
}
function showFileName(raw) {
  const shown = JSON.stringify(raw.length > 80 ? `${raw.slice(0, 79)}\u2026` : raw);
  return shown.replace(
    /[\u202a-\u202e\u2066-\u2069\u200e\u200f]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16)}`
  );
}

// src/bff/writes/upload/sniffDocumentType.ts
import { fileTypeFromBuffer } from "file-type";
var SNIFF_BYTES = 4100;
var NAMED = {
  exe: "a Windows program",
  elf: "a Linux program",
  mach: "a macOS program",
  zip: "a ZIP archive (Office documents are ZIP archives too)",
  docx: "a Word document",
  xlsx: "an Excel spreadsheet",
  pptx: "a PowerPoint presentation",
  rar: "a RAR archive",
  "7z": "a 7-Zip archive",
  gz: "a gzip archive",
  cfb: "an old Office document",
  gif: "a GIF image",
  rtf: "an RTF document",
  xml: "HTML, SVG or XML text"
};
async function sniffDocumentType(head) {
  const found = await fileTypeFromBuffer(head).catch(() => void 0);
  const accepted2 = documentMediaTypeSchema.safeParse(found?.mime);
  if (accepted2.success) return { accepted: true, mediaType: accepted2.data };
  if (found)
    return { accepted: false, looksLike: NAMED[found.ext] ?? `a .${found.ext} file (${found.mime})` };
  const text21 = Buffer.from(head.subarray(0, 64)).toString("latin1").replace(/^\xef\xbb\xbf/, "").trimStart();
  if (text21.startsWith("<")) return { accepted: false, looksLike: NAMED.xml ?? "markup" };
  if (text21.startsWith("#!")) return { accepted: false, looksLike: "a script" };
  return { accepted: false, looksLike: "an unrecognised kind of file" };
}

// src/bff/writes/upload/uploadTempDirs.ts
import { readlinkSync } from "node:fs";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { hostname as osHostname, tmpdir } from "node:os";
import { join as join3 } from "node:path";
var PREFIX = "painel-upload_";
var OWNED = /^painel-upload_(.+)_(\d+)_(\d+)_[A-Za-z0-9]{6}$/;
var UNOWNED = /^painel-upload-[A-Za-z0-9]{6}$/;
var ABANDONED_AFTER_MS = 6 * 60 * 6e4;
function machineName() {
  const host = osHostname().replace(/[^A-Za-z0-9.-]/g, "-") || "host";
  try {
    const namespace = /\[(\d+)\]/.exec(readlinkSync("/proc/self/ns/pid"))?.[1];
    return namespace ? `${host}.ns${namespace}` : host;
  } catch {
    return host;
  }
}
var thisProcess = {
  hostname: machineName(),
  pid: process.pid,
  startedAt: Math.round(Date.now() - process.uptime() * 1e3)
};
function uploadTmpRoot(root) {
  return root ?? tmpdir();
}
function makeUploadDir(root, owner = thisProcess) {
  return mkdtemp(join3(uploadTmpRoot(root), `${PREFIX}${owner.hostname}_${owner.pid}_${owner.startedAt}_`));
}
function pidIsRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
function ownerIsGone(name, self, isRunning) {
  const owned = OWNED.exec(name);
  if (!owned) return false;
  const [, host, pidText, startedText] = owned;
  if (host !== self.hostname) return false;
  const pid = Number(pidText);
  if (pid === self.pid) return Number(startedText) !== self.startedAt;
  return !isRunning(pid);
}
async function sweepAbandonedUploadDirs(options = {}) {
  const root = uploadTmpRoot(options.root);
  const self = options.self ?? thisProcess;
  const now = options.now ?? Date.now();
  const isRunning = options.isRunning ?? pidIsRunning;
  let names;
  try {
    names = await readdir(root);
  } catch {
    return [];
  }
  const removed = [];
  for (const name of names) {
    if (!OWNED.test(name) && !UNOWNED.test(name)) continue;
    const path = join3(root, name);
    try {
      const info = await stat(path);
      if (!info.isDirectory()) continue;
      const abandoned = now - info.mtimeMs > ABANDONED_AFTER_MS;
      if (!abandoned && !ownerIsGone(name, self, isRunning)) continue;
      await rm(path, { recursive: true, force: true });
      removed.push(name);
    } catch {
    }
  }
  return removed;
}

// src/bff/writes/upload/receivePaymentForm.ts
var FORM_OVERHEAD_BYTES = 1024 * 1024;
var MAX_TEXT_FIELD_BYTES = 16 * 1024;
var MiB = 1024 * 1024;
var mebibytes = (bytes) => `${Math.round(bytes / MiB * 10) / 10} MiB`;
var accepted = Object.values(DOCUMENT_TYPES).map((type) => type.label).join(", ");
async function spool(file, path, roomLeft) {
  const hash2 = createHash3("sha256");
  let size = 0;
  let head = Buffer.alloc(0);
  let decided = false;
  const result = { size: 0, sha256: "", mediaType: null, looksLike: null, overTotal: false };
  const failed = (error) => new Error("The upload could not be inspected.", { cause: error });
  const decide = async () => {
    decided = true;
    const sniffed = await sniffDocumentType(head);
    if (sniffed.accepted) result.mediaType = sniffed.mediaType;
    else result.looksLike = sniffed.looksLike;
  };
  const dropping = () => result.looksLike !== null || result.overTotal;
  const inspector = new Transform({
    transform(chunk, _encoding, done) {
      size += chunk.length;
      const pass = () => {
        if (size > roomLeft) result.overTotal = true;
        if (dropping()) return done();
        hash2.update(chunk);
        done(null, chunk);
      };
      if (!decided) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        if (head.length >= SNIFF_BYTES) {
          decide().then(pass, (error) => done(failed(error)));
          return;
        }
      }
      pass();
    },
    flush(done) {
      if (decided || size === 0) return done();
      decide().then(
        () => done(),
        (error) => done(failed(error))
      );
    }
  });
  await pipeline2(file, inspector, createWriteStream(path, { flags: "wx", mode: 384 }));
  result.size = size;
  result.sha256 = hash2.digest("hex");
  return result;
}
async function drain(file) {
  let bytes = 0;
  file.on("data", (chunk) => {
    bytes += chunk.length;
  });
  file.resume();
  await finished(file);
  return bytes;
}
function tooLarge(code, detail) {
  return new HttpProblem({ status: 413, code, detail, headers: { connection: "close" } });
}
function multipartProblem(error, limits) {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : void 0;
  switch (code) {
    case "FST_FILES_LIMIT":
      return new HttpProblem({
        status: 413,
        code: WRITE_PROBLEM_CODES.tooManyFiles,
        detail: `A payment update takes at most ${limits.maxFiles} files; this one has more. Send the others in another update.`
      });
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return new HttpProblem({
        status: 413,
        code: WRITE_PROBLEM_CODES.malformedUpload,
        detail: "The form has more fields than a payment update can have (status, type, condition, description and attachments)."
      });
    case "FST_PROTO_VIOLATION":
    case "FST_INVALID_JSON_FIELD_ERROR":
    case "FST_MP_PREMATURE_CLOSE":
      return new HttpProblem({
        status: 400,
        code: WRITE_PROBLEM_CODES.malformedUpload,
        detail: "The upload was cut off or malformed, so nothing was sent to the vendor. Try again."
      });
    default:
      if (error instanceof Error && /multipart|part terminated|unexpected end/i.test(error.message)) {
        return new HttpProblem({
          status: 400,
          code: WRITE_PROBLEM_CODES.malformedUpload,
          detail: "The upload was cut off or malformed, so nothing was sent to the vendor. Try again."
        });
      }
      return null;
  }
}
async function receivePaymentForm(request2, options = {}) {
  const limits = options.limits ?? UPLOAD_LIMITS;
  if (!request2.isMultipart()) {
    throw new HttpProblem({
      status: 415,
      code: WRITE_PROBLEM_CODES.multipartRequired,
      detail: 'Send the payment update as multipart/form-data, with the files in the "attachments" field.'
    });
  }
  const declared = Number(request2.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limits.maxTotalBytes + FORM_OVERHEAD_BYTES) {
    throw tooLarge(
      WRITE_PROBLEM_CODES.uploadTooLarge,
      `The files of one payment update may add up to ${mebibytes(limits.maxTotalBytes)}; this upload is ${mebibytes(declared)}.`
    );
  }
  const dir = await makeUploadDir(options.tmpRoot);
  const cleanup = () => rm2(dir, { recursive: true, force: true });
  const fields = /* @__PURE__ */ new Map();
  const files = [];
  const seen = /* @__PURE__ */ new Set();
  let total = 0;
  let fileIndex = -1;
  let refusal2;
  const refuse = (problem) => {
    refusal2 ??= problem;
  };
  try {
    const parts = request2.parts({
      preservePath: true,
      limits: {
        files: limits.maxFiles,
        fileSize: limits.maxFileBytes,
        fields: 8,
        parts: limits.maxFiles + 8,
        fieldSize: MAX_TEXT_FIELD_BYTES,
        headerPairs: 50
      }
    });
    for await (const part of parts) {
      if (part.type === "field") {
        if (fields.has(part.fieldname)) {
          refuse(invalidField(part.fieldname, "was sent more than once"));
        } else if (part.valueTruncated) {
          refuse(invalidField(part.fieldname, `is longer than ${MAX_TEXT_FIELD_BYTES / 1024} KiB`));
        } else {
          fields.set(part.fieldname, String(part.value));
        }
        continue;
      }
      fileIndex += 1;
      const index14 = fileIndex;
      if (refusal2) {
        await drain(part.file);
        continue;
      }
      if (part.fieldname !== ATTACHMENTS_FIELD) {
        await drain(part.file);
        refuse(
          invalidField(part.fieldname, `is not a field for files; send files in "${ATTACHMENTS_FIELD}"`)
        );
        continue;
      }
      const rawName = typeof part.filename === "string" ? part.filename : "";
      const checked = checkFileName(rawName);
      if (!checked.ok) {
        const bytes = await drain(part.file);
        if (rawName.trim() === "" && bytes === 0) continue;
        refuse(
          new HttpProblem({
            status: 400,
            code: WRITE_PROBLEM_CODES.unsafeFileName,
            detail: `The file name ${showFileName(rawName)} ${checked.reason}. Rename the file and try again.`,
            errors: [{ path: `attachments[${index14}]`, message: `the name ${checked.reason}` }]
          })
        );
        continue;
      }
      const key = checked.name.toLowerCase();
      if (seen.has(key)) {
        await drain(part.file);
        refuse(
          new HttpProblem({
            status: 400,
            code: WRITE_PROBLEM_CODES.duplicateFileName,
            detail: `Two files are named ${showFileName(checked.name)}; the vendor keeps one file per name. Rename one of them.`,
            errors: [{ path: `attachments[${index14}]`, message: "has the same name as another file" }]
          })
        );
        continue;
      }
      seen.add(key);
      const path = join4(dir, String(index14));
      const inspected = await spool(part.file, path, limits.maxTotalBytes - total);
      const shown = showFileName(checked.name);
      if (part.file.truncated) {
        refuse(
          tooLarge(
            WRITE_PROBLEM_CODES.fileTooLarge,
            `The file ${shown} is larger than ${mebibytes(limits.maxFileBytes)}, the most the vendor takes per file. Send a smaller copy (a lower scan resolution, a compressed PDF).`
          )
        );
      } else if (inspected.size === 0) {
        refuse(
          new HttpProblem({
            status: 400,
            code: WRITE_PROBLEM_CODES.emptyFile,
            detail: `The file ${shown} is empty. Choose the file again; it may not have finished saving.`,
            errors: [{ path: `attachments[${index14}]`, message: "is empty" }]
          })
        );
      } else if (inspected.overTotal) {
        refuse(
          tooLarge(
            WRITE_PROBLEM_CODES.uploadTooLarge,
            `The files of one payment update may add up to ${mebibytes(limits.maxTotalBytes)}; with ${shown} they are more. Send some of them in another update.`
          )
        );
      } else if (!inspected.mediaType) {
        refuse(
          new HttpProblem({
            status: 415,
            code: WRITE_PROBLEM_CODES.unsupportedFileType,
            detail: `The file ${shown} is ${inspected.looksLike ?? "of an unknown kind"}, whatever its name says; only ${accepted} documents are accepted.`,
            errors: [
              { path: `attachments[${index14}]`, message: `is ${inspected.looksLike ?? "of an unknown kind"}` }
            ]
          })
        );
      } else {
        total += inspected.size;
        files.push({
          name: checked.name,
          size: inspected.size,
          mediaType: inspected.mediaType,
          sha256: inspected.sha256,
          path
        });
      }
    }
  } catch (error) {
    await cleanup();
    throw multipartProblem(error, limits) ?? error;
  }
  if (refusal2) {
    await cleanup();
    throw refusal2;
  }
  return { fields: Object.fromEntries(fields), files, cleanup };
}
function invalidField(name, message) {
  const shown = JSON.stringify(name.slice(0, 60));
  return new HttpProblem({
    status: 400,
    code: WRITE_PROBLEM_CODES.invalidInput,
    detail: `The form field ${shown} ${message}.`,
    errors: [{ path: name.slice(0, 60), message }]
  });
}

// src/bff/writes/routes/paymentUpdateRoute.ts
function registerPaymentUpdateRoute(root, context, uploads) {
  const app = root.withTypeProvider();
  const { services } = context;
  const { limits } = uploads;
  app.put(
    "/api/requests/order/:code/payment",
    {
      config: { access: access.roles("finance") },
      // @fastify/multipart logs its parser options at trace level, request headers (the session
      // cookie) included: this route never logs at trace.
      logLevel: services.config.LOG_LEVEL === "trace" ? "debug" : services.config.LOG_LEVEL,
      schema: {
        tags: ["writes"],
        summary: "Update the payment of an order: status, type, condition, description and attachments.",
        description: [
          "multipart/form-data with optional text fields `status` (notRequested, requested, received,",
          "cancelled), `type` (pix, boleto, debito, credito, financiamento, other), `condition`,",
          `\`description\`, and up to ${limits.maxFiles} files in \`attachments\` (each at most`,
          `${limits.maxFileBytes} bytes, together at most ${limits.maxTotalBytes} bytes; PDF, PNG, JPEG or`,
          "WebP by content). At least one field or file. A file named like one already attached replaces it.",
          `The text field \`baseVersion\` is required. ${baseVersionNote}`,
          idempotencyKeyNote
        ].join(" "),
        consumes: ["multipart/form-data"],
        params: orderWriteParams,
        response: { 200: writeOutcome }
      }
    },
    async (request2, reply) => {
      const key = readIdempotencyKey(request2);
      const { code } = request2.params;
      const form = await receivePaymentForm(request2, { limits, tmpRoot: uploads.tmpRoot });
      try {
        const parsed = paymentUpdateForm2.safeParse(form.fields);
        if (!parsed.success) throw paymentFormProblem(parsed.error.issues);
        const { baseVersion: baseVersion2, ...fields } = parsed.data;
        const changed = Object.fromEntries(
          Object.entries(fields).filter((entry) => entry[1] !== void 0)
        );
        if (Object.keys(changed).length === 0 && form.files.length === 0) {
          throw new HttpProblem({
            status: 400,
            code: WRITE_PROBLEM_CODES.nothingToUpdate,
            detail: "Nothing to update: send a status, type, condition, description or at least one file."
          });
        }
        return await runWrite(context, request2, reply, {
          key,
          submitted: {
            method: "PUT",
            path: `/api/requests/order/${code}/payment`,
            fields: { ...changed, baseVersion: String(baseVersion2) },
            files: form.files
          },
          base: { target: { type: "order", code }, version: baseVersion2 },
          spec: {
            kind: "payment",
            action: "request.payment.update",
            request: { type: "order", code },
            paymentId: null,
            changed,
            attachments: form.files.map((file) => ({
              name: file.name,
              size: file.size,
              mediaType: file.mediaType
            }))
          },
          send: async () => services.vendor.updateRequestPayment(
            code,
            fields,
            // Blobs of the spooled files: undici reads each from disk while sending.
            await Promise.all(
              form.files.map(async (file) => ({
                filename: file.name,
                contentType: file.mediaType,
                blob: await openAsBlob(file.path)
              }))
            )
          ),
          appliedAtVendor: paymentUpdateCheck(
            services.vendor,
            code,
            fields,
            form.files.map((file) => file.name)
          )
        });
      } finally {
        await form.cleanup();
      }
    }
  );
}

// src/bff/writes/routes/responsibleRoute.ts
function registerResponsibleRoute(root, context) {
  const app = root.withTypeProvider();
  const { vendor } = context.services;
  app.put(
    "/api/requests/:type/:code/responsible",
    {
      config: { access: access.roles("sales") },
      schema: {
        tags: ["writes"],
        summary: "Hand a budget or order to another responsible collaborator.",
        description: `The e-mail must be that of a collaborator of the vendor account. ${baseVersionNote} ${idempotencyKeyNote}`,
        params: requestWriteParams,
        body: responsibleChangeBody,
        response: { 200: writeOutcome }
      }
    },
    async (request2, reply) => {
      const key = readIdempotencyKey(request2);
      const { type, code } = request2.params;
      const { email, baseVersion: baseVersion2 } = request2.body;
      return runWrite(context, request2, reply, {
        key,
        submitted: {
          method: "PUT",
          path: `/api/requests/${type}/${code}/responsible`,
          fields: { email, baseVersion: String(baseVersion2) }
        },
        base: { target: { type, code }, version: baseVersion2 },
        spec: {
          kind: "responsible",
          action: "request.responsible.change",
          request: { type, code },
          paymentId: null,
          changed: { email },
          attachments: []
        },
        send: () => vendor.updateResponsible(code, email),
        appliedAtVendor: responsibleCheck(vendor, { type, code }, email)
      });
    }
  );
}

// src/bff/writes/registerWriteRoutes.ts
async function registerWriteRoutes(scope, options) {
  const { services } = options;
  await scope.register(fastifyMultipart, { throwFileSizeLimit: false });
  const store = new IdempotencyStore({
    db: services.db,
    clock: services.clock,
    abandonedAfterMs: services.config.IDEMPOTENCY_PENDING_TIMEOUT_SECONDS * 1e3,
    // A call that timed out may still be applied by the vendor for as long as its time-out.
    settleMs: services.config.UPSTREAM_TIMEOUT_MS
  });
  scope.addHook("onClose", () => services.writes.settle());
  const context = { services, store };
  registerResponsibleRoute(scope, context);
  registerPaymentUpdateRoute(scope, context, {
    limits: options.uploadLimits ?? { ...UPLOAD_LIMITS },
    tmpRoot: options.uploadTmpRoot
  });
  registerPaymentRecordReadRoute(scope, services);
  registerPaymentRecordUpdateRoute(scope, context);
  registerPaymentRecordDeleteRoute(scope, context);
}

// src/bff/app.ts
var REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
async function buildApp(options) {
  const { config } = options.services;
  const wantsReadable = options.prettyLogs === true && !options.logStream;
  const destination = options.logger === false ? null : options.logStream ? { stream: options.logStream, readable: false } : await logDestination(wantsReadable);
  const app = Fastify({
    logger: destination ? loggerOptions(config.LOG_LEVEL, destination.stream) : false,
    // One line per request, at debug (LOG_LEVEL=debug shows them).
    logController: new QuietRequestLog(),
    // A request id from a trusted proxy is kept so logs line up across hops; anything odd is replaced.
    genReqId: (request2) => {
      const incoming = request2.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID4();
    },
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024
  }).withTypeProvider();
  if (wantsReadable && destination && !destination.readable) {
    app.log.info(
      "readable log lines need pino-pretty, a development dependency not installed here: writing JSON"
    );
  }
  if (options.announce) app.log.info(options.announce);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.addHook("onRequest", async (request2, reply) => {
    reply.header("x-request-id", request2.id);
  });
  await registerSecurity(app, options.services);
  await registerOpenApi(app, options.version ?? "0.0.0");
  app.get(
    "/api/health",
    {
      config: { access: access.public },
      schema: {
        tags: ["operations"],
        summary: "Liveness of the backend, readable without a session.",
        response: { 200: healthResponse }
      }
    },
    async () => ({
      status: "ok",
      version: options.version ?? "0.0.0",
      mode: config.mode,
      publicUrl: config.publicUrlSet ? config.PUBLIC_URL : null
    })
  );
  installHttpMetrics(app, options.services.metrics.httpDuration);
  await app.register(registerOpsRoutes, { services: options.services });
  await app.register(registerWriteRoutes, { services: options.services });
  await app.register(registerStatusesRoutes, { services: options.services });
  await app.register(registerMirrorRoutes, { services: options.services });
  await app.register(registerInsightsRoutes, { services: options.services });
  await app.register(registerSettingsRoutes, { services: options.services });
  await app.register(registerCustomFieldsRoutes, { services: options.services });
  await app.register(registerViewsRoutes, { services: options.services });
  registerLiveRoutes(app, options.services);
  await app.register(registerSecurityRoutes, { services: options.services });
  await registerSpa(app, config.WEB_DIR);
  return app;
}

// src/bff/db/embeddedScope.ts
var EMBEDDED_SCOPE_REQUESTS = 2e4;
function embeddedScopeWarning(requests, scope) {
  const count5 = (value) => value.toLocaleString("en-US");
  return `the embedded database (PGlite, in DATA_DIR) holds ${count5(requests)} requests, more than the ${count5(scope)} it is meant for: past that its insights page is slower than Painel promises. Move to PostgreSQL: stop Painel, set DATABASE_URL=postgres://\u2026 and start it again. Painel creates its tables there and copies the vendor's requests from scratch, as on a first start (within BACKFILL_HORIZON_MONTHS); what only Painel held in DATA_DIR is not carried over (people, saved views, settings, custom-field names, the audit log and the history of changes Painel saw, so time in status starts again). Wait an hour after stopping before starting on PostgreSQL: the vendor still counts the last hour of calls, which the new database does not know about.`;
}
function watchEmbeddedScope(options) {
  const { kind, countRequests, live, logger, scope = EMBEDDED_SCOPE_REQUESTS } = options;
  if (kind !== "pglite") return () => {
  };
  let warned = false;
  let stop = () => {
  };
  const judge = (requests) => {
    if (warned || requests <= scope) return;
    warned = true;
    stop();
    logger.warn({ requests, scope }, embeddedScopeWarning(requests, scope));
  };
  stop = live.subscribe(({ event }) => {
    if (event.kind === "sync.progress") {
      judge(event.freshness.mirrored.order + event.freshness.mirrored.budget);
    }
  });
  countRequests().then(
    judge,
    (error) => logger.warn({ err: error }, "could not count the embedded database\u2019s requests at start")
  );
  return () => stop();
}

// src/bff/mirror/mirrorCounts.ts
import { sql as sql41 } from "drizzle-orm";
import { z as z80 } from "zod";
async function mirrorCounts(db) {
  const rows = await queryRows(
    db,
    sql41`select t.type, coalesce(sum(t.requests), 0) as count from mirror_status_totals t
        where t.removed = false group by t.type`,
    z80.object({ type: requestTypeSchema, count: z80.coerce.number().int() })
  );
  const counts = { order: 0, budget: 0 };
  for (const row of rows) counts[row.type] = row.count;
  return counts;
}

// src/bff/db/openDatabase.ts
import { mkdir } from "node:fs/promises";
import { resolve as resolve3 } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

// src/bff/db/advisoryLocks.ts
var advisoryLockNamespace = 1346457157;
var advisoryLocks = {
  /** Held while one process applies migrations, so that replicas starting together wait in turn. */
  migrations: 1
};

// src/bff/db/openDatabase.ts
async function openDatabase(options) {
  const migrationsFolder = options.migrationsFolder ?? findMigrationsFolder();
  return options.databaseUrl ? openServer(options.databaseUrl, migrationsFolder, options) : openEmbedded(options.dataDir, migrationsFolder);
}
async function openEmbedded(folder, migrationsFolder) {
  const inMemory = folder.startsWith("memory://");
  const dataDir = inMemory ? folder : resolve3(folder);
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    const db = drizzlePglite({ client, schema: schema_exports });
    await migratePglite(db, { migrationsFolder });
    return { db, kind: "pglite", close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}
async function openServer(connectionString, migrationsFolder, options) {
  const pool = new pg.Pool({ connectionString, max: options.poolSize ?? 10 });
  pool.on(
    "error",
    options.onPoolError ?? ((error) => console.error(`PostgreSQL connection error: ${error.message}`))
  );
  pool.on("connect", (client) => {
    client.on("error", () => void 0);
  });
  try {
    await migrateUnderLock(pool, migrationsFolder);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzleNodePg({ client: pool, schema: schema_exports });
  return { db, kind: "postgres", close: () => pool.end() };
}
async function migrateUnderLock(pool, migrationsFolder) {
  const connection = await pool.connect();
  let broken = false;
  try {
    await connection.query("select pg_advisory_lock($1, $2)", [
      advisoryLockNamespace,
      advisoryLocks.migrations
    ]);
    try {
      await migrateNodePg(drizzleNodePg({ client: connection, schema: schema_exports }), { migrationsFolder });
    } finally {
      await connection.query("select pg_advisory_unlock($1, $2)", [
        advisoryLockNamespace,
        advisoryLocks.migrations
      ]);
    }
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    connection.release(broken);
  }
}

// src/bff/ops/unknownValueMetric.ts
function unknownValueField(value) {
  return value.path.replace(/\[\d+\]/g, "[]").replace(/^\[\]\.?/, "").replace(/^data\./, "");
}
function countUnknownValues(registry) {
  const counter = registry.counter(
    "painel_upstream_unknown_values_total",
    "Vendor values outside the documented set of their field, kept and shown as received, by field.",
    ["field"]
  );
  return onUnknownValue((value) => counter.inc({ field: unknownValueField(value) }));
}

// src/bff/mirror/activityPage.ts
import { sql as sql42 } from "drizzle-orm";
import { z as z82 } from "zod";

// src/bff/mirror/activityCursor.ts
import { z as z81 } from "zod";
var cursorShape = z81.tuple([z81.iso.datetime(), z81.number().int().positive()]);
function encodeActivityCursor(cursor) {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id]), "utf8").toString("base64url");
}
function decodeActivityCursor(text21) {
  let parsed;
  try {
    parsed = JSON.parse(Buffer.from(text21, "base64url").toString("utf8"));
  } catch {
    parsed = void 0;
  }
  const result = cursorShape.safeParse(parsed);
  if (!result.success) {
    throw new HttpProblem({
      status: 400,
      code: "invalid_input",
      detail: "The query is invalid: before is not a cursor from a previous page.",
      errors: [{ path: "before", message: "is not a cursor from a previous page" }]
    });
  }
  const [at, id] = result.data;
  return { at, id };
}

// src/bff/mirror/activityPage.ts
var activityRow = z82.object({
  ...historyColumns,
  type: requestTypeSchema,
  code: z82.string(),
  name: z82.string().nullable(),
  companyName: z82.string().nullable()
}).transform(withActor);
function touchesField(field) {
  const inside = `${containsPattern(field).slice(1, -1)}.%`;
  return sql42`exists (select 1 from jsonb_array_elements(h.changes) as c(change)
    where c.change->>'field' = ${field} or c.change->>'field' like ${inside})`;
}
async function activityPage2(db, query) {
  const conditions = [sql42`true`];
  if (query.type) conditions.push(sql42`h.type = ${query.type}`);
  if (query.source) conditions.push(sql42`h.source = ${query.source}`);
  if (query.actor) conditions.push(sql42`lower(h.actor) = lower(${query.actor})`);
  if (query.field) conditions.push(touchesField(query.field));
  if (query.before !== void 0) {
    const cursor = decodeActivityCursor(query.before);
    conditions.push(sql42`(h.at, h.id) < (${cursor.at}::timestamptz, ${cursor.id})`);
  }
  const rows = await queryRows(
    db,
    sql42`select h.id, h.at, h.source, h.actor, h.changed_by as "changedBy", h.changes, h.type, h.code,
               m.name, m.company_name as "companyName"
        from request_history h
        left join mirror_requests m on m.type = h.type and m.code = h.code
        where ${sql42.join(conditions, sql42` and `)}
        order by h.at desc, h.id desc
        limit ${query.limit + 1}`,
    activityRow
  );
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  const nextCursor = rows.length > query.limit && last ? encodeActivityCursor({ at: last.at, id: Number(last.id) }) : null;
  return { items, nextCursor };
}

// src/bff/mirror/applyObservation.ts
import { and as and10, eq as eq15, sql as sql47 } from "drizzle-orm";

// src/bff/mirror/creditedWrite.ts
import { and as and9, asc as asc4, eq as eq14, gt as gt2, lte as lte3, sql as sql43 } from "drizzle-orm";
function valueAt(record2, path) {
  let value = record2;
  for (const key of path.split(".")) {
    if (value === null || typeof value !== "object") return void 0;
    value = value[key];
  }
  return value;
}
function sameValue(path, held, expected) {
  if (typeof held !== "string") return false;
  return path.endsWith("email") ? held.trim().toLowerCase() === expected.trim().toLowerCase() : held.trim() === expected.trim();
}
var touches = (field, path) => field === path || path.startsWith(`${field}.`) || field.startsWith(`${path}.`);
function bringsExpectedWrite(expectation, record2, changes) {
  const paths = [
    ...expectation.values.map((value) => value.path),
    ...expectation.files.length ? ["payment.files"] : []
  ];
  if (!changes.some((change) => paths.some((path) => touches(change.field, path)))) return false;
  if (!expectation.values.every(({ path, value }) => sameValue(path, valueAt(record2, path), value)))
    return false;
  const files = valueAt(record2, "payment.files");
  const held = new Set(
    (Array.isArray(files) ? files : []).map((file) => valueAt(file, "originalName")).filter((name) => typeof name === "string")
  );
  return expectation.files.every((name) => held.has(name));
}
async function takeExpectedWrite(tx, target, record2, changes) {
  const w = writeExpectations;
  const open = await tx.select({ id: w.id, person: w.person, values: w.values, files: w.files }).from(w).where(
    and9(
      eq14(w.type, target.type),
      eq14(w.code, target.code),
      lte3(w.createdAt, target.observedAt),
      gt2(w.expiresAt, target.observedAt)
    )
  ).orderBy(asc4(w.id));
  const match = open.find((expectation) => bringsExpectedWrite(expectation, record2, changes));
  if (!match) return null;
  await tx.delete(w).where(eq14(w.id, match.id));
  return match.person;
}
async function closeExpectedWrites(tx, target, person2) {
  const w = writeExpectations;
  await tx.delete(w).where(
    and9(
      eq14(w.type, target.type),
      eq14(w.code, target.code),
      lte3(w.createdAt, target.observedAt),
      sql43`${w.person} ->> 'id' = ${person2.id}`
    )
  );
}

// src/bff/mirror/readSummary.ts
import { sql as sql44 } from "drizzle-orm";
import { z as z83 } from "zod";
var summaryWithStalled = z83.intersection(
  summaryRow,
  z83.object({ stalled: z83.boolean().nullable(), settings: z83.unknown() })
);
async function readSummary(db, type, code) {
  const [row] = await queryRows(
    db,
    sql44`select ${SUMMARY_COLUMNS},
               m.status_since < now() - make_interval(days => coalesce(
                 (s.value -> 'byStatus' ->> m.deal_status)::int, (s.value ->> 'defaultDays')::int,
                 ${DEFAULT_STALLED_DAYS})) as stalled,
               s.value as settings
        from mirror_requests m left join app_settings s on s.key = ${STALLED_SETTING_KEY}
        where m.type = ${type} and m.code = ${code}`,
    summaryWithStalled
  );
  if (!row) throw new Error(`Request ${type} ${code} is not in the mirror.`);
  const { settings, stalled, ...summary } = row;
  const parsed = stalledSettings.safeParse(settings);
  const final = isFinalStatus(
    parsed.success ? parsed.data : DEFAULT_STALLED_SETTINGS,
    type,
    summary.dealStatus
  );
  return { ...summary, stalled: (stalled ?? false) && !final };
}

// src/bff/mirror/statusStays.ts
import { sql as sql45 } from "drizzle-orm";
function insertStays(where) {
  return sql45`insert into request_status_stays (history_id, type, code, status, entered_at, left_at, ms)
    select e.id, e.type, e.code, e.status, e.entered_at, e.at, extract(epoch from (e.at - e.entered_at)) * 1000
    from (
      select h.id, h.type, h.code, h.at, h.changes <> '[]'::jsonb as left_one,
             jsonb_path_query_first(h.changes, '$[*] ? (@.field == "dealStatus").from') #>> '{}' as status,
             lag(h.at) over (partition by h.type, h.code order by h.at, h.id) as entered_at
      from request_history h
      where ${where}
        and (h.changes = '[]'::jsonb or h.changes @> '[{"field":"dealStatus"}]'::jsonb)
    ) e
    where e.left_one and e.status is not null and e.entered_at is not null`;
}
function changesStatus(changes) {
  return changes.some((change) => change.field === "dealStatus");
}
async function refreshStatusStays(tx, type, code) {
  await tx.execute(sql45`delete from request_status_stays where type = ${type} and code = ${code}`);
  await tx.execute(insertStays(sql45`h.type = ${type} and h.code = ${code}`));
}

// src/bff/mirror/statusTotals.ts
import { sql as sql46 } from "drizzle-orm";
function groupKey(delta) {
  return `${delta.removed ? 1 : 0}\0${delta.dealStatus}`;
}
async function adjustStatusTotals(db, type, before, after) {
  const deltas = /* @__PURE__ */ new Map();
  const add = (contribution, sign) => {
    if (!contribution) return;
    const delta = {
      removed: contribution.removed,
      dealStatus: contribution.dealStatus ?? "",
      requests: 0,
      finalValue: 0,
      totalPower: 0
    };
    const existing = deltas.get(groupKey(delta)) ?? delta;
    existing.requests += sign;
    existing.finalValue += sign * (contribution.finalValue ?? 0);
    existing.totalPower += sign * (contribution.totalPower ?? 0);
    deltas.set(groupKey(existing), existing);
  };
  add(before, -1);
  add(after, 1);
  const ordered = [...deltas.entries()].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([, delta]) => delta).filter((delta) => delta.requests !== 0 || delta.finalValue !== 0 || delta.totalPower !== 0);
  for (const delta of ordered) {
    await db.insert(mirrorStatusTotals).values({
      type,
      removed: delta.removed,
      dealStatus: delta.dealStatus,
      requests: delta.requests,
      sumFinalValue: delta.finalValue,
      sumTotalPower: delta.totalPower
    }).onConflictDoUpdate({
      target: [mirrorStatusTotals.type, mirrorStatusTotals.removed, mirrorStatusTotals.dealStatus],
      set: {
        requests: sql46`${mirrorStatusTotals.requests} + excluded.requests`,
        sumFinalValue: sql46`${mirrorStatusTotals.sumFinalValue} + excluded.sum_final_value`,
        sumTotalPower: sql46`${mirrorStatusTotals.sumTotalPower} + excluded.sum_total_power`
      }
    });
  }
}

// src/bff/mirror/applyObservation.ts
var storedStateColumns = {
  record: mirrorRequests.record,
  unreadable: mirrorRequests.unreadable,
  removed: mirrorRequests.removed,
  dealStatus: mirrorRequests.dealStatus,
  finalValue: mirrorRequests.finalValue,
  totalPower: mirrorRequests.totalPower,
  vendorLastUpdate: mirrorRequests.vendorLastUpdate,
  syncedAt: mirrorRequests.syncedAt,
  readAt: mirrorRequests.readAt
};
var totalsColumns2 = {
  removed: mirrorRequests.removed,
  dealStatus: mirrorRequests.dealStatus,
  finalValue: mirrorRequests.finalValue,
  totalPower: mirrorRequests.totalPower
};
async function lockStoredRequest(tx, type, code) {
  const [row] = await tx.select(storedStateColumns).from(mirrorRequests).where(and10(eq15(mirrorRequests.type, type), eq15(mirrorRequests.code, code))).for("update");
  return row;
}
function later(a, b) {
  if (!a) return b ?? null;
  if (!b) return a;
  return a.getTime() >= b.getTime() ? a : b;
}
function isStale(stored, observation) {
  const vendorAt = observation.vendorLastUpdate ?? null;
  const observedAt = observation.observedAt.getTime();
  if (vendorAt && stored.vendorLastUpdate && stored.vendorLastUpdate.getTime() > vendorAt.getTime()) {
    return true;
  }
  if (observation.partial && vendorAt) {
    return stored.readAt !== null && stored.readAt.getTime() > observedAt;
  }
  return stored.syncedAt.getTime() > observedAt;
}
var warnedOfFutureVendorTime = false;
function notAfter(vendorAt, observedAt) {
  if (!vendorAt) return null;
  if (vendorAt.getTime() <= observedAt.getTime()) return vendorAt;
  if (!warnedOfFutureVendorTime) {
    warnedOfFutureVendorTime = true;
    process.emitWarning(
      `A vendor time (${vendorAt.toISOString()}) is ahead of Painel's clock (${observedAt.toISOString()}); such times are taken as the moment Painel observed them.`,
      { code: "PAINEL_VENDOR_CLOCK_AHEAD" }
    );
  }
  return observedAt;
}
function unreadableAfter(stored, observation) {
  const fresh = (observation.unreadable ?? []).map(({ path, problem }) => ({ path, problem }));
  if (!observation.partial) return fresh;
  const topField = (path) => path.split(/[.[]/, 1)[0] ?? path;
  const touched = /* @__PURE__ */ new Set([
    ...Object.keys(observation.record),
    ...fresh.map((field) => topField(field.path))
  ]);
  return [...stored.filter((field) => !touched.has(topField(field.path))), ...fresh];
}
function validate(observation) {
  if (observation.code.trim() === "") throw new TypeError("An observation needs the request code.");
  if (Number.isNaN(observation.observedAt.getTime())) {
    throw new TypeError("An observation needs a valid observedAt.");
  }
  if (observation.vendorLastUpdate && Number.isNaN(observation.vendorLastUpdate.getTime())) {
    throw new TypeError("vendorLastUpdate must be a valid date or null.");
  }
}
async function applyObservation(db, observation) {
  validate(observation);
  const { type, code } = observation;
  return db.transaction(async (tx) => {
    let stored = await lockStoredRequest(tx, type, code);
    if (!stored) {
      const created = await insertRequest(tx, observation);
      if (created) return created;
      stored = await lockStoredRequest(tx, type, code);
      if (!stored) throw new Error(`The mirror lost request ${type} ${code} while applying an observation.`);
    }
    if (isStale(stored, observation)) {
      return { outcome: "stale", changes: [], summary: await readSummary(tx, type, code) };
    }
    return updateRequest(tx, stored, observation);
  });
}
function historyActor(source, person2) {
  return { source, actor: person2?.email ?? null, changedBy: changeActorOf(source, person2) };
}
async function creditOf(tx, observation, record2, changes) {
  const expected = await takeExpectedWrite(tx, observation, record2, changes);
  if (observation.person) return historyActor(observation.source, observation.person);
  return expected ? historyActor("write", expected) : historyActor(observation.source, null);
}
function observedRecord(observation, stored) {
  const incoming = withoutWebhookOnlyFields(observation.record);
  const merged = observation.partial && stored ? mergePartialRecord(stored, incoming) : incoming;
  return observation.removed === void 0 ? merged : { ...merged, removed: observation.removed };
}
async function insertRequest(tx, observation) {
  const { type, code, observedAt } = observation;
  const record2 = observedRecord(observation, null);
  const columns3 = recordColumns(type, record2);
  const vendorAt = observation.vendorLastUpdate ?? null;
  const changedAt = notAfter(vendorAt ?? columns3.createdAt, observedAt) ?? observedAt;
  const bound = notAfter(vendorAt, observedAt);
  const created = columns3.createdAt;
  const bounded = bound !== null && (created === null || bound.getTime() > created.getTime());
  const statusSince = bounded ? bound : notAfter(created, observedAt) ?? observedAt;
  const startKnown = bound !== null && !bounded;
  const [inserted] = await tx.insert(mirrorRequests).values({
    type,
    code,
    ...columns3,
    record: record2,
    unreadable: unreadableAfter([], observation),
    vendorLastUpdate: vendorAt,
    lastChangedAt: changedAt,
    statusSince,
    statusSinceBefore: bounded,
    statusFirstSeenAt: startKnown ? null : observedAt,
    syncedAt: observedAt,
    readAt: observation.partial ? null : observedAt,
    observedVersion: 1
  }).onConflictDoNothing().returning(totalsColumns2);
  if (!inserted) return null;
  await adjustStatusTotals(tx, type, null, inserted);
  const credit = historyActor(observation.source, observation.person);
  await tx.insert(requestHistory).values({
    type,
    code,
    at: changedAt,
    ...credit,
    changes: [],
    observedAt
  });
  return {
    outcome: "created",
    changes: [],
    summary: await readSummary(tx, type, code),
    actor: credit.changedBy
  };
}
async function updateRequest(tx, stored, observation) {
  const { type, code, observedAt } = observation;
  const record2 = observedRecord(observation, stored.record);
  const changes = diffRecords(stored.record, record2);
  const vendorAt = observation.vendorLastUpdate ?? null;
  const bookkeeping = {
    unreadable: unreadableAfter(stored.unreadable, observation),
    vendorLastUpdate: later(stored.vendorLastUpdate, vendorAt),
    syncedAt: later(stored.syncedAt, observedAt) ?? observedAt,
    readAt: observation.partial ? stored.readAt : later(stored.readAt, observedAt)
  };
  const where = and10(eq15(mirrorRequests.type, type), eq15(mirrorRequests.code, code));
  const bound = notAfter(vendorAt, observedAt);
  if (changes.length === 0) {
    await tx.update(mirrorRequests).set(bookkeeping).where(where);
    if (bound) await narrowStatusSince(tx, type, [code], bound);
    if (observation.source === "write" && observation.person) {
      await closeExpectedWrites(tx, observation, observation.person);
    }
    return { outcome: "unchanged", changes, summary: await readSummary(tx, type, code) };
  }
  const columns3 = recordColumns(type, record2);
  const changedAt = notAfter(vendorAt, observedAt) ?? observedAt;
  const credit = await creditOf(tx, observation, record2, changes);
  const [updated] = await tx.update(mirrorRequests).set({
    ...columns3,
    record: record2,
    ...bookkeeping,
    lastChangedAt: changedAt,
    ...columns3.dealStatus !== stored.dealStatus ? { statusSince: changedAt, statusSinceBefore: false, statusFirstSeenAt: null } : {},
    observedVersion: sql47`${mirrorRequests.observedVersion} + 1`
  }).where(where).returning(totalsColumns2);
  if (!updated) throw new Error(`The mirror lost request ${type} ${code} while applying an observation.`);
  if (bound && columns3.dealStatus === stored.dealStatus) await narrowStatusSince(tx, type, [code], bound);
  const before = stored;
  await adjustStatusTotals(tx, type, before, updated);
  await tx.insert(requestHistory).values({
    type,
    code,
    at: changedAt,
    ...credit,
    changes,
    observedAt
  });
  if (changesStatus(changes)) await refreshStatusStays(tx, type, code);
  return {
    outcome: "changed",
    changes,
    summary: await readSummary(tx, type, code),
    actor: credit.changedBy
  };
}

// src/bff/mirror/resolveFinalStatuses.ts
import { sql as sql48 } from "drizzle-orm";
import { z as z84 } from "zod";
var heldStatus = z84.object({ type: requestTypeSchema, name: z84.string() });
async function resolveFinalStatuses(db, settings) {
  const suggested = REQUEST_TYPES.filter((type) => !finalStatusesChosen(settings, type));
  const held = suggested.length === 0 ? [] : await queryRows(
    db,
    sql48`select distinct t.type, t.deal_status as name from mirror_status_totals t
              where t.type in ${suggested} and t.deal_status <> ''`,
    heldStatus
  );
  const namesOf2 = (type) => finalStatusesChosen(settings, type) ? settings.finalStatuses?.[type] ?? [] : held.filter((row) => row.type === type && isFinalStatus(settings, type, row.name)).map((row) => row.name);
  return { order: namesOf2("order"), budget: namesOf2("budget") };
}

// src/bff/mirror/exportXlsx.ts
import { PassThrough as PassThrough2 } from "node:stream";
import { once } from "node:events";
import ExcelJS from "exceljs";
var MONEY_FORMAT = '"R$" #,##0.00';
var wallClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23"
});
function dateCell(iso5, lang) {
  const at = new Date(iso5);
  if (lang === "en") return at;
  const p = Object.fromEntries(wallClock.formatToParts(at).map((part) => [part.type, part.value]));
  return new Date(
    Date.UTC(
      Number(p.year),
      Number(p.month) - 1,
      Number(p.day),
      Number(p.hour),
      Number(p.minute),
      Number(p.second)
    )
  );
}
function cellValue(value, lang) {
  switch (value.kind) {
    case "text":
      return value.value;
    case "number":
    case "money":
      return value.value;
    case "instant":
      return value.value === null ? null : dateCell(value.value, lang);
    case "day":
      return /* @__PURE__ */ new Date(`${value.value}T00:00:00.000Z`);
    case "boolean":
      return yesNoLabel(value.value, lang);
  }
}
function columnFormat(column4, lang) {
  switch (column4) {
    case "originalValue":
    case "discount":
    case "surcharge":
    case "finalValue":
      return { width: 16, numFmt: MONEY_FORMAT };
    case "totalPower":
      return { width: 14 };
    case "createdAt":
    case "lastChangedAt":
    case "statusSince":
      return { width: 18, numFmt: lang === "pt-BR" ? "dd/mm/yyyy hh:mm" : "yyyy-mm-dd hh:mm" };
    case "name":
    case "company":
    case "companyFantasyName":
    case "responsibleEmail":
      return { width: 32 };
    case "responsible":
    case "dealStatus":
    case "freight":
    case "freightCity":
      return { width: 22 };
    default:
      return { width: 14 };
  }
}
function customColumnFormat(format, lang) {
  switch (format) {
    case "money":
      return { width: 16, numFmt: MONEY_FORMAT };
    case "date":
      return { width: 14, numFmt: lang === "pt-BR" ? "dd/mm/yyyy" : "yyyy-mm-dd" };
    case "number":
      return { width: 14, numFmt: "#,##0.###" };
    default:
      return { width: 22 };
  }
}
function exportXlsx(db, type, query, context, statusOrder = [], options = {}) {
  const lang = query.lang ?? "pt-BR";
  const columns3 = exportColumns(query);
  const labels = EXPORT_COLUMN_LABELS[lang];
  const output = new PassThrough2();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false
  });
  const sheet = workbook.addWorksheet(
    lang === "pt-BR" ? type === "order" ? "Pedidos" : "Or\xE7amentos" : type === "order" ? "Orders" : "Budgets",
    {
      views: [{ state: "frozen", ySplit: 1 }]
    }
  );
  const write = async () => {
    const custom = await customExportColumns(db, type, query, context, lang);
    sheet.columns = [
      ...columns3.map((column4) => ({ header: labels[column4], key: column4, ...columnFormat(column4, lang) })),
      ...custom.map((column4, index14) => ({
        header: column4.label,
        key: `custom${index14}`,
        ...customColumnFormat(column4.format, lang)
      }))
    ].map(({ numFmt, ...column4 }) => ({ ...column4, ...numFmt ? { style: { numFmt } } : {} }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    const reading = { ...options, withCustomData: custom.length > 0 };
    for await (const rows of exportRows(db, type, query, context, statusOrder, reading)) {
      for (const row of rows) {
        sheet.addRow([
          ...columns3.map((column4) => cellValue(exportValue(row, column4, lang), lang)),
          ...custom.map((column4) => cellValue(customExportValue(row, column4), lang))
        ]).commit();
      }
      if (output.writableNeedDrain) await once(output, "drain");
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch(
    (error) => output.destroy(error instanceof Error ? error : new Error(String(error)))
  );
  return output;
}

// src/bff/mirror/freshnessSource.ts
var nothingSyncedYet = async () => ({
  lastWebhookAt: null,
  lastReconcileAt: null,
  upToDateAt: null,
  backfill: {
    state: "pending",
    records: 0,
    pages: 0,
    expectedRecords: null,
    estimatedSecondsLeft: null,
    estimatedDoneAt: null,
    waitingUntil: null,
    byType: {
      order: { done: false, records: 0, expectedRecords: null },
      budget: { done: false, records: 0, expectedRecords: null }
    }
  }
});

// src/bff/mirror/getDetail.ts
import { sql as sql49 } from "drizzle-orm";
import { z as z85 } from "zod";

// src/contract/upstream/readRequestRecord.ts
function readRequestRecord(raw) {
  const { value, unreadable } = readTolerant(requestRecord, raw, {});
  return { record: value, unreadable };
}

// src/bff/mirror/getDetail.ts
var DETAIL_HISTORY_LIMIT = 500;
var detailRow = z85.intersection(
  summaryRow,
  z85.object({
    record: z85.unknown(),
    unreadable: z85.array(z85.object({ path: z85.string(), problem: z85.string() })).catch([]),
    syncedAt: instantText.nullable(),
    version: z85.coerce.number().int()
  })
);
async function getDetail(db, type, code, context = anonymousContext()) {
  const [row] = await queryRows(
    db,
    sql49`select ${SUMMARY_COLUMNS}, m.record, m.unreadable, m.synced_at as "syncedAt",
               m.observed_version as version
        from mirror_requests m where m.type = ${type} and m.code = ${code}`,
    detailRow
  );
  if (!row) return null;
  const { record: record2, unreadable, syncedAt, version, ...summary } = row;
  const history = await readVersionedHistory(db, type, code, {
    limit: DETAIL_HISTORY_LIMIT,
    order: "newest"
  });
  return {
    summary: withStalled(context, summary),
    version,
    record: readRequestRecord(record2).record,
    unreadable: unreadable.filter(stillUnreadable),
    history,
    syncedAt
  };
}
function stillUnreadable(field) {
  return !/received null$/.test(field.problem);
}

// src/bff/mirror/listCollaborators.ts
import { sql as sql50 } from "drizzle-orm";
import { z as z86 } from "zod";
var collaboratorRow = z86.object({
  email: z86.string(),
  name: z86.string().nullable(),
  requests: z86.coerce.number().int()
});
async function listCollaborators(db, query) {
  const matching = query.q === void 0 ? sql50`` : sql50`and m.search_text like translate(lower(${containsPattern(query.q)}), ${SEARCH_FOLD_FROM}, ${SEARCH_FOLD_TO})
            and translate(lower(coalesce(m.responsible_name, '') || ' ' || m.responsible_email), ${SEARCH_FOLD_FROM}, ${SEARCH_FOLD_TO})
                like translate(lower(${containsPattern(query.q)}), ${SEARCH_FOLD_FROM}, ${SEARCH_FOLD_TO})`;
  const items = await queryRows(
    db,
    sql50`select lower(m.responsible_email) as email,
               (array_agg(m.responsible_name order by m.last_changed_at desc) filter (where m.responsible_name is not null))[1] as name,
               count(*) as requests
        from mirror_requests m
        where m.removed = false and m.responsible_email is not null ${matching}
        group by lower(m.responsible_email)
        order by name nulls last, email
        limit ${query.limit}`,
    collaboratorRow
  );
  return { items };
}

// src/bff/mirror/listPage.ts
import { sql as sql53 } from "drizzle-orm";
import { z as z89 } from "zod";

// src/bff/mirror/countRequests.ts
import { sql as sql51 } from "drizzle-orm";
import { z as z87 } from "zod";
var totalsRow2 = z87.object({
  count: z87.coerce.number().int(),
  finalValue: sqlNumber,
  totalPower: sqlNumber
});
var cents3 = (value) => Math.round(value * 100) / 100;
async function requestTotals2(db, type, filters, context) {
  const query = onlyStatusAndRemoved(filters) ? sql51`select coalesce(sum(t.requests), 0) as count, coalesce(sum(t.sum_final_value), 0) as "finalValue",
                 coalesce(sum(t.sum_total_power), 0) as "totalPower"
          from mirror_status_totals t
          where t.type = ${type} and t.removed in ${removedFlags(filters)}
          ${filters.status?.length ? sql51`and t.deal_status in ${filters.status}` : sql51``}` : sql51`select count(*) as count, coalesce(sum(m.final_value), 0) as "finalValue",
                 coalesce(sum(m.total_power), 0) as "totalPower"
          from mirror_requests m where ${filterSql(type, filters, context)}`;
  const [row] = await queryRows(db, query, totalsRow2);
  return {
    count: row?.count ?? 0,
    finalValue: cents3(row?.finalValue ?? 0),
    totalPower: row?.totalPower ?? 0
  };
}

// src/bff/mirror/statusSortedPage.ts
import { sql as sql52 } from "drizzle-orm";
import { z as z88 } from "zod";
var groupRow2 = z88.object({ status: z88.string(), count: z88.coerce.number().int() });
var rankedRow = z88.intersection(summaryRow, z88.object({ groupIndex: z88.coerce.number().int() }));
async function statusSortedPage(db, type, filters, context, statusOrder, direction, limit, offset) {
  const dir = sql52.raw(direction);
  const groups = await queryRows(
    db,
    sql52`select m.deal_status as status, sum(m.requests) as count from mirror_status_totals m
        where m.type = ${type} and m.removed in ${removedFlags(filters)}
        ${filters.status?.length ? sql52`and m.deal_status in ${filters.status}` : sql52``}
        group by m.deal_status having sum(m.requests) > 0
        order by m.deal_status = '', ${statusSequenceSql(statusOrder)} ${dir}`,
    groupRow2
  );
  const where = filterSql(type, filters, context);
  const parts = [];
  let start = 0;
  for (const [index14, group] of groups.entries()) {
    const end = start + group.count;
    if (end > offset && start < offset + limit) {
      const skip = Math.max(0, offset - start);
      const take = Math.min(group.count - skip, offset + limit - Math.max(start, offset));
      const status = group.status === "" ? sql52`m.deal_status is null` : sql52`m.deal_status = ${group.status}`;
      parts.push(sql52`(select ${SUMMARY_COLUMNS}, ${index14}::int as "groupIndex" from mirror_requests m
        where ${where} and ${status} order by m.code ${dir} limit ${take} offset ${skip})`);
    }
    start = end;
  }
  if (parts.length === 0) return [];
  const rows = await queryRows(
    db,
    sql52`select * from (${sql52.join(parts, sql52` union all `)}) p order by p."groupIndex", p.code ${dir}`,
    rankedRow
  );
  return rows.map(({ groupIndex: _group, ...row }) => row);
}

// src/bff/mirror/listPage.ts
var countedRow = z89.intersection(
  summaryRow,
  z89.object({
    total: z89.coerce.number().int(),
    sumFinalValue: sqlNumber.nullable(),
    sumTotalPower: sqlNumber.nullable()
  })
);
var cents4 = (value) => Math.round(value * 100) / 100;
async function countedPage(db, type, filters, context, sort, limit, offset) {
  const dir = sql53.raw(sort.direction);
  const rows = await queryRows(
    db,
    sql53`select ${SUMMARY_COLUMNS}, k.total, k.sum_final_value as "sumFinalValue", k.sum_total_power as "sumTotalPower"
        from (
          select * from (
            select m.type, m.code, ${sort.value} as sort_value, count(*) over () as total,
                   sum(m.final_value) over () as sum_final_value, sum(m.total_power) over () as sum_total_power
            from mirror_requests m where ${filterSql(type, filters, context)}
          ) w
          order by w.sort_value ${dir} nulls last, w.code ${dir} nulls last limit ${limit} offset ${offset}
        ) k
        join mirror_requests m on m.type = k.type and m.code = k.code
        order by k.sort_value ${dir} nulls last, k.code ${dir} nulls last`,
    countedRow
  );
  const items = rows.map(
    ({ total: _t, sumFinalValue: _f, sumTotalPower: _p, ...summary }) => withStalled(context, summary)
  );
  const [first] = rows;
  const totals = first ? {
    count: first.total,
    finalValue: cents4(first.sumFinalValue ?? 0),
    totalPower: first.sumTotalPower ?? 0
  } : await requestTotals2(db, type, filters, context);
  return { items, totals };
}
async function listPage(db, type, query, context = anonymousContext(), statusOrder = []) {
  const { sort, dir, page, pageSize, ...filters } = query;
  const offset = (page - 1) * pageSize;
  if (!Number.isSafeInteger(offset)) {
    const totals2 = await requestTotals2(db, type, filters, context);
    return { items: [], total: totals2.count, page, pageSize, totals: totals2 };
  }
  const order = resolveSort(sort, dir, statusOrder);
  if (!onlyStatusAndRemoved(filters)) {
    const { items, totals: totals2 } = await countedPage(db, type, filters, context, order, pageSize, offset);
    return { items, total: totals2.count, page, pageSize, totals: totals2 };
  }
  const rows = order.key === "dealStatus" ? await statusSortedPage(db, type, filters, context, statusOrder, order.direction, pageSize, offset) : await queryRows(
    db,
    sql53`select ${SUMMARY_COLUMNS} from mirror_requests m
        where ${filterSql(type, filters, context)}
        order by ${orderBySql(order)}
        limit ${pageSize} offset ${offset}`,
    summaryRow
  );
  const totals = await requestTotals2(db, type, filters, context);
  return { items: rows.map((row) => withStalled(context, row)), total: totals.count, page, pageSize, totals };
}

// src/bff/mirror/markRemoved.ts
async function markRemoved(db, removal) {
  return db.transaction(async (tx) => {
    const stored = await lockStoredRequest(tx, removal.type, removal.code);
    if (!stored) return null;
    return applyObservation(tx, {
      ...removal,
      record: { removed: true },
      partial: true,
      removed: true
    });
  });
}

// src/bff/mirror/createMirror.ts
function createMirror(options) {
  const { db } = options;
  const clock = options.clock ?? systemClock;
  const context = async (viewer) => {
    const stalled = await readStalledSettings(db);
    return {
      viewerEmail: viewer?.email ?? null,
      nowMs: clock.now(),
      stalled,
      finalStatuses: await resolveFinalStatuses(db, stalled)
    };
  };
  const statusOrder = async (type, sort) => sort === "dealStatus" ? orderedStatuses(await mirror.statusesSource(type)).map((status) => status.name) : [];
  const mirror = {
    applyObservation: (observation) => applyObservation(db, observation),
    markRemoved: (removal) => markRemoved(db, removal),
    getDetail: async (type, code, viewer) => getDetail(db, type, code, await context(viewer)),
    listPage: async (type, query, viewer) => listPage(db, type, query, await context(viewer), await statusOrder(type, query.sort)),
    board: async (type, query, viewer) => buildBoard(db, mirror.statusesSource, type, query, await context(viewer)),
    exportCsv: async function* (type, query, viewer, exportOptions) {
      const order = await statusOrder(type, query.sort);
      yield* exportCsv(db, type, query, await context(viewer), order, exportOptions);
    },
    exportXlsx: async (type, query, viewer, exportOptions) => exportXlsx(db, type, query, await context(viewer), await statusOrder(type, query.sort), exportOptions),
    context,
    activity: (query) => activityPage2(db, query),
    collaborators: (query) => listCollaborators(db, query),
    counts: () => mirrorCounts(db),
    freshness: async () => ({ mirrored: await mirrorCounts(db), ...await mirror.freshnessSource() }),
    statusesSource: options.statusesSource ?? statusesFromMirror(db),
    freshnessSource: options.freshnessSource ?? nothingSyncedYet
  };
  return mirror;
}

// src/bff/audit/auditLog.ts
import { and as and11, desc as desc2, eq as eq16, gte as gte2, like, lt as lt2, lte as lte4, sql as sql54 } from "drizzle-orm";

// src/bff/audit/scrubSecrets.ts
var SECRET_KEY = /password|passwd|secret|token|authorization|cookie|credential|api_?key|^session_?(id|token)$/i;
var BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi;
var REDACTED = "[redacted]";
var MAX_DEPTH = 8;
var MAX_ITEMS = 200;
var MAX_TEXT2 = 2e3;
function scrubSecrets(value, knownSecrets = []) {
  const secrets = knownSecrets.filter((secret2) => secret2.length >= 4);
  const scrubText = (text21) => {
    let result = text21.replace(BEARER, `$1 ${REDACTED}`);
    for (const secret2 of secrets) result = result.split(secret2).join(REDACTED);
    return result.length > MAX_TEXT2 ? `${result.slice(0, MAX_TEXT2)}\u2026` : result;
  };
  const walk = (current, depth) => {
    if (typeof current === "string") return scrubText(current);
    if (current === null || typeof current !== "object") {
      return typeof current === "function" || typeof current === "symbol" ? void 0 : current;
    }
    if (depth >= MAX_DEPTH) return "[too deep]";
    if (current instanceof Date) return current.toISOString();
    if (Array.isArray(current)) return current.slice(0, MAX_ITEMS).map((item2) => walk(item2, depth + 1));
    const out = {};
    for (const [key, item2] of Object.entries(current).slice(0, MAX_ITEMS)) {
      out[key] = SECRET_KEY.test(key) ? REDACTED : walk(item2, depth + 1);
    }
    return out;
  };
  return walk(value, 0);
}

// src/bff/audit/auditLog.ts
var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function createAuditLog(options) {
  const { db, clock } = options;
  const knownSecrets = (options.knownSecrets ?? []).filter((secret2) => !!secret2);
  const storing = /* @__PURE__ */ new Set();
  async function store(entry, into) {
    const scrubbed = scrubSecrets(entry.details ?? {}, knownSecrets);
    const details = typeof scrubbed === "object" && scrubbed !== null && !Array.isArray(scrubbed) ? scrubbed : {};
    await into.insert(auditLog).values({
      at: entry.at ?? new Date(clock.now()),
      action: entry.action,
      actorKind: entry.actor.kind,
      actorId: entry.actor.id && UUID.test(entry.actor.id) ? entry.actor.id : null,
      actorLabel: entry.actor.label ? String(scrubSecrets(entry.actor.label, knownSecrets)).slice(0, 254) : null,
      requestId: entry.requestId ?? null,
      requestCode: entry.requestCode ?? null,
      target: entry.target ?? null,
      outcome: entry.outcome ?? "ok",
      address: entry.address ?? null,
      details
    });
  }
  return {
    record(entry, into = db) {
      const stored = store(entry, into);
      storing.add(stored);
      void stored.then(
        () => storing.delete(stored),
        () => storing.delete(stored)
      );
      return stored;
    },
    async list(query) {
      await Promise.allSettled([...storing]);
      const conditions = [];
      if (query.actor) {
        conditions.push(
          UUID.test(query.actor) ? eq16(auditLog.actorId, query.actor.toLowerCase()) : sql54`lower(${auditLog.actorLabel}) = ${query.actor.toLowerCase()}`
        );
      }
      if (query.action) {
        conditions.push(
          query.action.endsWith(".") ? like(auditLog.action, `${query.action.replace(/[\\%_]/g, "\\$&")}%`) : eq16(auditLog.action, query.action)
        );
      }
      if (query.requestCode) conditions.push(eq16(auditLog.requestCode, query.requestCode));
      if (query.requestId) conditions.push(eq16(auditLog.requestId, query.requestId));
      if (query.from) conditions.push(gte2(auditLog.at, new Date(query.from)));
      if (query.to) conditions.push(lte4(auditLog.at, new Date(query.to)));
      if (query.before) conditions.push(lt2(auditLog.id, Number(query.before)));
      const rows = await db.select().from(auditLog).where(conditions.length > 0 ? and11(...conditions) : void 0).orderBy(desc2(auditLog.id)).limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      return {
        entries: page.map((row) => ({
          id: row.id,
          at: row.at,
          action: row.action,
          actor: { kind: row.actorKind, id: row.actorId, label: row.actorLabel },
          requestId: row.requestId,
          requestCode: row.requestCode,
          target: row.target,
          outcome: row.outcome,
          address: row.address,
          details: row.details
        })),
        nextCursor: rows.length > query.limit && last ? String(last.id) : null
      };
    }
  };
}

// src/bff/webhooks/delivery.ts
var logDelivery = (delivery, { log }) => {
  log.info(
    {
      kind: delivery.kind,
      event: delivery.event,
      code: delivery.data.code,
      unreadable: delivery.unreadable.length
    },
    "webhook delivery accepted"
  );
};

// src/bff/auth/deviceStore.ts
import { randomUUID as randomUUID5 } from "node:crypto";
import { and as and12, desc as desc3, eq as eq17, gt as gt3, isNull as isNull3 } from "drizzle-orm";
var ENROLMENT_CODE_TTL_MS = 30 * 6e4;
function createDeviceStore(options) {
  const { db, clock } = options;
  const now = () => new Date(clock.now());
  async function read(id) {
    const at = now();
    const rows = await db.select({
      device: devices,
      createdBy: users.email,
      lastSeenAt: sessions.lastSeenAt,
      sessionExpiresAt: sessions.expiresAt
    }).from(devices).leftJoin(users, eq17(users.id, devices.createdBy)).leftJoin(sessions, and12(eq17(sessions.deviceId, devices.id), gt3(sessions.expiresAt, at))).where(id === void 0 ? void 0 : eq17(devices.id, id)).orderBy(desc3(devices.createdAt), desc3(sessions.lastSeenAt));
    const seen = /* @__PURE__ */ new Map();
    for (const row of rows) {
      if (seen.has(row.device.id)) continue;
      const { device } = row;
      let state;
      if (device.revokedAt) state = "revoked";
      else if (device.enrolmentCodeHash && device.enrolmentExpiresAt && device.enrolmentExpiresAt > at)
        state = "awaiting-enrolment";
      else if (device.enrolmentCodeHash) state = "enrolment-expired";
      else state = "enrolled";
      seen.set(device.id, {
        id: device.id,
        name: device.name,
        state,
        createdAt: device.createdAt,
        createdBy: row.createdBy,
        enrolmentExpiresAt: device.enrolmentCodeHash ? device.enrolmentExpiresAt : null,
        enrolledAt: device.enrolledAt,
        revokedAt: device.revokedAt,
        lastSeenAt: row.lastSeenAt,
        sessionExpiresAt: row.sessionExpiresAt
      });
    }
    return [...seen.values()];
  }
  async function find(id) {
    return (await read(id))[0] ?? null;
  }
  return {
    async issue({ name, createdBy }) {
      const code = randomToken(24);
      const at = now();
      const expiresAt = new Date(at.getTime() + ENROLMENT_CODE_TTL_MS);
      const id = randomUUID5();
      await db.insert(devices).values({
        id,
        name: name.trim(),
        createdBy,
        createdAt: at,
        enrolmentCodeHash: sha256Hex(code),
        enrolmentExpiresAt: expiresAt
      });
      const device = await find(id);
      if (!device) throw new Error("the device just issued is missing");
      return { device, code, expiresAt };
    },
    async reissue(id) {
      const code = randomToken(24);
      const expiresAt = new Date(clock.now() + ENROLMENT_CODE_TTL_MS);
      const changed = await db.transaction(async (tx) => {
        const updated = await tx.update(devices).set({ enrolmentCodeHash: sha256Hex(code), enrolmentExpiresAt: expiresAt }).where(and12(eq17(devices.id, id), isNull3(devices.revokedAt))).returning({ id: devices.id });
        if (updated.length > 0) await tx.delete(sessions).where(eq17(sessions.deviceId, id));
        return updated.length > 0;
      });
      if (!changed) return null;
      const device = await find(id);
      return device ? { device, code, expiresAt } : null;
    },
    async enrol(code) {
      const at = now();
      const [device] = await db.update(devices).set({ enrolmentCodeHash: null, enrolmentExpiresAt: null, enrolledAt: at }).where(
        and12(
          eq17(devices.enrolmentCodeHash, sha256Hex(code)),
          gt3(devices.enrolmentExpiresAt, at),
          isNull3(devices.revokedAt)
        )
      ).returning({ id: devices.id, name: devices.name });
      return device ?? null;
    },
    async revoke(id) {
      const result = await db.transaction(async (tx) => {
        const updated = await tx.update(devices).set({ revokedAt: now(), enrolmentCodeHash: null, enrolmentExpiresAt: null }).where(and12(eq17(devices.id, id), isNull3(devices.revokedAt))).returning({ id: devices.id });
        if (updated.length === 0) return null;
        const ended = await tx.delete(sessions).where(eq17(sessions.deviceId, id)).returning({ id: sessions.id });
        return ended.length;
      });
      if (result === null) return null;
      const device = await find(id);
      return device ? { device, sessionsEnded: result } : null;
    },
    find,
    list: () => read()
  };
}

// src/bff/auth/loginThrottle.ts
import { eq as eq18, inArray as inArray3, lt as lt3, sql as sql55 } from "drizzle-orm";
var MINUTE = 6e4;
var LOGIN_THROTTLE_RULES = {
  account: { limit: 5, windowMs: 15 * MINUTE, baseLockMs: MINUTE, maxLockMs: 60 * MINUTE },
  address: { limit: 20, windowMs: 15 * MINUTE, baseLockMs: 5 * MINUTE, maxLockMs: 60 * MINUTE }
};
var FORGET_AFTER_MS = 24 * 60 * MINUTE;
var accountKey = (email) => `account:${sha256Hex(normaliseEmail(email))}`;
var addressKey = (address2) => `address:${address2}`;
function createLoginThrottle(options) {
  const { db, clock } = options;
  const rules = options.rules ?? LOGIN_THROTTLE_RULES;
  return {
    async attempt(who2) {
      const at = new Date(clock.now());
      const keys = [
        { key: accountKey(who2.email), rule: rules.account },
        { key: addressKey(who2.address), rule: rules.address }
      ];
      return db.transaction(async (tx) => {
        await tx.delete(loginThrottle).where(lt3(loginThrottle.updatedAt, new Date(at.getTime() - FORGET_AFTER_MS)));
        await tx.insert(loginThrottle).values(keys.map(({ key }) => ({ key, attempts: 0, windowStartedAt: at, updatedAt: at }))).onConflictDoNothing();
        const rows = await tx.select().from(loginThrottle).where(
          inArray3(
            loginThrottle.key,
            keys.map(({ key }) => key)
          )
        ).for("update");
        const byKey = new Map(rows.map((row) => [row.key, row]));
        const locked = rows.map((row) => row.lockedUntil).filter((until) => until !== null && until > at);
        if (locked.length > 0) {
          return { allowed: false, retryAt: new Date(Math.max(...locked.map((until) => until.getTime()))) };
        }
        let retryAt;
        for (const { key, rule } of keys) {
          const row = byKey.get(key);
          if (!row) continue;
          const windowOver = row.windowStartedAt.getTime() + rule.windowMs <= at.getTime();
          let attempts = (windowOver ? 0 : row.attempts) + 1;
          let windowStartedAt = windowOver ? at : row.windowStartedAt;
          let { lockouts, lockedUntil } = row;
          if (attempts > rule.limit) {
            lockouts += 1;
            lockedUntil = new Date(
              at.getTime() + Math.min(rule.baseLockMs * 2 ** (lockouts - 1), rule.maxLockMs)
            );
            attempts = 0;
            windowStartedAt = at;
            if (!retryAt || lockedUntil > retryAt) retryAt = lockedUntil;
          }
          await tx.insert(loginThrottle).values({ key, attempts, windowStartedAt, lockedUntil, lockouts, updatedAt: at }).onConflictDoUpdate({
            target: loginThrottle.key,
            set: { attempts, windowStartedAt, lockedUntil, lockouts, updatedAt: at }
          });
        }
        return retryAt ? { allowed: false, retryAt } : { allowed: true };
      });
    },
    async succeeded(who2) {
      await db.transaction(async (tx) => {
        await tx.delete(loginThrottle).where(eq18(loginThrottle.key, accountKey(who2.email)));
        await tx.update(loginThrottle).set({
          attempts: sql55`greatest(${loginThrottle.attempts} - 1, 0)`,
          updatedAt: new Date(clock.now())
        }).where(eq18(loginThrottle.key, addressKey(who2.address)));
      });
    },
    async clearAccount(email) {
      await db.delete(loginThrottle).where(eq18(loginThrottle.key, accountKey(email)));
    }
  };
}

// src/bff/auth/passwords.ts
import { randomBytes as randomBytes3 } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
var ARGON2_PARAMETERS = {
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1
};
var PHC_PARAMETERS = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/;
function createPasswordHasher(onSecret = () => {
}) {
  let dummy;
  const hasher = {
    async hash(password) {
      onSecret(password, "password");
      return hash(password, ARGON2_PARAMETERS);
    },
    async verify(passwordHash, password) {
      onSecret(password, "password");
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    needsRehash(passwordHash) {
      const match = PHC_PARAMETERS.exec(passwordHash);
      if (!match) return true;
      const [memory, time, parallelism] = match.slice(1).map(Number);
      return (memory ?? 0) < ARGON2_PARAMETERS.memoryCost || (time ?? 0) < ARGON2_PARAMETERS.timeCost || (parallelism ?? 0) < ARGON2_PARAMETERS.parallelism;
    },
    async verifyAgainstNothing(password) {
      dummy ??= hash(randomBytes3(24).toString("base64url"), ARGON2_PARAMETERS);
      await hasher.verify(await dummy, password);
      return false;
    }
  };
  return hasher;
}

// src/bff/auth/sessionStore.ts
import { randomUUID as randomUUID6 } from "node:crypto";
import { and as and13, desc as desc4, eq as eq19, gt as gt4, lte as lte5, or as or2, sql as sql56 } from "drizzle-orm";
import { z as z90 } from "zod";
var MINUTE2 = 6e4;
var HOUR = 60 * MINUTE2;
var DAY3 = 24 * HOUR;
function sessionPolicyFromConfig(config) {
  return {
    user: { idleMs: config.SESSION_IDLE_MINUTES * MINUTE2, absoluteMs: config.SESSION_ABSOLUTE_HOURS * HOUR },
    device: {
      idleMs: config.DEVICE_SESSION_IDLE_DAYS * DAY3,
      absoluteMs: config.DEVICE_SESSION_ABSOLUTE_DAYS * DAY3
    }
  };
}
var TOUCH_INTERVAL_MS = MINUTE2;
var TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
var sessionRow = z90.object({
  id: z90.string(),
  kind: z90.enum(["user", "device"]),
  device_id: z90.string().nullable(),
  created_at: z90.coerce.date(),
  last_seen_at: z90.coerce.date(),
  expires_at: z90.coerce.date(),
  user_id: z90.string().nullable(),
  user_email: z90.string().nullable(),
  user_name: z90.string().nullable(),
  user_roles: z90.array(z90.string()).nullable(),
  user_disabled_at: z90.coerce.date().nullable()
});
var sessionByToken = (db, tokenHash) => queryRows(
  db,
  sql56`select ${sessions.id}, ${sessions.kind}, ${sessions.deviceId}, ${sessions.createdAt},
             ${sessions.lastSeenAt}, ${sessions.expiresAt},
             ${users.id} as user_id, ${users.email} as user_email, ${users.name} as user_name,
             ${users.roles} as user_roles, ${users.disabledAt} as user_disabled_at
        from ${sessions} left join ${users} on ${users.id} = ${sessions.userId}
       where ${sessions.tokenHash} = ${tokenHash}`,
  sessionRow
);
var deviceRow = z90.object({ id: z90.string(), name: z90.string(), revoked_at: z90.coerce.date().nullable() });
var deviceById = (db, id) => queryRows(
  db,
  sql56`select ${devices.id}, ${devices.name}, ${devices.revokedAt} from ${devices} where ${devices.id} = ${id}`,
  deviceRow
);
var isRole = (role) => ROLES.includes(role);
var clip2 = (value, length) => value === void 0 || value === "" ? null : value.slice(0, length);
function createSessionStore(options) {
  const { db, clock, policy } = options;
  const onSecret = options.onSecret ?? (() => {
  });
  const timedOut = (at) => or2(
    lte5(sessions.expiresAt, at),
    and13(eq19(sessions.kind, "user"), lte5(sessions.lastSeenAt, new Date(at.getTime() - policy.user.idleMs))),
    and13(
      eq19(sessions.kind, "device"),
      lte5(sessions.lastSeenAt, new Date(at.getTime() - policy.device.idleMs))
    )
  );
  async function prune() {
    const removed = await db.delete(sessions).where(timedOut(new Date(clock.now()))).returning({ id: sessions.id });
    return removed.length;
  }
  async function create(owner, meta) {
    const { kind } = owner;
    await prune();
    const token2 = randomToken(32);
    onSecret(token2, "session");
    const at = new Date(clock.now());
    const timeouts = policy[kind];
    const id = randomUUID6();
    const expiresAt = new Date(at.getTime() + timeouts.absoluteMs);
    await db.insert(sessions).values({
      tokenHash: sha256Hex(token2),
      id,
      kind,
      userId: owner.kind === "user" ? owner.user.id : null,
      deviceId: owner.kind === "device" ? owner.device.id : null,
      createdAt: at,
      lastSeenAt: at,
      expiresAt,
      address: clip2(meta.address, 64),
      userAgent: clip2(meta.userAgent, 200)
    });
    const times = { id, createdAt: at, lastSeenAt: at, expiresAt, idleTimeoutMs: timeouts.idleMs };
    return { token: token2, session: { ...times, ...owner } };
  }
  return {
    policy,
    createForUser(user, meta = {}) {
      return create(
        { kind: "user", user: { id: user.id, email: user.email, name: user.name, roles: user.roles } },
        meta
      );
    },
    createForDevice(device, meta = {}) {
      return create({ kind: "device", device: { id: device.id, name: device.name } }, meta);
    },
    async resolve(token2) {
      if (!TOKEN_SHAPE.test(token2)) return null;
      const tokenHash = sha256Hex(token2);
      const [session] = await sessionByToken(db, tokenHash);
      if (!session) return null;
      const now = clock.now();
      const timeouts = policy[session.kind];
      const idleEnd = session.last_seen_at.getTime() + timeouts.idleMs;
      if (now >= session.expires_at.getTime() || now >= idleEnd) {
        await db.delete(sessions).where(eq19(sessions.tokenHash, tokenHash));
        return null;
      }
      let owner;
      if (session.kind === "user") {
        const { user_id: id, user_email: email, user_name: name, user_roles: roles2 } = session;
        if (!id || email === null || name === null || !roles2 || session.user_disabled_at !== null)
          return null;
        owner = { kind: "user", user: { id, email, name, roles: roles2.filter(isRole) } };
      } else {
        const [device] = session.device_id ? await deviceById(db, session.device_id) : [];
        if (!device || device.revoked_at !== null) return null;
        owner = { kind: "device", device: { id: device.id, name: device.name } };
      }
      let lastSeenAt = session.last_seen_at;
      if (now - lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
        lastSeenAt = new Date(now);
        await db.update(sessions).set({ lastSeenAt }).where(eq19(sessions.tokenHash, tokenHash));
      }
      const times = {
        id: session.id,
        createdAt: session.created_at,
        lastSeenAt,
        expiresAt: session.expires_at,
        idleTimeoutMs: timeouts.idleMs
      };
      return { ...times, ...owner };
    },
    async endByToken(token2) {
      if (!TOKEN_SHAPE.test(token2)) return false;
      const ended = await db.delete(sessions).where(eq19(sessions.tokenHash, sha256Hex(token2))).returning({ id: sessions.id });
      return ended.length > 0;
    },
    async endById(id) {
      const [ended] = await db.delete(sessions).where(eq19(sessions.id, id)).returning({ kind: sessions.kind, userId: sessions.userId, deviceId: sessions.deviceId });
      return ended ?? null;
    },
    async endAllForUser(userId) {
      const ended = await db.delete(sessions).where(eq19(sessions.userId, userId)).returning({ id: sessions.id });
      return ended.length;
    },
    async endAllForDevice(deviceId) {
      const ended = await db.delete(sessions).where(eq19(sessions.deviceId, deviceId)).returning({ id: sessions.id });
      return ended.length;
    },
    async listLive() {
      await prune();
      const at = new Date(clock.now());
      const rows = await db.select({
        session: sessions,
        user: { id: users.id, email: users.email },
        device: { id: devices.id, name: devices.name }
      }).from(sessions).leftJoin(users, eq19(users.id, sessions.userId)).leftJoin(devices, eq19(devices.id, sessions.deviceId)).where(gt4(sessions.expiresAt, at)).orderBy(desc4(sessions.lastSeenAt));
      return rows.map(({ session, user, device }) => ({
        id: session.id,
        kind: session.kind,
        user,
        device,
        createdAt: session.createdAt,
        lastSeenAt: session.lastSeenAt,
        expiresAt: session.expiresAt,
        address: session.address,
        userAgent: session.userAgent
      }));
    },
    prune
  };
}

// src/bff/auth/securityServices.ts
function createSecurityServices(options) {
  const { config, db, clock, onSecret } = options;
  const passwords = createPasswordHasher(onSecret);
  return {
    users: createUserStore({ db, clock, passwords }),
    sessions: createSessionStore({ db, clock, policy: sessionPolicyFromConfig(config), onSecret }),
    devices: createDeviceStore({ db, clock }),
    loginThrottle: createLoginThrottle({ db, clock }),
    passwords,
    audit: createAuditLog({
      db,
      clock,
      knownSecrets: [
        config.UPSTREAM_TOKEN,
        config.WEBHOOK_SECRET,
        config.BOOTSTRAP_ADMIN_PASSWORD,
        ...options.knownSecrets ?? []
      ]
    }),
    onDelivery: options.onDelivery ?? logDelivery
  };
}

// src/bff/ops/metrics.ts
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import { Counter as Counter2, Gauge as Gauge2, Histogram as Histogram2 } from "prom-client";
var LATENCY_BUCKETS = [5e-3, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
var MetricsRegistry = class {
  prometheus = new Registry();
  collectors = [];
  counter(name, help, labelNames = []) {
    return new Counter({ name, help, labelNames, registers: [this.prometheus] });
  }
  gauge(name, help, labelNames = []) {
    return new Gauge({ name, help, labelNames, registers: [this.prometheus] });
  }
  histogram(name, help, labelNames, buckets = LATENCY_BUCKETS) {
    return new Histogram({ name, help, labelNames, buckets: [...buckets], registers: [this.prometheus] });
  }
  /** Runs before every scrape, to set gauges from a source of truth (a failing one is skipped). */
  onCollect(collector) {
    this.collectors.push(collector);
  }
  /** The text exposition; collectors that fail leave their gauges as last set and are reported. */
  async render() {
    const failures = [];
    for (const collector of this.collectors) {
      try {
        await collector();
      } catch (error) {
        failures.push(error);
      }
    }
    return { text: await this.prometheus.metrics(), failures };
  }
  get contentType() {
    return this.prometheus.contentType;
  }
};

// src/bff/ops/painelMetrics.ts
function createPainelMetrics() {
  const registry = new MetricsRegistry();
  const httpDuration = registry.histogram(
    "painel_http_request_duration_seconds",
    "Time from receiving a request to sending the whole answer, by route pattern, method and status.",
    ["method", "route", "status"]
  );
  const upstreamCalls2 = registry.counter(
    "painel_upstream_calls_total",
    "Vendor calls asked for, by operation, governor priority and outcome; refused and circuit-open never reached the vendor.",
    ["operation", "priority", "outcome"]
  );
  const unreadableFields = registry.counter(
    "painel_upstream_unreadable_fields_total",
    "Fields of vendor answers that did not match the contract and were left out, by operation.",
    ["operation"]
  );
  const memory = registry.gauge("process_resident_memory_bytes", "Resident memory of this process in bytes.");
  const heap = registry.gauge("nodejs_heap_used_bytes", "V8 heap in use in bytes.");
  registry.onCollect(() => {
    const usage = process.memoryUsage();
    memory.set(usage.rss);
    heap.set(usage.heapUsed);
  });
  return { registry, httpDuration, upstreamCalls: upstreamCalls2, unreadableFields };
}
function watchGovernor(registry, governor) {
  const usedCalls = registry.gauge(
    "painel_governor_budget_used_calls",
    "Vendor calls counted in the rolling hour, over every backend process."
  );
  const limitCalls = registry.gauge(
    "painel_governor_budget_limit_calls",
    "Configured vendor calls per rolling hour."
  );
  const usedSeconds = registry.gauge(
    "painel_governor_budget_used_seconds",
    "Vendor wall time counted in the rolling hour (calls on the wire at their time-out)."
  );
  const limitSeconds = registry.gauge(
    "painel_governor_budget_limit_seconds",
    "Configured vendor wall time per rolling hour, in seconds."
  );
  const inFlight = registry.gauge(
    "painel_governor_in_flight_calls",
    "Vendor calls on the wire, over every process."
  );
  const circuitOpen = registry.gauge(
    "painel_governor_circuit_open",
    "1 while the circuit is open after a 429 (no vendor call until an admin resets it), else 0."
  );
  registry.onCollect(async () => {
    const status = await governor.status();
    usedCalls.set(status.calls.used);
    limitCalls.set(status.calls.limit);
    usedSeconds.set(status.seconds.used);
    limitSeconds.set(status.seconds.limit);
    inFlight.set(status.inFlight);
    circuitOpen.set(status.circuit.state === "open" ? 1 : 0);
  });
}

// src/bff/statuses/statusesCache.ts
import { eq as eq20 } from "drizzle-orm";

// src/contract/upstream/envelopes.ts
import { z as z91 } from "zod";

// src/contract/upstream/listBody.ts
var UnreadableListBodyError = class extends Error {
  constructor(received) {
    super(`The listing answer is not a list, an envelope or a record: ${JSON.stringify(received)}`);
    this.received = received;
    this.name = "UnreadableListBodyError";
  }
  received;
};
function readListBodyWith(schema, empty, status, body) {
  const { records, totalItems, unreadableTotal } = normalise(status, body);
  const result = { records: [], unreadable: [] };
  records.forEach((raw, index14) => {
    const prefix = `[${index14}]`;
    if (!isPlainObject(raw)) {
      result.unreadable.push({ path: prefix, received: summarise(raw), problem: "Expected a record object" });
      return;
    }
    const read = readTolerant(schema, raw, empty);
    result.records.push(read.value);
    result.unreadable.push(...prefixUnreadable(prefix, read.unreadable));
  });
  if (totalItems !== void 0) result.totalItems = totalItems;
  if (unreadableTotal !== void 0) result.unreadable.push(unreadableTotal);
  return result;
}
function readListBody(status, body) {
  return readListBodyWith(requestRecord, {}, status, body);
}
function normalise(status, body) {
  if (!Number.isInteger(status) || status < 200 || status > 299) {
    throw new RangeError(`A listing body is read only from a 2xx answer, not ${status}`);
  }
  if (status === 204) return { records: [] };
  const value = typeof body === "string" ? parseText(body) : body;
  if (value === void 0 || value === null) return { records: [] };
  if (Array.isArray(value)) return { records: [...value] };
  if (!isPlainObject(value)) throw new UnreadableListBodyError(summarise(value));
  if (!("data" in value) && !("totalItems" in value)) return { records: [value] };
  const { data, totalItems } = value;
  if (data !== void 0 && data !== null && !Array.isArray(data) && !isPlainObject(data)) {
    throw new UnreadableListBodyError(summarise(value));
  }
  const result = { records: Array.isArray(data) ? [...data] : isPlainObject(data) ? [data] : [] };
  const count5 = readCount(totalItems);
  if (count5 !== void 0) {
    result.totalItems = count5;
  } else if (totalItems !== void 0) {
    result.unreadableTotal = {
      path: "totalItems",
      received: summarise(totalItems),
      problem: "Expected a whole number of items"
    };
  }
  return result;
}
function parseText(text21) {
  if (text21.trim() === "") return void 0;
  try {
    return JSON.parse(text21);
  } catch {
    throw new UnreadableListBodyError(summarise(text21));
  }
}
function readCount(value) {
  const count5 = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  return typeof count5 === "number" && Number.isInteger(count5) && count5 >= 0 ? count5 : void 0;
}

// src/contract/upstream/envelopes.ts
var updateResponsibleResponse = z91.looseObject({
  success: z91.boolean().optional()
});
var updatePaymentResult = z91.looseObject({
  success: z91.boolean().optional()
});
var updatePaymentResponse = z91.looseObject({
  data: updatePaymentResult.optional(),
  error: z91.unknown().optional()
});
var statusesResponse2 = z91.array(requestStatus);
function readStatusesResponse(status, body) {
  return readListBodyWith(requestStatus, {}, status, body);
}

// src/contract/upstream/listQuery.ts
import { z as z92 } from "zod";
var FIRST_PAGE = 1;
var MAX_PAGE_LIMIT = 50;
var wholeNumber2 = z92.union([z92.number(), z92.string().regex(/^\d+$/).transform(Number)]).pipe(z92.number().int());
var finiteNumber = z92.union([
  z92.number(),
  z92.string().regex(/^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/).transform(Number)
]).pipe(z92.number().finite());
var booleanFlag = z92.union([z92.boolean(), z92.enum(["true", "false"]).transform((text21) => text21 === "true")]);
var listPathParams = z92.object({
  requestType: requestTypeSchema,
  pageNumber: wholeNumber2.pipe(z92.number().min(FIRST_PAGE)),
  pageLimit: wholeNumber2.pipe(z92.number().min(1).max(MAX_PAGE_LIMIT))
});
var listQuery = z92.object({
  /** Created on or after this day. */
  createdAfter: calendarDate.optional(),
  /** Created up to this day. */
  createdBefore: calendarDate.optional(),
  /** Last updated on or after this day. */
  lastUpdateAfter: calendarDate.optional(),
  /** Last updated up to this day. */
  lastUpdateBefore: calendarDate.optional(),
  /** Request code contains this text. */
  code: z92.string().optional(),
  /** Request name contains this text. */
  name: z92.string().optional(),
  /** Power in Wp greater than or equal. */
  powerGTE: finiteNumber.optional(),
  /** Power in Wp less than or equal. */
  powerLTE: finiteNumber.optional(),
  /** Delivery freight state equals this UF. */
  freightState: ufSchema.optional(),
  /** Delivery freight city contains this text. */
  freightCity: z92.string().optional(),
  /** Company CNPJ contains this text. */
  companyCNPJ: z92.string().optional(),
  /** E-mail of the responsible collaborator contains this text. */
  responsibleEmail: z92.string().optional(),
  /** Return the removed records. */
  removed: booleanFlag.optional()
});
var LIST_QUERY_KEYS = Object.keys(listQuery.shape);
function isChangeFeedQuery(query) {
  return LIST_QUERY_KEYS.every((key) => query[key] === void 0);
}
function listQueryToSearchParams(query) {
  const params = new URLSearchParams();
  for (const key of LIST_QUERY_KEYS) {
    const value = query[key];
    if (value !== void 0) params.set(key, String(value));
  }
  return params;
}

// src/contract/upstream/paths.ts
function listRequestsPath(version, params) {
  return `/api/${version}/requests/${params.requestType}/${params.pageNumber}/${params.pageLimit}`;
}
function paymentRecordPath(paymentId) {
  return `/api/v2/payments/${encodeURIComponent(paymentId)}`;
}
function updateResponsiblePath(requestCode) {
  return `/api/v1/request/${encodeURIComponent(requestCode)}/responsible`;
}
function updateRequestPaymentPath(requestCode) {
  return `/api/v2/request/${encodeURIComponent(requestCode)}/updatePayment`;
}
function statusesPath(requestType) {
  return `/api/v1/request/${requestType}/statuses`;
}

// src/contract/upstream/rateLimit.ts
import { z as z93 } from "zod";
var rateLimitBody = z93.looseObject({
  error: rateLimitCauseSchema,
  message: z93.string().optional()
});
var CAUSE_KEYS = ["error", "cause", "code", "reason", "type", "limit", "message"];
var MAX_DEPTH2 = 4;
function readRateLimitCause(body) {
  if (typeof body === "string") {
    const parsed = parseJson(body);
    if (parsed !== void 0 && typeof parsed !== "string") {
      const fromJson = readRateLimitCause(parsed);
      if (fromJson !== void 0) return fromJson;
    }
    return causeInText(body);
  }
  return exactCause(body, 0) ?? causeInText(collectText(body, 0).join(" "));
}
function exactCause(value, depth) {
  if (depth > MAX_DEPTH2) return void 0;
  const direct = rateLimitCauseSchema.safeParse(value);
  if (direct.success) return direct.data;
  if (Array.isArray(value)) {
    for (const element of value) {
      const found = exactCause(element, depth + 1);
      if (found !== void 0) return found;
    }
    return void 0;
  }
  if (!isPlainObject(value)) return void 0;
  for (const key of CAUSE_KEYS) {
    const found = rateLimitCauseSchema.safeParse(value[key]);
    if (found.success) return found.data;
  }
  for (const element of Object.values(value)) {
    const found = exactCause(element, depth + 1);
    if (found !== void 0) return found;
  }
  return void 0;
}
function causeInText(text21) {
  const lower = text21.toLowerCase();
  let best;
  for (const cause of RATE_LIMIT_CAUSES) {
    const at = lower.indexOf(cause.toLowerCase());
    if (at >= 0 && (best === void 0 || at < best.at)) best = { cause, at };
  }
  return best?.cause;
}
function collectText(value, depth) {
  if (typeof value === "string") return [value];
  if (depth > MAX_DEPTH2) return [];
  if (Array.isArray(value)) return value.flatMap((element) => collectText(element, depth + 1));
  if (isPlainObject(value)) {
    return Object.entries(value).flatMap(([key, element]) => [key, ...collectText(element, depth + 1)]);
  }
  return [];
}
function parseJson(text21) {
  try {
    return JSON.parse(text21);
  } catch {
    return void 0;
  }
}

// src/contract/upstream/updateResponsible.ts
import { z as z94 } from "zod";
var updateResponsibleBody = z94.object({
  email: z94.string()
});

// src/bff/statuses/statusesCache.ts
var DEFAULT_STATUSES_TTL_MS = 6 * 36e5;
function sortStatuses(statuses) {
  return statuses.map((status, index14) => ({ status, index: index14 })).sort((a, b) => {
    const sa = a.status.sequence ?? Number.POSITIVE_INFINITY;
    const sb = b.status.sequence ?? Number.POSITIVE_INFINITY;
    return sa === sb ? a.index - b.index : sa - sb;
  }).map(({ status }) => status);
}
function createStatusesCache(options) {
  const { db, vendor, clock } = options;
  const ttlMs = options.ttlMs ?? DEFAULT_STATUSES_TTL_MS;
  const inFlight = /* @__PURE__ */ new Map();
  const view = (type, row, staleReason) => ({
    type,
    statuses: row.statuses.flatMap((raw) => {
      const parsed = requestStatus.safeParse(raw);
      return parsed.success ? [parsed.data] : [];
    }),
    fetchedAt: row.fetchedAt.toISOString(),
    expiresAt: new Date(row.fetchedAt.getTime() + ttlMs).toISOString(),
    stale: staleReason !== null,
    staleReason
  });
  async function read(type) {
    const [row] = await db.select({ statuses: requestStatusesCache.statuses, fetchedAt: requestStatusesCache.fetchedAt }).from(requestStatusesCache).where(eq20(requestStatusesCache.type, type));
    return row;
  }
  function fetchNow(type, priority = "refresh") {
    const running = inFlight.get(type);
    if (running) return running;
    const fetching = (async () => {
      const result = await vendor.listStatuses(type, priority);
      const row = { statuses: sortStatuses(result.statuses), fetchedAt: new Date(clock.now()) };
      await db.insert(requestStatusesCache).values({ type, ...row, unreadable: result.unreadable.length }).onConflictDoUpdate({
        target: requestStatusesCache.type,
        set: { statuses: row.statuses, fetchedAt: row.fetchedAt, unreadable: result.unreadable.length }
      });
      return view(type, row, null);
    })().finally(() => inFlight.delete(type));
    inFlight.set(type, fetching);
    return fetching;
  }
  return {
    async get(type) {
      const row = await read(type);
      if (row && clock.now() < row.fetchedAt.getTime() + ttlMs) return view(type, row, null);
      try {
        return await fetchNow(type);
      } catch (error) {
        if (row && error instanceof HttpProblem) return view(type, row, error.message);
        throw error;
      }
    },
    refresh: fetchNow
  };
}

// src/bff/inbox/webhookInbox.ts
import { and as and14, desc as desc5, eq as eq21, lt as lt4, sql as sql57 } from "drizzle-orm";
import { z as z95 } from "zod";

// src/bff/inbox/deliveryKey.ts
import { createHash as createHash4 } from "node:crypto";
function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).filter(([, item2]) => item2 !== void 0).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
    return `{${entries.map(([key, item2]) => `${JSON.stringify(key)}:${canonicalJson(item2)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
function deliveryKey(body) {
  const record2 = typeof body === "object" && body !== null && !Array.isArray(body) ? body : {};
  const event = "event" in record2 ? record2.event : void 0;
  const data = "data" in record2 && typeof record2.data === "object" && record2.data !== null ? record2.data : {};
  const code = "code" in data ? data.code : void 0;
  const lastUpdate = "lastUpdate" in data ? data.lastUpdate : void 0;
  const text21 = [
    canonicalJson(event),
    canonicalJson(code),
    canonicalJson(lastUpdate),
    canonicalJson(body)
  ].join("\n");
  return createHash4("sha256").update(text21).digest("hex");
}

// src/bff/inbox/webhookInbox.ts
var counted = z95.object({ status: z95.string(), rows: z95.coerce.number(), duplicates: z95.coerce.number() });
function requestTypeOf(delivery) {
  if (delivery.kind !== "unknown") return delivery.kind.startsWith("order.") ? "order" : "budget";
  const fromData = requestTypeSchema.safeParse(delivery.data.type);
  return fromData.success ? fromData.data : null;
}
function instantOrNull2(text21) {
  if (!text21) return null;
  const at = new Date(text21);
  return Number.isNaN(at.getTime()) ? null : at;
}
var clip3 = (text21, length) => text21 === void 0 ? null : text21.replaceAll("\0", "").slice(0, length);
function createWebhookInbox(options) {
  const { db } = options;
  const listeners = /* @__PURE__ */ new Set();
  async function receive(delivery) {
    const body = withoutNulCharacters(delivery.body) ?? null;
    const status = delivery.kind === "unknown" ? "unknown_kind" : "pending";
    const code = typeof delivery.data.code === "string" ? delivery.data.code.trim() : "";
    const [row] = await db.insert(webhookInbox).values({
      receivedAt: delivery.receivedAt,
      event: clip3(delivery.event, 200),
      kind: delivery.kind,
      requestType: requestTypeOf(delivery),
      requestCode: code === "" ? null : clip3(code, 200),
      vendorLastUpdate: instantOrNull2(delivery.data.lastUpdate),
      derivedKey: deliveryKey(body),
      body,
      status,
      availableAt: delivery.receivedAt
    }).onConflictDoUpdate({
      target: webhookInbox.derivedKey,
      set: { duplicates: sql57`${webhookInbox.duplicates} + 1` }
    }).returning({ id: webhookInbox.id, status: webhookInbox.status, inserted: sql57`(xmax = 0)` });
    if (!row) throw new Error("The webhook inbox stored nothing and said nothing.");
    const receipt = {
      id: row.id,
      duplicate: row.inserted !== true && String(row.inserted) !== "true",
      status: row.status
    };
    if (!receipt.duplicate) for (const listener of listeners) listener(receipt);
    return receipt;
  }
  const handler = async (delivery, { log }) => {
    const receipt = await receive(delivery);
    const level = !receipt.duplicate && receipt.status === "unknown_kind" ? "info" : "debug";
    log[level](
      {
        inboxId: receipt.id,
        duplicate: receipt.duplicate,
        kind: delivery.kind,
        event: delivery.event,
        code: delivery.data.code,
        unreadable: delivery.unreadable.length
      },
      receipt.duplicate ? "webhook delivery repeated: already in the inbox" : receipt.status === "unknown_kind" ? "webhook delivery of an unknown kind kept in the inbox" : "webhook delivery stored in the inbox"
    );
  };
  return {
    receive,
    handler,
    onStored(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async counts() {
      const rows = await queryRows(
        db,
        sql57`select ${webhookInbox.status} as status, count(*) as rows, coalesce(sum(${webhookInbox.duplicates}), 0) as duplicates
            from ${webhookInbox} group by ${webhookInbox.status}`,
        counted
      );
      const of = (status) => rows.find((row) => row.status === status)?.rows ?? 0;
      return {
        pending: of("pending"),
        done: of("done"),
        failed: of("failed"),
        unknownKind: of("unknown_kind"),
        duplicates: rows.reduce((sum, row) => sum + row.duplicates, 0)
      };
    },
    async lastReceivedAt() {
      const [row] = await db.select({ at: webhookInbox.receivedAt }).from(webhookInbox).orderBy(desc5(webhookInbox.receivedAt)).limit(1);
      return row?.at ?? null;
    },
    async prune(before) {
      const removed = await db.delete(webhookInbox).where(and14(lt4(webhookInbox.receivedAt, before), eq21(webhookInbox.status, "done"))).returning({ id: webhookInbox.id });
      return removed.length;
    }
  };
}

// src/bff/live/liveBus.ts
import { and as and15, asc as asc5, inArray as inArray4, gt as gt5, lt as lt5, lte as lte6, max, min as min2, or as or3, sql as sql58 } from "drizzle-orm";
import pg2 from "pg";
import { z as z96 } from "zod";
var LIVE_CHANNEL = "painel_live";
var SIGNAL_CHANNEL = "painel_signal";
var storedRow = z96.object({
  id: z96.coerce.number(),
  at: z96.coerce.date(),
  kind: z96.string(),
  payload: z96.unknown()
});
function readRow(row) {
  const parsed = liveEvent.safeParse(row.payload);
  return parsed.success ? { id: row.id, at: row.at, event: parsed.data } : null;
}
function emit(core, event) {
  for (const listener of core.listeners) listener(event);
}
function emitSignal(core, name) {
  for (const listener of core.signals.get(name) ?? []) listener();
}
async function readEvents(db, where, limit) {
  const rows = await db.select({ id: liveEvents.id, at: liveEvents.at, kind: liveEvents.kind, payload: liveEvents.payload }).from(liveEvents).where(where).orderBy(asc5(liveEvents.id)).limit(limit);
  return rows.flatMap((row) => {
    const event = readRow(storedRow.parse(row));
    return event ? [event] : [];
  });
}
function commonParts(core) {
  return {
    subscribe(listener) {
      core.listeners.add(listener);
      return () => {
        core.listeners.delete(listener);
      };
    },
    onSignal(name, listener) {
      const set = core.signals.get(name) ?? /* @__PURE__ */ new Set();
      set.add(listener);
      core.signals.set(name, set);
      return () => {
        set.delete(listener);
      };
    },
    subscriberCount: () => core.listeners.size,
    async replay(afterId, limit) {
      const [bounds] = await core.db.select({ first: min2(liveEvents.id), last: max(liveEvents.id) }).from(liveEvents);
      const first = bounds?.first === null || bounds?.first === void 0 ? null : Number(bounds.first);
      const last = bounds?.last === null || bounds?.last === void 0 ? null : Number(bounds.last);
      if (first === null || last === null) return { events: [], gap: afterId > 0 ? "expired" : null };
      if (afterId > last) return { events: [], gap: "unknown-id" };
      const events = await readEvents(core.db, and15(gt5(liveEvents.id, afterId)), limit);
      return { events, gap: afterId < first - 1 ? "expired" : null };
    },
    async prune(keepMs, keepEvents) {
      const [bounds] = await core.db.select({ last: max(liveEvents.id) }).from(liveEvents);
      const last = bounds?.last === null || bounds?.last === void 0 ? 0 : Number(bounds.last);
      const removed = await core.db.delete(liveEvents).where(
        or3(lt5(liveEvents.at, new Date(core.clock.now() - keepMs)), lte6(liveEvents.id, last - keepEvents))
      ).returning({ id: liveEvents.id });
      return removed.length;
    }
  };
}
function createInProcessLiveBus(options) {
  const core = { ...options, listeners: /* @__PURE__ */ new Set(), signals: /* @__PURE__ */ new Map() };
  return {
    ...commonParts(core),
    async publish(event) {
      const [row] = await core.db.insert(liveEvents).values({ at: new Date(core.clock.now()), kind: event.kind, payload: event }).returning({ id: liveEvents.id, at: liveEvents.at });
      if (!row) throw new Error("A live event was not stored.");
      emit(core, { id: row.id, at: row.at, event });
      return row.id;
    },
    async signal(name) {
      emitSignal(core, name);
    },
    listening: async () => void 0,
    async close() {
      core.listeners.clear();
      core.signals.clear();
    }
  };
}
function createPostgresLiveBus(options) {
  const core = { db: options.db, clock: options.clock, listeners: /* @__PURE__ */ new Set(), signals: /* @__PURE__ */ new Map() };
  let client = null;
  let closed = false;
  let lastDelivered = 0;
  let pendingIds = [];
  let flushTimer = null;
  let reconnectTimer = null;
  let backoffMs2 = 500;
  let ready;
  async function flush() {
    flushTimer = null;
    const ids = pendingIds;
    pendingIds = [];
    if (ids.length === 0 || closed) return;
    try {
      const events = await readEvents(core.db, and15(inArray4(liveEvents.id, ids)), ids.length);
      for (const event of events) {
        lastDelivered = Math.max(lastDelivered, event.id);
        emit(core, event);
      }
    } catch (error) {
      options.logger?.warn({ err: error }, "could not read notified live events");
    }
  }
  async function catchUp() {
    if (lastDelivered === 0) return;
    const events = await readEvents(core.db, and15(gt5(liveEvents.id, lastDelivered)), 1e4);
    for (const event of events) {
      lastDelivered = Math.max(lastDelivered, event.id);
      emit(core, event);
    }
  }
  function scheduleReconnect() {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      ready = connect();
    }, backoffMs2);
    reconnectTimer.unref();
    backoffMs2 = Math.min(3e4, backoffMs2 * 2);
  }
  async function connect() {
    const next = new pg2.Client({ connectionString: options.connectionString });
    next.on("error", (error) => {
      options.logger?.warn({ err: error }, "the live events connection failed; reconnecting");
      if (client === next) client = null;
      void next.end().catch(() => void 0);
      scheduleReconnect();
    });
    next.on("notification", (message) => {
      if (message.channel === SIGNAL_CHANNEL) {
        emitSignal(core, message.payload ?? "");
        return;
      }
      const id = Number(message.payload);
      if (!Number.isSafeInteger(id)) return;
      pendingIds.push(id);
      flushTimer ??= setTimeout(() => void flush(), 5);
    });
    try {
      await next.connect();
      await next.query(`listen ${LIVE_CHANNEL}`);
      await next.query(`listen ${SIGNAL_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      backoffMs2 = 500;
      await catchUp();
    } catch (error) {
      options.logger?.warn({ err: error }, "could not listen for live events; retrying");
      void next.end().catch(() => void 0);
      scheduleReconnect();
    }
  }
  ready = connect();
  return {
    ...commonParts(core),
    async publish(event) {
      const [row] = await queryRows(
        core.db,
        sql58`with inserted as (
              insert into ${liveEvents} (at, kind, payload)
              values (${new Date(core.clock.now()).toISOString()}, ${event.kind}, ${JSON.stringify(event)}::jsonb)
              returning id)
            select id, pg_notify(${LIVE_CHANNEL}, id::text) as notified from inserted`,
        z96.object({ id: z96.coerce.number() })
      );
      if (!row) throw new Error("A live event was not stored.");
      return row.id;
    },
    async signal(name) {
      await core.db.execute(sql58`select pg_notify(${SIGNAL_CHANNEL}, ${name})`);
    },
    async listening() {
      while (!client && !closed) {
        await ready;
        if (!client) await new Promise((resolve4) => setTimeout(resolve4, 50));
      }
    },
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      if (flushTimer) clearTimeout(flushTimer);
      await ready.catch(() => void 0);
      const current = client;
      client = null;
      core.listeners.clear();
      core.signals.clear();
      await current?.end().catch(() => void 0);
    }
  };
}

// src/bff/sync/leadership.ts
import pg3 from "pg";
var SYNC_LEADER_LOCK = 2;
function alwaysLeader() {
  let leader = false;
  const listeners = /* @__PURE__ */ new Set();
  return {
    isLeader: () => leader,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      leader = true;
      for (const listener of listeners) listener(true);
    },
    async stop() {
      if (!leader) return;
      leader = false;
      for (const listener of listeners) listener(false);
    }
  };
}
function advisoryLockLeadership(options) {
  const retryMs = options.retryMs ?? 3e3;
  const listeners = /* @__PURE__ */ new Set();
  let leader = false;
  let client = null;
  let timer = null;
  let stopped = true;
  let attempt = Promise.resolve();
  function setLeader(next) {
    if (next === leader) return;
    leader = next;
    options.logger?.info(
      { leader },
      leader ? "this process now runs the sync" : "this process no longer runs the sync"
    );
    for (const listener of listeners) listener(next);
  }
  function lose(held) {
    if (client !== held) return;
    client = null;
    setLeader(false);
    void held.end().catch(() => void 0);
  }
  async function tryOnce() {
    if (stopped) return;
    if (client) {
      const held = client;
      try {
        await held.query("select 1");
      } catch (error) {
        options.logger?.warn({ err: error }, "the sync leader lost its database connection");
        lose(held);
      }
      return;
    }
    const next = new pg3.Client({ connectionString: options.connectionString });
    next.on("error", (error) => {
      options.logger?.warn({ err: error }, "the sync leader connection failed");
      lose(next);
    });
    try {
      await next.connect();
      const result = await next.query("select pg_try_advisory_lock($1, $2) as locked", [
        advisoryLockNamespace,
        SYNC_LEADER_LOCK
      ]);
      if (result.rows[0]?.locked === true && !stopped) {
        client = next;
        setLeader(true);
      } else {
        await next.end();
      }
    } catch (error) {
      options.logger?.warn({ err: error }, "could not try for the sync leader lock");
      void next.end().catch(() => void 0);
    }
  }
  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      attempt = tryOnce().finally(schedule);
    }, retryMs);
    timer.unref();
  }
  return {
    isLeader: () => leader,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      if (!stopped) return;
      stopped = false;
      attempt = tryOnce();
      await attempt;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await attempt.catch(() => void 0);
      const held = client;
      client = null;
      setLeader(false);
      await held?.end().catch(() => void 0);
    }
  };
}

// src/bff/sync/loops/inboxPass.ts
import { sql as sql60 } from "drizzle-orm";
import { z as z97 } from "zod";

// src/bff/inbox/processInbox.ts
import { and as and16, asc as asc6, eq as eq22, lte as lte7, sql as sql59 } from "drizzle-orm";
var RETRY_BASE_MS = 5e3;
var RETRY_MAX_MS = 10 * 6e4;
var shortError = (error) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 300);
function recordPaths(unreadable) {
  return unreadable.filter((field) => field.path.startsWith("data.")).map((field) => ({ path: field.path.slice("data.".length), problem: field.problem }));
}
var DeliveryUnusable = class extends Error {
  name = "DeliveryUnusable";
};
async function processNextDelivery(options) {
  const { db, clock, apply, refreshCoalesceMs } = options;
  const maxAttempts = options.maxAttempts ?? 5;
  const now = new Date(clock.now());
  const step = await db.transaction(
    async (tx) => {
      const [row] = await tx.select().from(webhookInbox).where(and16(eq22(webhookInbox.status, "pending"), lte7(webhookInbox.availableAt, now))).orderBy(asc6(webhookInbox.id)).limit(1).for("update", { skipLocked: true });
      if (!row) return { kind: "none" };
      try {
        const observation = observationOf(row);
        const result = await tx.transaction(async (savepoint) => {
          const applied = await apply(savepoint, observation);
          if (applied.outcome !== "stale") {
            await enqueueRefresh(savepoint, {
              type: observation.type,
              code: observation.code,
              priority: "webhook",
              source: "refresh",
              requestedAt: row.receivedAt,
              dueAt: new Date(row.receivedAt.getTime() + refreshCoalesceMs),
              vendorLastUpdate: row.vendorLastUpdate
            });
          }
          return applied;
        });
        await tx.update(webhookInbox).set({
          status: "done",
          processedAt: now,
          outcome: result.outcome,
          attempts: sql59`${webhookInbox.attempts} + 1`,
          error: null
        }).where(eq22(webhookInbox.id, row.id));
        return { kind: "applied-pending", id: row.id, result, observation };
      } catch (error) {
        const attempts = row.attempts + 1;
        const gaveUp = error instanceof DeliveryUnusable || attempts >= maxAttempts;
        const wait = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (attempts - 1));
        const message = shortError(error);
        await tx.update(webhookInbox).set({
          status: gaveUp ? "failed" : "pending",
          attempts,
          error: message,
          availableAt: new Date(now.getTime() + wait),
          processedAt: gaveUp ? now : null
        }).where(eq22(webhookInbox.id, row.id));
        return { kind: "failed", id: row.id, error: message, gaveUp };
      }
    }
  );
  if (step.kind !== "applied-pending") return step;
  options.onApplied?.(step.result, step.observation);
  return { kind: "applied", id: step.id, result: step.result };
}
function observationOf(row) {
  const read = readWebhookBody(row.body);
  const code = typeof read.data.code === "string" ? read.data.code.trim() : "";
  const type = row.requestType;
  if (!type)
    throw new DeliveryUnusable("The delivery does not say whether it is about an order or a budget.");
  if (code === "") throw new DeliveryUnusable("The delivery carries no request code.");
  const record2 = read.data;
  return {
    type,
    code,
    record: record2,
    unreadable: recordPaths(read.unreadable),
    source: "webhook",
    observedAt: row.receivedAt,
    vendorLastUpdate: row.vendorLastUpdate,
    partial: true
  };
}

// src/bff/live/observationEvents.ts
function observationEvents(result, observation) {
  const request2 = result.summary;
  const actor = result.actor ?? changeActorOf(observation.source, observation.person);
  switch (result.outcome) {
    case "created":
      return request2.removed ? [] : [{ kind: "request.created", request: request2, actor }];
    case "changed": {
      const removal = result.changes.some((change) => change.field === "removed" && change.to === true);
      if (removal) return [{ kind: "request.removed", type: request2.type, code: request2.code, actor }];
      const fields = result.changes.map((change) => change.field);
      return [{ kind: "request.changed", request: request2, fields, actor }];
    }
    default:
      return [];
  }
}

// src/bff/sync/loops/publishSafely.ts
async function publishSafely(context, event) {
  try {
    await context.bus.publish(event);
  } catch (error) {
    context.logger?.warn({ err: error, kind: event.kind }, "could not publish a live event");
  }
}
function publishObservationEvents(context) {
  return (result, observation) => {
    if (observation.source === "backfill") return;
    for (const event of observationEvents(result, observation)) void publishSafely(context, event);
  };
}

// src/bff/sync/loops/inboxPass.ts
async function inboxPass(context, wakeVendorLoop) {
  const { db, clock, apply, settings, counters, leadership } = context;
  if (!leadership.isLeader()) return { did: false };
  const step = await processNextDelivery({
    db,
    clock,
    apply,
    refreshCoalesceMs: settings.refreshCoalesceMs,
    onApplied: publishObservationEvents(context)
  });
  if (step.kind === "applied") {
    counters.deliveriesApplied += 1;
    wakeVendorLoop();
    return { did: true };
  }
  if (step.kind === "failed") {
    counters.deliveriesFailed += 1;
    context.logger?.warn(
      { inboxId: step.id, error: step.error, gaveUp: step.gaveUp },
      "a webhook delivery could not be applied"
    );
    return { did: true };
  }
  const [row] = await queryRows(
    db,
    sql60`select min(${webhookInbox.availableAt}) as at from ${webhookInbox} where ${webhookInbox.status} = 'pending'`,
    z97.object({ at: z97.coerce.date().nullable() })
  );
  return { did: false, nextAt: row?.at?.getTime() ?? null };
}

// src/bff/sync/loops/publishRound.ts
var MINUTE_MS3 = 6e4;
var GOVERNOR_REPEAT_MS = 15e3;
function createPublishState() {
  return { lastGovernorSignature: "", lastGovernorPublish: 0, lastPrune: 0 };
}
async function publishRound(context, publishState, leaderState, fullFreshness) {
  const { bus, inbox, clock, governor, leadership, settings } = context;
  if (!leadership.isLeader()) return;
  try {
    const status = await governor.status();
    const signature = JSON.stringify([
      status.circuit.state,
      status.calls.used,
      Math.round(status.seconds.used),
      status.classes.map((entry) => entry.fitsAt)
    ]);
    const circuitChanged = !publishState.lastGovernorSignature.startsWith(`["${status.circuit.state}"`);
    if (signature !== publishState.lastGovernorSignature && (circuitChanged || Date.now() - publishState.lastGovernorPublish >= GOVERNOR_REPEAT_MS)) {
      publishState.lastGovernorSignature = signature;
      publishState.lastGovernorPublish = Date.now();
      await publishSafely(context, { kind: "governor.status", governor: status });
    }
    if (leaderState.progressDirty) {
      leaderState.progressDirty = false;
      await publishSafely(context, { kind: "sync.progress", freshness: await fullFreshness() });
    }
    if (Date.now() - publishState.lastPrune >= MINUTE_MS3) {
      publishState.lastPrune = Date.now();
      await bus.prune(settings.liveRetentionMs, settings.liveMaxEvents);
      await inbox.prune(new Date(clock.now() - settings.inboxRetentionMs));
    }
  } catch (error) {
    context.logger?.warn({ err: error }, "could not publish the sync state");
  }
}

// src/bff/sync/loops/syncWorkContext.ts
function emptySyncCounters() {
  return {
    refreshes: 0,
    refreshesNotFound: 0,
    backfillPages: 0,
    reconcilePages: 0,
    reconcileRuns: 0,
    deliveriesApplied: 0,
    deliveriesFailed: 0,
    refusals: 0,
    vendorErrors: 0
  };
}

// src/bff/sync/loops/workBlocks.ts
var MINUTE_MS4 = 6e4;
function isBlocked(blocks, key, now) {
  return (blocks.get(key) ?? 0) > now || (blocks.get("all") ?? 0) > now;
}
function blocksEndingAfter(blocks, now) {
  return [...blocks.values()].filter((until) => until > now);
}
function backoffMs(failures) {
  return Math.min(30 * MINUTE_MS4, 3e4 * 2 ** Math.max(0, failures - 1));
}
function shortError2(error) {
  if (error instanceof UpstreamError) return `${error.kind} (${error.status ?? "no status"})`;
  return (error instanceof Error ? error.name : typeof error).slice(0, 120);
}
function noteFailure(context, blocks, key, error, failuresInRow) {
  const now = context.clock.now();
  if (error instanceof GovernorRefusal) {
    context.counters.refusals += 1;
    const until = error.retryAt?.getTime() ?? now + MINUTE_MS4;
    blocks.set(error.priority, until);
    return until;
  }
  context.counters.vendorErrors += 1;
  if (error instanceof UpstreamError && error.kind === "unauthorized") {
    const until = now + 10 * MINUTE_MS4;
    blocks.set("all", until);
    context.logger?.warn(
      { err: error },
      "the vendor refused the listing (401: token or function unavailable); the sync waits 10 minutes"
    );
    return until;
  }
  context.logger?.warn({ err: error, work: key }, "a sync call failed; it will be tried again later");
  return now + backoffMs(failuresInRow);
}

// src/bff/sync/loops/backfillWork.ts
var MINUTE_MS5 = 6e4;
async function backfillRoom(context) {
  const { governor, settings } = context;
  const status = await governor.status();
  const now = context.clock.now();
  const room = status.classes.find((entry) => entry.priority === "backfill");
  if (!room || status.circuit.state === "open") return now + MINUTE_MS5;
  const reserveCalls = status.calls.limit * status.backgroundShare * settings.backfillReserveShare;
  const reserveSeconds = status.seconds.limit * status.backgroundShare * settings.backfillReserveShare;
  if (room.callsLeft >= reserveCalls + 1 && room.secondsLeft * 1e3 >= reserveSeconds * 1e3 + settings.callTimeoutMs) {
    return null;
  }
  const freeAt = status.calls.nextFreeAt ?? status.seconds.nextFreeAt;
  return Math.max(now + 3e4, freeAt ? Date.parse(freeAt) : 0);
}
async function runBackfillStep(context, state, type) {
  const cursor = state.cursors?.[type];
  if (!cursor) return;
  const waitUntil = await backfillRoom(context);
  if (waitUntil !== null) {
    state.blocks.set("backfill", waitUntil);
    await saveCursor(context, state, type, { ...cursor, waitingUntil: waitUntil });
    return;
  }
  const { db, list: list2, apply, counters } = context;
  try {
    const step = await backfillStep(
      { db, list: list2, apply, onApplied: publishObservationEvents(context), now: () => context.clock.now() },
      type,
      cursor
    );
    counters.backfillPages += 1;
    state.failures.backfill = 0;
    await saveCursor(context, state, type, step.cursor);
    if (step.cursor.phase === "done" && cursor.phase !== "done") {
      context.logger?.info(
        { type, records: step.cursor.records, pages: step.cursor.pages },
        "backfill completed"
      );
    }
  } catch (error) {
    state.failures.backfill += 1;
    const until = noteFailure(context, state.blocks, "backfill", error, state.failures.backfill);
    state.blocks.set("backfill", until);
    await saveCursor(context, state, type, { ...cursor, waitingUntil: until });
  }
}

// src/bff/sync/refreshRequest.ts
import { and as and17, eq as eq23 } from "drizzle-orm";
var MAX_PAGES = 5;
async function refreshRequest(deps, target) {
  const [stored] = await deps.db.select({ removed: mirrorRequests.removed }).from(mirrorRequests).where(and17(eq23(mirrorRequests.type, target.type), eq23(mirrorRequests.code, target.code)));
  const order = stored?.removed ? ["removed", "live"] : ["live", "removed"];
  let calls = 0;
  let firstSentAt = null;
  for (const where of order) {
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const listed = await deps.list({
        type: target.type,
        page,
        query: where === "removed" ? { code: target.code, removed: true } : { code: target.code },
        priority: target.priority,
        why: `refresh of one ${target.type}`
      });
      calls += 1;
      firstSentAt ??= listed.sentAt;
      const { observations } = listedObservations(listed, {
        type: target.type,
        source: target.source,
        person: target.person,
        removed: where === "removed"
      });
      const match = observations.find((observation) => observation.code === target.code);
      if (match) {
        const result = await deps.apply(deps.db, match);
        deps.onApplied?.(result, match);
        return { found: where, result, sentAt: listed.sentAt, calls };
      }
      if (listed.records.length < listed.pageLimit) break;
    }
  }
  return { found: "nowhere", result: null, sentAt: firstSentAt ?? /* @__PURE__ */ new Date(0), calls };
}

// src/bff/sync/loops/queuedRefreshWork.ts
async function runQueuedRefresh(context, state, item2) {
  const { db, list: list2, apply, counters, settings } = context;
  try {
    const outcome = await refreshRequest(
      { db, list: list2, apply, onApplied: publishObservationEvents(context) },
      {
        type: item2.type,
        code: item2.code,
        priority: item2.priority === "refresh" ? "refresh" : "webhook",
        source: item2.source === "write" ? "write" : "refresh",
        person: item2.person
      }
    );
    counters.refreshes += 1;
    if (outcome.found === "nowhere") {
      counters.refreshesNotFound += 1;
      context.logger?.warn(
        { type: item2.type, code: item2.code },
        "a refreshed request is listed neither live nor removed"
      );
    }
    await completeRefresh(db, item2, outcome.sentAt, settings.refreshCoalesceMs);
  } catch (error) {
    const until = noteFailure(context, state.blocks, `refresh ${item2.type}`, error, item2.attempts + 1);
    await deferRefresh(db, item2, new Date(until), shortError2(error));
  }
}

// src/bff/sync/reconcileInterval.ts
var RECONCILE_BUDGET_SHARE = 0.3;
function reconcileIntervalMs(lastCalls, status, bounds) {
  const backgroundCalls = status.calls.limit * status.backgroundShare;
  const backgroundSeconds = status.seconds.limit * status.backgroundShare;
  const byCost = backgroundCalls > 0 ? 36e5 * Math.max(1, lastCalls) / (RECONCILE_BUDGET_SHARE * backgroundCalls) : bounds.maxMs;
  const room = status.classes.find((entry) => entry.priority === "reconcile");
  const left = room ? Math.min(
    backgroundCalls > 0 ? room.callsLeft / backgroundCalls : 0,
    backgroundSeconds > 0 ? room.secondsLeft / backgroundSeconds : 0
  ) : 0;
  const scarcity = status.circuit.state === "open" ? 10 : left >= 0.5 ? 1 : 0.5 / Math.max(left, 0.05);
  return Math.round(Math.min(bounds.maxMs, Math.max(bounds.minMs, byCost) * scarcity));
}

// src/bff/sync/loops/reconcileWork.ts
async function reconcileDue(context, state) {
  const { reconcile } = state;
  const now = context.clock.now();
  const { reconcileMinMs } = context.settings;
  if (!reconcile || isBlocked(state.blocks, "reconcile", now)) return false;
  if (reconcile.current) return true;
  if (reconcile.lastStartedAt === null) {
    const began = backfillStartedAt(state);
    return began !== null && now >= began + reconcileMinMs;
  }
  if (reconcile.nextDueAt === null || now >= reconcile.nextDueAt) return true;
  if (reconcile.lastCompletedAt !== null && now >= reconcile.lastCompletedAt + reconcileMinMs) {
    const waiting = await queuedRefreshCount(context.db);
    return waiting >= Math.max(10, reconcile.lastCalls + 5);
  }
  return false;
}
async function runReconcileStep(context, state) {
  const { db, list: list2, apply, clock, governor, settings, counters } = context;
  const now = () => clock.now();
  const current = state.reconcile ?? initialReconcileState;
  const since = current.lastStartedAt ?? backfillStartedAt(state) ?? now();
  try {
    const step = await reconcileStep(
      { db, list: list2, apply, onApplied: publishObservationEvents(context) },
      current,
      { since, overlapMs: settings.reconcileOverlapMs },
      now
    );
    counters.reconcilePages += 1;
    state.failures.reconcile = 0;
    let next = step.state;
    if (step.completed) {
      counters.reconcileRuns += 1;
      const status = await governor.status();
      const intervalMs = reconcileIntervalMs(next.lastCalls, status, {
        minMs: settings.reconcileMinMs,
        maxMs: settings.reconcileMaxMs
      });
      next = { ...next, intervalMs, nextDueAt: now() + intervalMs };
      context.logger?.info(
        { calls: next.lastCalls, changed: next.lastChanged, nextInSeconds: Math.round(intervalMs / 1e3) },
        "reconcile run completed"
      );
    }
    await saveReconcile(context, state, next);
  } catch (error) {
    state.failures.reconcile += 1;
    const until = noteFailure(context, state.blocks, "reconcile", error, state.failures.reconcile);
    if (!(error instanceof GovernorRefusal)) state.blocks.set("reconcile", until);
    await saveReconcile(context, state, { ...current, waitingUntil: until });
  }
}

// src/bff/sync/loops/statusesWork.ts
async function statusesToRead(context, state) {
  if (!context.readStatuses) return null;
  if (state.statusesStored === null) {
    const rows = await context.db.select({ type: requestStatusesCache.type }).from(requestStatusesCache);
    state.statusesStored = new Set(rows.map((row) => row.type));
  }
  const stored = state.statusesStored;
  return REQUEST_TYPES.find((type) => !stored.has(type)) ?? null;
}
async function runStatusesRead(context, state, type) {
  try {
    await context.readStatuses?.(type);
    state.failures.statuses = 0;
    state.statusesStored?.add(type);
  } catch (error) {
    state.failures.statuses += 1;
    const until = noteFailure(context, state.blocks, "statuses", error, state.failures.statuses);
    state.blocks.set("statuses", until);
  }
}

// src/bff/sync/loops/vendorPass.ts
async function vendorPass(context, state) {
  const { db, clock, leadership } = context;
  if (!leadership.isLeader()) return { did: false };
  if (!state.cursors || !state.reconcile) await loadStoredState(context, state);
  const at = clock.now();
  const blocked = (key) => isBlocked(state.blocks, key, clock.now());
  if (!blocked("refresh") || !blocked("webhook")) {
    const due = await dueRefreshes(db, new Date(at), 20);
    const next = due.find((item2) => !blocked(item2.priority === "refresh" ? "refresh" : "webhook"));
    if (next) {
      await runQueuedRefresh(context, state, next);
      return { did: true };
    }
  }
  const statusesType = blocked("statuses") ? null : await statusesToRead(context, state);
  if (statusesType) {
    await runStatusesRead(context, state, statusesType);
    return { did: true };
  }
  if (await reconcileDue(context, state)) {
    await runReconcileStep(context, state);
    return { did: true };
  }
  const type = state.cursors ? nextBackfillType(state.cursors) : null;
  if (type && !blocked("backfill")) {
    await runBackfillStep(context, state, type);
    return { did: true };
  }
  if (maintenanceDue(context, state.maintenance)) {
    await runMaintenanceStep(context, state.maintenance);
    return { did: true };
  }
  const candidates = [
    (await nextRefreshDue(db))?.getTime(),
    state.reconcile?.current ? void 0 : state.reconcile?.nextDueAt ?? void 0,
    state.maintenance.nextCheckAt ?? void 0,
    ...blocksEndingAfter(state.blocks, at)
  ].filter((value) => typeof value === "number");
  return { did: false, nextAt: candidates.length > 0 ? Math.min(...candidates) : null };
}

// src/bff/sync/refreshAfterWrite.ts
import { sql as sql61 } from "drizzle-orm";
import { z as z98 } from "zod";
async function requestsOfPayment(db, paymentId) {
  return queryRows(
    db,
    sql61`select type, code from mirror_requests
        where record -> 'payment' -> 'links' @> ${JSON.stringify([{ id: paymentId }])}::jsonb limit 5`,
    z98.object({ type: z98.enum(["order", "budget"]), code: z98.string() })
  );
}
async function queueRefreshAfterWrite(db, event) {
  const targets = event.request ? [event.request] : event.paymentId ? await requestsOfPayment(db, event.paymentId) : [];
  for (const target of targets) {
    await enqueueRefresh(db, {
      type: target.type,
      code: target.code,
      priority: "refresh",
      source: "write",
      person: actingPersonOf(event.actor),
      requestedAt: event.at,
      dueAt: event.at
    });
  }
  return targets.length;
}

// src/bff/sync/syncFreshness.ts
var iso3 = (at) => at === null || at === void 0 ? null : new Date(at).toISOString();
var expectedOf = (c2) => c2.expectedLive === null ? null : c2.expectedLive + (c2.expectedRemoved ?? 0);
function backfillProgress(cursors, now, pageLimit, budgetPagesPerHour = null) {
  const records = cursors.reduce((sum, c2) => sum + c2.records, 0);
  const pages = cursors.reduce((sum, c2) => sum + c2.pages, 0);
  const expectedParts = cursors.map(expectedOf);
  const expectedRecords = expectedParts.every((part) => part !== null) ? expectedParts.reduce((sum, part) => sum + (part ?? 0), 0) : null;
  const done = cursors.every((c2) => c2.phase === "done");
  const started = cursors.some((c2) => c2.startedAt !== null);
  const waits = cursors.map((c2) => c2.waitingUntil).filter((at) => at !== null && at > now);
  const waitingUntil = waits.length > 0 ? Math.max(...waits) : null;
  const startedAt = Math.min(...cursors.map((c2) => c2.startedAt ?? Number.POSITIVE_INFINITY));
  let estimatedSecondsLeft = null;
  if (done) estimatedSecondsLeft = 0;
  else if (expectedRecords !== null) {
    const pagesLeft = Math.ceil(Math.max(0, expectedRecords - records) / pageLimit);
    const observed = pages > 0 && Number.isFinite(startedAt) && now > startedAt ? pagesLeft * (now - startedAt) / pages / 1e3 : null;
    const allowed = budgetPagesPerHour && budgetPagesPerHour > 0 ? pagesLeft * 3600 / budgetPagesPerHour : null;
    const wait = waitingUntil === null ? 0 : (waitingUntil - now) / 1e3;
    const estimates = [observed, allowed === null ? null : wait + allowed, wait > 0 ? wait : null].filter(
      (value) => value !== null
    );
    estimatedSecondsLeft = estimates.length > 0 ? Math.round(Math.max(...estimates)) : null;
  }
  const finishedAt = Math.max(...cursors.map((c2) => c2.finishedAt ?? 0));
  const estimatedDoneAt = done ? iso3(finishedAt > 0 ? finishedAt : null) : estimatedSecondsLeft === null ? null : iso3(now + estimatedSecondsLeft * 1e3);
  return {
    state: done ? "done" : !started ? "pending" : waitingUntil !== null ? "paused" : "running",
    records,
    pages,
    expectedRecords,
    estimatedSecondsLeft,
    estimatedDoneAt,
    waitingUntil: iso3(waitingUntil)
  };
}
function typeBackfill2(cursor) {
  return { done: cursor.phase === "done", records: cursor.records, expectedRecords: expectedOf(cursor) };
}
function syncFreshnessOf(input) {
  const both = [input.cursors.order, input.cursors.budget];
  const progress = backfillProgress(both, input.now, input.pageLimit, input.budgetPagesPerHour ?? null);
  const unknownEnd = input.halted && progress.state !== "done";
  return {
    lastWebhookAt: input.lastWebhookAt?.toISOString() ?? null,
    lastReconcileAt: iso3(input.reconcile.lastCompletedAt),
    // Every change made before the last completed reconcile started is in the mirror, and so is
    // every request as it was when a finished backfill began reading: the copy is synced as soon
    // as the backfill is done, not only after the first reconcile (issue 14).
    upToDateAt: iso3(latest(input.reconcile.lastStartedAt, backfillDoneSince(both))),
    backfill: {
      ...progress,
      ...unknownEnd ? { estimatedSecondsLeft: null, estimatedDoneAt: null } : {},
      byType: { order: typeBackfill2(input.cursors.order), budget: typeBackfill2(input.cursors.budget) }
    }
  };
}
function latest(a, b) {
  if (a === null || a === void 0) return b ?? null;
  if (b === null || b === void 0) return a;
  return Math.max(a, b);
}
function backfillDoneSince(cursors) {
  if (cursors.length === 0 || !cursors.every((c2) => c2.phase === "done")) return null;
  const starts = cursors.map((c2) => c2.startedAt).filter((at) => at !== null);
  return starts.length === cursors.length ? Math.min(...starts) : null;
}

// src/bff/sync/syncFreshnessReport.ts
async function syncFreshnessReport(context) {
  const { db, clock, governor, inbox, settings } = context;
  const fallback = initialBackfillCursor(clock.now(), settings.backfillHorizonMonths);
  const [order, budget2, storedReconcile, lastWebhookAt, status] = await Promise.all([
    readSyncState(db, backfillStateKey("order"), backfillCursor, fallback),
    readSyncState(db, backfillStateKey("budget"), backfillCursor, fallback),
    readSyncState(db, RECONCILE_STATE_KEY, reconcileState, initialReconcileState),
    inbox.lastReceivedAt(),
    governor.status()
  ]);
  return syncFreshnessOf({
    cursors: { order, budget: budget2 },
    reconcile: storedReconcile,
    lastWebhookAt,
    now: clock.now(),
    pageLimit: MAX_PAGE_LIMIT,
    // What the backfill may spend per hour: the background share less what it leaves to others.
    budgetPagesPerHour: status.calls.limit * status.backgroundShare * (1 - settings.backfillReserveShare),
    halted: status.circuit.state === "open"
  });
}
async function fullFreshnessReport(context) {
  const [mirrored2, sync] = await Promise.all([mirrorCounts(context.db), syncFreshnessReport(context)]);
  return { mirrored: mirrored2, ...sync };
}

// src/bff/sync/workLoop.ts
var WorkLoop = class {
  constructor(name, pass, clock, options) {
    this.name = name;
    this.pass = pass;
    this.clock = clock;
    this.options = options;
  }
  name;
  pass;
  clock;
  options;
  running = false;
  current = null;
  wakeUp = null;
  timer = null;
  passes = 0;
  idlePass = 0;
  waiters = [];
  woken = false;
  get isRunning() {
    return this.running;
  }
  start() {
    if (this.running) return;
    this.running = true;
    this.current = this.run();
  }
  /** Runs a pass soon, even if the loop is sleeping. */
  wake() {
    this.woken = true;
    this.wakeUp?.();
  }
  /** Stops after the pass under way (awaited); `abandon` does not wait for it, like a process dying. */
  async stop(options = {}) {
    this.running = false;
    this.wake();
    const current = this.current;
    this.current = null;
    for (const waiter of this.waiters.splice(0)) waiter.resolve();
    if (!options.abandon) await current;
  }
  /** Resolves after a pass that began after this call found nothing to do. */
  whenIdle() {
    if (!this.running) return Promise.resolve();
    const target = this.passes + 1;
    const done = new Promise((resolve4) => this.waiters.push({ target, resolve: resolve4 }));
    this.wake();
    return done;
  }
  async run() {
    while (this.running) {
      this.passes += 1;
      const pass = this.passes;
      this.woken = false;
      let result;
      try {
        result = await this.pass();
      } catch (error) {
        if (!this.running) break;
        this.options.logger?.warn(
          { err: error, loop: this.name },
          "a sync loop pass failed; pausing it briefly"
        );
        result = { did: false, nextAt: this.clock.now() + this.options.errorPauseMs };
      }
      if (!this.running) break;
      if (result.did) continue;
      this.idlePass = pass;
      this.waiters = this.waiters.filter((waiter) => {
        if (waiter.target > this.idlePass) return true;
        waiter.resolve();
        return false;
      });
      if (this.woken) continue;
      await this.sleep(result.nextAt ?? null);
    }
  }
  sleep(nextAt) {
    const wait = nextAt === null ? this.options.tickMs : Math.max(0, Math.min(nextAt - this.clock.now(), this.options.tickMs));
    return new Promise((resolve4) => {
      const done = () => {
        if (this.timer) clearTimeout(this.timer);
        this.timer = null;
        this.wakeUp = null;
        resolve4();
      };
      this.wakeUp = done;
      this.timer = setTimeout(done, wait);
    });
  }
};

// src/bff/sync/syncEngine.ts
function createSyncEngine(options) {
  const context = { ...options, counters: emptySyncCounters(), logger: void 0 };
  const leaderState = createLeaderState();
  const publishState = createPublishState();
  const engine = { started: false, enabled: false, running: null };
  const fullFreshness = () => fullFreshnessReport(context);
  const publish = () => publishRound(context, publishState, leaderState, fullFreshness);
  return {
    get started() {
      return engine.started;
    },
    get enabled() {
      return engine.enabled;
    },
    counters: context.counters,
    freshness: () => syncFreshnessReport(context),
    fullFreshness,
    async refreshAfterWrite(event) {
      const queued = await queueRefreshAfterWrite(context.db, event);
      if (queued > 0) engine.running?.vendorLoop.wake();
    },
    async start(startOptions = {}) {
      if (engine.started) return;
      engine.started = true;
      engine.enabled = true;
      context.logger = startOptions.logger ?? context.logger;
      const { clock, inbox, bus, leadership } = context;
      const loopOptions = {
        tickMs: startOptions.tickMs ?? 2e3,
        errorPauseMs: 5e3,
        logger: context.logger
      };
      const vendorLoop = new WorkLoop("vendor", () => vendorPass(context, leaderState), clock, loopOptions);
      const inboxLoop = new WorkLoop(
        "inbox",
        () => inboxPass(context, () => vendorLoop.wake()),
        clock,
        loopOptions
      );
      const running = { inboxLoop, vendorLoop, publishTimer: null, unsubscribes: [] };
      engine.running = running;
      running.unsubscribes.push(
        inbox.onStored(() => inboxLoop.wake()),
        bus.onSignal("inbox", () => inboxLoop.wake()),
        leadership.onChange((leader) => {
          forgetStoredState(leaderState);
          leaderState.blocks.clear();
          if (leader) for (const loop of [inboxLoop, vendorLoop]) loop.wake();
        })
      );
      await leadership.start();
      inboxLoop.start();
      vendorLoop.start();
      const every = startOptions.publishEveryMs ?? 2e3;
      const tick = () => {
        running.publishTimer = setTimeout(() => {
          void publish().finally(() => {
            if (engine.started) tick();
          });
        }, every);
        running.publishTimer.unref();
      };
      tick();
    },
    async stop(stopOptions = {}) {
      if (!engine.started) return;
      engine.started = false;
      const running = engine.running;
      engine.running = null;
      if (running) {
        if (running.publishTimer) clearTimeout(running.publishTimer);
        for (const unsubscribe of running.unsubscribes.splice(0)) unsubscribe();
        await Promise.all([running.inboxLoop.stop(stopOptions), running.vendorLoop.stop(stopOptions)]);
      }
      await context.leadership.stop();
      forgetStoredState(leaderState);
    },
    async settle() {
      if (!engine.started || !engine.running) return;
      const { inboxLoop, vendorLoop } = engine.running;
      for (let round = 0; round < 2; round += 1) {
        await inboxLoop.whenIdle();
        await vendorLoop.whenIdle();
      }
      await publish();
    }
  };
}

// src/bff/sync/syncSettings.ts
var HOUR_MS3 = 36e5;
function syncSettingsFromConfig(config) {
  return {
    backfillHorizonMonths: config.BACKFILL_HORIZON_MONTHS,
    backfillReserveShare: 0.25,
    reconcileMinMs: config.RECONCILE_MIN_SECONDS * 1e3,
    reconcileMaxMs: config.RECONCILE_MAX_SECONDS * 1e3,
    reconcileOverlapMs: config.RECONCILE_OVERLAP_HOURS * HOUR_MS3,
    refreshCoalesceMs: config.WEBHOOK_REFRESH_COALESCE_SECONDS * 1e3,
    inboxRetentionMs: 7 * 24 * HOUR_MS3,
    liveRetentionMs: HOUR_MS3,
    liveMaxEvents: 1e4,
    callTimeoutMs: config.UPSTREAM_TIMEOUT_MS,
    maintenanceCheckMs: config.TABLE_MAINTENANCE_CHECK_MINUTES * 6e4
  };
}

// src/bff/upstream/createUpstreamClient.ts
import { performance as performance2 } from "node:perf_hooks";
import { FormData } from "undici";

// src/bff/upstream/callInputs.ts
import { z as z99 } from "zod";
var listRequestsInput = z99.strictObject({
  ...listPathParams.shape,
  version: apiVersionSchema.default("v2"),
  // Strict: a misspelt filter must not vanish and widen the listing.
  query: z99.strictObject(listQuery.shape)
});
var changeFeedInput = z99.strictObject({
  ...listPathParams.shape,
  version: apiVersionSchema.default("v2")
});
var vendorIdentifier = z99.string().trim().min(1, { error: "must not be empty" });
var updateResponsibleInput = updateResponsibleBody.extend({
  email: z99.email({ error: "must be an e-mail address" })
});
var requestPaymentFields = z99.strictObject({
  ...paymentUpdateForm.shape,
  status: writablePaymentStatusSchema.optional()
});
var token = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
var mediaType = new RegExp(`^${token}/${token}(\\s*;\\s*${token}=(${token}|"[^"\\\\\\r\\n]*"))*$`);
var blob = z99.custom((value) => value instanceof Blob, {
  error: "must be a Blob, such as fs.openAsBlob gives for a file on disk"
});
var upstreamAttachment = z99.strictObject({
  ...paymentUpdateAttachment.omit({ size: true }).shape,
  filename: paymentUpdateAttachment.shape.filename.refine((name) => name.trim() !== "", {
    error: "must not be blank"
  }),
  contentType: z99.string().regex(mediaType, { error: "must be a media type such as application/pdf" }).default("application/octet-stream"),
  blob
});
var upstreamAttachments = z99.array(upstreamAttachment).max(MAX_PAYMENT_ATTACHMENTS, {
  error: `at most ${MAX_PAYMENT_ATTACHMENTS} attachments per payment update`
});
var paymentRecordUpdateInput = z99.strictObject({
  ...paymentRecordUpdate.shape,
  status: writablePaymentStatusSchema.optional()
}).refine((body) => body.status !== void 0 || body.condition !== void 0, {
  error: "needs status, condition or both"
});

// src/bff/upstream/safeSummary.ts
var MAX_SUMMARY = 160;
var REDACTED2 = "[redacted]";
function safeSummary(text21, token2) {
  const redacted = (token2 === "" ? text21 : text21.split(token2).join(REDACTED2)).replace(
    /bearer\s+[^\s"',;}]+/gi,
    `Bearer ${REDACTED2}`
  );
  const summary = withoutControlCharacters(redacted).replace(/\s+/g, " ").trim();
  return summary.length > MAX_SUMMARY ? `${summary.slice(0, MAX_SUMMARY)}\u2026` : summary;
}
function withoutControlCharacters(text21) {
  let clean = "";
  for (const char of text21) {
    const code = char.charCodeAt(0);
    clean += code < 32 || code === 127 ? " " : char;
  }
  return clean;
}

// src/bff/upstream/errorForStatus.ts
var LISTINGS = ["listRequests", "listChangeFeed"];
function errorForStatus(answer) {
  const { operation, label, status, text: text21, durationMs, token: token2 } = answer;
  const init = { operation, status, durationMs };
  const where = `(${operation}: ${label})`;
  if (status === 401) {
    const why = LISTINGS.includes(operation) ? "the token was refused, or the listing is unavailable to this account" : "the token was refused";
    return new UpstreamUnauthorized(`The vendor answered 401: ${why} ${where}.`, init);
  }
  if (status === 404) return new UpstreamNotFound(`The vendor answered 404: not found ${where}.`, init);
  if (status === 429) return rateLimitedError(answer, readRateLimitCause(text21));
  if (status >= 400 && status < 500) {
    const summary = safeSummary(text21, token2);
    return new UpstreamRejected(
      `The vendor refused the call with ${status}${summary ? `: ${summary}` : ""} ${where}.`,
      { ...init, summary }
    );
  }
  const what = status >= 500 ? "failed with" : "answered the unexpected status";
  return new UpstreamUnavailable(`The vendor ${what} ${status} ${where}.`, init);
}
function rateLimitedError(answer, cause) {
  const { operation, label, durationMs } = answer;
  const named = cause === void 0 ? "no cause named" : `cause ${cause}`;
  return new UpstreamRateLimited(
    `The vendor answered 429 (${named}): the account is deactivated until the vendor reactivates it (${operation}: ${label}).`,
    { operation, status: 429, durationMs, cause }
  );
}

// src/bff/upstream/sendRequest.ts
import { Agent, errors, request } from "undici";
var phaseText = {
  connect: "accept the connection",
  upload: "take the request body",
  headers: "start answering",
  body: "finish its answer"
};
function createUpstreamDispatcher(deadlines) {
  return new Agent({ connect: { timeout: deadlines.connectMs }, headersTimeout: 0, bodyTimeout: 0 });
}
function observePhases(dispatcher, events) {
  return dispatcher.compose(
    (dispatch) => (options, handler) => dispatch(options, {
      ...forward2(handler),
      onConnect(abort, context) {
        events.connected();
        return handler.onConnect?.call(
          handler,
          abort,
          context
        );
      },
      onRequestSent() {
        events.sent();
        const sent = handler.onRequestSent;
        sent?.call(handler);
      }
    })
  );
}
function forward2(handler) {
  const out = {};
  for (const name of [
    "onConnect",
    "onError",
    "onUpgrade",
    "onResponseStarted",
    "onHeaders",
    "onData",
    "onComplete",
    "onBodySent"
  ]) {
    const callback = handler[name];
    if (callback) out[name] = (...args) => callback.apply(handler, args);
  }
  return out;
}
var PhaseDeadline = class extends Error {
  constructor(phase, limitMs) {
    super(`phase ${phase} passed ${limitMs} ms`);
    this.phase = phase;
    this.limitMs = limitMs;
  }
  phase;
  limitMs;
};
async function sendRequest(call, limits, dispatcher) {
  const { operation, method, url, signal } = call;
  const label = `${method} ${url.pathname}`;
  const { deadlines, elapsed } = limits;
  let status;
  if (signal?.aborted) {
    throw new UpstreamAborted(`The call was aborted before it was sent (${operation}: ${label}).`, {
      operation,
      durationMs: elapsed(),
      cause: signal.reason
    });
  }
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener("abort", onCallerAbort, { once: true });
  let timer;
  let phase = "connect";
  const arm = (next) => {
    phase = next;
    clearTimeout(timer);
    const limitMs = next === "connect" ? deadlines.connectMs : next === "headers" ? deadlines.headersMs : deadlines.bodyMs;
    timer = setTimeout(() => controller.abort(new PhaseDeadline(next, limitMs)), limitMs);
  };
  const hasBody = call.body !== void 0;
  arm("connect");
  const observed = observePhases(dispatcher, {
    connected: () => {
      if (phase === "connect") arm(hasBody ? "upload" : "headers");
    },
    sent: () => {
      if (phase === "upload" || phase === "connect") arm("headers");
    }
  });
  try {
    const response = await request(url, {
      method,
      headers: call.headers,
      body: call.body ?? null,
      signal: controller.signal,
      dispatcher: observed,
      reset: true
    });
    status = response.statusCode;
    arm("body");
    try {
      call.onStatus?.(status);
      const declared = Number(response.headers["content-length"]);
      if (Number.isFinite(declared) && declared > limits.maxResponseBytes) throw tooLarge2();
      const chunks = [];
      let received = 0;
      for await (const chunk of response.body) {
        const bytes = chunk;
        received += bytes.length;
        if (received > limits.maxResponseBytes) throw tooLarge2();
        chunks.push(bytes);
      }
      return { status, body: Buffer.concat(chunks) };
    } finally {
      if (!response.body.destroyed) response.body.destroy();
    }
  } catch (error) {
    throw translate(error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onCallerAbort);
    if (!controller.signal.aborted) controller.abort();
  }
  function tooLarge2() {
    return new UpstreamUnreadableBody(
      `The vendor's answer is larger than ${limits.maxResponseBytes} bytes (${operation}: ${label}).`,
      { operation, status, durationMs: elapsed() }
    );
  }
  function translate(error) {
    const reason = controller.signal.aborted ? controller.signal.reason : void 0;
    if (reason instanceof PhaseDeadline || error instanceof errors.ConnectTimeoutError) {
      const timedOut = reason instanceof PhaseDeadline ? reason : new PhaseDeadline("connect", deadlines.connectMs);
      return new UpstreamTimeout(
        `The vendor did not ${phaseText[timedOut.phase]} within ${timedOut.limitMs} ms (${operation}: ${label}).`,
        { operation, status, durationMs: elapsed(), phase: timedOut.phase, limitMs: timedOut.limitMs }
      );
    }
    if (signal?.aborted) {
      return new UpstreamAborted(`The call was aborted by its caller (${operation}: ${label}).`, {
        operation,
        status,
        durationMs: elapsed(),
        cause: signal.reason
      });
    }
    if (error instanceof UpstreamError) return error;
    if (error instanceof errors.UndiciError || isSystemError(error)) {
      const code = readCode(error);
      const what = status === void 0 ? "could not be reached" : "closed the connection mid-answer";
      return new UpstreamUnavailable(
        `The vendor ${what}${code ? ` (${code})` : ""} (${operation}: ${label}).`,
        {
          operation,
          status,
          durationMs: elapsed(),
          cause: error,
          ...code ? { code } : {}
        }
      );
    }
    if (phase === "upload") {
      return new AttachmentStreamError(
        "An attachment could not be read while it was sent; the upload was cut off before its end.",
        "",
        { cause: error }
      );
    }
    return error instanceof Error ? error : new Error("The vendor call failed.", { cause: error });
  }
}
function isSystemError(error) {
  return typeof error === "object" && error !== null && "syscall" in error;
}
function readCode(error) {
  if (typeof error !== "object" || error === null || !("code" in error)) return void 0;
  return typeof error.code === "string" ? error.code : void 0;
}

// src/bff/upstream/upstreamClientOptions.ts
import { z as z100 } from "zod";
var milliseconds = z100.number().int({ error: "must be whole milliseconds" }).positive({ error: "must be positive" });
var headerSafe = (value) => ![...value].some((char) => char.charCodeAt(0) <= 32 || char === "\x7F");
var upstreamClientOptions = z100.object({
  /**
   * The vendor's base address, e.g. `https://api.example.com` (a path prefix is kept). No
   * credentials, query or fragment: the token travels only in the Authorization header.
   */
  baseUrl: z100.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).refine(
    (text21) => {
      const url = new URL(text21);
      return url.username === "" && url.password === "" && url.search === "" && url.hash === "";
    },
    { error: "must not carry credentials, a query or a fragment" }
  ),
  /** The bearer token. Sent only in the Authorization header; no error or log line carries it. */
  token: z100.string({ error: "must be text" }).min(1, { error: "must not be empty" }).refine(headerSafe, { error: "must not contain spaces or control characters" }),
  /** Per-phase deadlines; each falls back to DEFAULT_UPSTREAM_DEADLINES. */
  timeouts: z100.object({
    connectMs: milliseconds.optional(),
    headersMs: milliseconds.optional(),
    bodyMs: milliseconds.optional()
  }).optional(),
  userAgent: z100.string().min(1).refine((value) => !/[\r\n]/.test(value), { error: "must be one line" }).default("Painel (upstream client)"),
  /** Answers larger than this are refused rather than buffered (DEFAULT_MAX_RESPONSE_BYTES). */
  maxResponseBytes: z100.number().int().positive().optional()
});

// src/bff/upstream/createUpstreamClient.ts
var DEFAULT_UPSTREAM_DEADLINES = Object.freeze({
  connectMs: 5e3,
  headersMs: 1e4,
  bodyMs: 2e4
});
var DEFAULT_MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
function createUpstreamClient(options) {
  const parsed = upstreamClientOptions.safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UpstreamUsageError(
      `createUpstreamClient: ${issue?.path.join(".") || "options"} ${issue?.message ?? "is invalid"}.`
    );
  }
  const { token: token2, baseUrl, userAgent } = parsed.data;
  const timeouts = parsed.data.timeouts ?? {};
  const deadlines = {
    connectMs: timeouts.connectMs ?? DEFAULT_UPSTREAM_DEADLINES.connectMs,
    headersMs: timeouts.headersMs ?? DEFAULT_UPSTREAM_DEADLINES.headersMs,
    bodyMs: timeouts.bodyMs ?? DEFAULT_UPSTREAM_DEADLINES.bodyMs
  };
  const maxResponseBytes = parsed.data.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const base = baseUrl.replace(/\/+$/, "");
  const dispatcher = createUpstreamDispatcher(deadlines);
  async function exchange(operation, request2, callOptions = {}) {
    const started = performance2.now();
    const elapsed = () => Math.round(performance2.now() - started);
    const label = `${request2.method} ${request2.path}`;
    let reported = false;
    const report = (status2, detail) => {
      if (reported) return;
      reported = true;
      callOptions.reportStatus?.(status2, detail);
    };
    const headers = {
      authorization: `Bearer ${token2}`,
      accept: "application/json",
      "user-agent": userAgent
    };
    if (request2.contentType) headers["content-type"] = request2.contentType;
    const url = new URL(`${base}${request2.path}${request2.search ? `?${request2.search}` : ""}`);
    let status;
    let text21;
    try {
      const raw = await sendRequest(
        {
          operation,
          method: request2.method,
          url,
          headers,
          body: request2.body,
          signal: callOptions.signal,
          // A 429 is reported once its body has named the cause (below).
          onStatus: (answered) => {
            if (answered !== 429) report(answered);
          }
        },
        { deadlines, maxResponseBytes, elapsed },
        dispatcher
      );
      status = raw.status;
      text21 = raw.body.toString("utf8").replace(/^\uFEFF/, "");
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 429) {
        report(429);
        throw rateLimitedError({ operation, label, durationMs: error.durationMs }, void 0);
      }
      throw error;
    }
    const durationMs = elapsed();
    if (status === 429) {
      const cause = readRateLimitCause(text21);
      report(429, cause);
      throw rateLimitedError({ operation, label, durationMs }, cause);
    }
    if (status < 200 || status > 299) {
      throw errorForStatus({ operation, label, status, text: text21, durationMs, token: token2 });
    }
    return { status, text: text21, label, durationMs };
  }
  function unreadable(operation, answer, what) {
    const summary = safeSummary(answer.text, token2);
    return new UpstreamUnreadableBody(
      `The vendor answered ${answer.status} with ${what}: ${summary || "(empty)"} (${operation}: ${answer.label}).`,
      { operation, status: answer.status, durationMs: answer.durationMs }
    );
  }
  function parseJson2(operation, answer) {
    if (answer.text.trim() === "") return void 0;
    try {
      return JSON.parse(answer.text);
    } catch {
      throw unreadable(operation, answer, "a body that is not JSON");
    }
  }
  async function list2(operation, request2, callOptions) {
    const answer = await exchange(operation, request2, callOptions);
    try {
      const read = readListBody(answer.status, answer.text);
      return {
        records: read.records,
        ...read.totalItems === void 0 ? {} : { totalItems: read.totalItems },
        unreadable: read.unreadable,
        status: answer.status,
        durationMs: answer.durationMs
      };
    } catch (error) {
      if (error instanceof UnreadableListBodyError) throw unreadable(operation, answer, "no listing");
      throw error;
    }
  }
  async function write(operation, request2, read, callOptions) {
    const answer = await exchange(operation, request2, callOptions);
    const { value, unreadable: fields } = read(parseJson2(operation, answer) ?? {});
    const data = value.data;
    const refused = value.success === false || typeof data === "object" && data !== null && "success" in data && data.success === false || value.error !== void 0 && value.error !== null;
    if (refused) {
      const said = value.error === void 0 || value.error === null ? "success: false" : value.error;
      const summary = safeSummary(typeof said === "string" ? said : JSON.stringify(said) ?? "", token2);
      throw new UpstreamRejected(
        `The vendor answered ${answer.status} but refused the change: ${summary} (${operation}: ${answer.label}).`,
        { operation, status: answer.status, durationMs: answer.durationMs, summary }
      );
    }
    return { response: value, unreadable: fields, status: answer.status, durationMs: answer.durationMs };
  }
  function jsonBody(value) {
    return { body: JSON.stringify(value), contentType: "application/json" };
  }
  const client = {
    async listRequests(input, callOptions) {
      const params = parseInput("listRequests", listRequestsInput, input);
      if (isChangeFeedQuery(params.query)) {
        throw new UpstreamUsageError(
          "listRequests needs at least one query parameter: without one the vendor answers with only the changes since the previous call. Send LIST_EVERYTHING_QUERY for every record, or call listChangeFeed when the change feed is really meant."
        );
      }
      const search = listQueryToSearchParams(params.query).toString();
      return list2(
        "listRequests",
        { method: "GET", path: listRequestsPath(params.version, params), search },
        callOptions
      );
    },
    async listChangeFeed(input, callOptions) {
      const params = parseInput("listChangeFeed", changeFeedInput, input);
      return list2(
        "listChangeFeed",
        { method: "GET", path: listRequestsPath(params.version, params) },
        callOptions
      );
    },
    async listStatuses(requestType, callOptions) {
      const type = parseInput("listStatuses", requestTypeSchema, requestType);
      const answer = await exchange("listStatuses", { method: "GET", path: statusesPath(type) }, callOptions);
      try {
        const read = readStatusesResponse(answer.status, answer.text);
        return {
          statuses: read.records,
          unreadable: read.unreadable,
          status: answer.status,
          durationMs: answer.durationMs
        };
      } catch (error) {
        if (error instanceof UnreadableListBodyError)
          throw unreadable("listStatuses", answer, "no list of statuses");
        throw error;
      }
    },
    async updateResponsible(requestCode, email, callOptions) {
      const code = parseInput("updateResponsible", vendorIdentifier, requestCode);
      const body = parseInput("updateResponsible", updateResponsibleInput, { email });
      return write(
        "updateResponsible",
        { method: "PUT", path: updateResponsiblePath(code), ...jsonBody(body) },
        (body2) => readTolerant(updateResponsibleResponse, body2, {}),
        callOptions
      );
    },
    async updateRequestPayment(requestCode, fields, attachments = [], callOptions) {
      const code = parseInput("updateRequestPayment", vendorIdentifier, requestCode);
      const form = parseInput("updateRequestPayment", requestPaymentFields, fields);
      const files = parseInput("updateRequestPayment", upstreamAttachments, attachments);
      const texts = ["status", "type", "condition", "description"].flatMap((name) => {
        const value = form[name];
        return value === void 0 ? [] : [[name, value]];
      });
      if (texts.length === 0 && files.length === 0) {
        throw new UpstreamUsageError(
          "updateRequestPayment: nothing to update; send a field or an attachment."
        );
      }
      const body = new FormData();
      for (const [name, value] of texts) body.append(name, value);
      for (const file of files) {
        body.append("attachments", new File([file.blob], file.filename, { type: file.contentType }));
      }
      return write(
        "updateRequestPayment",
        { method: "PUT", path: updateRequestPaymentPath(code), body },
        readPaymentEnvelope,
        callOptions
      );
    },
    async getPaymentRecord(paymentId, callOptions) {
      const id = parseInput("getPaymentRecord", vendorIdentifier, paymentId);
      const answer = await exchange(
        "getPaymentRecord",
        { method: "GET", path: paymentRecordPath(id) },
        callOptions
      );
      const body = parseJson2("getPaymentRecord", answer);
      const read = readTolerant(payment, body ?? {}, {});
      return {
        record: read.value,
        unreadable: read.unreadable,
        status: answer.status,
        durationMs: answer.durationMs
      };
    },
    async updatePaymentRecord(paymentId, body, callOptions) {
      const id = parseInput("updatePaymentRecord", vendorIdentifier, paymentId);
      const update = parseInput("updatePaymentRecord", paymentRecordUpdateInput, body);
      return write(
        "updatePaymentRecord",
        { method: "PUT", path: paymentRecordPath(id), ...jsonBody(update) },
        readPaymentEnvelope,
        callOptions
      );
    },
    async deletePaymentRecord(paymentId, callOptions) {
      const id = parseInput("deletePaymentRecord", vendorIdentifier, paymentId);
      return write(
        "deletePaymentRecord",
        { method: "DELETE", path: paymentRecordPath(id) },
        readPaymentEnvelope,
        callOptions
      );
    }
  };
  return Object.freeze(client);
}
function readPaymentEnvelope(body) {
  return readTolerant(updatePaymentResponse, body, {});
}
function parseInput(operation, schema, value) {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue?.path.length ? `${issue.path.join(".")} ` : "";
  throw new UpstreamUsageError(`${operation}: ${path}${issue?.message ?? "is invalid"}.`);
}

// src/bff/upstream/listEverythingQuery.ts
var LIST_EVERYTHING_QUERY = Object.freeze({ createdAfter: "2000-01-01" });

// src/bff/sync/vendorListing.ts
var VendorNotConfigured = class extends Error {
  name = "VendorNotConfigured";
  constructor() {
    super("No vendor is configured: the sync has nothing to read from.");
  }
};
function createVendorListing(options) {
  const { client, governor, clock, observe } = options;
  return async (request2) => {
    if (!client) throw new VendorNotConfigured();
    const pageLimit = request2.pageLimit ?? MAX_PAGE_LIMIT;
    const label = `GET ${listRequestsPath("v2", { requestType: request2.type, pageNumber: request2.page, pageLimit })} (${request2.why})`;
    let sentAt = new Date(clock.now());
    try {
      const result = await governor.run({ priority: request2.priority, label }, (context) => {
        sentAt = new Date(clock.now());
        return client.listRequests(
          { requestType: request2.type, pageNumber: request2.page, pageLimit, query: request2.query },
          context
        );
      });
      observe?.({
        operation: "listRequests",
        priority: request2.priority,
        outcome: "ok",
        unreadable: result.unreadable.length
      });
      return {
        records: result.records,
        ...result.totalItems === void 0 ? {} : { totalItems: result.totalItems },
        unreadable: result.unreadable,
        sentAt,
        pageLimit
      };
    } catch (error) {
      observe?.({
        operation: "listRequests",
        priority: request2.priority,
        outcome: error instanceof GovernorRefusal ? error.reason === "circuit-open" ? "circuit-open" : "refused" : error instanceof UpstreamError ? error.kind : "error",
        unreadable: 0
      });
      throw error;
    }
  };
}

// src/bff/sync/createSyncServices.ts
function createSyncServices(options) {
  const { config, db, dbKind, clock, governor, writes } = options;
  const inbox = createWebhookInbox({ db });
  const live = dbKind === "postgres" && config.DATABASE_URL ? createPostgresLiveBus({ db, clock, connectionString: config.DATABASE_URL, logger: options.logger }) : createInProcessLiveBus({ db, clock });
  const leadership = dbKind === "postgres" && config.DATABASE_URL ? advisoryLockLeadership({ connectionString: config.DATABASE_URL }) : alwaysLeader();
  const sync = createSyncEngine({
    db,
    clock,
    governor,
    list: createVendorListing({ client: options.client, governor, clock, observe: options.observe }),
    apply: applyObservation,
    bus: live,
    inbox,
    leadership,
    settings: syncSettingsFromConfig(config),
    readStatuses: options.readStatuses
  });
  writes.onAfterWrite((event) => sync.enabled ? sync.refreshAfterWrite(event) : void 0);
  const deliveryHandler = async (delivery, context) => {
    await inbox.handler(delivery, context);
    void live.signal("inbox").catch(() => void 0);
  };
  watchSync(options.metrics, { inbox, live, leadership, db, sync });
  return {
    inbox,
    live,
    sync,
    deliveryHandler,
    async close() {
      await sync.stop();
      await live.close();
    }
  };
}
function watchSync(registry, parts) {
  const deliveries = registry.gauge(
    "painel_webhook_inbox_deliveries",
    "Webhook deliveries kept in the inbox, by status (pending, done, failed, unknown_kind).",
    ["status"]
  );
  const repeats = registry.gauge(
    "painel_webhook_inbox_repeats",
    "Repeated deliveries of content already in the inbox (answered 200, applied once), over the rows kept."
  );
  const queued = registry.gauge(
    "painel_sync_refresh_queue",
    "Requests waiting for a refresh from the vendor."
  );
  const subscribers = registry.gauge("painel_live_streams", "Live event streams open on this process.");
  const leader = registry.gauge("painel_sync_leader", "1 while this process runs the sync, else 0.");
  registry.onCollect(async () => {
    const counts = await parts.inbox.counts();
    deliveries.set({ status: "pending" }, counts.pending);
    deliveries.set({ status: "done" }, counts.done);
    deliveries.set({ status: "failed" }, counts.failed);
    deliveries.set({ status: "unknown_kind" }, counts.unknownKind);
    repeats.set(counts.duplicates);
    queued.set(await queuedRefreshCount(parts.db));
    subscribers.set(parts.live.subscriberCount());
    leader.set(parts.sync.started && parts.leadership.isLeader() ? 1 : 0);
  });
}

// src/bff/vendor/createVendor.ts
var FIND_MAX_PAGES = 3;
var requestSubject = (code, write) => ({
  what: `request ${code}`,
  notFoundCode: VENDOR_PROBLEM_CODES.requestNotFound,
  write
});
var paymentSubject = (paymentId, write) => ({
  what: `payment ${paymentId}`,
  notFoundCode: VENDOR_PROBLEM_CODES.paymentNotFound,
  write
});
function outcomeOf(error) {
  if (error instanceof GovernorRefusal) return error.reason === "circuit-open" ? "circuit-open" : "refused";
  if (error instanceof UpstreamError) return error.kind;
  return "error";
}
function createVendor(options) {
  const { client, governor, clock, observe } = options;
  async function governed(operation, purpose, subject, call) {
    if (!client) {
      throw new VendorProblem(
        {
          status: 503,
          code: VENDOR_PROBLEM_CODES.notConfigured,
          detail: "Painel has no vendor connection: set UPSTREAM_BASE_URL and UPSTREAM_TOKEN, or start Painel without both to use its embedded sandbox."
        },
        null
      );
    }
    try {
      const result = await governor.run(purpose, (context) => call(client, context));
      observe?.({
        operation,
        priority: purpose.priority,
        outcome: "ok",
        unreadable: result.unreadable.length
      });
      return result;
    } catch (error) {
      const outcome = outcomeOf(error);
      observe?.({ operation, priority: purpose.priority, outcome, unreadable: 0 });
      const circuitCause = error instanceof GovernorRefusal && error.reason === "circuit-open" ? (await governor.status().catch(() => null))?.circuit.cause ?? void 0 : void 0;
      throw vendorProblem(error, subject, { now: clock.now(), circuitCause });
    }
  }
  return Object.freeze({
    configured: client !== null,
    updateResponsible(code, email) {
      return governed(
        "updateResponsible",
        { priority: "write", label: `PUT ${updateResponsiblePath(code)}`, endBehind: true },
        {
          ...requestSubject(code, true),
          notFoundHint: "or no collaborator of the account has that e-mail"
        },
        (c2, context) => c2.updateResponsible(code, email, context)
      );
    },
    updateRequestPayment(code, fields, attachments) {
      return governed(
        "updateRequestPayment",
        { priority: "write", label: `PUT ${updateRequestPaymentPath(code)}`, endBehind: true },
        requestSubject(code, true),
        (c2, context) => c2.updateRequestPayment(code, fields, attachments, context)
      );
    },
    getPaymentRecord(paymentId, priority = "refresh") {
      return governed(
        "getPaymentRecord",
        // A person asked for it and waits: a refresh (or a write's check), not background work.
        { priority, label: `GET ${paymentRecordPath(paymentId)}` },
        paymentSubject(paymentId, false),
        (c2, context) => c2.getPaymentRecord(paymentId, context)
      );
    },
    async findRequestForWrite(type, code) {
      const found = { record: null, durationMs: 0, unreadable: [] };
      for (let page = 1; page <= FIND_MAX_PAGES; page += 1) {
        const pageLimit = MAX_PAGE_LIMIT;
        const path = listRequestsPath("v2", { requestType: type, pageNumber: page, pageLimit });
        const listed = await governed(
          "listRequests",
          { priority: "write", label: `GET ${path} (check of a write)` },
          requestSubject(code, false),
          (c2, context) => c2.listRequests({ requestType: type, pageNumber: page, pageLimit, query: { code } }, context)
        );
        found.durationMs += listed.durationMs;
        const index14 = listed.records.findIndex((record2) => record2.code?.trim() === code);
        if (index14 >= 0) {
          const prefix = `[${index14}]`;
          return {
            ...found,
            record: listed.records[index14] ?? null,
            unreadable: listed.unreadable.filter((field) => field.path.startsWith(prefix))
          };
        }
        if (listed.records.length < pageLimit) break;
      }
      return found;
    },
    updatePaymentRecord(paymentId, change) {
      return governed(
        "updatePaymentRecord",
        { priority: "write", label: `PUT ${paymentRecordPath(paymentId)}`, endBehind: true },
        paymentSubject(paymentId, true),
        (c2, context) => c2.updatePaymentRecord(paymentId, change, context)
      );
    },
    deletePaymentRecord(paymentId) {
      return governed(
        "deletePaymentRecord",
        { priority: "write", label: `DELETE ${paymentRecordPath(paymentId)}`, endBehind: true },
        paymentSubject(paymentId, true),
        (c2, context) => c2.deletePaymentRecord(paymentId, context)
      );
    },
    listStatuses(type, priority) {
      return governed(
        "listStatuses",
        { priority, label: `GET ${statusesPath(type)}` },
        { what: `the ${type} statuses`, notFoundCode: "statuses_not_found", write: false },
        (c2, context) => c2.listStatuses(type, context)
      );
    }
  });
}

// src/bff/writes/writeHooks.ts
var WriteHooks = class {
  afterWrite = [];
  audited = [];
  /** Work started after an answer and not yet settled. */
  running = /* @__PURE__ */ new Set();
  /** Work waiting for its answer to go out; `settle()` starts it at once. */
  waiting = /* @__PURE__ */ new Set();
  onAfterWrite(listener) {
    return subscribe(this.afterWrite, listener);
  }
  onWriteAudited(listener) {
    return subscribe(this.audited, listener);
  }
  emitAfterWrite(event, log) {
    return notify(this.afterWrite, event, log, "an after-write listener failed");
  }
  emitAudited(event, log) {
    return notify(this.audited, event, log, "a write-audit listener failed");
  }
  /**
   * Runs `work` once the answer to `reply` has been handed to the connection, or the connection
   * ended without it (a client that gave up): whatever happens, the work is done, and it is
   * tracked until it settles. Errors are logged, never thrown: the answer is already out.
   */
  afterAnswer(reply, work, log) {
    const response = reply.raw;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      this.waiting.delete(start);
      response.off("finish", start);
      response.off("close", start);
      const running = (async () => work())().catch((error) => {
        log.warn({ err: error }, "work owed after a write failed");
      });
      this.running.add(running);
      void running.finally(() => this.running.delete(running));
    };
    if (response.writableFinished || response.destroyed) {
      start();
      return;
    }
    this.waiting.add(start);
    response.once("finish", start);
    response.once("close", start);
  }
  /** Starts the work still waiting for its answer and resolves once all owed work settled. */
  async settle() {
    for (const start of [...this.waiting]) start();
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
};
function subscribe(list2, listener) {
  list2.push(listener);
  return () => {
    const index14 = list2.indexOf(listener);
    if (index14 >= 0) list2.splice(index14, 1);
  };
}
async function notify(list2, event, log, message) {
  await Promise.all(
    [...list2].map(async (listener) => {
      try {
        await listener(event);
      } catch (error) {
        log.warn({ err: error }, message);
      }
    })
  );
}

// src/bff/services.ts
async function createServices(config, overrides = {}) {
  const clock = overrides.clock ?? systemClock;
  const opened = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: overrides.dataDir ?? config.DATA_DIR
  });
  const governor = createGovernor({
    db: opened.db,
    budgets: budgetsFromConfig(config),
    clock,
    logger: overrides.logger
  });
  const metrics = createPainelMetrics();
  watchGovernor(metrics.registry, governor);
  const stopCountingUnknownValues = countUnknownValues(metrics.registry);
  const client = upstreamClientFor(config, overrides);
  const observe = (event) => {
    metrics.upstreamCalls.inc({
      operation: event.operation,
      priority: event.priority,
      outcome: event.outcome
    });
    if (event.unreadable > 0) metrics.unreadableFields.inc({ operation: event.operation }, event.unreadable);
  };
  const vendor = createVendor({ client, governor, clock, observe });
  const writes = new WriteHooks();
  const statuses = createStatusesCache({ db: opened.db, vendor, clock });
  const sync = createSyncServices({
    config,
    db: opened.db,
    dbKind: opened.kind,
    clock,
    governor,
    client,
    writes,
    metrics: metrics.registry,
    observe,
    logger: overrides.logger,
    // Background work: the screens' first sight of a fresh install must not wait for the vendor.
    readStatuses: (type) => statuses.refresh(type, "reconcile")
  });
  const security = createSecurityServices({
    config,
    db: opened.db,
    clock,
    onSecret: overrides.onSecret,
    onDelivery: overrides.onDelivery ?? sync.deliveryHandler,
    knownSecrets: [overrides.upstream?.token]
  });
  writes.onWriteAudited((event) => security.audit.record(event));
  return {
    config,
    clock,
    db: opened.db,
    dbKind: opened.kind,
    governor,
    vendor,
    statuses,
    mirror: createMirror({
      db: opened.db,
      clock,
      statusesSource: configuredStatuses(statuses, statusesFromMirror(opened.db)),
      freshnessSource: () => sync.sync.freshness()
    }),
    writes,
    metrics,
    ...security,
    inbox: sync.inbox,
    live: sync.live,
    sync: sync.sync,
    async close() {
      stopCountingUnknownValues();
      try {
        await sync.close();
      } finally {
        await governor.endsRecorded();
        await opened.close();
      }
    }
  };
}
function upstreamClientFor(config, overrides) {
  const upstream = overrides.upstream ?? (config.UPSTREAM_BASE_URL && config.UPSTREAM_TOKEN ? { baseUrl: config.UPSTREAM_BASE_URL, token: config.UPSTREAM_TOKEN } : void 0);
  if (!upstream) return null;
  return createUpstreamClient({
    baseUrl: upstream.baseUrl,
    token: upstream.token,
    userAgent: "Painel"
  });
}

// src/stack/startBackend.ts
async function startBackend(options) {
  const config = loadConfig(options.env);
  let log;
  const services = await createServices(config, {
    clock: options.clock,
    dataDir: options.dataDir,
    upstream: options.upstream,
    logger: { warn: (details, message) => log?.warn(details, message) }
  });
  let app;
  let closing = false;
  let stopScopeWatch = () => {
  };
  try {
    app = await buildApp({
      services,
      version: options.version,
      logger: options.logger,
      logStream: options.logStream,
      announce: options.announce,
      prettyLogs: wantsPrettyLogs(config.LOG_FORMAT, options.env.NODE_ENV, process.stdout.isTTY === true)
    });
    log = app.log;
    const swept = await sweepAbandonedUploadDirs();
    if (swept.length > 0) {
      app.log.warn({ folders: swept }, "removed upload folders that a stopped process left behind");
    }
    app.addHook("onSend", async (_request, reply) => {
      if (closing) reply.header("connection", "close");
    });
    await options.prepare?.(app);
    await app.listen({ port: options.port ?? config.PORT, host: options.host ?? config.HOST });
    stopScopeWatch = watchEmbeddedScope({
      kind: services.dbKind,
      countRequests: async () => {
        const counts = await mirrorCounts(services.db);
        return counts.order + counts.budget;
      },
      live: services.live,
      logger: app.log
    });
  } catch (error) {
    await services.close();
    throw error;
  }
  const { port } = app.server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    config,
    app,
    services,
    async close() {
      closing = true;
      stopScopeWatch();
      const sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await app.close();
      } finally {
        clearInterval(sweeper);
        await services.close();
      }
    }
  };
}

// src/stack/startBanner.ts
function formatStartBanner(facts) {
  const lines = [
    "",
    `Painel is ready at ${facts.publicUrl} (${facts.mode} mode, listening on ${facts.boundTo})`
  ];
  if (facts.loopbackOnly && facts.mode === "sandbox") {
    lines.push("  only this machine can reach it; set HOST=0.0.0.0 to show the sandbox on the network");
  }
  const block = lines.join("\n");
  return facts.demo ? `${block}
${formatDemoCredentials(facts.demo, facts.publicUrl)}` : `${block}
`;
}

// src/stack/startStack.ts
import { randomBytes as randomBytes4 } from "node:crypto";

// src/sandbox/control/actionRoutes.ts
import { z as z101 } from "zod";

// src/sandbox/data/conditions.ts
var CONDITIONS = [
  {
    _id: "64a1f0c2e4b0a1b2c3d4e501",
    name: "\xC0 vista no PIX (5% de desconto)",
    quantityOfInstallments: 1,
    conditionType: "decrease",
    modifierType: "percentage",
    value: 5,
    paymentTypes: ["pix"]
  },
  {
    _id: "64a1f0c2e4b0a1b2c3d4e502",
    name: "Boleto \xE0 vista",
    quantityOfInstallments: 1,
    conditionType: "notUpdate",
    modifierType: "percentage",
    value: 0,
    paymentTypes: ["boleto"]
  },
  {
    _id: "64a1f0c2e4b0a1b2c3d4e503",
    name: "Entrada + 3x no boleto",
    quantityOfInstallments: 4,
    conditionType: "increase",
    modifierType: "fixed",
    value: 150,
    paymentTypes: ["boleto"]
  },
  {
    _id: "64a1f0c2e4b0a1b2c3d4e504",
    name: "Cart\xE3o de cr\xE9dito em at\xE9 10x sem juros",
    quantityOfInstallments: 10,
    conditionType: "notUpdate",
    modifierType: "percentage",
    value: 0,
    paymentTypes: ["credito"]
  },
  {
    _id: "64a1f0c2e4b0a1b2c3d4e505",
    name: "Cart\xE3o de cr\xE9dito em 12x (com juros)",
    quantityOfInstallments: 12,
    conditionType: "increase",
    modifierType: "percentage",
    value: 8.5,
    paymentTypes: ["credito"]
  },
  {
    _id: "64a1f0c2e4b0a1b2c3d4e506",
    name: "Cart\xE3o de d\xE9bito",
    quantityOfInstallments: 1,
    conditionType: "notUpdate",
    modifierType: "percentage",
    value: 0,
    paymentTypes: ["debito"]
  },
  {
    _id: "64a1f0c2e4b0a1b2c3d4e507",
    name: "Financiamento banc\xE1rio em 60x",
    quantityOfInstallments: 60,
    conditionType: "increase",
    modifierType: "fixed",
    value: 450,
    paymentTypes: ["financiamento"]
  },
  {
    _id: "64a1f0c2e4b0a1b2c3d4e508",
    name: "Condi\xE7\xE3o especial negociada",
    quantityOfInstallments: 1,
    conditionType: "decrease",
    modifierType: "fixed",
    value: 500,
    paymentTypes: ["other", "pix", "boleto"]
  }
];
function conditionsFor(type) {
  return CONDITIONS.filter((condition) => condition.paymentTypes.includes(type));
}
function findCondition(text21) {
  const key = fold2(text21);
  return CONDITIONS.find((condition) => fold2(condition.name) === key);
}
function fold2(text21) {
  return text21.normalize("NFD").replace(/[\u0300-\u036f]/g, "").trim().toLowerCase();
}
function conditionDifferenceCents(condition, finalCents) {
  if (condition.conditionType === "notUpdate") return 0;
  const amount = condition.modifierType === "percentage" ? Math.round(finalCents * condition.value / 100) : Math.round(condition.value * 100);
  return condition.conditionType === "increase" ? amount : -amount;
}

// src/sandbox/data/hostile.ts
var ATTACK_STRINGS = [
  `<script>alert('xss')</script>`,
  `<img src=x onerror="alert(document.cookie)">`,
  `<a href="javascript:alert(1)">clique aqui</a>`,
  `<svg onload=alert(1)><circle r=10></svg>`,
  `"><iframe src="https://evil.example/"></iframe>`,
  `<div style="position:fixed;inset:0;background:red" onmouseover="alert(1)">sobreposi\xE7\xE3o</div>`,
  `' OR 1=1; DROP TABLE requests; --`,
  `{{constructor.constructor('alert(1)')()}}`,
  `\u202Efdp.exe\u202C nota importante`,
  `\u0645\u0631\u062D\u0628\u0627 \u0628\u0627\u0644\u0639\u0627\u0644\u0645 \u2014 \u0637\u0627\u0642\u0629 \u0634\u0645\u0633\u064A\u0629`,
  `\u05E9\u05DC\u05D5\u05DD \u05E2\u05D5\u05DC\u05DD \u05D0\u05E0\u05E8\u05D2\u05D9\u05D4 \u05E1\u05D5\u05DC\u05D0\u05E8\u05D9\u05EA`,
  `\u2600\uFE0F\u{1F50B}\u26A1 Energia \u{1F469}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466} \u{1F1E7}\u{1F1F7} ${"\u{1F31E}".repeat(12)}`,
  `Z\u0338\u0322\u0349\u0308\u0301a\u0335\u031B\u0354l\u0336\u0319\u030Eg\u0337\u0331\u035Do\u0336\u033C\u034C solar`,
  `zero\u200Bwidth\u200Djoiner\uFEFFbom`,
  `linha 1\r
Set-Cookie: sessao=roubada`,
  `null\0byte`,
  `${"Texto muito longo sem quebra ".repeat(20)}${"A".repeat(4e3)}`,
  `${"palavra ".repeat(2500)}fim`
];
function attackString(rng) {
  return rng.pick(ATTACK_STRINGS);
}
function hostile(rng, text21) {
  const attack = attackString(rng);
  return rng.weighted([
    [`${text21} ${attack}`, 2],
    [`${attack} ${text21}`, 1],
    [attack, 1]
  ]);
}

// src/sandbox/data/catalog.ts
var item = (type, productCode, name, price, powerW, [lengthMm, widthMm, heightMm, weightKg], unit) => ({
  type,
  productCode,
  name,
  priceCents: Math.round(price * 100),
  powerW,
  lengthMm,
  widthMm,
  heightMm,
  weightKg,
  unit
});
var MODULES = [
  item(
    "module",
    "MOD-JKM575N",
    "M\xF3dulo Fotovoltaico Jinko Tiger Neo 575W Bifacial",
    789.9,
    575,
    [2278, 1134, 30, 27.8]
  ),
  item(
    "module",
    "MOD-CS550MS",
    "M\xF3dulo Fotovoltaico Canadian HiKu6 550W",
    699,
    550,
    [2261, 1134, 35, 27.6]
  ),
  item("module", "MOD-TSM610", "M\xF3dulo Fotovoltaico Trina Vertex N 610W", 845.5, 610, [2382, 1134, 30, 28.6]),
  item(
    "module",
    "MOD-LR5-555",
    "M\xF3dulo Fotovoltaico LONGi Hi-MO 5m 555W",
    712.4,
    555,
    [2256, 1133, 35, 27.2]
  ),
  item(
    "module",
    "MOD-RSM-460",
    "M\xF3dulo Fotovoltaico Risen 460W Monocristalino",
    585,
    460,
    [2094, 1038, 35, 23.5]
  ),
  item("module", "MOD-BYD-440", "M\xF3dulo Fotovoltaico BYD 440W Half-Cell", 559.9, 440, [1903, 1134, 30, 23])
];
var INVERTERS = [
  item(
    "inverter",
    "INV-GRW-3K",
    "Inversor Growatt MIN 3000TL-X Monof\xE1sico 220V",
    3290,
    3e3,
    [375, 350, 160, 10.8]
  ),
  item(
    "inverter",
    "INV-GRW-5K",
    "Inversor Growatt MIN 5000TL-X Monof\xE1sico 220V",
    4390,
    5e3,
    [375, 350, 160, 10.8]
  ),
  item(
    "inverter",
    "INV-FRN-8K",
    "Inversor Fronius Primo 8.2-1 Monof\xE1sico",
    12490,
    8200,
    [645, 431, 204, 21.5]
  ),
  item(
    "inverter",
    "INV-SOL-10K",
    "Inversor Solis S6 10kW Trif\xE1sico 380V",
    8990,
    1e4,
    [438, 335, 192, 17.5]
  ),
  item(
    "inverter",
    "INV-SUN-15K",
    "Inversor Sungrow SG15RT Trif\xE1sico 380V",
    13900,
    15e3,
    [645, 575, 240, 27]
  ),
  item(
    "inverter",
    "INV-HW-30K",
    "Inversor Huawei SUN2000-30KTL Trif\xE1sico 380V",
    21900,
    3e4,
    [640, 530, 270, 43]
  ),
  item(
    "inverter",
    "INV-GRW-75K",
    "Inversor Growatt MAX 75KTL3 LV Trif\xE1sico",
    38900,
    75e3,
    [860, 600, 300, 82]
  )
];
var STRING_BOXES = [
  item("stringBox", "SB-2E2S", "String Box CC 2 Entradas / 2 Sa\xEDdas 1000V", 489, 0, [300, 250, 130, 2.4]),
  item("stringBox", "SB-4E2S", "String Box CC 4 Entradas / 2 Sa\xEDdas 1000V", 729, 0, [400, 300, 150, 3.6]),
  item("stringBox", "SB-CA-63", "String Box CA 63A Trif\xE1sica", 389.9, 0, [250, 200, 110, 1.9])
];
var STRUCTURES = [
  {
    code: "EST-CER4",
    kind: "Telhado cer\xE2mico",
    name: "Estrutura para telhado cer\xE2mico (4 m\xF3dulos)",
    type: "ceramic",
    priceCents: 31990
  },
  {
    code: "EST-MET4",
    kind: "Telhado met\xE1lico",
    name: "Estrutura para telhado met\xE1lico trapezoidal (4 m\xF3dulos)",
    type: "metal",
    priceCents: 18990
  },
  {
    code: "EST-FIB4",
    kind: "Telhado de fibrocimento",
    name: "Estrutura para fibrocimento com gancho (4 m\xF3dulos)",
    type: "fiberCement",
    priceCents: 24990
  },
  {
    code: "EST-LAJ4",
    kind: "Laje",
    name: "Estrutura triangular para laje (4 m\xF3dulos)",
    type: "slab",
    priceCents: 45990
  },
  {
    code: "EST-SOL4",
    kind: "Solo",
    name: "Estrutura de solo em alum\xEDnio (4 m\xF3dulos)",
    type: "ground",
    priceCents: 78990
  }
];
var COMPLEMENTARY = [
  item(
    "complementaryEquipment",
    "CAB-6MM-PT",
    "Cabo Solar 6mm\xB2 Preto (metro)",
    8.9,
    0,
    [1e3, 10, 10, 0.07],
    "metre"
  ),
  item(
    "complementaryEquipment",
    "CAB-6MM-VM",
    "Cabo Solar 6mm\xB2 Vermelho (metro)",
    8.9,
    0,
    [1e3, 10, 10, 0.07],
    "metre"
  ),
  item(
    "complementaryEquipment",
    "CON-MC4",
    "Par de Conectores MC4 1500V",
    24.9,
    0,
    [120, 40, 40, 0.05],
    "pair"
  )
];
var EXTRAS = [
  item("extraItem", "EXT-WIFI", "M\xF3dulo de Monitoramento Wi-Fi", 389, 0, [120, 60, 30, 0.2]),
  item("extraItem", "EXT-DPS", "Kit DPS CA 275V 20kA", 219.9, 0, [90, 90, 70, 0.3]),
  item("extraItem", "EXT-MED", "Medidor Bidirecional Trif\xE1sico", 1290, 0, [200, 150, 80, 1.1]),
  item("extraItem", "EXT-ATR", "Haste de Aterramento 2,4m com Conector", 79.9, 0, [2400, 16, 16, 2.3])
];
var DISTRIBUTION_CENTERS = [
  { name: "CD Itaja\xED", code: "ITJ" },
  { name: "CD Cajamar", code: "CJM" },
  { name: "CD Contagem", code: "CTG" },
  { name: "CD Recife", code: "REC" },
  { name: "CD Goi\xE2nia", code: "GYN" }
];

// src/sandbox/data/kits.ts
var KIT_KINDS = ["On Grid", "On Grid", "On Grid", "On Grid", "H\xEDbrido", "Off Grid"];
function chooseKit(rng) {
  const targetWp = rng.weighted([
    [rng.int(2e3, 1e4), 60],
    [rng.int(1e4, 75e3), 30],
    [rng.int(75e3, 3e5), 10]
  ]);
  const moduleIndex = rng.int(0, MODULES.length - 1);
  const module = MODULES[moduleIndex];
  return { moduleIndex, moduleQuantity: Math.max(4, Math.round(targetWp / module.powerW)) };
}
function kitPowerWp(choice) {
  return (MODULES[choice.moduleIndex]?.powerW ?? 0) * choice.moduleQuantity;
}
function dimensions(item2) {
  return {
    length_MM: item2.lengthMm,
    width_MM: item2.widthMm,
    height_MM: item2.heightMm,
    weight_KG: item2.weightKg,
    volume_M3: Math.round(item2.lengthMm * item2.widthMm * item2.heightMm / 1e9 * 1e4) / 1e4
  };
}
var cents5 = (value) => Math.round(value) / 100;
function arrangements(rng, quantity) {
  const parts = quantity >= 12 ? rng.int(1, 3) : 1;
  const sizes = [];
  let left = quantity;
  for (let i = parts; i > 1; i -= 1) {
    const size = Math.max(1, Math.floor(left / i) + rng.int(-1, 1));
    sizes.push(size);
    left -= size;
  }
  sizes.push(left);
  return sizes.map((size) => {
    const lines = [2, 3, 4, 1].find((candidate) => size % candidate === 0 && size / candidate <= 24) ?? 1;
    return { linesAmount: lines, modulesByLine: size / lines, orientation: rng.pick(ORIENTATIONS) };
  });
}
function centerFor(uf) {
  const [itj, cjm, ctg, rec, gyn] = DISTRIBUTION_CENTERS;
  if (["RS", "SC", "PR"].includes(uf)) return itj;
  if (["SP", "RJ", "MS"].includes(uf)) return cjm;
  if (["MG", "ES"].includes(uf)) return ctg;
  if (["BA", "SE", "AL", "PE", "PB", "RN", "CE", "PI", "MA"].includes(uf)) return rec;
  return gyn;
}
function buildKit(rng, choice, uf) {
  const module = MODULES[choice.moduleIndex];
  const quantity = choice.moduleQuantity;
  const totalPowerWp = module.powerW * quantity;
  const center = rng.chance(0.85) ? centerFor(uf) : rng.pick(DISTRIBUTION_CENTERS);
  const structureKind = rng.pick(STRUCTURES);
  const structureSets = Math.ceil(quantity / 4);
  const lines = [];
  lines.push({
    item: module,
    quantity,
    structure: {
      name: structureKind.name,
      type: structureKind.type,
      amount: structureSets,
      price: cents5(structureKind.priceCents)
    }
  });
  const inverter = INVERTERS.find((candidate) => candidate.powerW >= totalPowerWp * 0.75) ?? INVERTERS.at(-1);
  const inverterCount = Math.max(1, Math.ceil(totalPowerWp * 0.8 / inverter.powerW));
  lines.push({ item: inverter, quantity: inverterCount });
  if (inverter.powerW <= 1e4 && rng.chance(0.6)) {
    lines.push({ item: rng.pick(STRING_BOXES.slice(0, 2)), quantity: inverterCount });
  }
  if (inverter.powerW >= 1e4 && rng.chance(0.4)) {
    lines.push({ item: STRING_BOXES[2], quantity: inverterCount });
  }
  const structureItem = {
    type: "complementaryEquipment",
    productCode: structureKind.code,
    name: structureKind.name,
    priceCents: structureKind.priceCents,
    powerW: 0,
    lengthMm: 2400,
    widthMm: 200,
    heightMm: 150,
    weightKg: 6.5
  };
  lines.push({ item: structureItem, quantity: structureSets });
  const cableMetres = Math.max(20, Math.ceil(quantity * 4 / 10) * 10);
  const [black, red, mc4] = COMPLEMENTARY;
  lines.push({ item: black, quantity: cableMetres / 2 });
  lines.push({ item: red, quantity: cableMetres / 2 });
  lines.push({ item: mc4, quantity: Math.ceil(quantity / 2) + 2 });
  for (const extra of rng.sample(
    EXTRAS,
    rng.weighted([
      [0, 4],
      [1, 3],
      [2, 2]
    ])
  )) {
    lines.push({ item: extra, quantity: 1 });
  }
  let totalCents = 0;
  const products = lines.map((line) => {
    const lineCents = line.item.priceCents * line.quantity;
    totalCents += lineCents;
    const product2 = {
      type: line.item.type,
      productCode: line.item.productCode,
      name: line.item.name,
      quantity: line.quantity,
      singlePrice: cents5(line.item.priceCents),
      totalPrice: cents5(lineCents),
      center: { name: center.name, code: center.code },
      dimensions: dimensions(line.item)
    };
    if (line.structure) product2.structure = line.structure;
    return product2;
  });
  return {
    kind: rng.pick(KIT_KINDS),
    products,
    totalPowerWp,
    structure: { kind: structureKind.kind, arrangements: arrangements(rng, quantity) },
    totalCents
  };
}

// src/sandbox/data/initialStatus.ts
function pickStatus(rng, statuses, row, epoch) {
  const old = epoch - row.createdAt > 30 * 864e5;
  return rng.weighted(
    statuses.map((status) => [status, status.weight * (status.final && old ? 3 : 1)])
  );
}
function initialStatusOf(world, row) {
  return pickStatus(createRng(world.seed, "record", row.id), world.statuses[row.type], row, world.epoch);
}

// src/sandbox/data/requestRow.ts
function makeRow(fields) {
  return {
    type: fields.type,
    id: fields.id,
    code: fields.code,
    createdAt: fields.createdAt,
    budgetCreatedAt: fields.budgetCreatedAt,
    lastUpdate: fields.lastUpdate,
    changeSeq: fields.changeSeq,
    name: fields.name,
    totalPower: fields.totalPower,
    freightState: fields.freightState,
    freightCity: fields.freightCity,
    cnpj: fields.cnpj,
    responsibleEmail: fields.responsibleEmail,
    removed: fields.removed,
    paymentId: fields.paymentId,
    nameKey: fields.name.toLowerCase(),
    freightCityKey: fields.freightCity.toLowerCase(),
    responsibleEmailKey: fields.responsibleEmail.toLowerCase(),
    sentAt: fields.sentAt,
    position: -1,
    tags: fields.tags,
    seed: fields.seed,
    full: fields.full
  };
}
function objectId(rng, at) {
  return Math.floor(at / 1e3).toString(16).padStart(8, "0").slice(-8) + rng.hex(16);
}

// src/sandbox/data/generateRequests.ts
var DAY4 = 864e5;
var HISTORY_DAYS = 540;
var FIRST_CODE = 10001;
var TAGS = ["prioridade", "retornar", "cliente VIP", "obra grande", "indica\xE7\xE3o"];
function formatKwp(watts) {
  return (watts / 1e3).toFixed(2).replace(".", ",");
}
function createRow(world, rng, type, createdAt, code) {
  const companyIndex = Math.floor(world.companies.length * rng.next() ** 2);
  const company2 = world.companies[companyIndex];
  if (!company2) throw new RangeError("The world has no companies.");
  const responsibleIndex = drawResponsibleIndex(rng, world.collaborators.length);
  const addedByIndex = rng.chance(0.6) ? responsibleIndex : rng.int(0, world.collaborators.length - 1);
  const kit = chooseKit(rng);
  const totalPower = kitPowerWp(kit);
  const place = rng.chance(0.7) ? company2.place : pickPlace(rng);
  const customerName = `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`;
  let name = `${formatKwp(totalPower)} kWp - ${customerName}`;
  if (world.scenario === "hostile" && rng.chance(0.35)) name = hostile(rng, name);
  if (world.scenario === "xss") name = xssPayload(Number(code) - FIRST_CODE, 0);
  const tags = rng.chance(0.3) ? rng.sample(TAGS, rng.int(1, 2)) : [];
  const freightRural = rng.chance(0.18);
  return makeRow({
    type,
    id: objectId(rng, createdAt),
    code,
    createdAt,
    budgetCreatedAt: type === "order" ? createdAt - rng.int(1, 45) * DAY4 - rng.int(0, DAY4) : void 0,
    lastUpdate: createdAt,
    changeSeq: 0,
    name,
    totalPower,
    freightState: place.uf,
    freightCity: place.city.name,
    cnpj: company2.cnpj,
    responsibleEmail: world.collaborators[responsibleIndex]?.email ?? "",
    removed: false,
    paymentId: objectId(rng, createdAt),
    sentAt: -1,
    tags,
    seed: { companyIndex, responsibleIndex, addedByIndex, customerName, kit, freightRural },
    full: void 0
  });
}
var STALLED_SHARE = 0.2;
function lastWorkedOn(world, entry) {
  const work = createRng(world.seed, "work", entry.type, entry.index);
  const daysAgo = work.chance(STALLED_SHARE) ? work.float(8, 45) : work.float(0, 6);
  return Math.min(world.epoch - 1e3, Math.max(entry.at, world.epoch - Math.floor(daysAgo * DAY4)));
}
function generateRows(world, size) {
  const span = HISTORY_DAYS * DAY4;
  const created = [];
  for (const type of REQUEST_TYPES) {
    const timing = createRng(world.seed, "timing", type);
    for (let index14 = 0; index14 < size; index14 += 1) {
      created.push({
        type,
        index: index14,
        at: world.epoch - Math.floor(span * (1 - Math.sqrt(timing.next()))) - 6e4
      });
    }
  }
  created.sort((a, b) => a.at - b.at || a.type.localeCompare(b.type) || a.index - b.index);
  const rows = { budget: [], order: [] };
  let code = FIRST_CODE;
  for (const entry of created) {
    const rng = createRng(world.seed, "row", entry.type, entry.index);
    const row = createRow(world, rng, entry.type, entry.at, String(code));
    code += 1;
    row.lastUpdate = Math.min(
      world.epoch - 1e3,
      entry.at + Math.floor((world.epoch - entry.at) * rng.next() ** 3)
    );
    row.removed = rng.chance(0.02);
    if (!row.removed && !initialStatusOf(world, row).final) row.lastUpdate = lastWorkedOn(world, entry);
    rows[entry.type].push(row);
  }
  return { rows, nextCode: code };
}

// src/sandbox/data/customData.ts
var isoDay = (at) => new Date(at).toISOString().slice(0, 10);
var CUSTOM_FIELDS = [
  {
    key: "origemLead",
    type: "text",
    value: (rng) => rng.pick(["Instagram", "Indica\xE7\xE3o de cliente", "Google", "Feira do setor", "Site", "WhatsApp"])
  },
  {
    key: "dataPrevistaInstalacao",
    type: "date",
    value: (rng, createdAt) => isoDay(createdAt + rng.int(10, 90) * 864e5)
  },
  { key: "unidadesConsumidoras", type: "integer", value: (rng) => rng.int(1, 6) },
  { key: "consumoMedioKwh", type: "decimal", value: (rng) => rng.float(180, 9500, 1) },
  { key: "valorEntrada", type: "currency", value: (rng) => rng.int(0, 40) * 250 },
  { key: "cotacaoDolar", type: "currencyGeneric", value: (rng) => rng.float(4.8, 6.2, 4) },
  /** Single selection: the number of the chosen option. */
  { key: "tipoTelhado", type: "singleSelect", value: (rng) => rng.int(1, 5) },
  /** Multiple selection: the numbers of the chosen options, as the spec says. */
  {
    key: "canaisContato",
    type: "multiSelect",
    value: (rng) => rng.sample([1, 2, 3, 4, 5], rng.int(1, 3)).sort((a, b) => a - b)
  },
  {
    key: "observacaoTecnica",
    type: "text",
    value: (rng) => rng.pick(["Padr\xE3o bif\xE1sico", "Padr\xE3o trif\xE1sico", "Necessita troca de padr\xE3o", ""])
  }
];
function generateCustomData(rng, createdAt) {
  const chosen = new Set(rng.sample(CUSTOM_FIELDS, rng.int(3, CUSTOM_FIELDS.length)));
  return CUSTOM_FIELDS.filter((field) => chosen.has(field)).map((field) => ({
    key: field.key,
    value: field.value(rng, createdAt),
    type: field.type
  }));
}
var QUESTIONS = [
  ["Qual o consumo m\xE9dio mensal de energia (kWh)?", (rng) => String(rng.int(150, 8e3))],
  [
    "Qual o tipo de liga\xE7\xE3o (mono, bi ou trif\xE1sica)?",
    (rng) => rng.pick(["Monof\xE1sica", "Bif\xE1sica", "Trif\xE1sica"])
  ],
  [
    "O telhado recebe sombra durante o dia?",
    (rng) => rng.pick(["N\xE3o", "Sim, pela manh\xE3", "Sim, no fim da tarde", "Parcialmente"])
  ],
  ["Qual a orienta\xE7\xE3o do telhado?", (rng) => rng.pick(["Norte", "Nordeste", "Noroeste", "Leste", "Oeste"])],
  ["Deseja financiamento?", (rng) => rng.pick(["Sim", "N\xE3o", "Talvez"])],
  ["Como conheceu a empresa?", (rng) => rng.pick(["Indica\xE7\xE3o", "Redes sociais", "Google", "Evento"])]
];
function generateFormAnswers(rng) {
  return rng.sample(QUESTIONS, rng.int(0, QUESTIONS.length)).map(([question, answer]) => ({
    question,
    answer: answer(rng)
  }));
}

// src/sandbox/data/fillWithPayloads.ts
function fillWithPayloads(record2, index14) {
  let slot = 0;
  const next = () => xssPayload(index14, slot++);
  const text21 = (value) => value === void 0 ? value : next();
  record2.name = next();
  record2.notes = next();
  record2.stockStatus = text21(record2.stockStatus);
  if (record2.company) {
    record2.company.fantasyName = next();
    record2.company.companyName = next();
    if (record2.company.mainContact) {
      record2.company.mainContact.name = next();
      record2.company.mainContact.surname = next();
    }
    fillAddress(record2.company.address, next);
  }
  if (record2.responsible) record2.responsible.name = next();
  if (record2.addedBy) record2.addedBy.name = next();
  if (record2.invoice) {
    record2.invoice.razaoSocial = next();
    record2.invoice.nomeFantasia = next();
    fillAddress(record2.invoice.address, next);
  }
  if (record2.freight) {
    const integration = record2.freight.integrationData;
    if (integration) {
      integration.name = text21(integration.name);
      integration.logisticProviderName = text21(integration.logisticProviderName);
    }
    record2.freight.timeRestriction = next();
    fillAddress(record2.freight.address, next);
  }
  if (record2.payment) {
    record2.payment.description = next();
    if (record2.payment.creditCard) record2.payment.creditCard.holderName = next();
    for (const file of record2.payment.files ?? []) file.originalName = next();
  }
  for (const answer of record2.customForm ?? []) {
    answer.question = next();
    answer.answer = next();
  }
  for (const group of record2.files ?? []) {
    group.category = next();
    group.uploadedFiles = group.uploadedFiles?.map(() => next());
  }
  for (const field of record2.customData ?? []) {
    if (field.type === "text" || typeof field.value === "string") field.value = next();
  }
  for (const product2 of record2.products ?? []) product2.name = next();
}
function fillAddress(address2, next) {
  if (!address2) return;
  address2.patio = next();
  address2.complement = next();
  address2.neighborhood = next();
}

// src/sandbox/data/payments.ts
var SHOW_CONDITIONS_RULES = ["all", "selected", "none"];
function paymentPath(paymentId) {
  return `/api/v2/payments/${paymentId}`;
}
function paymentLinks(paymentId) {
  return PAYMENT_LINK_METHODS.map((method) => ({ id: paymentId, path: paymentPath(paymentId), method }));
}
function paymentFilePath(paymentId, name) {
  return `/files/payments/${paymentId}/${encodeURIComponent(name)}`;
}
function formatPaidAt(at) {
  return new Date(at - 3 * 36e5).toISOString().slice(0, 16);
}
var ONLINE = ["pix", "credito", "debito"];
var TRANSACTIONS = {
  notRequested: [],
  requested: [
    ["pending", 5],
    ["pre_approved", 2],
    ["failed", 2],
    ["unknown", 1]
  ],
  received: [["approved", 1]],
  partial: [["approved", 1]],
  cancelled: [
    ["canceled", 2],
    ["voided", 1]
  ]
};
var STATUS_WEIGHTS = {
  budget: [
    ["notRequested", 70],
    ["requested", 22],
    ["cancelled", 5],
    ["partial", 3]
  ],
  order: [
    ["received", 45],
    ["requested", 18],
    ["notRequested", 14],
    ["partial", 9],
    ["cancelled", 14]
  ]
};
var DESCRIPTIONS = {
  notRequested: ["", "Aguardando aprova\xE7\xE3o da proposta", "Cliente ainda decidindo a forma de pagamento"],
  requested: [
    "Cobran\xE7a enviada ao cliente",
    "Link de pagamento enviado por e-mail",
    "Boleto emitido, vence em 3 dias"
  ],
  received: ["Pagamento confirmado pelo financeiro", "Comprovante conferido", "Liquidado"],
  partial: ["Entrada recebida, saldo pendente", "Recebido 50% do valor"],
  cancelled: ["Cobran\xE7a cancelada a pedido do cliente", "Pagamento estornado"]
};
var BRANDS = [
  ["Visa", "453211"],
  ["Mastercard", "542418"],
  ["Elo", "636368"],
  ["Amex", "376411"],
  ["Hipercard", "606282"]
];
function generatePayment(rng, inputs) {
  const type = rng.weighted([
    ["pix", 30],
    ["boleto", 20],
    ["credito", 22],
    ["debito", 6],
    ["financiamento", 16],
    ["other", 6]
  ]);
  const condition = rng.pick(conditionsFor(type));
  const status = inputs.status ?? rng.weighted(STATUS_WEIGHTS[inputs.requestType]);
  const payment2 = {
    type,
    condition: {
      name: condition.name,
      quantityOfInstallments: condition.quantityOfInstallments,
      conditionType: condition.conditionType,
      modifierType: condition.modifierType,
      value: condition.value
    },
    status,
    description: rng.pick(DESCRIPTIONS[status]),
    files: [],
    links: paymentLinks(inputs.paymentId)
  };
  const paidAt = inputs.createdAt + rng.int(1, Math.max(1, Math.floor((inputs.now - inputs.createdAt) / 6e4))) * 6e4;
  if (status === "received" || status === "partial") {
    payment2.paidAt = formatPaidAt(Math.min(paidAt, inputs.now));
    const name = rng.pick(["comprovante.pdf", "comprovante_pix.png", "recibo.pdf", "ted_banco.pdf"]);
    payment2.files = [{ path: paymentFilePath(inputs.paymentId, name), originalName: name }];
  }
  const transactions = TRANSACTIONS[status];
  if (ONLINE.includes(type) && transactions.length > 0) {
    payment2.transactionStatus = rng.weighted(transactions);
    payment2.transactionId = `${rng.hex(8)}-${rng.hex(4)}-4${rng.hex(3)}-${rng.pick(["8", "9", "a", "b"])}${rng.hex(3)}-${rng.hex(12)}`;
    if (payment2.transactionStatus !== "pending" && payment2.transactionStatus !== "failed") {
      payment2.authorizationNsu = rng.digits(rng.int(6, 12));
      payment2.authorizationCode = rng.hex(6).toUpperCase();
    }
    if (type === "credito") {
      const [brand, bin] = rng.pick(BRANDS);
      payment2.creditCard = {
        brand,
        first6digits: bin,
        last4digits: rng.digits(4),
        holderName: `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toUpperCase()
      };
    }
  }
  return { payment: payment2, condition, showConditionsRule: rng.pick(SHOW_CONDITIONS_RULES) };
}
var PAYMENT_LABELS = {
  notRequested: "notRequested",
  requested: "requested",
  received: "received",
  cancelled: "cancelled",
  "aguardando envio": "notRequested",
  "pagamento enviado": "requested",
  "pagamento recebido": "received",
  "pagamento cancelado": "cancelled"
};

// src/sandbox/data/texts.ts
function generateNotes(rng, customerName) {
  const paragraphs = [
    `<p>Cliente <strong>${customerName}</strong> pediu retorno ${rng.pick(["pela manh\xE3", "ap\xF3s as 14h", "por WhatsApp"])}.</p>`,
    `<p>Visita t\xE9cnica ${rng.pick(["agendada", "realizada", "pendente"])}; telhado em <em>${rng.pick(["bom estado", "estado regular", "reforma"])}</em>.</p>`,
    `<ul><li>Confirmar padr\xE3o de entrada</li><li>Enviar ART</li>${rng.chance(0.5) ? "<li>Conferir sombreamento</li>" : ""}</ul>`,
    `<p>Proposta comparada com concorrente;<br>margem de negocia\xE7\xE3o de ${rng.int(2, 8)}%.</p>`,
    `<p>D\xFAvidas: <a href="https://www.aneel.gov.br/">regras da ANEEL</a> sobre compensa\xE7\xE3o.</p>`
  ];
  return rng.sample(paragraphs, rng.int(1, 3)).join("");
}
var FILE_CATEGORIES = [
  ["Conta de energia", ["conta_luz_janeiro.pdf", "fatura_energia.pdf", "conta-cemig.jpg"]],
  ["Documentos do cliente", ["rg_frente.jpg", "cnh.pdf", "contrato_social.pdf", "cartao_cnpj.pdf"]],
  ["Projeto", ["diagrama_unifilar.pdf", "memorial_descritivo.docx", "layout_telhado.png"]],
  ["Fotos do local", ["telhado_01.jpg", "telhado_02.jpg", "padrao_entrada.jpg", "quadro_geral.heic"]],
  ["Nota fiscal", ["nfe_kit.xml", "danfe.pdf"]]
];
function generateFileGroups(rng, isOrder) {
  const available = isOrder ? FILE_CATEGORIES : FILE_CATEGORIES.slice(0, 4);
  return rng.sample(available, rng.int(0, available.length)).map(([category, names]) => ({
    category,
    uploadedFiles: rng.sample(names, rng.int(1, names.length))
  }));
}
var STOCK_STATUSES = {
  budget: ["Dispon\xEDvel", "Sob consulta", "Dispon\xEDvel", "Parcialmente dispon\xEDvel"],
  order: ["Dispon\xEDvel", "Reservado", "Parcialmente dispon\xEDvel", "Aguardando reposi\xE7\xE3o", "Faturado"]
};
var TIME_RESTRICTIONS = [
  "",
  "Segunda a sexta, das 8h \xE0s 17h",
  "Somente pela manh\xE3",
  "N\xE3o entregar aos s\xE1bados",
  "Agendar com 24h de anteced\xEAncia"
];

// src/sandbox/data/materialize.ts
var iso4 = (at) => new Date(at).toISOString();
var reais = (cents6) => Math.round(cents6) / 100;
var LOGISTICS = ["Braspress", "Jadlog", "TNT Merc\xFArio", "Patrus Transportes", "Rodonaves"];
function freightFor(rng, row, originalCents) {
  const unit = findUnit(row.freightState);
  const city = unit?.cities.find((candidate) => candidate.name === row.freightCity) ?? unit?.cities[0];
  const type = rng.weighted([
    [FREIGHT_TYPES[0], 7],
    [FREIGHT_TYPES[1], 3]
  ]);
  const integrated = type === "CIF" && rng.chance(0.6);
  const address2 = city ? generateAddress(rng, { uf: row.freightState, city }, row.seed.freightRural) : { state: row.freightState, city: row.freightCity };
  return {
    type,
    zoneType: row.seed.freightRural ? "rural" : "urban",
    timeRestriction: rng.pick(TIME_RESTRICTIONS),
    truckPossible: row.seed.freightRural || rng.chance(0.7) ? TRUCK_POSSIBLE[0] : TRUCK_POSSIBLE[1],
    price: type === "CIF" ? reais(Math.round(originalCents * rng.float(1.2, 3.8) / 100)) : 0,
    integrationData: integrated ? { id: `int-${rng.hex(12)}`, name: "Frete integrado", logisticProviderName: rng.pick(LOGISTICS) } : {
      name: type === "CIF" ? "Frete contratado" : "Retirada pelo cliente",
      logisticProviderName: type === "CIF" ? rng.pick(LOGISTICS) : ""
    },
    address: address2
  };
}
function materialize(world, row) {
  const rng = createRng(world.seed, "record", row.id);
  const company2 = world.companies[row.seed.companyIndex];
  const responsible = world.collaborators.find((person2) => person2.email === row.responsibleEmail);
  const addedBy = world.collaborators[row.seed.addedByIndex];
  if (!company2 || !addedBy)
    throw new RangeError(`Request ${row.code} refers to a missing company or collaborator.`);
  const asOf = row.lastUpdate;
  const status = pickStatus(rng, world.statuses[row.type], row, world.epoch);
  const kit = buildKit(rng, row.seed.kit, row.freightState);
  const originalCents = kit.totalCents;
  const discountCents = rng.chance(0.4) ? Math.round(originalCents * rng.int(1, 8) / 100 / 100) * 100 : 0;
  const surchargeCents = rng.chance(0.08) ? rng.int(3, 40) * 5e3 : 0;
  const finalCents = originalCents - discountCents + surchargeCents;
  const paymentStatus = row.type === "order" && status.name === "Cancelado" ? "cancelled" : void 0;
  const generated = row.paymentId ? generatePayment(rng, {
    paymentId: row.paymentId,
    requestType: row.type,
    createdAt: row.createdAt,
    now: asOf,
    status: paymentStatus
  }) : void 0;
  const differenceCents = generated ? conditionDifferenceCents(generated.condition, finalCents) : 0;
  const serviceCents = rng.chance(0.25) ? rng.int(8, 60) * 1e4 : 0;
  const ieChoice = rng.pick(INSCRICAO_ESTADUAL);
  const invoice2 = {
    razaoSocial: company2.companyName,
    nomeFantasia: company2.fantasyName,
    cnpj: company2.cnpj,
    temInscricaoEstadual: ieChoice,
    telephone: company2.telephone,
    email: `financeiro@${company2.mainContact.email.split("@")[1] ?? "example.com.br"}`,
    originalInvoiceValue: reais(finalCents),
    serviceToAddInvoiceValue: reais(serviceCents),
    requestedInvoiceValue: reais(finalCents + serviceCents),
    address: rng.chance(0.8) ? { ...company2.address } : generateAddress(rng, company2.place)
  };
  if (ieChoice === "sim") invoice2.ie = generateIe(rng, company2.place.uf);
  if (company2.cpf) {
    invoice2.cpf = company2.cpf;
    invoice2.rg = generateRg(rng);
  }
  const { patioFormatted: _f, patioType: _t, ...companyAddress } = company2.address;
  const record2 = {
    id: row.id,
    name: row.name,
    code: row.code,
    kind: kit.kind,
    totalPower: kit.totalPowerWp,
    budgetCreated: iso4(row.type === "budget" ? row.createdAt : row.budgetCreatedAt ?? row.createdAt),
    dealStatus: status.name,
    stockStatus: rng.pick(STOCK_STATUSES[row.type]),
    originalValue: reais(originalCents),
    discount: reais(discountCents),
    surcharge: reais(surchargeCents),
    finalValue: reais(finalCents),
    differenceWithPaymentConditionApplied: reais(differenceCents),
    notes: generateNotes(rng, row.seed.customerName),
    addedBy: { ...addedBy },
    responsible: responsible ? { ...responsible } : void 0,
    company: {
      cnpj: company2.cnpj,
      cpf: company2.cpf,
      fantasyName: company2.fantasyName,
      companyName: company2.companyName,
      mainContact: { ...company2.mainContact },
      address: companyAddress
    },
    products: kit.products,
    files: generateFileGroups(rng, row.type === "order"),
    customForm: generateFormAnswers(rng),
    structure: kit.structure,
    freight: freightFor(rng, row, originalCents),
    invoice: invoice2,
    apiSent: false,
    customData: generateCustomData(rng, row.createdAt),
    removed: row.removed
  };
  if (row.type === "order") record2.orderCreated = iso4(row.createdAt);
  if (generated) record2.payment = generated.payment;
  if (!record2.responsible) delete record2.responsible;
  if (row.type === "order" && ["Faturado", "Em transporte", "Entregue"].includes(status.name)) {
    record2.billingDate = iso4(Math.min(asOf, row.createdAt + rng.int(2, 20) * 864e5)).slice(0, 10);
  }
  if (asOf - row.createdAt > 864e5 && rng.chance(0.6)) {
    record2.apiSent = true;
    record2.apiSentUpdated = iso4(row.createdAt + Math.floor((asOf - row.createdAt) * rng.next()));
  }
  if (world.scenario === "hostile") makeHostile(rng, record2);
  if (world.scenario === "xss") fillWithPayloads(record2, Number(row.code) - FIRST_CODE);
  return { record: record2, conditionId: generated?.condition._id, showConditionsRule: generated?.showConditionsRule };
}
function makeHostile(rng, record2) {
  const maybe = (text21) => text21 !== void 0 && rng.chance(0.35) ? hostile(rng, text21) : text21;
  record2.notes = rng.chance(0.6) ? `${record2.notes ?? ""}${hostile(rng, "<p>nota</p>")}` : record2.notes;
  record2.stockStatus = maybe(record2.stockStatus);
  if (record2.company) {
    record2.company.fantasyName = maybe(record2.company.fantasyName);
    record2.company.companyName = maybe(record2.company.companyName);
    if (record2.company.mainContact) record2.company.mainContact.name = maybe(record2.company.mainContact.name);
    if (record2.company.address) record2.company.address.complement = maybe(record2.company.address.complement);
  }
  if (record2.freight) {
    record2.freight.timeRestriction = maybe(record2.freight.timeRestriction);
    if (record2.freight.address)
      record2.freight.address.neighborhood = maybe(record2.freight.address.neighborhood);
  }
  if (record2.payment) record2.payment.description = maybe(record2.payment.description);
  for (const answer of record2.customForm ?? []) answer.answer = maybe(answer.answer);
  for (const group of record2.files ?? [])
    group.uploadedFiles = group.uploadedFiles?.map((name) => maybe(name) ?? name);
  for (const field of record2.customData ?? []) {
    if (field.type === "text" && typeof field.value === "string") field.value = maybe(field.value);
  }
  for (const product2 of record2.products ?? []) product2.name = maybe(product2.name);
}

// src/sandbox/data/values.ts
var toCents = (value) => Math.round((value ?? 0) * 100);
var reais2 = (cents6) => Math.round(cents6) / 100;
function recomputeValues(record2) {
  let originalCents = 0;
  let powerWp = 0;
  for (const product2 of record2.products ?? []) {
    const lineCents = toCents(product2.singlePrice) * (product2.quantity ?? 0);
    product2.totalPrice = reais2(lineCents);
    originalCents += lineCents;
    if (product2.type === "module") {
      const watts = /(\d{3,4})W\b/.exec(product2.name ?? "")?.[1];
      powerWp += Number(watts ?? 0) * (product2.quantity ?? 0);
    }
  }
  const finalCents = originalCents - toCents(record2.discount) + toCents(record2.surcharge);
  record2.originalValue = reais2(originalCents);
  record2.finalValue = reais2(finalCents);
  if (powerWp > 0) record2.totalPower = powerWp;
  const condition = record2.payment?.condition;
  record2.differenceWithPaymentConditionApplied = condition?.conditionType && condition.modifierType && condition.value !== void 0 ? reais2(
    conditionDifferenceCents(
      {
        conditionType: condition.conditionType,
        modifierType: condition.modifierType,
        value: condition.value
      },
      finalCents
    )
  ) : 0;
  if (record2.invoice) {
    record2.invoice.originalInvoiceValue = reais2(finalCents);
    record2.invoice.requestedInvoiceValue = reais2(
      finalCents + toCents(record2.invoice.serviceToAddInvoiceValue)
    );
  }
}

// src/sandbox/views.ts
function withoutPatioDetails(address2) {
  if (!address2) return address2;
  const { patioFormatted: _formatted, patioType: _type, ...rest } = address2;
  return rest;
}
function withoutDimensions(product2) {
  const { dimensions: _dimensions, ...rest } = product2;
  return rest;
}
function recordView(row, record2, version) {
  const view = version === "v1" ? { ...record2, products: record2.products?.map(withoutDimensions) } : {
    ...record2,
    freight: record2.freight ? { ...record2.freight, address: withoutPatioDetails(record2.freight.address) } : void 0,
    invoice: record2.invoice ? { ...record2.invoice, address: withoutPatioDetails(record2.invoice.address) } : void 0
  };
  return withSendState(row, view);
}
function withSendState(row, record2) {
  if (row.sentAt < 0) return record2;
  return { ...record2, apiSent: true, apiSentUpdated: new Date(row.sentAt).toISOString() };
}
function webhookData(row, full) {
  const { record: record2 } = full;
  const company2 = record2.company;
  const address2 = company2?.address;
  const payment2 = record2.payment;
  return {
    id: record2.id,
    name: record2.name,
    code: record2.code,
    kind: record2.kind,
    type: row.type,
    totalPower: record2.totalPower,
    dealStatus: record2.dealStatus,
    stockStatus: record2.stockStatus,
    originalValue: record2.originalValue,
    finalValue: record2.finalValue,
    responsible: record2.responsible ? {
      name: record2.responsible.name,
      surname: record2.responsible.surname,
      cellphone: record2.responsible.cellphone,
      email: record2.responsible.email
    } : void 0,
    company: company2 ? {
      address: address2 ? {
        CEP: address2.CEP,
        patio: address2.patio,
        neighborhood: address2.neighborhood,
        city: address2.city,
        state: address2.state,
        number: address2.number
      } : void 0,
      companyName: company2.companyName,
      fantasyName: company2.fantasyName,
      cpf: company2.cpf ?? null,
      cnpj: company2.cnpj,
      mainContact: company2.mainContact ? { ...company2.mainContact } : void 0
    } : void 0,
    products: record2.products?.map((product2) => ({
      productCode: product2.productCode,
      type: product2.type,
      name: product2.name,
      quantity: product2.quantity,
      singlePrice: product2.singlePrice,
      totalPrice: product2.totalPrice,
      center: product2.center ? { ...product2.center } : void 0
    })),
    payment: payment2 ? {
      type: payment2.type,
      showConditionsRule: full.showConditionsRule,
      condition: payment2.condition ? { _id: full.conditionId, ...payment2.condition } : void 0,
      status: payment2.status,
      description: payment2.description,
      files: (payment2.files ?? []).map((file) => ({ ...file }))
    } : void 0,
    lastUpdate: new Date(row.lastUpdate).toISOString()
  };
}

// src/sandbox/actions.ts
var ACTION_NAMES = [
  "create",
  "statusChange",
  "discount",
  "surcharge",
  "convert",
  "paymentStatus",
  "commercialEdit",
  "rename",
  "tagAdd",
  "tagRemove",
  "responsible",
  "freightEdit",
  "customData",
  "notes",
  "files",
  "remove",
  "restore"
];
function emits(action, type) {
  switch (action) {
    case "create":
    case "statusChange":
    case "tagAdd":
    case "tagRemove":
    case "convert":
    case "discount":
    case "surcharge":
      return true;
    // The name is commercial data: renaming an order is an edit of it.
    case "paymentStatus":
    case "commercialEdit":
    case "rename":
      return type === "order";
    default:
      return false;
  }
}
var Actions = class {
  constructor(store, clock, webhooks) {
    this.store = store;
    this.clock = clock;
    this.webhooks = webhooks;
  }
  store;
  clock;
  webhooks;
  liveCounter = 0;
  rng(label) {
    this.liveCounter += 1;
    return createRng(this.store().world.seed, "live", label, this.liveCounter);
  }
  /** Sends `<type>.<kind>` with the record as it is now. */
  emit(row, kind, action) {
    const event = `${row.type}.${kind}`;
    this.webhooks.emit({ event, data: webhookData(row, this.store().full(row)) }, action);
    return event;
  }
  requireRow(code, options = {}) {
    const row = code === void 0 ? void 0 : this.store().find(code);
    if (!row || row.removed && !options.allowRemoved) {
      throw new SandboxError(404, "requestNotFound", `No request with code ${code ?? "(none)"}.`);
    }
    return row;
  }
  /** Changes `row` now and emits the matching webhook when the action is one that emits. */
  apply(row, action, mutate) {
    const rng = this.rng(action);
    this.store().change(row, this.clock.now(), (full) => mutate(full, rng));
    const events = emits(action, row.type) ? [this.emit(row, "updated", action)] : [];
    return { action, code: row.code, events };
  }
  run(action, code, params = {}) {
    switch (action) {
      case "create":
        return this.create(params.type ?? "budget");
      case "statusChange":
        return this.statusChange(this.requireRow(code), params.status);
      case "discount":
      case "surcharge":
        return this.adjust(this.requireRow(code), action, params.amount);
      case "convert":
        return this.convert(this.requireRow(code));
      case "paymentStatus":
        return this.paymentStatus(this.requireRow(code), params.paymentStatus);
      case "commercialEdit":
        return this.commercialEdit(this.requireRow(code));
      case "tagAdd":
      case "tagRemove":
        return this.tag(this.requireRow(code), action, params.tag);
      case "responsible":
        return this.responsible(this.requireRow(code), params.email);
      case "rename":
        return this.apply(this.requireRow(code), action, ({ record: record2 }, rng) => {
          record2.name = params.name ?? `${record2.name ?? "Kit"} (rev. ${rng.int(2, 99)})`;
        });
      case "freightEdit":
        return this.apply(this.requireRow(code), action, ({ record: record2 }, rng) => {
          if (!record2.freight) record2.freight = {};
          record2.freight.timeRestriction = rng.pick([
            "Somente pela manh\xE3",
            "Agendar com 48h de anteced\xEAncia",
            "Portaria fecha \xE0s 17h"
          ]);
          record2.freight.price = Math.round(rng.float(250, 2500) * 100) / 100;
          record2.freight.truckPossible = rng.pick(["yes", "no"]);
        });
      case "customData":
        return this.apply(this.requireRow(code), action, ({ record: record2 }, rng) => {
          const numeric2 = record2.customData?.find(
            (field) => field.type === "integer" || field.type === "decimal"
          );
          if (numeric2) numeric2.value = numeric2.type === "integer" ? rng.int(1, 9) : rng.float(100, 9e3, 1);
          else
            (record2.customData ??= []).push({
              key: "unidadesConsumidoras",
              value: rng.int(1, 9),
              type: "integer"
            });
        });
      case "notes":
        return this.apply(this.requireRow(code), action, ({ record: record2 }, rng) => {
          const html = params.html ?? `<p>Atualiza\xE7\xE3o: ${rng.pick(["cliente confirmou a visita", "aguardando documentos", "ligar amanh\xE3"])}.</p>`;
          record2.notes = `${record2.notes ?? ""}${html}`;
        });
      case "files":
        return this.apply(this.requireRow(code), action, ({ record: record2 }, rng) => {
          const category = params.category ?? rng.pick(["Fotos do local", "Documentos do cliente", "Projeto"]);
          const name = params.fileName ?? `arquivo_${rng.hex(6)}.pdf`;
          const group = record2.files?.find((candidate) => candidate.category === category);
          if (group)
            group.uploadedFiles = [...(group.uploadedFiles ?? []).filter((file) => file !== name), name];
          else (record2.files ??= []).push({ category, uploadedFiles: [name] });
        });
      case "remove":
      case "restore":
        return this.apply(this.requireRow(code, { allowRemoved: true }), action, ({ record: record2 }) => {
          record2.removed = action === "remove";
        });
    }
  }
  create(type) {
    const store = this.store();
    const now = this.clock.now();
    const rng = this.rng("create");
    const row = createRow(store.world, rng, type, now, store.takeCode());
    row.full = materialize(store.world, row);
    const first = sortedBySequence(store.world.statuses[type])[0];
    if (first) row.full.record.dealStatus = first.name;
    row.full.record.apiSent = false;
    delete row.full.record.apiSentUpdated;
    delete row.full.record.billingDate;
    store.insert(row);
    return {
      action: "create",
      code: row.code,
      createdCode: row.code,
      events: [this.emit(row, "created", "create")]
    };
  }
  statusChange(row, statusName2) {
    const statuses = sortedBySequence(this.store().world.statuses[row.type]);
    const current = this.store().record(row).dealStatus;
    let target = statusName2 === void 0 ? void 0 : statuses.find((status) => status.name === statusName2);
    if (statusName2 !== void 0 && !target) {
      throw new SandboxError(400, "unknownStatus", `No ${row.type} status named ${statusName2}.`);
    }
    if (!target) {
      const index14 = statuses.findIndex((status) => status.name === current);
      if (statuses[index14]?.final) {
        throw new SandboxError(
          409,
          "finalStatus",
          `Request ${row.code} is in a final status (${current ?? ""}).`
        );
      }
      target = statuses.slice(index14 + 1).find((status) => !status.converted);
    }
    const name = target?.name;
    if (name === void 0)
      throw new SandboxError(409, "noNextStatus", `Request ${row.code} has no next status.`);
    return this.apply(row, "statusChange", ({ record: record2 }) => {
      record2.dealStatus = name;
    });
  }
  adjust(row, action, amount) {
    if (amount !== void 0 && (!Number.isFinite(amount) || amount < 0)) {
      throw new SandboxError(400, "badAmount", "The amount must be a number of BRL, zero or more.");
    }
    return this.apply(row, action, ({ record: record2 }, rng) => {
      const base = record2.originalValue ?? 0;
      record2[action] = amount ?? Math.round(base * rng.int(1, 6) / 100);
      recomputeValues(record2);
    });
  }
  convert(budget2) {
    if (budget2.type !== "budget")
      throw new SandboxError(409, "notABudget", `Request ${budget2.code} is an order already.`);
    const store = this.store();
    const statuses = store.world.statuses;
    const converted = statuses.budget.find((status) => status.converted);
    if (converted && store.record(budget2).dealStatus === converted.name) {
      throw new SandboxError(409, "alreadyConverted", `Budget ${budget2.code} was converted already.`);
    }
    const now = this.clock.now();
    const rng = this.rng("convert");
    const result = this.apply(budget2, "convert", ({ record: record3 }) => {
      if (converted) record3.dealStatus = converted.name;
    });
    const source = store.full(budget2);
    const record2 = structuredClone(source.record);
    const code = store.takeCode();
    const paymentId = objectId(rng, now);
    const order = makeRow({
      ...budget2,
      type: "order",
      id: objectId(rng, now),
      code,
      createdAt: now,
      budgetCreatedAt: budget2.createdAt,
      lastUpdate: now,
      paymentId,
      sentAt: -1,
      tags: [...budget2.tags],
      seed: { ...budget2.seed },
      full: { ...source, record: record2 }
    });
    record2.id = order.id;
    record2.code = code;
    record2.orderCreated = new Date(now).toISOString();
    record2.dealStatus = sortedBySequence(statuses.order)[0]?.name ?? record2.dealStatus;
    record2.stockStatus = "Reservado";
    record2.apiSent = false;
    delete record2.apiSentUpdated;
    delete record2.billingDate;
    if (record2.payment) {
      record2.payment.links = paymentLinks(paymentId);
      record2.payment.status = "notRequested";
      record2.payment.files = [];
      const {
        transactionStatus: _s,
        transactionId: _i,
        authorizationNsu: _n,
        authorizationCode: _c,
        paidAt: _p,
        creditCard: _k,
        ...fresh
      } = record2.payment;
      record2.payment = fresh;
    }
    store.insert(order);
    const created = this.emit(order, "created", "convert");
    return { ...result, createdCode: code, events: [...result.events, created] };
  }
  paymentStatus(row, status) {
    const current = this.store().record(row).payment?.status;
    const next = status ?? (current === "notRequested" ? "requested" : current === "requested" ? "received" : "requested");
    return this.apply(row, "paymentStatus", (full, rng) => {
      this.ensurePayment(row, full, rng);
      setPaymentStatus(full, next, this.clock.now());
    });
  }
  /** A request whose payment record was deleted gets a new one when its payment is written again. */
  ensurePayment(row, full, rng) {
    if (full.record.payment) return;
    const paymentId = objectId(rng, this.clock.now());
    const generated = generatePayment(rng, {
      paymentId,
      requestType: row.type,
      createdAt: this.clock.now(),
      now: this.clock.now(),
      status: "notRequested"
    });
    full.record.payment = generated.payment;
    full.conditionId = generated.condition._id;
    full.showConditionsRule = generated.showConditionsRule;
    recomputeValues(full.record);
  }
  commercialEdit(row) {
    return this.apply(row, "commercialEdit", ({ record: record2 }, rng) => {
      const lines = (record2.products ?? []).filter((product2) => product2.type !== "module");
      const line = lines.length > 0 ? rng.pick(lines) : void 0;
      if (line)
        line.quantity = (line.quantity ?? 0) + (line.productCode?.startsWith("CAB-") ? 10 : rng.int(1, 2));
      record2.stockStatus = rng.pick(["Dispon\xEDvel", "Reservado", "Parcialmente dispon\xEDvel"]);
      recomputeValues(record2);
    });
  }
  tag(row, action, tag) {
    const label = tag ?? (action === "tagAdd" ? `etiqueta-${this.rng("tag").hex(4)}` : row.tags.at(-1));
    if (label === void 0 || action === "tagRemove" && !row.tags.includes(label)) {
      throw new SandboxError(409, "noSuchTag", `Request ${row.code} has no tag ${label ?? ""} to remove.`);
    }
    return this.apply(row, action, () => {
      row.tags = action === "tagAdd" ? [...row.tags.filter((t) => t !== label), label] : row.tags.filter((t) => t !== label);
    });
  }
  responsible(row, email) {
    const store = this.store();
    const person2 = email === void 0 ? this.rng("responsible").pick(
      store.world.collaborators.filter((p) => p.email !== row.responsibleEmail)
    ) : store.collaborator(email);
    if (!person2)
      throw new SandboxError(404, "collaboratorNotFound", `No collaborator with e-mail ${email ?? ""}.`);
    return this.apply(row, "responsible", ({ record: record2 }) => {
      record2.responsible = { ...person2 };
    });
  }
  /** Attaches files to the payment of `row`: a file with an existing name replaces it. */
  attachPaymentFiles(full, names) {
    const payment2 = full.record.payment;
    if (!payment2) return;
    const paymentId = payment2.links?.[0]?.id ?? "unknown";
    const files = (payment2.files ?? []).filter((file) => !names.includes(file.originalName ?? ""));
    for (const name of names) files.push({ path: paymentFilePath(paymentId, name), originalName: name });
    payment2.files = files;
  }
  /** Sets the payment condition from its text: a configured condition by name, or free text. */
  setCondition(full, text21) {
    const payment2 = full.record.payment;
    if (!payment2) return;
    const configured = findCondition(text21);
    if (configured) {
      const { _id, paymentTypes: _types, ...condition } = configured;
      payment2.condition = condition;
      full.conditionId = _id;
    } else {
      payment2.condition = {
        name: text21,
        quantityOfInstallments: 1,
        conditionType: "notUpdate",
        modifierType: "percentage",
        value: 0
      };
      full.conditionId = void 0;
    }
    recomputeValues(full.record);
  }
};
function setPaymentStatus(full, status, now) {
  const payment2 = full.record.payment;
  if (!payment2) return;
  payment2.status = status;
  const online = payment2.type === "pix" || payment2.type === "credito" || payment2.type === "debito";
  if (status === "received" || status === "partial") {
    payment2.paidAt = formatPaidAt(now);
    if (online) payment2.transactionStatus = "approved";
  } else {
    delete payment2.paidAt;
    if (online && payment2.transactionStatus !== void 0) {
      payment2.transactionStatus = status === "cancelled" ? "canceled" : "pending";
    }
  }
}

// src/sandbox/control/parseBody.ts
function parseBody(schema, body) {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new SandboxError(
    400,
    "badRequest",
    `${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}`
  );
}

// src/sandbox/control/actionRoutes.ts
var actionBody = z101.object({
  action: z101.enum(ACTION_NAMES),
  code: z101.string().min(1).optional(),
  type: z101.enum(REQUEST_TYPES).optional(),
  status: z101.string().min(1).optional(),
  amount: z101.number().nonnegative().optional(),
  paymentStatus: z101.enum(PAYMENT_STATUSES).optional(),
  tag: z101.string().min(1).optional(),
  name: z101.string().min(1).max(200).optional(),
  email: z101.string().min(1).optional(),
  html: z101.string().optional(),
  fileName: z101.string().min(1).optional(),
  category: z101.string().min(1).optional()
}).strict();
var activityBody = z101.object({ ratePerMinute: z101.number().min(0).max(6e3) }).strict();
function registerActionRoutes(app, sandbox) {
  app.post("/actions", async (request2) => {
    const { action, code, ...params } = parseBody(actionBody, request2.body);
    return sandbox.actions.run(action, code, params);
  });
  app.get("/activity", async () => ({
    ratePerMinute: sandbox.activity.ratePerMinute,
    recent: sandbox.activity.recent
  }));
  app.put("/activity", async (request2) => {
    sandbox.activity.setRate(parseBody(activityBody, request2.body).ratePerMinute);
    return { ratePerMinute: sandbox.activity.ratePerMinute };
  });
  app.post("/activity/tick", async () => ({ result: sandbox.activity.tick() ?? null }));
  app.get("/past", async () => sandbox.past.report());
  app.post("/past/play", async () => {
    await sandbox.past.play();
    return sandbox.past.report();
  });
}

// src/sandbox/control/clockRoutes.ts
import { z as z102 } from "zod";
var advanceBody = z102.object({
  ms: z102.number().nonnegative().optional(),
  seconds: z102.number().nonnegative().optional(),
  minutes: z102.number().nonnegative().optional(),
  hours: z102.number().nonnegative().optional()
}).strict();
var setBody = z102.object({ at: z102.union([z102.number(), z102.string()]) }).strict();
function clockState(sandbox) {
  const now = sandbox.clock.now();
  return { mode: sandbox.clock.mode, now, iso: new Date(now).toISOString() };
}
function registerClockRoutes(app, sandbox) {
  app.get("/clock", async () => clockState(sandbox));
  app.post("/clock/advance", async (request2) => {
    const body = parseBody(advanceBody, request2.body);
    const ms = (body.ms ?? 0) + (body.seconds ?? 0) * 1e3 + (body.minutes ?? 0) * 6e4 + (body.hours ?? 0) * 36e5;
    await sandbox.clock.advance(ms);
    return clockState(sandbox);
  });
  app.post("/clock/set", async (request2) => {
    const { at } = parseBody(setBody, request2.body);
    const target = typeof at === "number" ? at : Date.parse(at);
    if (!Number.isFinite(target))
      throw new SandboxError(400, "badRequest", "at must be epoch milliseconds or ISO 8601.");
    if (target < sandbox.clock.now())
      throw new SandboxError(409, "clockBackwards", "The clock only moves forward.");
    await sandbox.clock.set(target);
    return clockState(sandbox);
  });
}

// src/sandbox/control/faultRoutes.ts
import { z as z103 } from "zod";

// src/sandbox/faults.ts
var LIST_SHAPES = ["envelope", "array", "single"];
var NO_FAULTS = {
  latencyMs: 0,
  errorRate: 0,
  hang: false,
  malformed: false,
  listShape: "envelope",
  listingUnavailable: false
};
var Faults = class {
  settings = { ...NO_FAULTS };
  rng;
  constructor(seed) {
    this.rng = createRng(seed, "faults");
  }
  set(partial) {
    this.settings = { ...this.settings, ...partial };
  }
  clear(seed) {
    this.settings = { ...NO_FAULTS };
    this.rng = createRng(seed, "faults");
  }
  /** Draws whether this call fails; seeded, so an error rate reproduces across runs. */
  shouldFail() {
    return this.settings.errorRate > 0 && this.rng.next() < this.settings.errorRate;
  }
};

// src/sandbox/control/faultRoutes.ts
var faultsBody = z103.object({
  latencyMs: z103.number().int().nonnegative().max(6e5).optional(),
  errorRate: z103.number().min(0).max(1).optional(),
  hang: z103.boolean().optional(),
  malformed: z103.boolean().optional(),
  listShape: z103.enum(LIST_SHAPES).optional(),
  listingUnavailable: z103.boolean().optional()
}).strict();
function registerFaultRoutes(app, sandbox) {
  app.get("/faults", async () => sandbox.faults.settings);
  app.put("/faults", async (request2) => {
    sandbox.faults.set(parseBody(faultsBody, request2.body));
    return sandbox.faults.settings;
  });
  app.delete("/faults", async () => {
    sandbox.faults.clear(sandbox.store.options.seed);
    return sandbox.faults.settings;
  });
}

// src/sandbox/control/limitRoutes.ts
import { z as z104 } from "zod";
var limitsBody = z104.object({
  callsPerHour: z104.number().int().positive().optional(),
  processingMsPerHour: z104.number().positive().optional(),
  deactivatedStatus: z104.union([z104.literal(401), z104.literal(429)]).optional()
}).strict();
var costBody = z104.object({
  baseMs: z104.number().nonnegative().optional(),
  perRecordMs: z104.number().nonnegative().optional(),
  perUploadMbMs: z104.number().nonnegative().optional(),
  sleep: z104.boolean().optional()
}).strict();
var reactivateBody = z104.object({ resetUsage: z104.boolean().optional() }).strict();
function limitState(sandbox) {
  return {
    limits: sandbox.limits.limits,
    usage: sandbox.limits.report(sandbox.token),
    costModel: sandbox.costModel
  };
}
function registerLimitRoutes(app, sandbox) {
  app.get("/limits", async () => limitState(sandbox));
  app.put("/limits", async (request2) => {
    sandbox.limits.limits = { ...sandbox.limits.limits, ...parseBody(limitsBody, request2.body) };
    return limitState(sandbox);
  });
  app.put("/cost-model", async (request2) => {
    sandbox.costModel = { ...sandbox.costModel, ...parseBody(costBody, request2.body) };
    return limitState(sandbox);
  });
  app.post("/token/reactivate", async (request2) => {
    sandbox.limits.reactivate(sandbox.token, parseBody(reactivateBody, request2.body));
    return limitState(sandbox);
  });
}

// src/sandbox/control/stateRoutes.ts
import { z as z105 } from "zod";

// src/sandbox/callLog.ts
var CallLog = class {
  constructor(capacity = 1e4) {
    this.capacity = capacity;
  }
  capacity;
  entries = [];
  nextId = 1;
  start(entry) {
    const full = { ...entry, id: this.nextId++, costMs: 0, status: null };
    this.entries.push(full);
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
    return full;
  }
  clear() {
    this.entries.length = 0;
  }
};

// src/sandbox/changeFeed.ts
var ChangeFeed = class {
  cursors = /* @__PURE__ */ new Map();
  /** Records a listing call; returns the window when it is a feed call. */
  onListing(token2, type, isFeed, pageNumber, currentSeq) {
    const key = `${type}\0${token2}`;
    let cursor = this.cursors.get(key);
    if (!cursor) {
      cursor = {};
      this.cursors.set(key, cursor);
    }
    if (isFeed && pageNumber > 1 && cursor.window) return cursor.window;
    const from = cursor.lastCallSeq ?? -1;
    cursor.lastCallSeq = currentSeq;
    if (!isFeed) return void 0;
    cursor.window = { from, to: currentSeq };
    return cursor.window;
  }
  reset() {
    this.cursors.clear();
  }
};

// src/sandbox/clock.ts
var MANUAL_CLOCK_START = Date.UTC(2025, 5, 2, 12, 0, 0);
function defaultClockStart(mode) {
  return mode === "real" ? Date.now() : MANUAL_CLOCK_START;
}
function createClock(options) {
  const mode = options.mode;
  let manualNow = options.startAt ?? defaultClockStart(mode);
  let offset = mode === "real" && options.startAt !== void 0 ? options.startAt - Date.now() : 0;
  let nextId = 1;
  let timers = [];
  let wallTimer;
  let chain = Promise.resolve();
  let disposed = false;
  const now = () => mode === "manual" ? manualNow : Date.now() + offset;
  function insert(timer) {
    let i = timers.length;
    while (i > 0 && (timers[i - 1]?.at ?? 0) > timer.at) i -= 1;
    timers.splice(i, 0, timer);
  }
  function armWallTimer() {
    if (mode !== "real" || disposed) return;
    if (wallTimer) clearTimeout(wallTimer);
    wallTimer = void 0;
    const first = timers[0];
    if (!first) return;
    const delay = Math.min(Math.max(0, first.at - now()), 2e9);
    wallTimer = setTimeout(() => void fireDue(now), delay);
    wallTimer.unref();
  }
  function fireDue(until) {
    const run = chain.then(() => runDue(until()));
    chain = run.catch(() => void 0);
    return run;
  }
  async function runDue(until) {
    try {
      for (; ; ) {
        const first = timers[0];
        if (!first || first.at > until) break;
        timers.shift();
        if (mode === "manual") manualNow = Math.max(manualNow, first.at);
        try {
          await first.fn();
        } catch (error) {
          console.error("sandbox clock: a timer callback failed", error);
        }
      }
    } finally {
      armWallTimer();
    }
  }
  async function moveTo(target) {
    if (mode === "manual") {
      await fireDue(() => target);
      manualNow = Math.max(manualNow, target);
    } else {
      offset += Math.max(0, target - now());
      await fireDue(now);
    }
  }
  return {
    mode,
    now,
    setTimer(delayMs, fn) {
      const timer = { id: nextId++, at: now() + Math.max(0, delayMs), fn };
      insert(timer);
      armWallTimer();
      return { id: timer.id };
    },
    clearTimer(handle) {
      timers = timers.filter((timer) => timer.id !== handle.id);
      armWallTimer();
    },
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError("The clock only moves forward.");
      return moveTo(now() + ms);
    },
    set(at) {
      if (!Number.isFinite(at) || at < now()) throw new RangeError("The clock only moves forward.");
      return moveTo(at);
    },
    dispose() {
      disposed = true;
      if (wallTimer) clearTimeout(wallTimer);
      timers = [];
    }
  };
}

// src/sandbox/costModel.ts
var DEFAULT_COST_MODEL = {
  baseMs: 30,
  perRecordMs: 1.5,
  perUploadMbMs: 120,
  sleep: false
};
function costOf(model, work) {
  const cost = model.baseMs + model.perRecordMs * work.records + model.perUploadMbMs * work.uploadBytes / 2 ** 20;
  return Math.round(cost * 1e3) / 1e3;
}

// src/sandbox/paymentWrites.ts
var PaymentWrites = class {
  constructor(store, clock, actions) {
    this.store = store;
    this.clock = clock;
    this.actions = actions;
  }
  store;
  clock;
  actions;
  counter = 0;
  update(row, change) {
    const store = this.store();
    const names = change.attachments ?? [];
    if (names.length > MAX_PAYMENT_ATTACHMENTS) {
      throw new SandboxError(
        400,
        "tooManyAttachments",
        `At most ${MAX_PAYMENT_ATTACHMENTS} attachments per payment.`
      );
    }
    const existing = store.record(row).payment?.files ?? [];
    const kept = existing.filter((file) => !names.includes(file.originalName ?? ""));
    if (kept.length + new Set(names).size > MAX_PAYMENT_ATTACHMENTS) {
      throw new SandboxError(
        400,
        "tooManyAttachments",
        `The payment would hold ${kept.length + new Set(names).size} documents; at most ${MAX_PAYMENT_ATTACHMENTS} are kept. Send a file with an existing name to replace it.`
      );
    }
    const before = store.record(row).payment?.status;
    const status = change.status === void 0 ? void 0 : PAYMENT_LABELS[change.status];
    this.counter += 1;
    const rng = createRng(store.world.seed, "payment-write", row.code, this.counter);
    store.change(row, this.clock.now(), (full) => {
      this.actions.ensurePayment(row, full, rng);
      const payment2 = full.record.payment;
      if (!payment2) return;
      if (change.type !== void 0) {
        payment2.type = change.type;
        if (change.type !== "credito") delete payment2.creditCard;
      }
      if (change.condition !== void 0) this.actions.setCondition(full, change.condition);
      if (change.description !== void 0) payment2.description = change.description;
      if (names.length > 0) this.actions.attachPaymentFiles(full, [...new Set(names)]);
      if (status !== void 0 && status !== payment2.status) setPaymentStatus(full, status, this.clock.now());
    });
    const after = store.record(row).payment?.status;
    return row.type === "order" && change.status !== void 0 && after !== before ? [this.actions.emit(row, "updated", "paymentStatus")] : [];
  }
  /** DELETE /payments/{id}: the payment record goes, and the request has no `payment` afterwards. */
  remove(row) {
    this.store().change(row, this.clock.now(), (full) => {
      delete full.record.payment;
      full.conditionId = void 0;
      full.showConditionsRule = void 0;
      full.record.differenceWithPaymentConditionApplied = 0;
    });
  }
};

// src/sandbox/limits.ts
var DEFAULT_LIMITS = {
  callsPerHour: 600,
  processingMsPerHour: 6e4,
  deactivatedStatus: 401
};
var WINDOW_MS = 60 * 60 * 1e3;
var LimitTracker = class {
  constructor(clock, limits) {
    this.clock = clock;
    this.limits = limits;
  }
  clock;
  limits;
  usage = /* @__PURE__ */ new Map();
  usageOf(token2) {
    let usage = this.usage.get(token2);
    if (!usage) {
      usage = { calls: [] };
      this.usage.set(token2, usage);
    }
    return usage;
  }
  prune(usage) {
    const from = this.clock.now() - WINDOW_MS;
    let drop = 0;
    while (drop < usage.calls.length && (usage.calls[drop]?.at ?? 0) <= from) drop += 1;
    if (drop > 0) usage.calls.splice(0, drop);
  }
  /** Decides whether a call may run; an admitted (or 429-refused) call is counted at once. */
  admit(token2) {
    const usage = this.usageOf(token2);
    if (usage.deactivated) return { allowed: false, reason: "deactivated", cause: usage.deactivated.cause };
    this.prune(usage);
    const now = this.clock.now();
    const spent = usage.calls.reduce((sum, call) => sum + call.costMs, 0);
    let cause;
    if (usage.calls.length + 1 > this.limits.callsPerHour) cause = "hardLimit";
    else if (spent >= this.limits.processingMsPerHour) cause = "timeLimit";
    const ticket = { at: now, costMs: 0 };
    usage.calls.push(ticket);
    if (cause) {
      usage.deactivated = { at: now, cause };
      return { allowed: false, reason: "limit", cause };
    }
    return { allowed: true, ticket };
  }
  reactivate(token2, options = {}) {
    const usage = this.usageOf(token2);
    usage.deactivated = void 0;
    if (options.resetUsage) usage.calls = [];
  }
  isDeactivated(token2) {
    return this.usage.get(token2)?.deactivated !== void 0;
  }
  report(token2) {
    const usage = this.usageOf(token2);
    this.prune(usage);
    const first = usage.calls[0];
    return {
      callsInWindow: usage.calls.length,
      processingMsInWindow: Math.round(usage.calls.reduce((sum, call) => sum + call.costMs, 0) * 1e3) / 1e3,
      deactivated: usage.deactivated !== void 0,
      cause: usage.deactivated?.cause,
      deactivatedAt: usage.deactivated ? new Date(usage.deactivated.at).toISOString() : void 0,
      windowFreesAt: first ? new Date(first.at + WINDOW_MS).toISOString() : void 0
    };
  }
  resetAll() {
    this.usage.clear();
  }
};

// src/sandbox/textColumn.ts
var SEPARATOR = "";
var MAX_OVERRIDES = 2e3;
var TextColumn = class {
  values = [];
  joined = "";
  starts = [];
  overrides = /* @__PURE__ */ new Map();
  get length() {
    return this.values.length;
  }
  reset(values) {
    this.values = [...values];
    this.rebuild();
  }
  append(value) {
    this.starts.push(this.joined.length + (this.values.length > 0 ? SEPARATOR.length : 0));
    this.joined = this.values.length > 0 ? `${this.joined}${SEPARATOR}${value}` : value;
    this.values.push(value);
  }
  set(position, value) {
    if (this.values[position] === value) return;
    this.values[position] = value;
    this.overrides.set(position, value);
    if (this.overrides.size > MAX_OVERRIDES) this.rebuild();
  }
  rebuild() {
    this.starts = [];
    let at = 0;
    for (const value of this.values) {
      this.starts.push(at);
      at += value.length + SEPARATOR.length;
    }
    this.joined = this.values.join(SEPARATOR);
    this.overrides.clear();
  }
  /** Positions whose value contains `needle`, as a mark per row (1 = contains). */
  matches(needle) {
    const count5 = this.values.length;
    const marks = new Uint8Array(count5);
    if (needle.length === 0) return marks.fill(1);
    let row = 0;
    for (let at = this.joined.indexOf(needle); at !== -1; at = this.joined.indexOf(needle, at + 1)) {
      while (row + 1 < count5 && (this.starts[row + 1] ?? Infinity) <= at) row += 1;
      const end = (this.starts[row] ?? 0) + (this.values[row]?.length ?? 0);
      if (at + needle.length <= end && !this.overrides.has(row)) marks[row] = 1;
    }
    for (const [position, value] of this.overrides) marks[position] = value.includes(needle) ? 1 : 0;
    return marks;
  }
};

// src/sandbox/rowColumns.ts
var TEXT_FIELDS = ["code", "nameKey", "freightCityKey", "cnpj", "responsibleEmailKey"];
var NO_STATE = 255;
var stateIndex = (uf) => {
  const index14 = UFS.indexOf(uf);
  return index14 < 0 ? NO_STATE : index14;
};
var Float64Column = class {
  data = new Float64Array(1024);
  ensure(size) {
    if (size <= this.data.length) return;
    const next = new Float64Array(Math.max(size, this.data.length * 2));
    next.set(this.data);
    this.data = next;
  }
};
var Uint8Column = class {
  data = new Uint8Array(1024);
  ensure(size) {
    if (size <= this.data.length) return;
    const next = new Uint8Array(Math.max(size, this.data.length * 2));
    next.set(this.data);
    this.data = next;
  }
};
var RowColumns = class {
  length = 0;
  createdAt = new Float64Column();
  lastUpdate = new Float64Column();
  totalPower = new Float64Column();
  changeSeq = new Float64Column();
  removed = new Uint8Column();
  state = new Uint8Column();
  text = {
    code: new TextColumn(),
    nameKey: new TextColumn(),
    freightCityKey: new TextColumn(),
    cnpj: new TextColumn(),
    responsibleEmailKey: new TextColumn()
  };
  /** Rebuilds every column from `rows` (after generation, or an out-of-order insert). */
  reset(rows) {
    this.length = 0;
    for (const column4 of [
      this.createdAt,
      this.lastUpdate,
      this.totalPower,
      this.changeSeq,
      this.removed,
      this.state
    ]) {
      column4.ensure(rows.length);
    }
    rows.forEach((row, position) => {
      row.position = position;
      this.write(position, row);
    });
    this.length = rows.length;
    for (const field of TEXT_FIELDS) this.text[field].reset(rows.map((row) => row[field]));
  }
  append(row) {
    const position = this.length;
    for (const column4 of [
      this.createdAt,
      this.lastUpdate,
      this.totalPower,
      this.changeSeq,
      this.removed,
      this.state
    ]) {
      column4.ensure(position + 1);
    }
    row.position = position;
    this.write(position, row);
    this.length += 1;
    for (const field of TEXT_FIELDS) this.text[field].append(row[field]);
  }
  /** Reads a changed row back into the columns. */
  update(row) {
    this.write(row.position, row);
    for (const field of TEXT_FIELDS) this.text[field].set(row.position, row[field]);
  }
  write(position, row) {
    this.createdAt.data[position] = row.createdAt;
    this.lastUpdate.data[position] = row.lastUpdate;
    this.totalPower.data[position] = row.totalPower;
    this.changeSeq.data[position] = row.changeSeq;
    this.removed.data[position] = row.removed ? 1 : 0;
    this.state.data[position] = stateIndex(row.freightState);
  }
  stateOf(uf) {
    return stateIndex(uf);
  }
};

// src/sandbox/recordTexts.ts
var RecordTexts = class {
  constructor(build) {
    this.build = build;
  }
  build;
  kept = /* @__PURE__ */ new WeakMap();
  /** Makes and keeps the v2 text of each row (the version Painel reads). */
  prepare(rows) {
    for (const row of rows) {
      this.kept.set(row, { changeSeq: row.changeSeq, sentAt: row.sentAt, text: {} });
      this.text(row, "v2");
    }
  }
  /** The record of `row` as `version` lists it, as JSON text. */
  text(row, version) {
    const kept = this.kept.get(row);
    if (!kept) return this.serialise(row, version);
    if (kept.changeSeq !== row.changeSeq || kept.sentAt !== row.sentAt) {
      kept.changeSeq = row.changeSeq;
      kept.sentAt = row.sentAt;
      kept.text = {};
    }
    kept.text[version] ??= this.serialise(row, version);
    return kept.text[version];
  }
  serialise(row, version) {
    return JSON.stringify(recordView(row, this.build(row).record, version));
  }
};

// src/sandbox/store.ts
var PREPARED_PER_TYPE = 2e3;
var Store = class _Store {
  constructor(world, options) {
    this.world = world;
    this.options = options;
    const started = performance.now();
    const generated = generateRows(world, options.size);
    this.nextCode = generated.nextCode;
    for (const type of REQUEST_TYPES) {
      for (const row of generated.rows[type]) this.index(row);
      this.rows[type] = generated.rows[type];
      this.columns[type].reset(this.rows[type]);
    }
    this.generationMs = performance.now() - started;
  }
  world;
  options;
  rows = { budget: [], order: [] };
  columns = { budget: new RowColumns(), order: new RowColumns() };
  byCode = /* @__PURE__ */ new Map();
  byPaymentId = /* @__PURE__ */ new Map();
  /** The listed records' JSON text, kept for the newest requests (recordTexts.ts, ADR 069). */
  texts = new RecordTexts((row) => this.peek(row));
  nextCode;
  /** The sequence number of the latest change (see RequestRow.changeSeq). */
  changes = 0;
  generationMs;
  static generate(options) {
    const store = new _Store(generateWorld(options), options);
    for (const type of REQUEST_TYPES) store.texts.prepare(store.rows[type].slice(-PREPARED_PER_TYPE));
    return store;
  }
  index(row) {
    this.byCode.set(row.code, row);
    if (row.paymentId) this.byPaymentId.set(row.paymentId, row);
  }
  count(type) {
    return this.rows[type].length;
  }
  find(code) {
    return this.byCode.get(code);
  }
  findByPaymentId(paymentId) {
    const row = this.byPaymentId.get(paymentId);
    return row && row.paymentId === paymentId ? row : void 0;
  }
  /** The full record of `row`, kept from now on: for changes, and for whatever must stay the same. */
  full(row) {
    row.full ??= materialize(this.world, row);
    return row.full;
  }
  /**
   * The full record of `row` for reading only: a request that never changed is built from the seed
   * and not kept, so reading pages of 100,000 requests does not fill the memory.
   */
  peek(row) {
    return row.full ?? materialize(this.world, row);
  }
  record(row) {
    return this.full(row).record;
  }
  takeCode() {
    const code = String(this.nextCode);
    this.nextCode += 1;
    return code;
  }
  /** Adds a new request (already materialized) in creation order. */
  insert(row) {
    const rows = this.rows[row.type];
    row.changeSeq = ++this.changes;
    this.index(row);
    this.refreshFields(row);
    if (rows.length === 0 || (rows[rows.length - 1]?.createdAt ?? 0) <= row.createdAt) {
      rows.push(row);
      this.columns[row.type].append(row);
      return;
    }
    let at = rows.length;
    while (at > 0 && (rows[at - 1]?.createdAt ?? 0) > row.createdAt) at -= 1;
    rows.splice(at, 0, row);
    this.columns[row.type].reset(rows);
  }
  /**
   * Applies a change to a request at time `at`: builds the record if needed, lets `mutate` change
   * it, moves lastUpdate, and reads the filtered fields back from the record.
   */
  change(row, at, mutate) {
    const full = this.full(row);
    mutate(full, row);
    row.lastUpdate = Math.max(at, row.lastUpdate);
    row.changeSeq = ++this.changes;
    this.refreshFields(row);
    this.columns[row.type].update(row);
  }
  /** The sequence number of the latest change: where a change-feed window ends. */
  get changeSequence() {
    return this.changes;
  }
  /** Re-reads the flat, filterable fields from the record after a change. */
  refreshFields(row) {
    const record2 = this.record(row);
    if (row.paymentId && record2.payment === void 0) {
      this.byPaymentId.delete(row.paymentId);
      row.paymentId = void 0;
    }
    const paymentId = record2.payment?.links?.[0]?.id;
    if (paymentId && paymentId !== row.paymentId) {
      row.paymentId = paymentId;
      this.byPaymentId.set(paymentId, row);
    }
    row.name = record2.name ?? "";
    row.totalPower = record2.totalPower ?? 0;
    row.freightState = record2.freight?.address?.state ?? "";
    row.freightCity = record2.freight?.address?.city ?? "";
    row.cnpj = record2.company?.cnpj ?? "";
    row.responsibleEmail = record2.responsible?.email ?? "";
    row.removed = record2.removed === true;
    row.nameKey = row.name.toLowerCase();
    row.freightCityKey = row.freightCity.toLowerCase();
    row.responsibleEmailKey = row.responsibleEmail.toLowerCase();
  }
  collaborator(email) {
    const wanted = email.trim().toLowerCase();
    return this.world.collaborators.find((person2) => person2.email.toLowerCase() === wanted);
  }
};

// src/sandbox/webhooks/dispatcher.ts
var DEFAULT_WEBHOOK_POLICY = {
  retryDelaysMs: [1e4, 3e4, 12e4, 6e5, 18e5, 72e5, 216e5],
  timeoutMs: 1e4
};
var MAX_LOG = 5e3;
function authorization(auth) {
  if (!auth) return void 0;
  if ("bearer" in auth) return `Bearer ${auth.bearer}`;
  return `Basic ${Buffer.from(`${auth.basic.user}:${auth.basic.password}`).toString("base64")}`;
}
var WebhookDispatcher = class {
  constructor(clock, policy) {
    this.clock = clock;
    this.policy = policy;
  }
  clock;
  policy;
  target;
  deliveries = [];
  events = [];
  nextId = 1;
  timers = /* @__PURE__ */ new Map();
  inFlight = /* @__PURE__ */ new Set();
  emit(body, action) {
    const at = new Date(this.clock.now()).toISOString();
    this.events.push({ at, event: body.event, code: body.data.code, action });
    if (this.events.length > MAX_LOG) this.events.splice(0, this.events.length - MAX_LOG);
    const target = this.target;
    if (!target) return;
    const delivery = {
      id: this.nextId++,
      event: body.event,
      code: body.data.code,
      url: target.url,
      createdAt: at,
      state: "pending",
      attempts: [],
      body
    };
    this.deliveries.push(delivery);
    if (this.deliveries.length > MAX_LOG) this.deliveries.splice(0, this.deliveries.length - MAX_LOG);
    this.track(this.attempt(delivery));
  }
  track(work) {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }
  /** One POST to the receiver configured now (a retry follows a changed URL, as a real service would). */
  async attempt(delivery) {
    delivery.nextAttemptAt = void 0;
    const started = performance.now();
    const attempt = { at: new Date(this.clock.now()).toISOString(), durationMs: 0 };
    const target = this.target;
    if (!target) {
      attempt.error = "no receiver is configured any more";
      delivery.attempts.push(attempt);
      delivery.state = "failed";
      return;
    }
    delivery.url = target.url;
    const headers = {
      "content-type": "application/json",
      "user-agent": "painel-sandbox-webhooks/1"
    };
    const auth = authorization(target.auth);
    if (auth) headers.authorization = auth;
    try {
      const response = await fetch(target.url, {
        method: "POST",
        headers,
        body: JSON.stringify(delivery.body),
        signal: AbortSignal.timeout(this.policy.timeoutMs)
      });
      attempt.status = response.status;
      await response.body?.cancel();
    } catch (error) {
      attempt.error = error instanceof Error ? error.cause instanceof Error ? error.cause.message : error.message : String(error);
    }
    attempt.durationMs = Math.round(performance.now() - started);
    delivery.attempts.push(attempt);
    if (attempt.status === 200) {
      delivery.state = "delivered";
      return;
    }
    const wait = this.policy.retryDelaysMs[delivery.attempts.length - 1];
    if (wait === void 0) {
      delivery.state = "failed";
      return;
    }
    delivery.nextAttemptAt = new Date(this.clock.now() + wait).toISOString();
    const handle = this.clock.setTimer(wait, () => {
      this.timers.delete(delivery.id);
      const work = this.attempt(delivery);
      this.track(work);
      return work;
    });
    this.timers.set(delivery.id, handle);
  }
  /** Resolves once no attempt is on the wire (retries waiting on the clock do not count). */
  async idle() {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }
  /** Forgets every delivery and cancels pending retries. */
  reset() {
    for (const handle of this.timers.values()) this.clock.clearTimer(handle);
    this.timers.clear();
    this.deliveries.length = 0;
    this.events.length = 0;
  }
};

// src/sandbox/sandbox.ts
var DEFAULT_TOKEN = "sandbox-token";
var DEFAULT_SEED = "painel";
var DEFAULT_SIZE = 600;
var MAX_SIZE = 2e5;
function checkSize(size) {
  if (!Number.isInteger(size) || size < 1 || size > MAX_SIZE) {
    throw new SandboxError(
      400,
      "badSize",
      `size must be a whole number from 1 to ${MAX_SIZE} (requests per type).`
    );
  }
  return size;
}
function checkScenario(scenario) {
  const found = SCENARIOS.find((known) => known === scenario);
  if (!found) throw new SandboxError(400, "badScenario", `scenario must be one of ${SCENARIOS.join(", ")}.`);
  return found;
}
function checkPastDays(days2) {
  if (!Number.isFinite(days2) || days2 < 0 || days2 > MAX_PAST_DAYS) {
    throw new SandboxError(
      400,
      "badPastDays",
      `past.days must be a number of days from 0 to ${MAX_PAST_DAYS}.`
    );
  }
  return days2;
}
function resolveClock(option, startAt, pastDays) {
  if (option && typeof option === "object") return option;
  const start = typeof startAt === "string" ? Date.parse(startAt) : startAt;
  if (start !== void 0 && !Number.isFinite(start))
    throw new SandboxError(400, "badStartAt", "startAt is not a time.");
  const mode = option ?? "real";
  if (pastDays === 0) return createClock({ mode, startAt: start });
  const present = start ?? defaultClockStart(mode);
  return createClock({ mode, startAt: present - pastDays * DAY_MS });
}
var Sandbox = class {
  clock;
  store;
  token;
  limits;
  costModel;
  feed = new ChangeFeed();
  calls = new CallLog();
  faults;
  webhooks;
  actions;
  activity;
  past;
  payments;
  maxUploadBytes;
  ownsClock;
  constructor(options = {}) {
    const pastDays = checkPastDays(options.past?.days ?? 0);
    this.clock = resolveClock(options.clock, options.startAt, pastDays);
    this.ownsClock = typeof options.clock !== "object";
    this.token = options.token ?? DEFAULT_TOKEN;
    if (this.token.length === 0) throw new SandboxError(400, "badToken", "The token must not be empty.");
    const seed = String(options.seed ?? DEFAULT_SEED);
    this.store = Store.generate({
      seed,
      scenario: checkScenario(options.scenario ?? "default"),
      size: checkSize(options.size ?? DEFAULT_SIZE),
      epoch: this.clock.now()
    });
    this.limits = new LimitTracker(this.clock, { ...DEFAULT_LIMITS, ...options.limits });
    this.costModel = { ...DEFAULT_COST_MODEL, ...options.costModel };
    this.faults = new Faults(seed);
    this.webhooks = new WebhookDispatcher(this.clock, {
      ...DEFAULT_WEBHOOK_POLICY,
      ...options.webhookPolicy
    });
    this.webhooks.target = options.webhook;
    this.actions = new Actions(() => this.store, this.clock, this.webhooks);
    this.activity = new Activity(this.clock, () => this.store, this.actions);
    this.past = new PastStretch(
      this.clock,
      () => this.store,
      this.actions,
      this.webhooks,
      this.activity,
      pastDays
    );
    this.payments = new PaymentWrites(() => this.store, this.clock, this.actions);
    this.maxUploadBytes = options.maxUploadBytes ?? 10 * 2 ** 20;
    if (options.activity) this.activity.setRate(options.activity.ratePerMinute);
  }
  /**
   * A new world from the clock's current time. Everything that belongs to the old world goes
   * (feed cursors, limit usage and deactivation, call and delivery logs, pending retries, faults);
   * the clock, the token, the webhook receiver, the cost model and the activity rate stay.
   */
  reset(options = {}) {
    const current = this.store.options;
    this.store = Store.generate({
      seed: String(options.seed ?? current.seed),
      scenario: checkScenario(options.scenario ?? current.scenario),
      size: checkSize(options.size ?? current.size),
      epoch: this.clock.now()
    });
    this.feed.reset();
    this.limits.resetAll();
    this.calls.clear();
    this.webhooks.reset();
    this.faults.clear(this.store.options.seed);
    this.activity.reseed();
  }
  close() {
    this.past.stop();
    this.activity.stop();
    this.webhooks.reset();
    if (this.ownsClock) this.clock.dispose();
  }
};

// src/sandbox/control/stateRoutes.ts
var resetBody = z105.object({
  seed: z105.union([z105.string().min(1), z105.number()]).optional(),
  size: z105.number().int().min(1).max(MAX_SIZE).optional(),
  scenario: z105.enum(SCENARIOS).optional()
}).strict();
var recordsQuery = z105.object({ type: z105.enum(REQUEST_TYPES) });
var callsQuery = z105.object({
  limit: z105.coerce.number().int().positive().max(1e4).optional(),
  sinceId: z105.coerce.number().int().nonnegative().optional()
});
function describe2(sandbox) {
  const store = sandbox.store;
  const counts = Object.fromEntries(
    REQUEST_TYPES.map((type) => {
      const rows = store.rows[type];
      return [type, { total: rows.length, removed: rows.filter((row) => row.removed).length }];
    })
  );
  return {
    seed: store.options.seed,
    size: store.options.size,
    scenario: store.options.scenario,
    generatedAt: new Date(store.world.epoch).toISOString(),
    generationMs: Math.round(store.generationMs),
    counts,
    clock: { mode: sandbox.clock.mode, now: new Date(sandbox.clock.now()).toISOString() },
    collaborators: store.world.collaborators,
    statuses: Object.fromEntries(
      REQUEST_TYPES.map((type) => [
        type,
        sortedBySequence(store.world.statuses[type]).map(({ id, name, sequence, final }) => ({
          id,
          name,
          sequence,
          final
        }))
      ])
    ),
    paymentConditions: CONDITIONS.map(({ _id, name }) => ({ _id, name })),
    activity: { ratePerMinute: sandbox.activity.ratePerMinute },
    faults: sandbox.faults.settings
  };
}
function registerStateRoutes(app, sandbox) {
  app.get("/state", async () => describe2(sandbox));
  app.post("/reset", async (request2) => {
    sandbox.reset(parseBody(resetBody, request2.body));
    return describe2(sandbox);
  });
  app.get("/records", async (request2) => {
    const { type } = parseBody(recordsQuery, request2.query);
    return {
      records: sandbox.store.rows[type].map((row) => ({
        code: row.code,
        removed: row.removed,
        record: withSendState(row, sandbox.store.peek(row).record)
      }))
    };
  });
  app.get("/records/:code", async (request2) => {
    const { code } = request2.params;
    const row = sandbox.store.find(code);
    if (!row) throw new SandboxError(404, "requestNotFound", `No request with code ${code}.`);
    const full = sandbox.store.full(row);
    return {
      type: row.type,
      code: row.code,
      createdAt: new Date(row.createdAt).toISOString(),
      lastUpdate: new Date(row.lastUpdate).toISOString(),
      removed: row.removed,
      tags: row.tags,
      paymentId: row.paymentId,
      conditionId: full.conditionId,
      showConditionsRule: full.showConditionsRule,
      record: withSendState(row, full.record)
    };
  });
  app.get("/calls", async (request2) => {
    const { limit = 1e3, sinceId = 0 } = parseBody(callsQuery, request2.query);
    return { calls: sandbox.calls.entries.filter((entry) => entry.id > sinceId).slice(-limit) };
  });
  app.delete("/calls", async () => {
    sandbox.calls.clear();
    return { calls: [] };
  });
}

// src/sandbox/control/summaryRoutes.ts
import { z as z106 } from "zod";
var summaryQuery = z106.object({ type: z106.enum(REQUEST_TYPES) });
function registerSummaryRoutes(app, sandbox) {
  app.get("/summaries", async (request2) => {
    const { type } = parseBody(summaryQuery, request2.query);
    const items = sandbox.store.rows[type].map((row) => {
      const { record: record2 } = sandbox.store.peek(row);
      return {
        code: row.code,
        createdAt: new Date(row.createdAt).toISOString(),
        removed: row.removed,
        responsibleEmail: record2.responsible?.email ?? null,
        dealStatus: record2.dealStatus ?? null,
        paymentStatus: record2.payment?.status ?? null,
        finalValue: record2.finalValue ?? null,
        totalPower: record2.totalPower ?? null
      };
    });
    return { type, items };
  });
}

// src/sandbox/control/webhookRoutes.ts
import { z as z107 } from "zod";
var webhookBody2 = z107.object({
  url: z107.url({ protocol: /^https?$/ }),
  auth: z107.union([
    z107.object({ bearer: z107.string().min(1) }).strict(),
    z107.object({ basic: z107.object({ user: z107.string(), password: z107.string() }).strict() }).strict()
  ]).optional(),
  retryDelaysMs: z107.array(z107.number().nonnegative()).max(50).optional(),
  timeoutMs: z107.number().int().positive().max(12e4).optional()
}).strict();
var limitQuery = z107.object({ limit: z107.coerce.number().int().positive().max(5e3).optional() });
function targetView(target) {
  if (!target) return { configured: false };
  const auth = target.auth ? "bearer" in target.auth ? "bearer" : "basic" : "none";
  return { configured: true, url: target.url, auth };
}
function registerWebhookRoutes2(app, sandbox) {
  const dispatcher = sandbox.webhooks;
  app.get("/webhook", async () => ({ ...targetView(dispatcher.target), policy: dispatcher.policy }));
  app.put("/webhook", async (request2) => {
    const body = parseBody(webhookBody2, request2.body);
    dispatcher.target = { url: body.url, auth: body.auth };
    dispatcher.policy = {
      retryDelaysMs: body.retryDelaysMs ?? dispatcher.policy.retryDelaysMs,
      timeoutMs: body.timeoutMs ?? dispatcher.policy.timeoutMs
    };
    return { ...targetView(dispatcher.target), policy: dispatcher.policy };
  });
  app.delete("/webhook", async () => {
    dispatcher.target = void 0;
    return targetView(void 0);
  });
  app.get("/deliveries", async (request2) => {
    const { limit = 500 } = parseBody(limitQuery, request2.query);
    return { deliveries: dispatcher.deliveries.slice(-limit) };
  });
  app.get("/events", async (request2) => {
    const { limit = 500 } = parseBody(limitQuery, request2.query);
    return { events: dispatcher.events.slice(-limit) };
  });
  app.delete("/deliveries", async () => {
    dispatcher.reset();
    return { deliveries: [] };
  });
}

// src/sandbox/control/controlApi.ts
var CONTROL_PREFIX = "/__sandbox";
async function controlApi(app, options) {
  const { sandbox } = options;
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof SandboxError)
      return reply.code(error.status).send(errorBody(error.code, error.message));
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) console.error("sandbox control: unexpected error", error);
    return reply.code(status).send(errorBody(status === 500 ? "internalError" : "badRequest", error.message));
  });
  app.setNotFoundHandler(
    (request2, reply) => reply.code(404).send(
      errorBody("notFound", `No control operation ${request2.method} ${request2.url.split("?")[0] ?? ""}.`)
    )
  );
  registerStateRoutes(app, sandbox);
  registerSummaryRoutes(app, sandbox);
  registerClockRoutes(app, sandbox);
  registerLimitRoutes(app, sandbox);
  registerFaultRoutes(app, sandbox);
  registerWebhookRoutes2(app, sandbox);
  registerActionRoutes(app, sandbox);
}

// src/sandbox/server.ts
import Fastify2 from "fastify";

// src/sandbox/routes/vendorApi.ts
import { timingSafeEqual as timingSafeEqual3 } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import fastifyMultipart2 from "@fastify/multipart";

// src/sandbox/routes/callContext.ts
var contexts = /* @__PURE__ */ new WeakMap();
function setCallContext(request2, context) {
  contexts.set(request2, context);
}
function callContext(request2) {
  return contexts.get(request2);
}
function addWork(request2, work) {
  const context = contexts.get(request2);
  if (!context) return;
  context.work.records += work.records ?? 0;
  context.work.uploadBytes += work.uploadBytes ?? 0;
}

// src/sandbox/listing.ts
var DAY5 = 864e5;
function dayStart2(day) {
  return Date.parse(`${day}T00:00:00.000Z`);
}
function criteriaOf(query, columns3) {
  const text21 = [];
  if (query.code !== void 0) text21.push(["code", query.code]);
  if (query.name !== void 0) text21.push(["nameKey", query.name.toLowerCase()]);
  if (query.freightCity !== void 0) text21.push(["freightCityKey", query.freightCity.toLowerCase()]);
  if (query.companyCNPJ !== void 0) text21.push(["cnpj", query.companyCNPJ]);
  if (query.responsibleEmail !== void 0)
    text21.push(["responsibleEmailKey", query.responsibleEmail.toLowerCase()]);
  return {
    removed: query.removed === true ? 1 : 0,
    createdFrom: query.createdAfter ? dayStart2(query.createdAfter) : -Infinity,
    createdUntil: query.createdBefore ? dayStart2(query.createdBefore) + DAY5 : Infinity,
    updatedFrom: query.lastUpdateAfter ? dayStart2(query.lastUpdateAfter) : -Infinity,
    updatedUntil: query.lastUpdateBefore ? dayStart2(query.lastUpdateBefore) + DAY5 : Infinity,
    powerMin: query.powerGTE ?? -Infinity,
    powerMax: query.powerLTE ?? Infinity,
    state: query.freightState === void 0 ? void 0 : columns3.stateOf(query.freightState),
    text: text21,
    seqFrom: -Infinity,
    seqTo: Infinity
  };
}
function feedCriteria(window) {
  return {
    removed: 0,
    createdFrom: -Infinity,
    createdUntil: Infinity,
    updatedFrom: -Infinity,
    updatedUntil: Infinity,
    powerMin: -Infinity,
    powerMax: Infinity,
    state: void 0,
    text: [],
    seqFrom: window.from,
    seqTo: window.to
  };
}
function selectPage(rows, columns3, criteria, pageNumber, pageLimit) {
  let marks;
  for (const [field, needle] of criteria.text) {
    const found = columns3.text[field].matches(needle);
    if (marks) for (let i = 0; i < marks.length; i += 1) marks[i] = (marks[i] ?? 0) & (found[i] ?? 0);
    else marks = found;
  }
  const createdAt = columns3.createdAt.data;
  const lastUpdate = columns3.lastUpdate.data;
  const totalPower = columns3.totalPower.data;
  const changeSeq = columns3.changeSeq.data;
  const removed = columns3.removed.data;
  const state = columns3.state.data;
  const { createdFrom, createdUntil, updatedFrom, updatedUntil, powerMin, powerMax, seqFrom, seqTo } = criteria;
  const wantedState = criteria.state;
  const wantedRemoved = criteria.removed;
  const skip = (pageNumber - 1) * pageLimit;
  const page = [];
  let total = 0;
  for (let i = columns3.length - 1; i >= 0; i -= 1) {
    if (removed[i] !== wantedRemoved) continue;
    const created = createdAt[i] ?? 0;
    if (created < createdFrom || created >= createdUntil) continue;
    const updated = lastUpdate[i] ?? 0;
    if (updated < updatedFrom || updated >= updatedUntil) continue;
    const power = totalPower[i] ?? 0;
    if (power < powerMin || power > powerMax) continue;
    const seq = changeSeq[i] ?? 0;
    if (seq <= seqFrom || seq > seqTo) continue;
    if (wantedState !== void 0 && state[i] !== wantedState) continue;
    if (marks && marks[i] !== 1) continue;
    if (total >= skip && page.length < pageLimit) {
      const row = rows[i];
      if (row) page.push(row);
    }
    total += 1;
  }
  return { rows: page, total };
}

// src/sandbox/routes/listRequests.ts
function firstIssue(error) {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join(".") || "value"}: ${issue.message}` : "invalid";
}
function registerListRequests(app, sandbox) {
  for (const version of API_VERSIONS) {
    app.get(`/${version}/requests/:requestType/:pageNumber/:pageLimit`, async (request2, reply) => {
      if (sandbox.faults.settings.listingUnavailable) {
        return reply.code(401).send(errorBody("functionUnavailable", "The listing function is not available for this account."));
      }
      const path = listPathParams.safeParse(request2.params);
      if (!path.success) {
        return reply.code(400).send(errorBody("badRequest", `Invalid path: ${firstIssue(path.error)}.`));
      }
      const rawQuery = request2.query ?? {};
      const query = listQuery.safeParse(rawQuery);
      if (!query.success) {
        return reply.code(400).send(errorBody("badRequest", `Invalid filter: ${firstIssue(query.error)}.`));
      }
      const { requestType, pageNumber, pageLimit } = path.data;
      const store = sandbox.store;
      const isFeed = Object.keys(rawQuery).length === 0;
      const window = sandbox.feed.onListing(
        sandbox.token,
        requestType,
        isFeed,
        pageNumber,
        store.changeSequence
      );
      const columns3 = store.columns[requestType];
      const criteria = window ? feedCriteria(window) : criteriaOf(query.data, columns3);
      const page = selectPage(store.rows[requestType], columns3, criteria, pageNumber, pageLimit);
      if (page.rows.length === 0) return reply.code(204).send();
      const now = sandbox.clock.now();
      const texts = page.rows.map((row) => {
        const text21 = store.texts.text(row, version);
        row.sentAt = now;
        return text21;
      });
      addWork(request2, { records: texts.length });
      return reply.code(200).type("application/json; charset=utf-8").send(shapeOf(sandbox, texts, page.total));
    });
  }
}
function shapeOf(sandbox, texts, total) {
  switch (sandbox.faults.settings.listShape) {
    case "array":
      return `[${texts.join(",")}]`;
    case "single":
      return texts[0] ?? "null";
    default:
      return `{"data":[${texts.join(",")}],"totalItems":${total}}`;
  }
}

// src/sandbox/routes/paymentEnvelope.ts
var PAYMENT_SUCCESS = { data: { success: true }, error: null };
function paymentRefusal(error) {
  return { data: { success: false }, error: { code: error.code, message: error.message } };
}

// src/sandbox/routes/payments.ts
function registerPayments(app, sandbox) {
  const find = (paymentId) => {
    const row = sandbox.store.findByPaymentId(paymentId);
    if (!row || row.removed)
      throw new SandboxError(404, "paymentNotFound", `No payment with id ${paymentId}.`);
    return row;
  };
  app.get("/v2/payments/:paymentId", async (request2, reply) => {
    const { paymentId } = request2.params;
    try {
      const payment2 = sandbox.store.record(find(paymentId)).payment;
      if (!payment2) throw new SandboxError(404, "paymentNotFound", `No payment with id ${paymentId}.`);
      const body = { id: paymentId, ...payment2 };
      return body;
    } catch (error) {
      if (error instanceof SandboxError) return reply.code(error.status).send(paymentRefusal(error));
      throw error;
    }
  });
  app.put("/v2/payments/:paymentId", async (request2, reply) => {
    const { paymentId } = request2.params;
    try {
      const body = paymentRecordUpdate.safeParse(request2.body);
      if (!body.success)
        throw new SandboxError(
          400,
          "badRequest",
          'The body must be JSON: {"status": "...", "condition": "..."}.'
        );
      const { status, condition } = body.data;
      if (status === void 0 && condition === void 0) {
        throw new SandboxError(400, "nothingToUpdate", "Send status, condition or both.");
      }
      const parsedStatus = status === void 0 ? void 0 : paymentUpdateStatusSchema.safeParse(status);
      if (parsedStatus && !parsedStatus.success) {
        throw new SandboxError(400, "badStatus", `Status ${status ?? ""} cannot be written.`);
      }
      sandbox.payments.update(find(paymentId), { status: parsedStatus?.data, condition });
      return PAYMENT_SUCCESS;
    } catch (error) {
      if (error instanceof SandboxError) return reply.code(error.status).send(paymentRefusal(error));
      throw error;
    }
  });
  app.delete("/v2/payments/:paymentId", async (request2, reply) => {
    const { paymentId } = request2.params;
    try {
      sandbox.payments.remove(find(paymentId));
      return PAYMENT_SUCCESS;
    } catch (error) {
      if (error instanceof SandboxError) return reply.code(error.status).send(paymentRefusal(error));
      throw error;
    }
  });
}

// src/sandbox/routes/statuses.ts
function registerStatuses(app, sandbox) {
  app.get("/v1/request/:requestType/statuses", async (request2, reply) => {
    const type = requestTypeSchema.safeParse(request2.params.requestType);
    if (!type.success) {
      return reply.code(400).send(errorBody("badRequest", "requestType must be order or budget."));
    }
    const statuses = sortedBySequence(sandbox.store.world.statuses[type.data]).map(
      (status) => ({
        id: status.id,
        name: status.name,
        sequence: status.sequence,
        type: status.type
      })
    );
    return statuses;
  });
}

// src/sandbox/routes/updatePayment.ts
var TEXT_FIELDS2 = new Set(PAYMENT_UPDATE_FORM_FIELDS.filter((field) => field !== "attachments"));
var FILE_FIELDS = /* @__PURE__ */ new Set(["attachments", "attachments[]"]);
async function readForm(request2) {
  const fields = {};
  const files = [];
  let unexpected;
  for await (const part of request2.parts()) {
    if (part.type === "file") {
      const content = await part.toBuffer();
      if (!FILE_FIELDS.has(part.fieldname)) unexpected ??= part.fieldname;
      else files.push({ name: part.filename, bytes: content.length });
    } else if (TEXT_FIELDS2.has(part.fieldname)) {
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, files, unexpected };
}
function registerUpdatePayment(app, sandbox) {
  app.put("/v2/request/:requestCode/updatePayment", async (request2, reply) => {
    const { requestCode } = request2.params;
    try {
      if (!request2.isMultipart()) {
        throw new SandboxError(415, "multipartRequired", "The body must be multipart/form-data.");
      }
      const form = await readForm(request2);
      addWork(request2, { uploadBytes: form.files.reduce((sum, file) => sum + file.bytes, 0) });
      if (form.unexpected) {
        throw new SandboxError(
          400,
          "unexpectedField",
          `Files go in the attachments field, not ${form.unexpected}.`
        );
      }
      const parsed = paymentUpdateForm.safeParse(form.fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new SandboxError(
          400,
          "badRequest",
          `Invalid ${issue?.path.join(".") ?? "field"}: ${issue?.message ?? ""}`
        );
      }
      const change = { ...parsed.data, attachments: form.files.map((file) => file.name) };
      if (Object.values(parsed.data).every((value) => value === void 0) && change.attachments.length === 0) {
        throw new SandboxError(
          400,
          "nothingToUpdate",
          "Send at least one of status, type, condition, description or attachments."
        );
      }
      const row = sandbox.actions.requireRow(requestCode);
      sandbox.payments.update(row, change);
      return PAYMENT_SUCCESS;
    } catch (error) {
      if (error instanceof SandboxError) return reply.code(error.status).send(paymentRefusal(error));
      throw error;
    }
  });
}

// src/sandbox/routes/updateResponsible.ts
function refusal(error) {
  return { success: false, error: error.code, message: error.message };
}
function registerUpdateResponsible(app, sandbox) {
  app.put("/v1/request/:requestCode/responsible", async (request2, reply) => {
    const { requestCode } = request2.params;
    const body = updateResponsibleBody.safeParse(request2.body);
    try {
      if (!body.success)
        throw new SandboxError(400, "badRequest", 'The body must be JSON with the e-mail: {"email": "..."}.');
      const row = sandbox.actions.requireRow(requestCode);
      sandbox.actions.responsible(row, body.data.email);
      const response = { success: true };
      return response;
    } catch (error) {
      if (error instanceof SandboxError) return reply.code(error.status).send(refusal(error));
      throw error;
    }
  });
}

// src/sandbox/routes/vendorApi.ts
function bearerState(header, token2) {
  const match = header === void 0 ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) return "missing";
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(token2);
  return given.length === expected.length && timingSafeEqual3(given, expected) ? "ok" : "wrong";
}
async function vendorApi(app, options) {
  const { sandbox } = options;
  const hung = /* @__PURE__ */ new Set();
  await app.register(fastifyMultipart2, {
    limits: {
      fileSize: sandbox.maxUploadBytes,
      // Counted by the route so that 6 files get the vendor's refusal, not a parser error.
      files: MAX_PAYMENT_ATTACHMENTS * 4,
      fields: 20,
      fieldSize: 64 * 1024
    }
  });
  app.addHook("onRequest", async (request2, reply) => {
    const mark = request2.url.indexOf("?");
    const path = mark < 0 ? request2.url : request2.url.slice(0, mark);
    const query = mark < 0 ? "" : request2.url.slice(mark + 1);
    const bearer = bearerState(request2.headers.authorization, sandbox.token);
    const entry = sandbox.calls.start({
      at: new Date(sandbox.clock.now()).toISOString(),
      method: request2.method,
      path,
      query,
      bearer
    });
    setCallContext(request2, { entry, work: { records: 0, uploadBytes: 0 } });
    if (bearer !== "ok") {
      return reply.code(401).send(errorBody("unauthorized", "A valid bearer token is required: Authorization: Bearer <token>."));
    }
    const admission = sandbox.limits.admit(sandbox.token);
    if (!admission.allowed && admission.reason === "deactivated") {
      entry.refused = "deactivated";
      return reply.code(sandbox.limits.limits.deactivatedStatus).send({
        ...errorBody(
          "accessDeactivated",
          "Access was deactivated after exceeding a usage limit; ask support to reactivate it."
        ),
        cause: admission.cause
      });
    }
    if (!admission.allowed) {
      entry.refused = admission.cause;
      const body = {
        error: admission.cause,
        message: admission.cause === "hardLimit" ? "Requests-per-hour limit exceeded; access has been deactivated." : "Processing-time-per-hour limit reached; access has been deactivated."
      };
      return reply.code(429).send(body);
    }
    const context = callContext(request2);
    if (context) context.ticket = admission.ticket;
    const faults = sandbox.faults.settings;
    if (faults.latencyMs > 0) {
      entry.fault = "latency";
      await sleep(faults.latencyMs);
    }
    if (faults.hang) {
      entry.fault = "hang";
      hung.add(request2.raw.socket);
      request2.raw.socket.once("close", () => hung.delete(request2.raw.socket));
      reply.hijack();
      return reply;
    }
    if (sandbox.faults.shouldFail()) {
      entry.fault = "error";
      return reply.code(500).send(errorBody("internalError", "Internal error of the interface."));
    }
    return void 0;
  });
  app.addHook("onSend", async (request2, reply, payload) => {
    const context = callContext(request2);
    if (!context?.ticket) return payload;
    const cost = costOf(sandbox.costModel, context.work);
    context.ticket.costMs = cost;
    context.entry.costMs = cost;
    if (context.work.records > 0) context.entry.records = context.work.records;
    if (sandbox.costModel.sleep) await sleep(cost);
    if (sandbox.faults.settings.malformed && reply.statusCode === 200 && typeof payload === "string") {
      context.entry.fault = "malformed";
      return payload.slice(0, Math.max(1, Math.floor(payload.length / 2)));
    }
    return payload;
  });
  app.addHook("onResponse", async (request2, reply) => {
    const context = callContext(request2);
    if (context) context.entry.status = reply.statusCode;
  });
  app.addHook("onClose", async () => {
    for (const socket of hung) socket.destroy();
    hung.clear();
  });
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof SandboxError)
      return reply.code(error.status).send(errorBody(error.code, error.message));
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      console.error("sandbox: unexpected error", error);
      return reply.code(500).send(errorBody("internalError", "Internal error of the interface."));
    }
    const code = status === 413 ? "payloadTooLarge" : status === 415 ? "unsupportedMediaType" : "badRequest";
    return reply.code(status).send(errorBody(code, error.message));
  });
  app.setNotFoundHandler(
    (request2, reply) => reply.code(404).send(errorBody("notFound", `No operation ${request2.method} ${request2.url.split("?")[0] ?? ""}.`))
  );
  registerListRequests(app, sandbox);
  registerStatuses(app, sandbox);
  registerUpdateResponsible(app, sandbox);
  registerUpdatePayment(app, sandbox);
  registerPayments(app, sandbox);
}

// src/sandbox/server.ts
async function buildServer(sandbox, options = {}) {
  const app = Fastify2({
    logger: options.logger ?? false,
    // A hung call (fault injection) must not keep close() waiting.
    forceCloseConnections: true,
    bodyLimit: 1024 * 1024
  });
  await app.register(vendorApi, { prefix: "/api", sandbox });
  if (options.control !== false) await app.register(controlApi, { prefix: CONTROL_PREFIX, sandbox });
  app.setNotFoundHandler(
    (request2, reply) => reply.code(404).send(errorBody("notFound", `No route for ${request2.method} ${request2.url.split("?")[0] ?? ""}.`))
  );
  app.addHook("onClose", async () => sandbox.close());
  return app;
}

// src/sandbox/startSandbox.ts
async function startSandbox(options = {}) {
  const sandbox = new Sandbox(options);
  const server = await buildServer(sandbox, { control: options.control, logger: options.logger });
  const host = options.host ?? "127.0.0.1";
  await server.listen({ port: options.port ?? 0, host });
  const address2 = server.server.address();
  const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  const url = `http://${shownHost}:${address2.port}`;
  return {
    url,
    token: sandbox.token,
    controlUrl: options.control === false ? void 0 : `${url}${CONTROL_PREFIX}`,
    sandbox,
    server,
    close: () => server.close()
  };
}

// src/stack/painelClockBeside.ts
function painelClockBeside(sandbox) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    now() {
      const at = sandbox.past.state === "done" ? sandbox.clock.now() : sandbox.past.presentNow();
      last = Math.max(last, at);
      return last;
    }
  };
}

// src/stack/startStack.ts
var WEBHOOK_PATH = "/webhooks/upstream";
var secret = () => randomBytes4(32).toString("base64url");
async function startStack(options) {
  if (options.env.UPSTREAM_BASE_URL || options.env.UPSTREAM_TOKEN) {
    throw new Error(
      "startStack runs Painel against its sandbox; unset UPSTREAM_BASE_URL and UPSTREAM_TOKEN."
    );
  }
  const sandbox = await startSandbox({
    ...options.sandbox,
    token: `sbx_${secret()}`,
    port: options.sandboxPort ?? 0,
    host: "127.0.0.1"
  });
  try {
    const webhookSecret = options.env.WEBHOOK_SECRET || secret();
    const baseUrl = options.upstreamUrl ? options.upstreamUrl(sandbox.url) : sandbox.url;
    const backend = await startBackend({
      ...options,
      env: { ...options.env, WEBHOOK_SECRET: webhookSecret },
      upstream: { baseUrl, token: sandbox.token },
      clock: painelClockBeside(sandbox.sandbox),
      announce: `Painel is running in sandbox mode: no UPSTREAM_BASE_URL is set, so it talks to its embedded vendor sandbox at ${sandbox.url} (simulated data; control API at ${sandbox.controlUrl ?? "none"}). Set UPSTREAM_BASE_URL and UPSTREAM_TOKEN to work with the real vendor.`
    });
    sandbox.sandbox.webhooks.target = {
      url: `${backend.url}${WEBHOOK_PATH}`,
      auth: { bearer: webhookSecret }
    };
    return {
      url: backend.url,
      backend,
      sandbox,
      async close() {
        try {
          await backend.close();
        } finally {
          await sandbox.close();
        }
      }
    };
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}

// src/main.ts
var SHUTDOWN_GRACE_MS = 1e4;
async function main() {
  const config = loadConfig();
  const version = process.env.npm_package_version;
  const running = config.mode === "sandbox" ? await startStack({ env: process.env, ...sandboxOptionsFromEnv(process.env), version }) : await startBackend({ env: process.env, version });
  const backend = "backend" in running ? running.backend : running;
  const log = backend.app.log;
  let stopping = false;
  const shutdown = (signal) => {
    if (stopping) return;
    stopping = true;
    log.info(
      { signal, graceMs: SHUTDOWN_GRACE_MS },
      "shutting down: no new requests, finishing those in flight"
    );
    const deadline = setTimeout(() => {
      log.error("requests still in flight after the grace period; stopping anyway");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    deadline.unref();
    running.close().then(
      () => {
        clearTimeout(deadline);
        process.exit(0);
      },
      (error) => {
        log.error({ err: error }, "shutdown failed");
        process.exit(1);
      }
    );
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  const demo = config.mode === "sandbox" ? await seedDemoUsers(backend.services) : void 0;
  await backend.services.sync.start({ logger: log });
  if ("sandbox" in running) {
    playPastAfterFirstSync(running.sandbox.sandbox, backend.services.db, { logger: log }).catch(
      (error) => log.error({ err: error }, "the sandbox could not play its past")
    );
  }
  const bound = backend.app.server.address();
  const boundTo = bound.family === "IPv6" ? `[${bound.address}]:${bound.port}` : `${bound.address}:${bound.port}`;
  log.info({ boundTo, mode: config.mode }, `Painel is listening on ${config.PUBLIC_URL}`);
  console.log(
    formatStartBanner({
      publicUrl: config.PUBLIC_URL,
      boundTo,
      mode: config.mode,
      loopbackOnly: bound.address === "127.0.0.1" || bound.address === "::1",
      demo
    })
  );
}
main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof SandboxEnvError ? error.message : error);
  process.exit(1);
});
//# sourceMappingURL=main.js.map
