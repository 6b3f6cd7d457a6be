import type { ExpectedRequest } from '../../bff/sync/testing/mirrorDifferences';
import type { RequestType } from '../../contract/upstream/enums';
import type { Sandbox } from '../../sandbox/index';
import { recordView } from '../../sandbox/views';

/** Every request of the sandbox as its v2 listing shows it: what the mirror must hold. */
export function expectedOf(sandbox: Sandbox): ExpectedRequest[] {
  return (['order', 'budget'] as const).flatMap((type: RequestType) =>
    sandbox.store.rows[type].map((row) => ({
      type,
      code: row.code,
      removed: row.removed,
      record: recordView(row, sandbox.store.peek(row).record, 'v2'),
    })),
  );
}
