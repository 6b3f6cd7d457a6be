import type { RequestType } from '../../../contract/upstream/enums';
import type { RequestRecord } from '../../../contract/upstream/requestRecord';
import type { Database } from '../../db/database';
import { applyObservation } from '../apply/applyObservation';
import { recordWith } from './requestRecords';

export interface FixtureRequest {
  type: RequestType;
  code: string;
  record: RequestRecord;
}

const company = (fantasyName: string, companyName: string, cnpj: string) => ({
  fantasyName,
  companyName,
  cnpj,
});
const person = (name: string, surname: string, email: string) => ({ name, surname, email });
const place = (state: string, city: string) => ({ address: { state, city } });

/**
 * Seven orders and one budget that differ in every filtered and sorted column, so each filter and
 * sort has exactly known answers:
 *
 * | code | created (UTC) | status | power Wp | final | UF | notes |
 * |---|---|---|---|---|---|---|
 * | ORD-001 | 2024-03-01 10:00 | Novo | 5000 | 20000.50 | SP São Paulo | João in the name, Bruno responsible |
 * | ORD-002 | 2024-03-02 23:59:59.999 | Enviado | 8200 | 35000 | MG Belo Horizonte | Ana responsible |
 * | ORD-003 | 2024-03-03 00:00 | Novo | 12000 | none | RJ Niterói | |
 * | ORD-004 | 2024-02-15 | Cancelado | 3000 | 9000 | SP Campinas | removed |
 * | ORD-005 | 2024-04-10 | none | none | none | none | no responsible, payment or stock status |
 * | ORD-006 | 2024-05-20 | Em negociação | 4100 | 15000.25 | PR Maringá | formula-like texts, João responsible |
 * | ORD-007 | 2024-03-02 00:00 | Enviado | 10000 | 40000 | SP Campinas | quotes and comma in the name |
 * | BUD-001 (budget) | 2024-03-01 | Em negociação | 5000 | 20000.50 | SP | same name as ORD-001 |
 */
export function queryFixtures(): FixtureRequest[] {
  const order = (code: string, changes: Record<string, unknown>, without: string[] = []): FixtureRequest => ({
    type: 'order',
    code,
    record: recordWith({ code, ...changes }, without),
  });
  return [
    order('ORD-001', {
      name: 'Kit Telhado João Silva',
      company: company('Sol Forte', 'Sol Forte Energia Ltda', '12.345.678/0001-90'),
      responsible: person('Bruno', 'Lima', 'bruno@example.com'),
      orderCreated: '2024-03-01T10:00:00.000Z',
      dealStatus: 'Novo',
      stockStatus: 'Em estoque',
      payment: { status: 'requested', type: 'pix' },
      totalPower: 5000,
      originalValue: 21000,
      finalValue: 20000.5,
      freight: place('SP', 'São Paulo'),
    }),
    order('ORD-002', {
      name: 'Kit Solo Maria',
      company: company('Luz Verde', 'Luz Verde Comércio Ltda', '98.765.432/0001-10'),
      responsible: person('Ana', 'Souza', 'ana@example.com'),
      orderCreated: '2024-03-02T23:59:59.999Z',
      dealStatus: 'Enviado',
      stockStatus: 'Sob encomenda',
      payment: { status: 'received', type: 'boleto' },
      totalPower: 8200,
      originalValue: 36000,
      finalValue: 35000,
      freight: place('MG', 'Belo Horizonte'),
    }),
    order(
      'ORD-003',
      {
        name: 'Kit Comercial Galpão',
        company: company('Raio Solar', 'Raio Solar Indústria SA', '11.222.333/0001-44'),
        responsible: person('Carla', 'Dias', 'carla@example.com'),
        orderCreated: '2024-03-03T00:00:00.000Z',
        dealStatus: 'Novo',
        stockStatus: 'Reservado',
        payment: { status: 'notRequested', type: 'credito' },
        totalPower: 12000,
        originalValue: 50000,
        freight: place('RJ', 'Niterói'),
      },
      ['finalValue'],
    ),
    order('ORD-004', {
      name: 'Kit Removido',
      company: company('Sol Forte', 'Sol Forte Energia Ltda', '12.345.678/0001-90'),
      responsible: person('Bruno', 'Lima', 'bruno@example.com'),
      orderCreated: '2024-02-15T12:00:00.000Z',
      dealStatus: 'Cancelado',
      payment: { status: 'cancelled', type: 'pix' },
      totalPower: 3000,
      finalValue: 9000,
      freight: place('SP', 'Campinas'),
      removed: true,
    }),
    order(
      'ORD-005',
      {
        name: 'Kit Sem Dados',
        company: company('Nova Luz', 'Nova Luz Ltda', '55.666.777/0001-88'),
        orderCreated: '2024-04-10T08:00:00.000Z',
      },
      [
        'responsible',
        'freight',
        'dealStatus',
        'payment',
        'stockStatus',
        'totalPower',
        'finalValue',
        'originalValue',
      ],
    ),
    order('ORD-006', {
      name: '=cmd|calc',
      company: company('@Ataque', 'Ação Solar Ltda', '22.333.444/0001-55'),
      responsible: person('João', 'Pereira', 'joao@example.com'),
      orderCreated: '2024-05-20T15:30:00.000Z',
      dealStatus: 'Em negociação',
      stockStatus: 'Em estoque',
      payment: { status: 'partial', type: 'financiamento' },
      totalPower: 4100,
      originalValue: 15000.25,
      finalValue: 15000.25,
      freight: place('PR', 'Maringá'),
    }),
    order('ORD-007', {
      name: 'Kit "Premium", 10 kWp',
      company: company('Sol Forte', 'Sol Forte Energia Ltda', '12.345.678/0001-90'),
      responsible: person('Bruno', 'Lima', 'bruno@example.com'),
      orderCreated: '2024-03-02T00:00:00.000Z',
      dealStatus: 'Enviado',
      stockStatus: 'Em estoque',
      payment: { status: 'received', type: 'pix' },
      totalPower: 10000,
      originalValue: 40000,
      finalValue: 40000,
      freight: place('SP', 'Campinas'),
    }),
    {
      type: 'budget',
      code: 'BUD-001',
      record: recordWith(
        {
          code: 'BUD-001',
          name: 'Kit Telhado João Silva',
          budgetCreated: '2024-03-01T09:00:00.000Z',
          dealStatus: 'Em negociação',
          totalPower: 5000,
          finalValue: 20000.5,
          freight: place('SP', 'São Paulo'),
        },
        ['orderCreated'],
      ),
    },
  ];
}

/** Every fixture applied as a backfill read at `observedAt`. */
export async function seedQueryFixtures(
  db: Database,
  observedAt = new Date('2025-01-01T00:00:00.000Z'),
): Promise<FixtureRequest[]> {
  const fixtures = queryFixtures();
  for (const fixture of fixtures) {
    await applyObservation(db, { ...fixture, source: 'backfill', observedAt });
  }
  return fixtures;
}
