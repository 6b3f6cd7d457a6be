import { describe, expect, it } from 'vitest';
import { readRequestRecord } from '../../contract/upstream/readRequestRecord';
import { Store } from '../store';
import { XSS_PAYLOADS } from './xssPayloads';

const EPOCH = Date.UTC(2025, 5, 2, 12);

describe('the xss scenario', () => {
  const store = Store.generate({ seed: 'xss', size: 60, scenario: 'xss', epoch: EPOCH });
  const records = [...store.rows.budget, ...store.rows.order].map((row) => store.record(row));

  it('knows at least 50 distinct payloads', () => {
    expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it('puts every payload into the names, notes and company of some record', () => {
    for (const field of [
      (r: (typeof records)[number]) => r.name,
      (r: (typeof records)[number]) => r.notes,
      (r: (typeof records)[number]) => r.company?.fantasyName,
    ]) {
      const seen = new Set(records.map(field));
      expect(XSS_PAYLOADS.filter((payload) => !seen.has(payload))).toEqual([]);
    }
  });

  it('names the collaborators with payloads and keeps their e-mails valid', () => {
    expect(store.world.collaborators.every((person) => XSS_PAYLOADS.includes(person.name))).toBe(true);
    expect(store.world.collaborators.every((person) => /^[^@\s]+@[^@\s]+$/.test(person.email))).toBe(true);
  });

  it('keeps every record readable by the vendor contract (payloads are text, not broken shapes)', () => {
    for (const record of records) expect(readRequestRecord(record).unreadable).toEqual([]);
  });
});
