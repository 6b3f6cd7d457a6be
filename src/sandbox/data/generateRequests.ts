import { KILOWATT_PEAK_DECIMALS, roundKilowattPeak } from '../../contract/labels/power';
import type { RequestType } from '../../contract/upstream/index';
import { hostile } from './hostile';
import { xssPayload } from './xssPayloads';
import { chooseKit, kitPowerWp } from './kits';
import { drawResponsibleIndex, FIRST_NAMES, SURNAMES } from './people';
import { pickPlace } from './places';
import { createRng, type Rng } from './prng';
import { earliestIn, initialStatusOf } from './initialStatus';
import { makeRow, objectId, orderRowFrom, type RequestRow } from './requestRow';
import type { World } from './world';

const DAY = 86_400_000;
/** Generated requests were created over the 18 months before the world's epoch. */
export const HISTORY_DAYS = 540;
/** The first request code; codes count up across budgets and orders in order of creation. */
export const FIRST_CODE = 10_001;

const TAGS = ['prioridade', 'retornar', 'cliente VIP', 'obra grande', 'indicação'] as const;

export interface GeneratedRows {
  rows: Record<RequestType, RequestRow[]>;
  nextCode: number;
}

/**
 * A kit's power as the vendor writes it at the start of the kit's name ("32,75" kWp), rounded as
 * Painel's Potência column rounds the same `totalPower`, so the two never read as two figures.
 * (toFixed on watts / 1000 rounded an exact half down: 32745 Wp read "32,74".)
 */
export function kitNamePower(watts: number) {
  return roundKilowattPeak(watts).toFixed(KILOWATT_PEAK_DECIMALS).replace('.', ',');
}

/** Builds the flat part of a request; the record itself is built on demand (materialize.ts). */
export function createRow(
  world: World,
  rng: Rng,
  type: RequestType,
  createdAt: number,
  code: string,
): RequestRow {
  const companyIndex = Math.floor(world.companies.length * rng.next() ** 2);
  const company = world.companies[companyIndex];
  if (!company) throw new RangeError('The world has no companies.');
  const responsibleIndex = drawResponsibleIndex(rng, world.collaborators.length);
  const addedByIndex = rng.chance(0.6) ? responsibleIndex : rng.int(0, world.collaborators.length - 1);
  const kit = chooseKit(rng);
  const totalPower = kitPowerWp(kit);
  const place = rng.chance(0.7) ? company.place : pickPlace(rng);
  const customerName = `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`;
  let name = `${kitNamePower(totalPower)} kWp - ${customerName}`;
  if (world.scenario === 'hostile' && rng.chance(0.35)) name = hostile(rng, name);
  if (world.scenario === 'xss') name = xssPayload(Number(code) - FIRST_CODE, 0);
  const tags = rng.chance(0.3) ? rng.sample(TAGS, rng.int(1, 2)) : [];
  const freightRural = rng.chance(0.18);
  return makeRow({
    type,
    id: objectId(rng, createdAt),
    code,
    createdAt,
    // An order made here is placed without a budget; the generator makes the others from theirs.
    budgetCreatedAt: undefined,
    lastUpdate: createdAt,
    changeSeq: 0,
    name,
    totalPower,
    freightState: place.uf,
    freightCity: place.city.name,
    cnpj: company.cnpj,
    responsibleEmail: world.collaborators[responsibleIndex]?.email ?? '',
    removed: false,
    paymentId: objectId(rng, createdAt),
    sentAt: -1,
    tags,
    seed: { companyIndex, responsibleIndex, addedByIndex, customerName, kit, freightRural, converted: false },
    full: undefined,
  });
}

const STALLED_SHARE = 0.2;
/** Share of budgets that become an order once they have had time to (ADR 086). */
export const CONVERSION_SHARE = 0.55;
/** A budget becomes an order 1 to 45 days after it was created, half of them within 12 days. */
export const CONVERSION_DAYS = { min: 1, max: 45 } as const;

/** One request to generate: where its random streams are keyed, when it was created. */
interface Entry {
  type: RequestType;
  /** Keys its random streams: a budget's or direct order's index, `from-<i>` for budget i's order. */
  key: number | string;
  /** Ties in creation time are broken by this, so the order of the rows never depends on the sort. */
  rank: number;
  at: number;
  /** A budget: when its order was placed. An order: the index of the budget it came from. */
  convertedAt?: number;
  budget?: number;
}

/**
 * When a request still in progress was last worked on: most in the last week, a minority (the
 * truly stalled) weeks ago; never before its creation. A request in a final status keeps the
 * update soon after its creation drawn for it (ADR 065).
 */
function lastWorkedOn(world: World, entry: Entry): number {
  const work = createRng(world.seed, 'work', entry.type, entry.key);
  const daysAgo = work.chance(STALLED_SHARE) ? work.float(8, 45) : work.float(0, 6);
  return Math.min(world.epoch - 1000, Math.max(entry.at, world.epoch - Math.floor(daysAgo * DAY)));
}

/** `count` creation times over HISTORY_DAYS before the epoch, more of them recently (a growing business). */
function creationTimes(world: World, type: RequestType, count: number): number[] {
  const span = HISTORY_DAYS * DAY;
  const timing = createRng(world.seed, 'timing', type);
  return Array.from(
    { length: count },
    () => world.epoch - Math.floor(span * (1 - Math.sqrt(timing.next()))) - 60_000,
  );
}

/**
 * When budget `index`, created at `at`, became an order, if it did: CONVERSION_SHARE of budgets
 * do, after a delay of CONVERSION_DAYS, and only when that delay has passed before the epoch, so
 * recent budgets have converted less often (they had less time), as in a real account.
 */
function conversionOf(world: World, index: number, at: number): number | undefined {
  const conversion = createRng(world.seed, 'conversion', index);
  const { min, max } = CONVERSION_DAYS;
  const delay = min * DAY + Math.floor((max - min) * DAY * conversion.next() ** 2);
  const converts = conversion.chance(CONVERSION_SHARE);
  return converts && at + delay <= world.epoch - 60_000 ? at + delay : undefined;
}

/**
 * `size` budgets and `size` orders created over HISTORY_DAYS before the epoch, more of them
 * recently (a growing business), each updated some time after creation, about 2% removed. About
 * half the budgets became an order (CONVERSION_SHARE, fewer of the recent ones): each such order
 * carries its budget's creation instant, company, customer, kit, place, responsible and tags
 * (orderRowFrom, as a live conversion does), and the budget sits in the converted status, which no
 * other budget does. The rest of the `size` orders were placed without a budget (ADR 086). Rows
 * come back sorted by creation, oldest first, and codes follow creation order across both types.
 */
export function generateRows(world: World, size: number): GeneratedRows {
  const budgetEntries: Entry[] = creationTimes(world, 'budget', size).map((at, index) => ({
    type: 'budget',
    key: index,
    rank: index,
    at,
    convertedAt: conversionOf(world, index, at),
  }));
  const converted: Entry[] = budgetEntries.flatMap((budget) =>
    budget.convertedAt === undefined
      ? []
      : [
          {
            type: 'order' as const,
            key: `from-${budget.rank}`,
            rank: budget.rank,
            at: budget.convertedAt,
            budget: budget.rank,
          },
        ],
  );
  const direct = creationTimes(world, 'order', size - converted.length).map((at, index): Entry => ({
    type: 'order',
    key: index,
    rank: size + index,
    at,
  }));
  // concat, not push(...): a spread of 100,000 arguments overflows the stack.
  const entries = budgetEntries.concat(converted, direct);
  entries.sort((a, b) => a.at - b.at || a.type.localeCompare(b.type) || a.rank - b.rank);

  const rows: Record<RequestType, RequestRow[]> = { budget: [], order: [] };
  const budgets: RequestRow[] = [];
  let code = FIRST_CODE;
  for (const entry of entries) {
    const rng = createRng(world.seed, 'row', entry.type, entry.key);
    const budget = entry.budget === undefined ? undefined : budgets[entry.budget];
    const row = budget
      ? orderRowFrom(budget, { code: String(code), at: entry.at, rng })
      : createRow(world, rng, entry.type, entry.at, String(code));
    if (budget && world.scenario === 'xss') {
      row.name = xssPayload(code - FIRST_CODE, 0);
      row.nameKey = row.name.toLowerCase();
    }
    code += 1;
    row.seed.converted = entry.convertedAt !== undefined;
    const status = initialStatusOf(world, row);
    // Never in its status before the days that status takes after the creation.
    const earliest = earliestIn(status, row);
    row.lastUpdate = Math.min(
      world.epoch - 1000,
      Math.max(
        entry.convertedAt ?? 0,
        earliest,
        entry.at + Math.floor((world.epoch - entry.at) * rng.next() ** 3),
      ),
    );
    // A budget that became an order stays: its order names it.
    row.removed = rng.chance(0.02) && entry.convertedAt === undefined;
    if (!row.removed && !status.final)
      row.lastUpdate = Math.min(world.epoch - 1000, Math.max(earliest, lastWorkedOn(world, entry)));
    if (entry.type === 'budget') budgets[entry.rank] = row;
    rows[entry.type].push(row);
  }
  return { rows, nextCode: code };
}
