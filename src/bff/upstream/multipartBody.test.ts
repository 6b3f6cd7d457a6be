import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AttachmentStreamError } from './errors';
import { createMultipartBody, escapeMultipartName } from './multipartBody';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('escapeMultipartName', () => {
  it('percent-encodes exactly the characters that could end the parameter or the header line', () => {
    expect(escapeMultipartName('a"b\r\nc.pdf')).toBe('a%22b%0D%0Ac.pdf');
    expect(escapeMultipartName('relatório – 50%.pdf')).toBe('relatório – 50%.pdf');
  });
});

describe('createMultipartBody', () => {
  it('frames fields and files per RFC 7578 with a random boundary', async () => {
    const first = createMultipartBody([['status', 'received']], []);
    const second = createMultipartBody([['status', 'received']], []);
    expect(first.contentType).toMatch(/^multipart\/form-data; boundary=----PainelFormBoundary[0-9a-f]{32}$/);
    expect(first.contentType).not.toBe(second.contentType);

    const body = createMultipartBody(
      [['condition', 'À vista']],
      [
        {
          field: 'attachments',
          filename: 'a"b.txt',
          contentType: 'text/plain',
          size: 5,
          stream: Readable.from([Buffer.from('hello')]),
        },
      ],
    );
    const boundary = body.contentType.split('boundary=')[1] ?? '';
    const bytes = await collect(body.stream);
    expect(bytes.toString()).toBe(
      `--${boundary}\r\nContent-Disposition: form-data; name="condition"\r\n\r\nÀ vista\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="a%22b.txt"\r\n` +
        `Content-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`,
    );
    expect(body.contentLength).toBe(bytes.length);
  });

  it('is read back intact by an independent parser (undici FormData)', async () => {
    const binary = Buffer.from(Array.from({ length: 70_000 }, (_, index) => (index * 13) & 0xff));
    const body = createMultipartBody(
      [
        ['status', 'requested'],
        ['description', 'linha 1\r\nlinha 2'],
      ],
      [
        {
          field: 'attachments',
          filename: 'x.bin',
          contentType: 'application/octet-stream',
          stream: Readable.from([binary.subarray(0, 30_000), binary.subarray(30_000)]),
        },
        {
          field: 'attachments',
          filename: 'vazio.txt',
          contentType: 'text/plain',
          size: 0,
          stream: Readable.from([]),
        },
      ],
    );
    expect(body.contentLength).toBeUndefined();
    const form = await new Response(Readable.toWeb(body.stream) as ReadableStream, {
      headers: { 'content-type': body.contentType },
    }).formData();
    expect(form.get('status')).toBe('requested');
    expect(form.get('description')).toBe('linha 1\r\nlinha 2');
    const [file, empty] = form.getAll('attachments') as File[];
    expect(file?.name).toBe('x.bin');
    expect(Buffer.from(await (file as File).arrayBuffer()).equals(binary)).toBe(true);
    expect(empty?.name).toBe('vazio.txt');
    expect(empty?.size).toBe(0);
  });

  it('fails with AttachmentStreamError when a file exceeds its declared size', async () => {
    const body = createMultipartBody(
      [],
      [
        {
          field: 'attachments',
          filename: 'big.pdf',
          contentType: 'application/pdf',
          size: 2,
          stream: Readable.from([Buffer.from('12345')]),
        },
      ],
    );
    await expect(collect(body.stream)).rejects.toThrow(AttachmentStreamError);
  });

  it('destroys every file, read or not, when the body is abandoned', async () => {
    const files = [0, 1, 2].map(() => Readable.from([Buffer.alloc(100_000)]));
    const body = createMultipartBody(
      [],
      files.map((stream, index) => ({
        field: 'attachments',
        filename: `f${index}`,
        contentType: 'application/pdf',
        stream,
      })),
    );
    body.stream.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    expect(files.map((file) => file.destroyed)).toEqual([true, true, true]);
  });

  it('refuses a content type that would break the part header', () => {
    expect(() =>
      createMultipartBody(
        [],
        [{ field: 'attachments', filename: 'a', contentType: 'a/b\r\nX: y', stream: Readable.from([]) }],
      ),
    ).toThrow(TypeError);
  });
});
