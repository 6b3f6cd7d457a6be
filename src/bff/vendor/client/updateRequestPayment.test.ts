import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream, openAsBlob } from 'node:fs';
import { truncate } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUpstreamClient } from './createUpstreamClient';
import { AttachmentStreamError, UpstreamRejected, UpstreamUsageError } from './errors';
import { fileBlobs } from './testing/fileBlobs';
import type { ReceivedUpload } from './testing/uploadVendorProcess';

const token = 'multipart-token-5150';
const MB = 1024 * 1024;
let vendorProcess: ChildProcess | undefined;
let baseUrl = '';
let seenBefore = 0;
let blobs: Awaited<ReturnType<typeof fileBlobs>>;

/**
 * The test vendor runs in a child process (testing/uploadVendorProcess.ts): it parses each upload
 * with busboy and hashes every file, and this process's memory then shows the client alone.
 */
beforeAll(async () => {
  blobs = await fileBlobs();
  const script = fileURLToPath(new URL('./testing/uploadVendorProcess.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  vendorProcess = child;
  const lines = createInterface({ input: child.stdout });
  baseUrl = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`The upload vendor exited early (${code}).`)));
  });
  lines.close();
});

afterAll(async () => {
  await blobs.remove();
  const child = vendorProcess;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdin?.end();
  await exited;
});

beforeEach(async () => {
  seenBefore = (await allUploads()).length;
});

async function allUploads(): Promise<ReceivedUpload[]> {
  const response = await fetch(`${baseUrl}/uploads`);
  return (await response.json()) as ReceivedUpload[];
}

/** The uploads the vendor received during the current test. */
async function uploadsOfThisTest(): Promise<ReceivedUpload[]> {
  return (await allUploads()).slice(seenBefore);
}

/** `size` bytes of a pattern unique to `seed`, produced 64 KB at a time, with the hash they make. */
function patterned(seed: number, size: number): { stream: Readable; sha256: string } {
  const chunk = Buffer.alloc(64 * 1024);
  for (let index = 0; index < chunk.length; index += 1) chunk[index] = (index * 31 + seed * 7) & 0xff;
  const hash = createHash('sha256');
  for (let left = size; left > 0; left -= chunk.length)
    hash.update(chunk.subarray(0, Math.min(chunk.length, left)));
  let left = size;
  const stream = new Readable({
    read() {
      if (left <= 0) {
        this.push(null);
        return;
      }
      const length = Math.min(chunk.length, left);
      left -= length;
      this.push(chunk.subarray(0, length));
    },
  });
  return { stream, sha256: hash.digest('hex') };
}

/** A patterned file written to disk 64 KB at a time, as a blob: as the write route hands files over. */
async function patternedBlob(seed: number, size: number): Promise<{ blob: Blob; sha256: string }> {
  const { stream, sha256: hash } = patterned(seed, size);
  const { path } = await blobs.of('');
  await pipeline(stream, createWriteStream(path));
  return { blob: await openAsBlob(path), sha256: hash };
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

describe('updateRequestPayment', () => {
  it('sends the fields and every attachment intact, with a Content-Length from the blobs', async () => {
    const client = createUpstreamClient({ baseUrl, token });
    const pdf = Buffer.from('%PDF-1.4 comprovante de pagamento\n');
    const image = await patternedBlob(1, 300_000);
    const result = await client.updateRequestPayment(
      'ORD 2024/7',
      { status: 'received', type: 'pix', condition: 'À vista', description: 'Pago em 2 partes\r\nlinha 2' },
      [
        { filename: 'comprovante.pdf', contentType: 'application/pdf', blob: (await blobs.of(pdf)).blob },
        { filename: 'foto.png', contentType: 'image/png', blob: image.blob },
      ],
    );

    expect(result.response).toEqual({ data: { success: true } });
    const [upload] = await uploadsOfThisTest();
    expect(upload?.url).toBe('/api/v2/request/ORD%202024%2F7/updatePayment');
    expect(upload?.authorization).toBe(`Bearer ${token}`);
    expect(upload?.fields).toEqual({
      status: 'received',
      type: 'pix',
      condition: 'À vista',
      description: 'Pago em 2 partes\r\nlinha 2',
    });
    expect(upload?.files).toEqual([
      {
        field: 'attachments',
        filename: 'comprovante.pdf',
        contentType: 'application/pdf',
        bytes: pdf.length,
        sha256: sha256(pdf),
      },
      {
        field: 'attachments',
        filename: 'foto.png',
        contentType: 'image/png',
        bytes: 300_000,
        sha256: image.sha256,
      },
    ]);
    expect(upload?.contentLength).toMatch(/^\d+$/);
    expect(upload?.transferEncoding).toBeNull();
  });

  it('takes attachments only as blobs (files on disk), refusing a stream of unknown size', async () => {
    const client = createUpstreamClient({ baseUrl, token });
    const stream = {
      filename: 'a.txt',
      stream: Readable.from([Buffer.from('node')]),
    } as unknown as Parameters<typeof client.updateRequestPayment>[2] extends readonly (infer A)[] | undefined
      ? A
      : never;
    await expect(client.updateRequestPayment('ORD-1', {}, [stream])).rejects.toThrow(UpstreamUsageError);
    await client.updateRequestPayment('ORD-1', {}, [
      { filename: 'b.bin', blob: (await blobs.of('node')).blob },
    ]);
    const [upload] = await uploadsOfThisTest();
    expect(upload?.contentLength).toMatch(/^\d+$/);
    expect(upload?.transferEncoding).toBeNull();
    expect(upload?.files.map((file) => [file.filename, file.contentType, file.bytes])).toEqual([
      ['b.bin', 'application/octet-stream', 4],
    ]);
  });

  it('escapes quotes, CR and LF in file names as browsers do, so no name can inject a header', async () => {
    const client = createUpstreamClient({ baseUrl, token });
    const evil = 'x.pdf"\r\nX-Injected: yes\r\n\r\n<script>';
    await client.updateRequestPayment('ORD-1', { status: 'requested' }, [
      { filename: evil, contentType: 'application/pdf', blob: (await blobs.of('1')).blob },
      {
        filename: 'relatório "final" – maio.pdf',
        contentType: 'application/pdf',
        blob: (await blobs.of('2')).blob,
      },
    ]);
    const [upload] = await uploadsOfThisTest();
    expect(upload?.files.map((file) => [file.filename, file.contentType])).toEqual([
      ['x.pdf%22%0D%0AX-Injected: yes%0D%0A%0D%0A<script>', 'application/pdf'],
      ['relatório %22final%22 – maio.pdf', 'application/pdf'],
    ]);
  });

  it('refuses what the vendor contract forbids, sending nothing', async () => {
    const client = createUpstreamClient({ baseUrl, token });
    const blob = (await blobs.of('a')).blob;
    const file = () => ({ filename: 'a.pdf', blob });
    const partial = { status: 'partial' } as unknown as Parameters<typeof client.updateRequestPayment>[1];
    const label = { status: 'pagamento recebido' } as unknown as Parameters<
      typeof client.updateRequestPayment
    >[1];
    await expect(client.updateRequestPayment('ORD-1', partial)).rejects.toThrow(UpstreamUsageError);
    await expect(client.updateRequestPayment('ORD-1', label)).rejects.toThrow(UpstreamUsageError);
    await expect(
      client.updateRequestPayment('ORD-1', {}, [file(), file(), file(), file(), file(), file()]),
    ).rejects.toThrow(/at most 5 attachments/);
    await expect(client.updateRequestPayment('ORD-1', {})).rejects.toThrow(/nothing to update/);
    await expect(
      client.updateRequestPayment('ORD-1', {}, [{ ...file(), contentType: 'text/plain\r\nX-Evil: 1' }]),
    ).rejects.toThrow(/media type/);
    await expect(client.updateRequestPayment('ORD-1', {}, [{ ...file(), filename: ' ' }])).rejects.toThrow(
      /blank/,
    );
    expect(await uploadsOfThisTest()).toHaveLength(0);
  });

  it('cuts the upload off when a file changes on disk behind its blob', async () => {
    const client = createUpstreamClient({ baseUrl, token });
    const { blob, path } = await blobs.of('%PDF-1.4 ' + 'x'.repeat(200_000));
    await truncate(path, 5);
    const short = client.updateRequestPayment('ORD-1', { status: 'received' }, [
      { filename: 'short.pdf', blob },
    ]);
    await expect(short).rejects.toThrow(AttachmentStreamError);
    expect(await uploadsOfThisTest()).toHaveLength(0);
  });

  it('turns a refusal in the answer envelope into UpstreamRejected', async () => {
    const client = createUpstreamClient({ baseUrl, token });
    const error = await client
      .updateRequestPayment('REFUSE', { status: 'received' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamRejected);
    expect((error as UpstreamRejected).summary).toContain('Pedido não encontrado');
    expect((error as UpstreamRejected).status).toBe(200);
  });

  it('keeps memory flat while uploading 5 x 10 MB: files are streamed, never buffered', async () => {
    const client = createUpstreamClient({ baseUrl, token, timeouts: { bodyMs: 60_000 } });
    const files = await Promise.all([1, 2, 3, 4, 5].map((seed) => patternedBlob(seed, 10 * MB)));
    // Node's blob reader hands out a fresh 64 KB buffer per read: garbage, not retention. A full
    // collection before each sample measures what the upload holds, not what the GC has not swept.
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    collect();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakArrayBuffers = before.arrayBuffers;
    const sampler = setInterval(() => {
      collect();
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakArrayBuffers = Math.max(peakArrayBuffers, now.arrayBuffers);
    }, 200);
    const started = performance.now();
    try {
      await client.updateRequestPayment(
        'ORD-1',
        { status: 'received' },
        files.map((file, index) => ({ filename: `doc-${index + 1}.bin`, blob: file.blob })),
      );
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    const rssDelta = (peakRss - before.rss) / MB;
    const arrayBuffersDelta = (peakArrayBuffers - before.arrayBuffers) / MB;
    console.info(
      `upload of 5 x 10 MB: ${seconds.toFixed(2)} s, peak rss +${rssDelta.toFixed(1)} MB, ` +
        `peak live arrayBuffers +${arrayBuffersDelta.toFixed(1)} MB (client process; the vendor runs in another)`,
    );

    const [upload] = await uploadsOfThisTest();
    expect(upload?.files.map((file) => [file.bytes, file.sha256])).toEqual(
      files.map((file) => [10 * MB, file.sha256]),
    );
    // Holding the five files would take all of them at once. What undici holds in flight varies
    // with how fast the vendor reads: from nothing on a quiet machine to a good part of one file on
    // a loaded one, where the hand-written encoder held one chunk (ADR 028). The resident size also
    // counts the chunks the allocator keeps after use.
    expect(arrayBuffersDelta).toBeLessThan(50);
    expect(rssDelta).toBeLessThan(50);
  });
});
