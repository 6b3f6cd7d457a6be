/** One call to the vendor API as the control API reports it. The token itself is never logged. */
export interface CallLogEntry {
  id: number;
  at: string;
  method: string;
  path: string;
  /** The raw query string, without the leading `?`. */
  query: string;
  /** Whether the bearer was present and right: `missing`, `wrong` or `ok`. */
  bearer: 'missing' | 'wrong' | 'ok';
  /** Processing cost charged to the token (0 when the call was refused before running). */
  costMs: number;
  /** The status answered; `null` while running or when the call was made to hang. */
  status: number | null;
  /** Records returned by a listing. */
  records?: number;
  /** The injected fault, if any: latency, error, hang, malformed. */
  fault?: string;
  /** Why a call was refused: hardLimit, timeLimit, deactivated. */
  refused?: string;
}

/** The most recent calls, oldest first; bounded so a long demo does not grow without end. */
export class CallLog {
  readonly entries: CallLogEntry[] = [];
  private nextId = 1;

  constructor(private readonly capacity = 10_000) {}

  start(entry: Omit<CallLogEntry, 'id' | 'costMs' | 'status'>): CallLogEntry {
    const full: CallLogEntry = { ...entry, id: this.nextId++, costMs: 0, status: null };
    this.entries.push(full);
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
    return full;
  }

  clear() {
    this.entries.length = 0;
  }
}
