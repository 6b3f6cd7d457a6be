import { describe, expect, it } from 'vitest';
import {
  CELLPHONE_MASK,
  CEP_MASK,
  CUSTOM_DATA_TYPES,
  PAID_AT_FORMAT,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  readRequestRecord,
  TELEPHONE_MASK,
  TRANSACTION_STATUSES,
  UFS,
  ISO_TIMESTAMP_MS_FORMAT,
  DATE_ONLY_FORMAT,
} from '../../contract/upstream/index';
import { Store } from '../store';
import { isValidCnpj, isValidCpf, maskCnpj, maskCpf } from './documents';
import { isAttackString } from './hostile';
import { FEDERATIVE_UNITS, findUnit } from './places';

const EPOCH = Date.UTC(2025, 5, 2, 12);
const generate = (seed: string, size = 300, scenario: 'default' | 'hostile' = 'default') =>
  Store.generate({ seed, size, scenario, epoch: EPOCH });
const recordsOf = (store: Store) =>
  [...store.rows.budget, ...store.rows.order].map((row) => ({ row, record: store.record(row) }));
const cents = (value: number | undefined) => Math.round((value ?? 0) * 100);

describe('Brazilian documents', () => {
  it('computes and checks CNPJ and CPF check digits', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('11222333000181')).toBe(false);
    expect(isValidCnpj(maskCnpj('00000000000000'))).toBe(false);
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf(maskCpf('11111111111'))).toBe(false);
  });
});

describe('the data generator', () => {
  const store = generate('generator', 500);
  const all = recordsOf(store);

  it('knows the 27 federative units with real cities', () => {
    expect(FEDERATIVE_UNITS.map((unit) => unit.uf).sort()).toEqual([...UFS].sort());
    expect(FEDERATIVE_UNITS.every((unit) => unit.cities.length > 0)).toBe(true);
  });

  it('gives companies valid, masked CNPJs and CPFs (or null), CEPs, phones and places', () => {
    for (const company of store.world.companies) {
      expect(isValidCnpj(company.cnpj)).toBe(true);
      if (company.cpf !== null) expect(isValidCpf(company.cpf)).toBe(true);
      expect(company.address.CEP).toMatch(CEP_MASK);
      expect(company.mainContact.cellphone).toMatch(CELLPHONE_MASK);
      expect(company.telephone).toMatch(TELEPHONE_MASK);
      expect(findUnit(company.address.state)?.cities.map((city) => city.name)).toContain(
        company.address.city,
      );
    }
    expect(store.world.companies.some((company) => company.cpf === null)).toBe(true);
    expect(store.world.companies.some((company) => company.cpf !== null)).toBe(true);
  });

  it('builds kits whose quantities, prices, totals and power agree', () => {
    for (const { record } of all) {
      let sum = 0;
      let power = 0;
      let modules = 0;
      for (const product of record.products ?? []) {
        expect(cents(product.totalPrice)).toBe(cents(product.singlePrice) * (product.quantity ?? 0));
        sum += cents(product.totalPrice);
        if (product.type === 'module') {
          power += Number(/(\d+)W/.exec(product.name ?? '')?.[1]) * (product.quantity ?? 0);
          modules += product.quantity ?? 0;
        }
      }
      expect(cents(record.originalValue)).toBe(sum);
      expect(cents(record.finalValue)).toBe(sum - cents(record.discount) + cents(record.surcharge));
      expect(record.totalPower).toBe(power);
      const arranged = (record.structure?.arrangements ?? []).reduce(
        (total, arrangement) => total + (arrangement.linesAmount ?? 0) * (arrangement.modulesByLine ?? 0),
        0,
      );
      expect(arranged).toBe(modules);
      expect(cents(record.invoice?.requestedInvoiceValue)).toBe(
        cents(record.finalValue) + cents(record.invoice?.serviceToAddInvoiceValue),
      );
    }
  });

  it('fills every field in its documented format', () => {
    for (const { row, record } of all) {
      expect(readRequestRecord(JSON.parse(JSON.stringify(record))).unreadable).toEqual([]);
      expect(record.id).toMatch(/^[0-9a-f]{24}$/);
      // An order placed without a budget carries no budgetCreated (ADR 086).
      if (row.type === 'budget' || row.budgetCreatedAt !== undefined)
        expect(record.budgetCreated).toMatch(ISO_TIMESTAMP_MS_FORMAT);
      if (row.type === 'order') {
        expect(record.orderCreated).toMatch(ISO_TIMESTAMP_MS_FORMAT);
        if (row.budgetCreatedAt !== undefined)
          expect(Date.parse(record.budgetCreated ?? '')).toBeLessThan(Date.parse(record.orderCreated ?? ''));
        else expect(record.budgetCreated).toBeUndefined();
      } else {
        expect(record.orderCreated).toBeUndefined();
      }
      if (record.billingDate !== undefined) expect(record.billingDate).toMatch(DATE_ONLY_FORMAT);
      expect(UFS).toContain(record.freight?.address?.state);
      expect(record.freight?.address?.CEP).toMatch(CEP_MASK);
      expect(record.responsible?.cellphone).toMatch(CELLPHONE_MASK);
      expect(record.invoice?.telephone).toMatch(TELEPHONE_MASK);
      expect(isValidCnpj(record.invoice?.cnpj ?? '')).toBe(true);
      expect(record.invoice?.ie !== undefined).toBe(record.invoice?.temInscricaoEstadual === 'sim');
      expect(record.notes).toMatch(/<\w+[^>]*>/);
      const payment = record.payment;
      expect(payment?.links?.map((link) => link.method).sort()).toEqual(['DELETE', 'GET', 'PUT']);
      expect(payment?.links?.every((link) => link.path === `/api/v2/payments/${row.paymentId ?? ''}`)).toBe(
        true,
      );
      if (payment?.status === 'received' || payment?.status === 'partial')
        expect(payment.paidAt).toMatch(PAID_AT_FORMAT);
      if (payment?.creditCard) expect(payment.type).toBe('credito');
      expect(row.createdAt).toBeLessThan(EPOCH);
      expect(row.lastUpdate).toBeGreaterThanOrEqual(row.createdAt);
    }
  });

  it('covers every payment type, status, transaction status and custom-data type, and removed requests', () => {
    const seen = (pick: (record: (typeof all)[number]['record']) => unknown[]) =>
      new Set(all.flatMap(({ record }) => pick(record)));
    expect(seen((r) => [r.payment?.type])).toEqual(new Set(PAYMENT_TYPES));
    expect(seen((r) => [r.payment?.status])).toEqual(new Set(PAYMENT_STATUSES));
    expect([...seen((r) => [r.payment?.transactionStatus])].filter(Boolean).sort()).toEqual(
      [...TRANSACTION_STATUSES].sort(),
    );
    expect(seen((r) => (r.customData ?? []).map((field) => field.type))).toEqual(new Set(CUSTOM_DATA_TYPES));
    expect(seen((r) => [r.invoice?.temInscricaoEstadual])).toEqual(new Set(['sim', 'nao', 'isento']));
    expect(seen((r) => (r.products ?? []).map((product) => product.type)).size).toBe(5);
    expect(all.some(({ record }) => record.removed === true)).toBe(true);
    const multi = all
      .flatMap(({ record }) => record.customData ?? [])
      .find((field) => field.type === 'multiSelect');
    expect(Array.isArray(multi?.value)).toBe(true);
    expect(all.some(({ record }) => (record.customForm ?? []).length > 0)).toBe(true);
    expect(all.some(({ record }) => (record.files ?? []).length > 0)).toBe(true);
  });

  it('is deterministic for a seed', () => {
    const a = generate('same', 50);
    const b = generate('same', 50);
    const c = generate('different', 50);
    const json = (s: Store) => JSON.stringify(recordsOf(s).map(({ record }) => record));
    expect(json(a)).toBe(json(b));
    expect(json(c)).not.toBe(json(a));
  });

  it('puts attack strings into text fields in the hostile scenario only', () => {
    const hostile = recordsOf(generate('generator', 100, 'hostile'));
    const texts = (record: (typeof hostile)[number]['record']) => [
      record.name ?? '',
      record.notes ?? '',
      record.company?.fantasyName ?? '',
      ...(record.customForm ?? []).map((answer) => answer.answer ?? ''),
    ];
    const attacked = hostile.filter(({ record }) => texts(record).some(isAttackString));
    expect(attacked.length).toBeGreaterThan(50);
    expect(hostile.some(({ record }) => (record.notes ?? '').includes('<script>'))).toBe(true);
    expect(all.every(({ record }) => !texts(record).some(isAttackString))).toBe(true);
  });
});
