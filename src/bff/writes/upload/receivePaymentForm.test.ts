import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { problemDocument } from '../../../contract/api/problem';
import { installErrorHandler } from '../../http/errorHandler';
import { documents, type FormFile, multipartBody, sha256 } from '../testing/documents';
import { receivePaymentForm, type UploadLimits } from './receivePaymentForm';

const limits: UploadLimits = {
  maxFiles: 5,
  maxFileBytes: 4096,
  maxTotalBytes: 10_000,
  maxFileNameLength: 180,
};

describe('receivePaymentForm', () => {
  let app: FastifyInstance;
  let url: string;
  let tmpRoot: string;
  const seenModes: number[] = [];

  beforeAll(async () => {
    tmpRoot = await mkdtemp(join(tmpdir(), 'painel-upload-test-'));
    app = Fastify({ logger: false });
    installErrorHandler(app);
    await app.register(fastifyMultipart, { throwFileSizeLimit: false });
    app.put('/upload', async (request) => {
      const form = await receivePaymentForm(request, { limits, tmpRoot });
      try {
        for (const file of form.files) seenModes.push((await stat(file.path)).mode & 0o777);
        return { fields: form.fields, files: form.files.map(({ path: _path, ...file }) => file) };
      } finally {
        await form.cleanup();
      }
    });
    url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/upload`;
  });
  afterAll(async () => {
    await app.close();
    await rm(tmpRoot, { recursive: true, force: true });
  });
  afterEach(async () => {
    // Whatever happened, no upload leaves a file behind.
    expect(await readdir(tmpRoot)).toEqual([]);
  });

  async function send(fields: Record<string, string>, files: FormFile[]) {
    const body = await multipartBody(fields, files);
    const response = await fetch(url, { method: 'PUT', headers: body.headers, body: body.payload });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  async function refusal(fields: Record<string, string>, files: FormFile[]) {
    const { status, body } = await send(fields, files);
    return { status, problem: problemDocument.parse(body) };
  }

  it('streams files to private temporary files, typed by content, hashed and counted', async () => {
    const pdf = documents.pdf(3000);
    const png = documents.png(900);
    const { status, body } = await send({ status: 'received', description: 'Pago via PIX' }, [
      { name: 'recibo.pdf', bytes: pdf, type: 'image/png' },
      { name: 'comprovante.png', bytes: png },
    ]);
    expect(status).toBe(200);
    expect(body).toEqual({
      fields: { status: 'received', description: 'Pago via PIX' },
      files: [
        { name: 'recibo.pdf', size: 3000, mediaType: 'application/pdf', sha256: sha256(pdf) },
        { name: 'comprovante.png', size: 900, mediaType: 'image/png', sha256: sha256(png) },
      ],
    });
    expect(seenModes).toEqual([0o600, 0o600]);
  });

  it('refuses a sixth file', async () => {
    const files = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, bytes: documents.pdf(100) }));
    const { status, problem } = await refusal({}, files);
    expect(status).toBe(413);
    expect(problem.code).toBe('too_many_files');
    expect(problem.detail).toContain('at most 5 files');
  });

  it('refuses a file over the per-file limit, naming it', async () => {
    const { status, problem } = await refusal({}, [
      { name: 'ok.pdf', bytes: documents.pdf(100) },
      { name: 'huge-scan.pdf', bytes: documents.pdf(limits.maxFileBytes + 1) },
    ]);
    expect(status).toBe(413);
    expect(problem.code).toBe('file_too_large');
    expect(problem.detail).toContain('"huge-scan.pdf"');
  });

  it('refuses files that together exceed the total limit', async () => {
    const files = [0, 1, 2].map((i) => ({ name: `part-${i}.pdf`, bytes: documents.pdf(4000) }));
    const { status, problem } = await refusal({}, files);
    expect(status).toBe(413);
    expect(problem.code).toBe('upload_too_large');
    expect(problem.detail).toContain('"part-2.pdf"');
  });

  it('refuses a body whose declared length is far beyond the limits before reading it', async () => {
    const body = await multipartBody({}, [{ name: 'big.pdf', bytes: documents.pdf(1_100_000) }]);
    const response = await app.inject({
      method: 'PUT',
      url: '/upload',
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'upload_too_large' });
  });

  it('refuses a disguised executable by its content, whatever its name and claimed type', async () => {
    const { status, problem } = await refusal({}, [
      { name: 'recibo.pdf', bytes: documents.windowsProgram(), type: 'application/pdf' },
    ]);
    expect(status).toBe(415);
    expect(problem.code).toBe('unsupported_file_type');
    expect(problem.detail).toBe(
      'The file "recibo.pdf" is a Windows program, whatever its name says; only PDF, PNG, JPEG, WebP documents are accepted.',
    );
    expect(problem.errors).toEqual([{ path: 'attachments[0]', message: 'is a Windows program' }]);
  });

  it('refuses HTML and SVG dressed as images', async () => {
    const { problem } = await refusal({}, [
      { name: 'logo.png', bytes: documents.svg(), type: 'image/svg+xml' },
    ]);
    expect(problem.code).toBe('unsupported_file_type');
    expect(problem.detail).toContain('HTML, SVG or XML text');
  });

  it('refuses a file name with a path, and says which', async () => {
    const { status, problem } = await refusal({}, [
      { name: '../../etc/cron.d/evil.pdf', bytes: documents.pdf() },
    ]);
    expect(status).toBe(400);
    expect(problem.code).toBe('unsafe_file_name');
    expect(problem.detail).toContain('"../../etc/cron.d/evil.pdf" contains a folder path');
  });

  it('refuses two files with one name (the vendor keeps one per name)', async () => {
    const { problem } = await refusal({}, [
      { name: 'Recibo.pdf', bytes: documents.pdf() },
      { name: 'recibo.PDF', bytes: documents.pdf() },
    ]);
    expect(problem.code).toBe('duplicate_file_name');
  });

  it('refuses an empty file, but skips the nameless empty part of an unused file input', async () => {
    expect((await refusal({}, [{ name: 'vazio.pdf', bytes: Buffer.alloc(0) }])).problem.code).toBe(
      'empty_file',
    );
    const { status, body } = await send({ status: 'requested' }, [{ name: '', bytes: Buffer.alloc(0) }]);
    expect(status).toBe(200);
    expect(body).toEqual({ fields: { status: 'requested' }, files: [] });
  });

  it('refuses files in another field and a text field sent twice', async () => {
    const other = await refusal({}, [{ name: 'a.pdf', bytes: documents.pdf(), field: 'file' }]);
    expect(other.problem).toMatchObject({ code: 'invalid_input' });
    expect(other.problem.detail).toContain('"file" is not a field for files');

    const form = new FormData();
    form.append('status', 'received');
    form.append('status', 'cancelled');
    const twice = new Response(form);
    const response = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': twice.headers.get('content-type') ?? '' },
      body: Buffer.from(await twice.arrayBuffer()),
    });
    expect(problemDocument.parse(await response.json()).detail).toBe(
      'The form field "status" was sent more than once.',
    );
  });

  it('refuses a body that is not multipart, and one that is cut off', async () => {
    const json = await app.inject({ method: 'PUT', url: '/upload', payload: { status: 'received' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'multipart_required' });

    const body = await multipartBody({ status: 'received' }, [{ name: 'a.pdf', bytes: documents.pdf(3000) }]);
    const cut = body.payload.subarray(0, 1500);
    const response = await app.inject({
      method: 'PUT',
      url: '/upload',
      headers: { ...body.headers, 'content-length': String(cut.length) },
      payload: cut,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'malformed_upload' });
  });
});
