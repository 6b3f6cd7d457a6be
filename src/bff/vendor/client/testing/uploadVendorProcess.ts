// A stand-in vendor for the payment update of a request, run in its own process (`node --import
// tsx`), so that a test measuring the client's memory measures the client alone. It parses the
// multipart body with an independent parser (busboy, through @fastify/multipart) and hashes every
// file as it streams in. It prints its base address on the first line of stdout.
import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';

export interface UploadedFile {
  field: string;
  filename: string;
  contentType: string;
  bytes: number;
  sha256: string;
}

export interface ReceivedUpload {
  url: string;
  contentLength: string | null;
  transferEncoding: string | null;
  authorization: string | null;
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

/** The request code that makes this vendor refuse the update inside a 200 envelope. */
const REFUSING_CODE = 'REFUSE';

const MB = 1024 * 1024;
const uploads: ReceivedUpload[] = [];
const app = Fastify();
await app.register(multipart, { limits: { fileSize: 64 * MB, files: 10 } });

app.put<{ Params: { code: string } }>('/api/v2/request/:code/updatePayment', async (request) => {
  const upload: ReceivedUpload = {
    url: request.url,
    contentLength: request.headers['content-length'] ?? null,
    transferEncoding: request.headers['transfer-encoding'] ?? null,
    authorization: request.headers.authorization ?? null,
    fields: {},
    files: [],
  };
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      upload.fields[part.fieldname] = part.value;
      continue;
    }
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of part.file) {
      const data = chunk as Buffer;
      hash.update(data);
      bytes += data.length;
    }
    upload.files.push({
      field: part.fieldname,
      filename: part.filename,
      contentType: part.mimetype,
      bytes,
      sha256: hash.digest('hex'),
    });
  }
  uploads.push(upload);
  if (request.params.code === REFUSING_CODE) {
    return { data: { success: false }, error: { message: 'Pedido não encontrado' } };
  }
  return { data: { success: true }, error: null };
});

app.get('/uploads', async () => uploads);

const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
// The test holds stdin open; when it ends (test finished, or killed) this process ends too.
process.stdin.resume();
process.stdin.on('close', () => void app.close().then(() => process.exit(0)));
