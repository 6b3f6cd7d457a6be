/**
 * How far each file of a multipart upload has gone, from 0 to 1, given the bytes of the whole body
 * sent so far. The browser reports progress for the body only; the files travel last and in order
 * (updatePayment appends the text fields first), so everything before them — fields and part
 * headers — is counted as the body's head, and each file is done once the bytes before its end
 * have left. The result is approximate by a few hundred bytes of part headers, never backwards.
 */
export function fileProgress(loaded: number, total: number, sizes: readonly number[]): number[] {
  const filesBytes = sizes.reduce((sum, size) => sum + size, 0);
  if (total <= 0) return sizes.map(() => 0);
  if (loaded >= total) return sizes.map(() => 1);
  const head = Math.max(0, total - filesBytes);
  let start = head;
  return sizes.map((size) => {
    const sent = loaded - start;
    start += size;
    if (size === 0) return sent >= 0 ? 1 : 0;
    return Math.min(1, Math.max(0, sent / size));
  });
}
