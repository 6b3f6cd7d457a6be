import type { RequestType } from '../../contract/upstream/index';
import { REQUEST_TYPES } from '../../contract/upstream/index';
import { hostile } from './hostile';
import { xssPayload } from './xssPayloads';
import { chooseKit, kitPowerWp } from './kits';
import { drawResponsibleIndex, FIRST_NAMES, SURNAMES } from './people';
import { pickPlace } from './places';
import { createRng, type Rng } from './prng';
import { initialStatusOf } from './initialStatus';
import { makeRow, objectId, type RequestRow } from './requestRow';
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

export function formatKwp(watts: number) {
  return (watts / 1000).toFixed(2).replace('.', ',');
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
  let name = `${formatKwp(totalPower)} kWp - ${customerName}`;
  if (world.scenario === 'hostile' && rng.chance(0.35)) name = hostile(rng, name);
  if (world.scenario === 'xss') name = xssPayload(Number(code) - FIRST_CODE, 0);
  const tags = rng.chance(0.3) ? rng.sample(TAGS, rng.int(1, 2)) : [];
  const freightRural = rng.chance(0.18);
  return makeRow({
    type,
    id: objectId(rng, createdAt),
    code,
    createdAt,
    budgetCreatedAt: type === 'order' ? createdAt - rng.int(1, 45) * DAY - rng.int(0, DAY) : undefined,
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
    seed: { companyIndex, responsibleIndex, addedByIndex, customerName, kit, freightRural },
    full: undefined,
  });
}

const STALLED_SHARE = 0.2;

/**
 * When a request still in progress was last worked on: most in the last week, a minority (the
 * truly stalled) weeks ago; never before its creation. A request in a final status keeps the
 * update soon after its creation drawn for it (ADR 065).
 */
function lastWorkedOn(world: World, entry: { type: RequestType; index: number; at: number }): number {
  const work = createRng(world.seed, 'work', entry.type, entry.index);
  const daysAgo = work.chance(STALLED_SHARE) ? work.float(8, 45) : work.float(0, 6);
  return Math.min(world.epoch - 1000, Math.max(entry.at, world.epoch - Math.floor(daysAgo * DAY)));
}

/**
 * `size` budgets and `size` orders created over HISTORY_DAYS before the epoch, more of them
 * recently (a growing business), each updated some time after creation, about 2% removed. Rows
 * come back sorted by creation, oldest first, and codes follow creation order across both types.
 */
export function generateRows(world: World, size: number): GeneratedRows {
  const span = HISTORY_DAYS * DAY;
  const created: Array<{ type: RequestType; index: number; at: number }> = [];
  for (const type of REQUEST_TYPES) {
    const timing = createRng(world.seed, 'timing', type);
    for (let index = 0; index < size; index += 1) {
      created.push({
        type,
        index,
        at: world.epoch - Math.floor(span * (1 - Math.sqrt(timing.next()))) - 60_000,
      });
    }
  }
  created.sort((a, b) => a.at - b.at || a.type.localeCompare(b.type) || a.index - b.index);

  const rows: Record<RequestType, RequestRow[]> = { budget: [], order: [] };
  let code = FIRST_CODE;
  for (const entry of created) {
    const rng = createRng(world.seed, 'row', entry.type, entry.index);
    const row = createRow(world, rng, entry.type, entry.at, String(code));
    code += 1;
    row.lastUpdate = Math.min(
      world.epoch - 1000,
      entry.at + Math.floor((world.epoch - entry.at) * rng.next() ** 3),
    );
    row.removed = rng.chance(0.02);
    if (!row.removed && !initialStatusOf(world, row).final) row.lastUpdate = lastWorkedOn(world, entry);
    rows[entry.type].push(row);
  }
  return { rows, nextCode: code };
}
