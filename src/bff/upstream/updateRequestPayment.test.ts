import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { ReadableStream } from 'node:stream/web';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUpstreamClient } from './createUpstreamClient';
import { AttachmentStreamError, UpstreamRejected, UpstreamUsageError } from './errors';
import type { ReceivedUpload } from './testing/uploadVendorProcess';

const token = 'multipart-token-5150';
const MB = 1024 * 1024;
let vendorProcess: ChildProcess | undefined;
let baseUrl = '';
let seenBefore = 0;

/**
 * The test vendor runs in a child process (testing/uploadVendorProcess.ts): it parses each upload
 * with busboy and hashes every file, and this process's memory then shows the client alone.
 */
beforeAll(async () => {
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

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

describe('updateRequestPayment', () => {
  it('sends the fields and every attachment intact, with a Content-Length when sizes are known', async () => {
    const client = createUpstreamClient({ baseUrl, token });
    const pdf = Buffer.from('%PDF-1.4 comprovante de pagamento\n');
    const image = patterned(1, 300_000);
    const result = await client.updateRequestPayment(
      'ORD 2024/7',
      { status: 'received', type: 'pix', condition: 'À vista', description: 'Pago em 2 partes\r\nlinha 2' },
      [
        {
          filename: 'comprovante.pdf',
          contentType: 'application/pdf',
          size: pdf.length,
          stream: Readable.from([pdf]),
        },
        { filename: 'foto.png', contentType: 'image/png', size: 300_000, stream: image.stream },
      ],
    );

    expect(result.response).toEqual({ data: { success: true }, error: null });
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

  it('streams files of unknown size chunked, from Node and web streams alike', async () => {
    const client = createUpstreamClient({ baseUrl, token });
    const bytes = Buffer.from('web stream contents');
    const web = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(bytes));
        controller.close();
      },
    });
    await client.updateRequestPayment('ORD-1', {}, [
      { filename: 'a.txt', contentType: 'text/plain', stream: web },
      { filename: 'b.bin', stream: Readable.from([Buffer.from('node')]) },
    ]);
    const [upload] = await uploadsOfThisTest();
    expect(upload?.contentLength).toBeNull();
    expect(upload?.transferEncoding).toBe('chunked');
    expect(upload?.fields).toEqual({});
    expect(upload?.files.map((file) => [file.filename, file.contentType, file.bytes])).toEqual([
      ['a.txt', 'text/plain', bytes.length],
      ['b.bin', 'application/octet-stream', 4],
    ]);
  });

  it('escapes quotes, CR and LF in file names as browsers do, so no name can inject a header', async () => {
    const client = createUpstreamClient({ baseUrl, token });
    const evil = 'x.pdf"\r\nX-Injected: yes\r\n\r\n<script>';
    await client.updateRequestPayment('ORD-1', { status: 'requested' }, [
      { filename: evil, contentType: 'application/pdf', stream: Readable.from([Buffer.from('1')]) },
      {
        filename: 'relatório "final" – maio.pdf',
        contentType: 'application/pdf',
        stream: Readable.from([Buffer.from('2')]),
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
    const file = () => ({ filename: 'a.pdf', stream: Readable.from([Buffer.from('a')]) });
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

  it('cuts the upload off when a file delivers other than its declared size', async () => {
    const client = createUpstreamClient({ baseUrl, token });
    const short = client.updateRequestPayment('ORD-1', { status: 'received' }, [
      { filename: 'short.pdf', size: 10, stream: Readable.from([Buffer.from('12345')]) },
    ]);
    await expect(short).rejects.toThrow(AttachmentStreamError);
    await expect(short).rejects.toThrow(/5 of its declared 10 bytes/);
    const failing = new Readable({
      read() {
        this.destroy(new Error('disk gone'));
      },
    });
    const broken = client.updateRequestPayment('ORD-1', {}, [{ filename: 'broken.pdf', stream: failing }]);
    await expect(broken).rejects.toThrow(/broken.pdf" could not be read/);
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
    const files = [1, 2, 3, 4, 5].map((seed) => patterned(seed, 10 * MB));
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakArrayBuffers = before.arrayBuffers;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakArrayBuffers = Math.max(peakArrayBuffers, now.arrayBuffers);
    }, 5);
    const started = performance.now();
    try {
      await client.updateRequestPayment(
        'ORD-1',
        { status: 'received' },
        files.map((file, index) => ({
          filename: `doc-${index + 1}.bin`,
          size: 10 * MB,
          stream: file.stream,
        })),
      );
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    const rssDelta = (peakRss - before.rss) / MB;
    const arrayBuffersDelta = (peakArrayBuffers - before.arrayBuffers) / MB;
    console.info(
      `upload of 5 x 10 MB: ${seconds.toFixed(2)} s, peak rss +${rssDelta.toFixed(1)} MB, ` +
        `peak arrayBuffers +${arrayBuffersDelta.toFixed(1)} MB (client process; the vendor runs in another)`,
    );

    const [upload] = await uploadsOfThisTest();
    expect(upload?.files.map((file) => [file.bytes, file.sha256])).toEqual(
      files.map((file) => [10 * MB, file.sha256]),
    );
    // Buffering even one file would add 10 MB of array buffers; all five, 50 MB.
    expect(arrayBuffersDelta).toBeLessThan(5);
    expect(rssDelta).toBeLessThan(30);
  });
});
