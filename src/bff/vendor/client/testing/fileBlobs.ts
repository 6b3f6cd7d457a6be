import { openAsBlob } from 'node:fs';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Attachments as the write route hands them over: blobs of files on disk (`fs.openAsBlob`). Large
 * ones are sparse files, so a 512 MB upload costs neither disk nor memory.
 */
export async function fileBlobs() {
  const dir = await mkdtemp(join(tmpdir(), 'painel-upstream-blobs-'));
  let count = 0;
  const path = () => join(dir, `file-${(count += 1)}`);
  return {
    /** A blob of `bytes` bytes of zeros, read from a sparse file. */
    async sized(bytes: number, type?: string): Promise<Blob> {
      const file = path();
      await writeFile(file, '');
      await truncate(file, bytes);
      return openAsBlob(file, type ? { type } : undefined);
    },
    /** A blob of exactly these bytes, with the path of its file (to change it behind the blob). */
    async of(content: Buffer | string): Promise<{ blob: Blob; path: string }> {
      const file = path();
      await writeFile(file, content);
      return { blob: await openAsBlob(file), path: file };
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
