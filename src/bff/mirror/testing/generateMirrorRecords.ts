import { KILOWATT_PEAK_DECIMALS, roundKilowattPeak } from '../../../contract/labels/power';
import { PAYMENT_STATUSES, PAYMENT_TYPES, type RequestType } from '../../../contract/upstream/enums';
import { fullV2Record } from '../../../contract/upstream/fixtures';
import { readRequestRecord } from '../../../contract/upstream/readRequestRecord';
import type { RequestRecord } from '../../../contract/upstream/requestRecord';

// Varied, realistic records for the mirror's tests and benchmark: the documented v2 fixture with
// the fields the mirror filters and sorts on drawn from a seeded generator, so a run is repeatable.

export const GENERATED_STATUSES = [
  'Novo',
  'Em negociação',
  'Aguardando pagamento',
  'Pagamento confirmado',
  'Em separação',
  'Enviado',
  'Entregue',
  'Cancelado',
] as const;
const STOCK_STATUSES = ['Em estoque', 'Sob encomenda', 'Reservado', 'Indisponível'] as const;
const PLACES: ReadonlyArray<readonly [string, number, readonly string[]]> = [
  ['SP', 30, ['São Paulo', 'Campinas', 'Ribeirão Preto', 'Sorocaba']],
  ['MG', 14, ['Belo Horizonte', 'Uberlândia', 'Montes Claros']],
  ['RJ', 9, ['Rio de Janeiro', 'Niterói', 'Petrópolis']],
  ['PR', 9, ['Curitiba', 'Maringá', 'Londrina']],
  ['RS', 8, ['Porto Alegre', 'Caxias do Sul', 'Pelotas']],
  ['SC', 6, ['Florianópolis', 'Joinville', 'Chapecó']],
  ['GO', 6, ['Goiânia', 'Anápolis']],
  ['BA', 6, ['Salvador', 'Feira de Santana']],
  ['CE', 4, ['Fortaleza', 'Juazeiro do Norte']],
  ['PE', 4, ['Recife', 'Petrolina']],
  ['MT', 4, ['Cuiabá', 'Rondonópolis']],
];
const FIRST_NAMES =
  'Ana Bruno Carla Diego Elisa Fábio Gabriela Heitor Íris João Karina Lucas Mariana Nelson Otávio Paula Rafael Sílvia Tiago Vanessa Wagner Yara Zeca Beatriz Caio Débora Eduardo Fernanda Gustavo Helena'.split(
    ' ',
  );
const SURNAMES =
  'Souza Lima Oliveira Santos Pereira Costa Almeida Araújo Barbosa Cardoso Carvalho Castro Correia Dias Fernandes Ferreira Gomes Lopes Macedo Martins Melo Monteiro Moreira Nascimento Nunes Pinto Ramos Ribeiro Rocha Teixeira'.split(
    ' ',
  );
const COMPANY_FIRST =
  'Sol Luz Raio Horizonte Aurora Brilho Zênite Solaris Fóton Alvorada Ecos Vale Serra Mar Campo Cerrado Pampa Litoral Planalto Norte Sul Leste Oeste Centro Rio Lago Ilha Monte Bosque Estrela'.split(
    ' ',
  );
const COMPANY_SECOND =
  'Verde Forte Nova Brasil Tech Engenharia Renováveis Watts Volt Sistemas Instalações Projetos Soluções Power Elétrica Distribuidora Comercial Integradora Montagens Serviços Geração Eficiência Smart Prime Max Plus Total Real Viva Clean'.split(
    ' ',
  );
const MODULE_WP = [410, 450, 545, 550, 600] as const;
const DAY = 86_400_000;
// Read once through the contract, so every generated record has the record's own type.
const base = readRequestRecord(fullV2Record).record;

/** A small, fast, seeded generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new RangeError('Nothing to pick from.');
  return item;
}

function cnpjOf(index: number): string {
  const digits =
    String(10_000_000 + index * 7_919).padStart(8, '0') + '0001' + String(index % 100).padStart(2, '0');
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;
}

export interface GeneratedRequest {
  type: RequestType;
  code: string;
  record: RequestRecord;
}

export interface GenerateOptions {
  type: RequestType;
  count: number;
  seed?: number;
  /** Requests are created over the year and a half before this moment. */
  until?: Date;
  /** Companies to draw from (fewer companies, more repeated names). */
  companies?: number;
}

/**
 * `count` requests of `type` with codes `ORD-000001`... (or `BUD-`), spread over 540 days, about
 * 2% removed and about 1% missing each of final value, freight and responsible, so that filters,
 * sorts and nulls all have something to find.
 */
export function generateMirrorRecords(options: GenerateOptions): GeneratedRequest[] {
  const random = seededRandom(options.seed ?? 1);
  const until = (options.until ?? new Date(Date.UTC(2025, 0, 1))).getTime();
  const companies = options.companies ?? 400;
  const prefix = options.type === 'order' ? 'ORD' : 'BUD';
  const requests: GeneratedRequest[] = [];
  for (let index = 1; index <= options.count; index += 1) {
    const code = `${prefix}-${String(index).padStart(6, '0')}`;
    const companyIndex = Math.floor(companies * random() ** 2);
    const brand = COMPANY_FIRST[companyIndex % COMPANY_FIRST.length] ?? 'Sol';
    const second = COMPANY_SECOND[Math.floor(companyIndex / COMPANY_FIRST.length) % COMPANY_SECOND.length];
    const fantasyName = `${brand} ${second ?? 'Forte'}`;
    const first = pick(random, FIRST_NAMES);
    const surname = pick(random, SURNAMES);
    const responsibleIndex = Math.floor(random() * 60);
    const responsibleFirst = FIRST_NAMES[responsibleIndex % FIRST_NAMES.length] ?? 'Ana';
    const responsibleSurname =
      SURNAMES[Math.floor(responsibleIndex / FIRST_NAMES.length) % SURNAMES.length] ?? 'Lima';
    let placeRoll = random() * 100;
    let place = PLACES[0] ?? ['SP', 1, ['São Paulo']];
    for (const candidate of PLACES) {
      placeRoll -= candidate[1];
      if (placeRoll <= 0) {
        place = candidate;
        break;
      }
    }
    const modules = 4 + Math.floor(random() * 57);
    const power = modules * pick(random, MODULE_WP);
    const originalCents = Math.round(power * (280 + random() * 90));
    const discountCents = random() < 0.3 ? Math.round(originalCents * random() * 0.08) : 0;
    const surchargeCents = random() < 0.1 ? Math.round(originalCents * random() * 0.03) : 0;
    const created = until - Math.floor(540 * DAY * (1 - Math.sqrt(random())));
    const iso = new Date(created).toISOString();
    const record: RequestRecord = {
      ...base,
      id: `${index.toString(16).padStart(8, '0')}${options.type === 'order' ? 'a' : 'b'}${'0'.repeat(15)}`,
      code,
      name: `Kit ${roundKilowattPeak(power).toFixed(KILOWATT_PEAK_DECIMALS).replace('.', ',')} kWp - ${first} ${surname}`,
      totalPower: power,
      budgetCreated: options.type === 'order' ? new Date(created - 10 * DAY).toISOString() : iso,
      orderCreated: iso,
      dealStatus: pick(random, GENERATED_STATUSES),
      stockStatus: pick(random, STOCK_STATUSES),
      originalValue: originalCents / 100,
      discount: discountCents / 100,
      surcharge: surchargeCents / 100,
      finalValue: (originalCents - discountCents + surchargeCents) / 100,
      payment: {
        ...base.payment,
        status: pick(random, PAYMENT_STATUSES),
        type: pick(random, PAYMENT_TYPES),
      },
      responsible: {
        name: responsibleFirst,
        surname: responsibleSurname,
        email: `${responsibleFirst}.${responsibleSurname}@example.com`
          .toLowerCase()
          .normalize('NFD')
          .replace(/\p{M}/gu, ''),
      },
      company: {
        ...base.company,
        cnpj: cnpjOf(companyIndex),
        fantasyName,
        companyName: `${fantasyName} Energia Ltda`,
      },
      freight: {
        ...base.freight,
        address: { ...base.freight?.address, state: place[0], city: pick(random, place[2]) },
      },
      removed: random() < 0.02,
    };
    if (options.type === 'budget') delete record.orderCreated;
    if (random() < 0.01) delete record.finalValue;
    if (random() < 0.01) delete record.freight;
    if (random() < 0.01) delete record.responsible;
    requests.push({ type: options.type, code, record });
  }
  return requests;
}
