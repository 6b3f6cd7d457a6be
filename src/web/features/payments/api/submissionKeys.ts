import { newIdempotencyKey } from '../../../lib/newIdempotencyKey';

/**
 * One Idempotency-Key per submission: asking again with the same content (a retry after a refusal,
 * a time-out or a lost answer) gives the same key, so the server applies it at most once; any other
 * content is another submission and gets a new key (the server refuses a reused key with other
 * content). Keeping the key is what makes a retry after a time-out, a vendor failure or a crash
 * safe: the server then reads the vendor first and answers a change it already has as done
 * instead of sending it again (docs/decisions/022-ambiguous-writes.md).
 */
export class SubmissionKeys {
  private last: { content: string; key: string } | null = null;

  keyFor(content: string): string {
    if (this.last?.content !== content) this.last = { content, key: newIdempotencyKey() };
    return this.last.key;
  }

  /** The submission went through: the next one is new even with the same content. */
  settle(): void {
    this.last = null;
  }
}
