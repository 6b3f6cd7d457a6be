import type { ProductType } from '../../contract/upstream/index';

/**
 * The equipment catalog kits are built from. Dimensions are the manufacturers' typical figures;
 * prices are in BRL, in cents so totals add up exactly.
 */
export interface CatalogItem {
  type: ProductType;
  productCode: string;
  name: string;
  priceCents: number;
  /** Module peak power (Wp) or inverter nominal power (W); 0 for the rest. */
  powerW: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  weightKg: number;
  /** Sold by the metre or unit, per kit size (see kits.ts). */
  unit?: 'metre' | 'pair' | 'unit';
}

const item = (
  type: ProductType,
  productCode: string,
  name: string,
  price: number,
  powerW: number,
  [lengthMm, widthMm, heightMm, weightKg]: readonly [number, number, number, number],
  unit?: CatalogItem['unit'],
): CatalogItem => ({
  type,
  productCode,
  name,
  priceCents: Math.round(price * 100),
  powerW,
  lengthMm,
  widthMm,
  heightMm,
  weightKg,
  unit,
});

export const MODULES: readonly CatalogItem[] = [
  item(
    'module',
    'MOD-JKM575N',
    'Módulo Fotovoltaico Jinko Tiger Neo 575W Bifacial',
    789.9,
    575,
    [2278, 1134, 30, 27.8],
  ),
  item(
    'module',
    'MOD-CS550MS',
    'Módulo Fotovoltaico Canadian HiKu6 550W',
    699.0,
    550,
    [2261, 1134, 35, 27.6],
  ),
  item('module', 'MOD-TSM610', 'Módulo Fotovoltaico Trina Vertex N 610W', 845.5, 610, [2382, 1134, 30, 28.6]),
  item(
    'module',
    'MOD-LR5-555',
    'Módulo Fotovoltaico LONGi Hi-MO 5m 555W',
    712.4,
    555,
    [2256, 1133, 35, 27.2],
  ),
  item(
    'module',
    'MOD-RSM-460',
    'Módulo Fotovoltaico Risen 460W Monocristalino',
    585.0,
    460,
    [2094, 1038, 35, 23.5],
  ),
  item('module', 'MOD-BYD-440', 'Módulo Fotovoltaico BYD 440W Half-Cell', 559.9, 440, [1903, 1134, 30, 23.0]),
];

export const INVERTERS: readonly CatalogItem[] = [
  item(
    'inverter',
    'INV-GRW-3K',
    'Inversor Growatt MIN 3000TL-X Monofásico 220V',
    3290.0,
    3000,
    [375, 350, 160, 10.8],
  ),
  item(
    'inverter',
    'INV-GRW-5K',
    'Inversor Growatt MIN 5000TL-X Monofásico 220V',
    4390.0,
    5000,
    [375, 350, 160, 10.8],
  ),
  item(
    'inverter',
    'INV-FRN-8K',
    'Inversor Fronius Primo 8.2-1 Monofásico',
    12490.0,
    8200,
    [645, 431, 204, 21.5],
  ),
  item(
    'inverter',
    'INV-SOL-10K',
    'Inversor Solis S6 10kW Trifásico 380V',
    8990.0,
    10000,
    [438, 335, 192, 17.5],
  ),
  item(
    'inverter',
    'INV-SUN-15K',
    'Inversor Sungrow SG15RT Trifásico 380V',
    13900.0,
    15000,
    [645, 575, 240, 27.0],
  ),
  item(
    'inverter',
    'INV-HW-30K',
    'Inversor Huawei SUN2000-30KTL Trifásico 380V',
    21900.0,
    30000,
    [640, 530, 270, 43.0],
  ),
  item(
    'inverter',
    'INV-GRW-75K',
    'Inversor Growatt MAX 75KTL3 LV Trifásico',
    38900.0,
    75000,
    [860, 600, 300, 82.0],
  ),
];

export const STRING_BOXES: readonly CatalogItem[] = [
  item('stringBox', 'SB-2E2S', 'String Box CC 2 Entradas / 2 Saídas 1000V', 489.0, 0, [300, 250, 130, 2.4]),
  item('stringBox', 'SB-4E2S', 'String Box CC 4 Entradas / 2 Saídas 1000V', 729.0, 0, [400, 300, 150, 3.6]),
  item('stringBox', 'SB-CA-63', 'String Box CA 63A Trifásica', 389.9, 0, [250, 200, 110, 1.9]),
];

/** Mounting structures, sold per set of four modules. */
export interface StructureKind {
  code: string;
  kind: string;
  name: string;
  type: string;
  priceCents: number;
}

export const STRUCTURES: readonly StructureKind[] = [
  {
    code: 'EST-CER4',
    kind: 'Telhado cerâmico',
    name: 'Estrutura para telhado cerâmico (4 módulos)',
    type: 'ceramic',
    priceCents: 31990,
  },
  {
    code: 'EST-MET4',
    kind: 'Telhado metálico',
    name: 'Estrutura para telhado metálico trapezoidal (4 módulos)',
    type: 'metal',
    priceCents: 18990,
  },
  {
    code: 'EST-FIB4',
    kind: 'Telhado de fibrocimento',
    name: 'Estrutura para fibrocimento com gancho (4 módulos)',
    type: 'fiberCement',
    priceCents: 24990,
  },
  {
    code: 'EST-LAJ4',
    kind: 'Laje',
    name: 'Estrutura triangular para laje (4 módulos)',
    type: 'slab',
    priceCents: 45990,
  },
  {
    code: 'EST-SOL4',
    kind: 'Solo',
    name: 'Estrutura de solo em alumínio (4 módulos)',
    type: 'ground',
    priceCents: 78990,
  },
];

export const COMPLEMENTARY: readonly CatalogItem[] = [
  item(
    'complementaryEquipment',
    'CAB-6MM-PT',
    'Cabo Solar 6mm² Preto (metro)',
    8.9,
    0,
    [1000, 10, 10, 0.07],
    'metre',
  ),
  item(
    'complementaryEquipment',
    'CAB-6MM-VM',
    'Cabo Solar 6mm² Vermelho (metro)',
    8.9,
    0,
    [1000, 10, 10, 0.07],
    'metre',
  ),
  item(
    'complementaryEquipment',
    'CON-MC4',
    'Par de Conectores MC4 1500V',
    24.9,
    0,
    [120, 40, 40, 0.05],
    'pair',
  ),
];

export const EXTRAS: readonly CatalogItem[] = [
  item('extraItem', 'EXT-WIFI', 'Módulo de Monitoramento Wi-Fi', 389.0, 0, [120, 60, 30, 0.2]),
  item('extraItem', 'EXT-DPS', 'Kit DPS CA 275V 20kA', 219.9, 0, [90, 90, 70, 0.3]),
  item('extraItem', 'EXT-MED', 'Medidor Bidirecional Trifásico', 1290.0, 0, [200, 150, 80, 1.1]),
  item('extraItem', 'EXT-ATR', 'Haste de Aterramento 2,4m com Conector', 79.9, 0, [2400, 16, 16, 2.3]),
];

export const DISTRIBUTION_CENTERS = [
  { name: 'CD Itajaí', code: 'ITJ' },
  { name: 'CD Cajamar', code: 'CJM' },
  { name: 'CD Contagem', code: 'CTG' },
  { name: 'CD Recife', code: 'REC' },
  { name: 'CD Goiânia', code: 'GYN' },
] as const;
