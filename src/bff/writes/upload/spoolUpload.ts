import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { DocumentMediaType } from '../../../contract/api/uploads';
import { SNIFF_BYTES, sniffDocumentType } from './sniffDocumentType';

export interface Inspected {
  size: number;
  sha256: string;
  mediaType: DocumentMediaType | null;
  looksLike: string | null;
  overTotal: boolean;
}

/**
 * Streams one file to disk while counting its bytes, hashing it and reading its first bytes. Once
 * the content is known to be refused (wrong type, over the total) the rest is read and dropped
 * rather than written, so the request still drains and the person gets the answer, not a reset.
 */
export async function spool(file: Readable, path: string, roomLeft: number): Promise<Inspected> {
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  let decided = false;
  const result: Inspected = { size: 0, sha256: '', mediaType: null, looksLike: null, overTotal: false };
  const failed = (error: unknown) => new Error('The upload could not be inspected.', { cause: error });
  const decide = async () => {
    decided = true;
    const sniffed = await sniffDocumentType(head);
    if (sniffed.accepted) result.mediaType = sniffed.mediaType;
    else result.looksLike = sniffed.looksLike;
  };
  const dropping = () => result.looksLike !== null || result.overTotal;
  const inspector = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      const pass = () => {
        if (size > roomLeft) result.overTotal = true;
        if (dropping()) return done();
        hash.update(chunk);
        done(null, chunk);
      };
      if (!decided) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        if (head.length >= SNIFF_BYTES) {
          decide().then(pass, (error: unknown) => done(failed(error)));
          return;
        }
      }
      pass();
    },
    flush(done) {
      if (decided || size === 0) return done();
      decide().then(
        () => done(),
        (error: unknown) => done(failed(error)),
      );
    },
  });
  await pipeline(file, inspector, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  result.size = size;
  result.sha256 = hash.digest('hex');
  return result;
}

/** Reads a part to its end without keeping it, so the request drains; answers how many bytes it had. */
export async function drain(file: Readable): Promise<number> {
  let bytes = 0;
  file.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  file.resume();
  await finished(file);
  return bytes;
}
