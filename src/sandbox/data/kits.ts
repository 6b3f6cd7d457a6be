import type { Product, Structure } from '../../contract/upstream/index';
import { ORIENTATIONS } from '../../contract/upstream/index';
import {
  type CatalogItem,
  COMPLEMENTARY,
  DISTRIBUTION_CENTERS,
  EXTRAS,
  INVERTERS,
  MODULES,
  STRING_BOXES,
  STRUCTURES,
} from './catalog';
import type { Rng } from './prng';

/** The choices that fix a kit's power: enough to filter by power without building the kit. */
export interface KitChoice {
  moduleIndex: number;
  moduleQuantity: number;
}

export interface Kit {
  kind: string;
  products: Product[];
  /** Σ module quantity × module Wp: the record's totalPower. */
  totalPowerWp: number;
  structure: Structure;
  /** Σ products' totalPrice, in cents. */
  totalCents: number;
}

export const KIT_KINDS = ['On Grid', 'On Grid', 'On Grid', 'On Grid', 'Híbrido', 'Off Grid'] as const;

export function chooseKit(rng: Rng): KitChoice {
  const targetWp = rng.weighted([
    [rng.int(2_000, 10_000), 60],
    [rng.int(10_000, 75_000), 30],
    [rng.int(75_000, 300_000), 10],
  ] as const);
  const moduleIndex = rng.int(0, MODULES.length - 1);
  const module = MODULES[moduleIndex] as CatalogItem;
  return { moduleIndex, moduleQuantity: Math.max(4, Math.round(targetWp / module.powerW)) };
}

export function kitPowerWp(choice: KitChoice): number {
  return (MODULES[choice.moduleIndex]?.powerW ?? 0) * choice.moduleQuantity;
}

function dimensions(item: CatalogItem) {
  return {
    length_MM: item.lengthMm,
    width_MM: item.widthMm,
    height_MM: item.heightMm,
    weight_KG: item.weightKg,
    volume_M3: Math.round(((item.lengthMm * item.widthMm * item.heightMm) / 1e9) * 10_000) / 10_000,
  };
}

const cents = (value: number) => Math.round(value) / 100;

/** Splits `quantity` modules into 1-3 arrangements whose lines × modules add up exactly. */
function arrangements(rng: Rng, quantity: number): NonNullable<Structure['arrangements']> {
  const parts = quantity >= 12 ? rng.int(1, 3) : 1;
  const sizes: number[] = [];
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

function centerFor(uf: string) {
  const [itj, cjm, ctg, rec, gyn] = DISTRIBUTION_CENTERS;
  if (['RS', 'SC', 'PR'].includes(uf)) return itj;
  if (['SP', 'RJ', 'MS'].includes(uf)) return cjm;
  if (['MG', 'ES'].includes(uf)) return ctg;
  if (['BA', 'SE', 'AL', 'PE', 'PB', 'RN', 'CE', 'PI', 'MA'].includes(uf)) return rec;
  return gyn;
}

/**
 * The whole kit for `choice`, delivered from the centre serving `uf`: modules, inverters to about
 * 0.75-1.3x the array, string boxes for small systems, the mounting structure (billed per set of
 * four modules and named on the module line), cables, connectors and extras. Each line's total is
 * quantity × unit price to the cent, and the kit's total is the sum of the lines.
 */
export function buildKit(rng: Rng, choice: KitChoice, uf: string): Kit {
  const module = MODULES[choice.moduleIndex] as CatalogItem;
  const quantity = choice.moduleQuantity;
  const totalPowerWp = module.powerW * quantity;
  const center = rng.chance(0.85) ? centerFor(uf) : rng.pick(DISTRIBUTION_CENTERS);
  const structureKind = rng.pick(STRUCTURES);
  const structureSets = Math.ceil(quantity / 4);

  const lines: Array<{ item: CatalogItem; quantity: number; structure?: Product['structure'] }> = [];
  lines.push({
    item: module,
    quantity,
    structure: {
      name: structureKind.name,
      type: structureKind.type,
      amount: structureSets,
      price: cents(structureKind.priceCents),
    },
  });

  const inverter =
    INVERTERS.find((candidate) => candidate.powerW >= totalPowerWp * 0.75) ??
    (INVERTERS.at(-1) as CatalogItem);
  const inverterCount = Math.max(1, Math.ceil((totalPowerWp * 0.8) / inverter.powerW));
  lines.push({ item: inverter, quantity: inverterCount });

  if (inverter.powerW <= 10_000 && rng.chance(0.6)) {
    lines.push({ item: rng.pick(STRING_BOXES.slice(0, 2)), quantity: inverterCount });
  }
  if (inverter.powerW >= 10_000 && rng.chance(0.4)) {
    lines.push({ item: STRING_BOXES[2] as CatalogItem, quantity: inverterCount });
  }

  const structureItem: CatalogItem = {
    type: 'complementaryEquipment',
    productCode: structureKind.code,
    name: structureKind.name,
    priceCents: structureKind.priceCents,
    powerW: 0,
    lengthMm: 2400,
    widthMm: 200,
    heightMm: 150,
    weightKg: 6.5,
  };
  lines.push({ item: structureItem, quantity: structureSets });

  const cableMetres = Math.max(20, Math.ceil((quantity * 4) / 10) * 10);
  const [black, red, mc4] = COMPLEMENTARY as [CatalogItem, CatalogItem, CatalogItem];
  lines.push({ item: black, quantity: cableMetres / 2 });
  lines.push({ item: red, quantity: cableMetres / 2 });
  lines.push({ item: mc4, quantity: Math.ceil(quantity / 2) + 2 });

  for (const extra of rng.sample(
    EXTRAS,
    rng.weighted([
      [0, 4],
      [1, 3],
      [2, 2],
    ] as const),
  )) {
    lines.push({ item: extra, quantity: 1 });
  }

  let totalCents = 0;
  const products: Product[] = lines.map((line) => {
    const lineCents = line.item.priceCents * line.quantity;
    totalCents += lineCents;
    const product: Product = {
      type: line.item.type,
      productCode: line.item.productCode,
      name: line.item.name,
      quantity: line.quantity,
      singlePrice: cents(line.item.priceCents),
      totalPrice: cents(lineCents),
      center: { name: center.name, code: center.code },
      dimensions: dimensions(line.item),
    };
    if (line.structure) product.structure = line.structure;
    return product;
  });

  return {
    kind: rng.pick(KIT_KINDS),
    products,
    totalPowerWp,
    structure: { kind: structureKind.kind, arrangements: arrangements(rng, quantity) },
    totalCents,
  };
}
