import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRequestRecord } from '../contract/upstream/index';
import { type Harness, listRecords, startHarness } from './testing/harness';
import { recordView } from './views';

const UNLIMITED = { callsPerHour: 1_000_000, processingMsPerHour: 1e12 };

/**
 * Listed records come from texts made at start (recordTexts.ts): a page must still show every
 * change and every earlier send, exactly as a record built at the call would.
 */
describe('listing from texts made at start', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ limits: UNLIMITED, size: 30 });
  });
  afterAll(() => h.close());

  const newestOrder = () => {
    const row = h.sandbox.store.rows.order.filter((candidate) => !candidate.removed).at(-1);
    if (!row) throw new Error('the sandbox has no order');
    return row;
  };
  async function newestListed(version: 'v1' | 'v2' = 'v2') {
    const records = await listRecords(await h.api(`/api/${version}/requests/order/1/1?removed=false`));
    return records[0] as Record<string, unknown>;
  }

  it('lists each record as built from the store, in both versions, readable by the contract', async () => {
    const row = newestOrder();
    const expectedV2 = JSON.parse(JSON.stringify(recordView(row, h.sandbox.store.record(row), 'v2')));
    expect(await newestListed('v2')).toEqual(expectedV2);
    const v1 = await newestListed('v1');
    expect(v1.code).toBe(row.code);
    expect(readRequestRecord(v1).unreadable).toEqual([]);
  });

  it('shows a change made after start and the send before it, never the text made at start', async () => {
    const row = newestOrder();
    await newestListed();
    const listed = await newestListed();
    expect(listed.apiSent).toBe(true);
    expect(listed.apiSentUpdated).toBe(new Date(row.sentAt).toISOString());

    const before = String(listed.dealStatus);
    h.sandbox.actions.run('statusChange', row.code);
    const after = await newestListed();
    expect(after.dealStatus).not.toBe(before);
    expect(after.dealStatus).toBe(h.sandbox.store.record(row).dealStatus);
  });

  it('lists a request created after start', async () => {
    const { createdCode, code } = h.sandbox.actions.run('create', undefined, { type: 'order' });
    const listed = await newestListed();
    expect(listed.code).toBe(createdCode ?? code);
  });
});
