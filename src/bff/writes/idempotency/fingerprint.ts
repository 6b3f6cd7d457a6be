import { createHash } from 'node:crypto';

export interface FingerprintInput {
  method: string;
  /** The concrete path, e.g. `/api/requests/order/10001/payment`. */
  path: string;
  fields: Readonly<Record<string, string | undefined>>;
  files?: ReadonlyArray<{ name: string; size: number; sha256: string }>;
}

/**
 * What makes two submits "the same": method, path, every field sent and every file's name, size and
 * content hash. Keys are sorted and undefined fields dropped, so the order of a form's fields
 * does not matter while any change of content does.
 */
export function fingerprintOf(input: FingerprintInput): string {
  const fields = Object.entries(input.fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = JSON.stringify({
    method: input.method.toUpperCase(),
    path: input.path,
    fields,
    files: (input.files ?? []).map((file) => [file.name, file.size, file.sha256]),
  });
  return createHash('sha256').update(canonical).digest('hex');
}
