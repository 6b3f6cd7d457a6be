/**
 * How much of the vendor's "one minute of processing per hour" a call uses. The vendor does not
 * publish its costs, so the sandbox charges a documented model: a base per call, plus a share per
 * record returned and per megabyte uploaded. The defaults are set so that full pages use up the
 * minute before the hour's calls run out: a sync that only counts calls hits `timeLimit` first,
 * exactly the trap the real limits set (docs/sandbox.md works the figures out).
 */
export interface CostModel {
  /** Charged for every call that reaches the service with a valid token. */
  baseMs: number;
  /** Charged per request record in a listing response. */
  perRecordMs: number;
  /** Charged per megabyte (2^20 bytes) of uploaded attachments. */
  perUploadMbMs: number;
  /** When true the response is really delayed by the cost (wall time), as a real server would be. */
  sleep: boolean;
}

export const DEFAULT_COST_MODEL: CostModel = {
  baseMs: 30,
  perRecordMs: 1.5,
  perUploadMbMs: 120,
  sleep: false,
};

export interface CallWork {
  records: number;
  uploadBytes: number;
}

export function costOf(model: CostModel, work: CallWork): number {
  const cost =
    model.baseMs + model.perRecordMs * work.records + (model.perUploadMbMs * work.uploadBytes) / 2 ** 20;
  return Math.round(cost * 1000) / 1000;
}
