import { z } from 'zod';
import { calendarDate } from '../upstream/dateFormats';
import { paymentStatusSchema, paymentTypeSchema, requestTypeSchema, ufSchema } from '../upstream/enums';
import { insightBucketSchema } from './insightBuckets';
import { requestFilters } from './requestFilters';

export { INSIGHT_BUCKETS, insightBucketSchema, type InsightBucket } from './insightBuckets';

/** The longest period one answer covers (the previous period is as long again). */
export const MAX_INSIGHT_DAYS = 732;
/** At most this many buckets per period, so a daily chart of two years is refused, not drawn. */
export const MAX_INSIGHT_BUCKETS = 400;

export const OUTSTANDING_AGES = ['0-7', '8-30', '31-90', '>90'] as const;
export const outstandingAgeSchema = z.enum(OUTSTANDING_AGES);

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00.000Z`) / DAY_MS;

/**
 * The list filters an insights view applies: every one but the created days, which the period
 * replaces, and the two the page's own figures split by (ADR 046): whether an order came from a
 * budget (conversion shows both sides) and when a payment became received (the period is that).
 */
export const insightListFilters = requestFilters.omit({
  createdFrom: true,
  createdTo: true,
  createdBefore: true,
  conversion: true,
  paymentReceivedFrom: true,
  paymentReceivedTo: true,
});

/**
 * GET /api/insights: the listing's own filters (requestFilters, so a drill-down URL is the filter
 * plus one more key) without createdFrom/createdTo, which the period replaces: `from`..`to` are
 * whole UTC days, both included. `type` chooses whose pipeline, leaderboard, map and payments are
 * answered (the created series and the conversion always cover budgets and orders).
 */
export const insightsQuery = insightListFilters
  .extend({
    from: calendarDate,
    to: calendarDate,
    bucket: insightBucketSchema.default('month'),
    type: requestTypeSchema.default('order'),
  })
  .superRefine((query, context) => {
    const days = dayNumber(query.to) - dayNumber(query.from) + 1;
    if (days < 1) {
      context.addIssue({ code: 'custom', path: ['to'], message: '`to` must be on or after `from`' });
    } else if (days > MAX_INSIGHT_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `the period may cover at most ${MAX_INSIGHT_DAYS} days; choose a shorter one`,
      });
    } else if (query.bucket === 'day' && days > MAX_INSIGHT_BUCKETS) {
      context.addIssue({
        code: 'custom',
        path: ['bucket'],
        message: `at most ${MAX_INSIGHT_BUCKETS} days per period with bucket=day; use week or month`,
      });
    }
  });
export type InsightsQuery = z.output<typeof insightsQuery>;
export type InsightsQueryInput = z.input<typeof insightsQuery>;

/**
 * A range of whole UTC days, both included: the drill-down's createdFrom and createdTo. A range
 * compared with a running period stops on its last day `before` the time of day that period was
 * read at (the drill-down's createdBefore).
 */
export const dayRange = z.object({
  from: calendarDate,
  to: calendarDate,
  before: z.iso.datetime().optional(),
});
export type DayRange = z.infer<typeof dayRange>;

/**
 * Count and sums of a set of requests, as the listing's totals give them for the same filter.
 * A request without a final value counts in `count` and adds nothing to `value`; without a power,
 * nothing to `power`. `value` is BRL (final value); `power` is Wp (ADR 008), not kWp.
 */
export const insightTotals = z.object({
  count: z.number().int(),
  value: z.number(),
  power: z.number(),
});
export type InsightTotals = z.infer<typeof insightTotals>;

/** The list of that type with createdFrom/To = from/to. */
const bucketTotals = insightTotals.extend(dayRange.shape);

/**
 * One bucket of the period's created series. `partial`: it holds fewer days than its whole day,
 * week or month, because the period cuts it or because it is not over yet (today's).
 */
export const createdBucket = bucketTotals.extend({ partial: z.boolean() });

export const createdSeries = z.object({
  range: dayRange,
  totals: insightTotals,
  buckets: z.array(createdBucket),
});

/**
 * The previous period's created series (ADR 067): `buckets[i]` holds the days of the previous
 * period that stand where the period's `buckets[i]` stands (the same days of the month before, or
 * that many days back), null where the previous period has none (days after today).
 */
export const previousCreatedSeries = z.object({
  range: dayRange,
  totals: insightTotals,
  buckets: z.array(bucketTotals.nullable()),
});

export const createdByType = z.object({ current: createdSeries, previous: previousCreatedSeries });

/**
 * Budget to order as a cohort (ADR 062): of the budgets created in the period, how many have become
 * orders so far. `converted`: orders (any creation date up to now; for the previous period, up to
 * the instant that stands where now stands in the period, ADR 112) whose budgetCreated falls in the
 * period; `cohort`: those plus the period's budgets that no order names (same creation instant and
 * company); `rate` = converted / cohort, never above 1 (null for an empty cohort). Days:
 * orderCreated - budgetCreated of the converted ones. `fromEarlierBudgets`: orders created in the
 * period whose budget came before it; `ordersWithoutBudget`: the period's orders without one.
 * `budgets`: the budgets created in the period (the budget list of the period).
 */
export const conversionFigures = z.object({
  range: dayRange,
  budgets: z.number().int(),
  cohort: z.number().int(),
  converted: z.number().int(),
  rate: z.number().nullable(),
  medianDays: z.number().nullable(),
  p90Days: z.number().nullable(),
  fromEarlierBudgets: z.number().int(),
  ordersWithoutBudget: z.number().int(),
});

/** Completed stays in a status seen in the history (entered and left), in days. */
export const timeInStatus = z.object({
  stays: z.number().int(),
  medianDays: z.number().nullable(),
  p90Days: z.number().nullable(),
});

/**
 * One status of the funnel, in the configured `sequence`, then unknown statuses as received
 * (by name). Drill-down: status=<status> (and stalled=1 for `stalled`).
 */
export const pipelineRow = insightTotals.extend({
  status: z.string(),
  /** False for a status the vendor's configuration does not list. */
  known: z.boolean(),
  stalled: z.number().int(),
  timeInStatus,
});

/**
 * Drill-down: responsibleEmail=<email> (exact, any case). Conversion as above, for this
 * responsible's budgets and orders, whatever `type` is.
 */
export const responsibleRow = insightTotals.extend({
  email: z.string(),
  name: z.string().nullable(),
  stalled: z.number().int(),
  /** This responsible's orders whose budget was created in the period (the cohort's converted). */
  converted: z.number().int(),
  /** This responsible's budget cohort of the period: `converted` plus their budgets still open. */
  budgets: z.number().int(),
  conversionRate: z.number().nullable(),
});

/** Drill-down: uf=<uf>. Every one of the 27 UFs, zero where none. */
export const ufRow = insightTotals.extend({ uf: ufSchema });

/** Drill-down: paymentStatus=<status> (absent status: no list filter; counted apart). */
export const paymentStatusRow = insightTotals.extend({ paymentStatus: paymentStatusSchema });
export const paymentTypeRow = insightTotals.extend({ paymentType: paymentTypeSchema });

/**
 * Outstanding (payment status requested or partial) by whole UTC days since the request was
 * created, at the time of the answer. Drill-down: paymentStatus=requested,partial with
 * createdFrom/To = range (already clipped to the period; null when the age lies outside it).
 */
export const outstandingAgeRow = insightTotals.extend({
  age: outstandingAgeSchema,
  range: dayRange.nullable(),
});

export const paymentFigures = z.object({
  byStatus: z.array(paymentStatusRow),
  byType: z.array(paymentTypeRow),
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
  outstandingByAge: z.array(outstandingAgeRow),
});

/**
 * GET /api/insights. Every figure is over the mirror's requests matching the query's filters
 * (removed ones excluded unless `removed` says otherwise) and created in the period, so each one
 * is the total of a list: that filter, createdFrom/createdTo = the period (or the bucket), and the
 * row's own key. Rows with an absent key (no status, no responsible, no UF) are counted apart,
 * because no list filter selects "absent".
 */
export const insights = z.object({
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
  asOf: z.iso.datetime(),
  /**
   * When Painel began following the account (its first copy's first read); null before. A status
   * with no completed stay says "ainda sem dados" since then (ADR 065).
   */
  followedSince: z.iso.datetime().nullable(),
  created: z.object({ budget: createdByType, order: createdByType }),
  conversion: z.object({ current: conversionFigures, previous: conversionFigures }),
  pipeline: z.object({
    rows: z.array(pipelineRow),
    withoutStatus: insightTotals,
  }),
  byResponsible: z.object({
    rows: z.array(responsibleRow),
    withoutResponsible: insightTotals,
  }),
  byUf: z.object({ rows: z.array(ufRow), withoutUf: insightTotals }),
  payments: paymentFigures,
});
export type Insights = z.infer<typeof insights>;
export type CreatedSeries = z.infer<typeof createdSeries>;
export type PreviousCreatedSeries = z.infer<typeof previousCreatedSeries>;
export type ConversionFigures = z.infer<typeof conversionFigures>;
export type PipelineRow = z.infer<typeof pipelineRow>;
export type ResponsibleRow = z.infer<typeof responsibleRow>;
export type UfRow = z.infer<typeof ufRow>;
export type PaymentFigures = z.infer<typeof paymentFigures>;
export type TimeInStatus = z.infer<typeof timeInStatus>;
