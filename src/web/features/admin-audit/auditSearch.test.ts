import { describe, expect, it } from 'vitest';
import { auditFilters, readAuditSearch } from './auditSearch';

describe('the audit page search', () => {
  it('keeps the filters it knows and drops what does not validate, one by one', () => {
    expect(
      readAuditSearch({
        actor: 'ana@example.com',
        action: 'x'.repeat(81),
        requestCode: 'PED-1',
        from: '2025-02-30',
        to: '2025-03-02',
        before: '123',
        limit: '5',
      }),
    ).toEqual({ actor: 'ana@example.com', requestCode: 'PED-1', to: '2025-03-02' });
  });

  it("asks the API for whole days in the reader's time zone", () => {
    const filters = auditFilters({ from: '2025-03-01', to: '2025-03-01', action: 'session.' });
    expect(filters.action).toBe('session.');
    const from = new Date(filters.from ?? '');
    const to = new Date(filters.to ?? '');
    expect([from.getFullYear(), from.getMonth(), from.getDate(), from.getHours(), from.getMinutes()]).toEqual(
      [2025, 2, 1, 0, 0],
    );
    expect(to.getTime() - from.getTime()).toBe(24 * 3_600_000 - 1);
  });
});
