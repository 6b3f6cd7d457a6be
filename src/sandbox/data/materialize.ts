import type { Freight, Invoice, RequestRecord } from '../../contract/upstream/index';
import { FREIGHT_TYPES, INSCRICAO_ESTADUAL, TRUCK_POSSIBLE } from '../../contract/upstream/index';
import { conditionDifferenceCents } from './conditions';
import { generateCustomData, generateFormAnswers } from './customData';
import { generateIe, generateRg } from './documents';
import { pickStatus } from './initialStatus';
import { hostile } from './hostile';
import { fillWithPayloads } from './fillWithPayloads';
import { FIRST_CODE } from './generateRequests';
import { buildKit } from './kits';
import { generatePayment } from './payments';
import { findUnit, generateAddress } from './places';
import { createRng, type Rng } from './prng';
import type { Materialized, RequestRow } from './requestRow';
import { generateFileGroups, generateNotes, STOCK_STATUSES, TIME_RESTRICTIONS } from './texts';
import type { World } from './world';

const iso = (at: number) => new Date(at).toISOString();
const reais = (cents: number) => Math.round(cents) / 100;

const LOGISTICS = ['Braspress', 'Jadlog', 'TNT Mercúrio', 'Patrus Transportes', 'Rodonaves'] as const;

function freightFor(rng: Rng, row: RequestRow, originalCents: number): Freight {
  const unit = findUnit(row.freightState);
  const city = unit?.cities.find((candidate) => candidate.name === row.freightCity) ?? unit?.cities[0];
  const type = rng.weighted([
    [FREIGHT_TYPES[0], 7],
    [FREIGHT_TYPES[1], 3],
  ] as const);
  const integrated = type === 'CIF' && rng.chance(0.6);
  const address = city
    ? generateAddress(rng, { uf: row.freightState, city }, row.seed.freightRural)
    : { state: row.freightState, city: row.freightCity };
  return {
    type,
    zoneType: row.seed.freightRural ? 'rural' : 'urban',
    timeRestriction: rng.pick(TIME_RESTRICTIONS),
    truckPossible: row.seed.freightRural || rng.chance(0.7) ? TRUCK_POSSIBLE[0] : TRUCK_POSSIBLE[1],
    price: type === 'CIF' ? reais(Math.round((originalCents * rng.float(1.2, 3.8)) / 100)) : 0,
    integrationData: integrated
      ? { id: `int-${rng.hex(12)}`, name: 'Frete integrado', logisticProviderName: rng.pick(LOGISTICS) }
      : {
          name: type === 'CIF' ? 'Frete contratado' : 'Retirada pelo cliente',
          logisticProviderName: type === 'CIF' ? rng.pick(LOGISTICS) : '',
        },
    address,
  };
}

/**
 * Builds the whole record of `row` from the seed: deterministic for a given world and row, so a
 * record that was never changed looks the same on every build. The result carries the fields of
 * both listing versions (v1's patioFormatted/patioType, v2's dimensions); the routes project it.
 */
export function materialize(world: World, row: RequestRow): Materialized {
  const rng = createRng(world.seed, 'record', row.id);
  const company = world.companies[row.seed.companyIndex];
  const responsible = world.collaborators.find((person) => person.email === row.responsibleEmail);
  const addedBy = world.collaborators[row.seed.addedByIndex];
  if (!company || !addedBy)
    throw new RangeError(`Request ${row.code} refers to a missing company or collaborator.`);
  const asOf = row.lastUpdate;
  const status = pickStatus(rng, world.statuses[row.type], row, world.epoch);
  const kit = buildKit(rng, row.seed.kit, row.freightState);

  const originalCents = kit.totalCents;
  const discountCents = rng.chance(0.4) ? Math.round((originalCents * rng.int(1, 8)) / 100 / 100) * 100 : 0;
  const surchargeCents = rng.chance(0.08) ? rng.int(3, 40) * 5000 : 0;
  const finalCents = originalCents - discountCents + surchargeCents;

  const generated = row.paymentId
    ? generatePayment(rng, {
        paymentId: row.paymentId,
        requestType: row.type,
        createdAt: row.createdAt,
        now: asOf,
        epoch: world.epoch,
        stage: status.payment,
      })
    : undefined;
  const differenceCents = generated ? conditionDifferenceCents(generated.condition, finalCents) : 0;

  const serviceCents = rng.chance(0.25) ? rng.int(8, 60) * 10_000 : 0;
  const ieChoice = rng.pick(INSCRICAO_ESTADUAL);
  const invoice: Invoice = {
    razaoSocial: company.companyName,
    nomeFantasia: company.fantasyName,
    cnpj: company.cnpj,
    temInscricaoEstadual: ieChoice,
    telephone: company.telephone,
    email: `financeiro@${company.mainContact.email.split('@')[1] ?? 'example.com.br'}`,
    originalInvoiceValue: reais(finalCents),
    serviceToAddInvoiceValue: reais(serviceCents),
    requestedInvoiceValue: reais(finalCents + serviceCents),
    address: rng.chance(0.8) ? { ...company.address } : generateAddress(rng, company.place),
  };
  if (ieChoice === 'sim') invoice.ie = generateIe(rng, company.place.uf);
  if (company.cpf) {
    invoice.cpf = company.cpf;
    invoice.rg = generateRg(rng);
  }

  const { patioFormatted: _f, patioType: _t, ...companyAddress } = company.address;
  const budgetAt = row.type === 'budget' ? row.createdAt : row.budgetCreatedAt;
  const record: RequestRecord = {
    id: row.id,
    name: row.name,
    code: row.code,
    kind: kit.kind,
    totalPower: kit.totalPowerWp,
    budgetCreated: budgetAt === undefined ? undefined : iso(budgetAt),
    dealStatus: status.name,
    stockStatus: rng.pick(STOCK_STATUSES[row.type]),
    originalValue: reais(originalCents),
    discount: reais(discountCents),
    surcharge: reais(surchargeCents),
    finalValue: reais(finalCents),
    differenceWithPaymentConditionApplied: reais(differenceCents),
    notes: generateNotes(rng, row.seed.customerName),
    addedBy: { ...addedBy },
    responsible: responsible ? { ...responsible } : undefined,
    company: {
      cnpj: company.cnpj,
      cpf: company.cpf,
      fantasyName: company.fantasyName,
      companyName: company.companyName,
      mainContact: { ...company.mainContact },
      address: companyAddress,
    },
    products: kit.products,
    files: generateFileGroups(rng, row.type === 'order'),
    customForm: generateFormAnswers(rng),
    structure: kit.structure,
    freight: freightFor(rng, row, originalCents),
    invoice,
    apiSent: false,
    customData: generateCustomData(rng, row.createdAt),
    removed: row.removed,
  };
  if (row.type === 'order') record.orderCreated = iso(row.createdAt);
  // An order placed without a budget carries no budgetCreated (ADR 086).
  if (budgetAt === undefined) delete record.budgetCreated;
  if (generated) record.payment = generated.payment;
  if (!record.responsible) delete record.responsible;
  if (row.type === 'order' && ['Faturado', 'Em transporte', 'Entregue'].includes(status.name)) {
    record.billingDate = iso(Math.min(asOf, row.createdAt + rng.int(2, 20) * 86_400_000)).slice(0, 10);
  }
  if (asOf - row.createdAt > 86_400_000 && rng.chance(0.6)) {
    record.apiSent = true;
    record.apiSentUpdated = iso(row.createdAt + Math.floor((asOf - row.createdAt) * rng.next()));
  }
  if (world.scenario === 'hostile') makeHostile(rng, record);
  if (world.scenario === 'xss') fillWithPayloads(record, Number(row.code) - FIRST_CODE);
  return { record, conditionId: generated?.condition._id, showConditionsRule: generated?.showConditionsRule };
}

/** Puts attack strings into free-text fields; ids, codes, masks, numbers and enums stay valid. */
function makeHostile(rng: Rng, record: RequestRecord) {
  const maybe = (text: string | undefined) =>
    text !== undefined && rng.chance(0.35) ? hostile(rng, text) : text;
  record.notes = rng.chance(0.6) ? `${record.notes ?? ''}${hostile(rng, '<p>nota</p>')}` : record.notes;
  record.stockStatus = maybe(record.stockStatus);
  if (record.company) {
    record.company.fantasyName = maybe(record.company.fantasyName);
    record.company.companyName = maybe(record.company.companyName);
    if (record.company.mainContact) record.company.mainContact.name = maybe(record.company.mainContact.name);
    if (record.company.address) record.company.address.complement = maybe(record.company.address.complement);
  }
  if (record.freight) {
    record.freight.timeRestriction = maybe(record.freight.timeRestriction);
    if (record.freight.address)
      record.freight.address.neighborhood = maybe(record.freight.address.neighborhood);
  }
  if (record.payment) record.payment.description = maybe(record.payment.description);
  for (const answer of record.customForm ?? []) answer.answer = maybe(answer.answer);
  for (const group of record.files ?? [])
    group.uploadedFiles = group.uploadedFiles?.map((name) => maybe(name) ?? name);
  for (const field of record.customData ?? []) {
    if (field.type === 'text' && typeof field.value === 'string') field.value = maybe(field.value);
  }
  for (const product of record.products ?? []) product.name = maybe(product.name);
}
