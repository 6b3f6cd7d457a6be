import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { AttachmentStreamError } from './errors';

export interface MultipartFile {
  /** The form field the file belongs to. */
  field: string;
  filename: string;
  contentType: string;
  /** Known size in bytes; when every file has one the body gets a Content-Length. */
  size?: number;
  stream: Readable | ReadableStream<Uint8Array>;
}

export interface MultipartBody {
  /** The Content-Type header, with the boundary. */
  contentType: string;
  /** Set only when every file declared its size, so the vendor need not accept chunked uploads. */
  contentLength: number | undefined;
  /** The encoded body; produces bytes only as fast as its reader takes them. */
  stream: Readable;
}

const CRLF = '\r\n';

/**
 * Escapes a field name or file name for a Content-Disposition parameter the way browsers do
 * (WHATWG HTML's multipart/form-data encoding, the percent-encoding RFC 7578 section 2 allows):
 * `"`, CR and LF become %22, %0D and %0A, so a name can never close the quoted string or start a
 * header of its own. Everything else, non-ASCII included, is sent as UTF-8.
 */
export function escapeMultipartName(name: string): string {
  return name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/**
 * Encodes text fields and files as multipart/form-data without ever holding a whole file: each
 * file's stream is read only when the consumer asks for more bytes. A file whose stream fails, or
 * delivers a different number of bytes than its declared size, ends the body with an
 * AttachmentStreamError; files not yet reached are then destroyed, never left open.
 */
export function createMultipartBody(
  fields: readonly (readonly [string, string])[],
  files: readonly MultipartFile[],
): MultipartBody {
  for (const file of files) {
    if (/[\r\n]/.test(file.contentType)) throw new TypeError('A content type cannot contain a line break.');
  }
  const boundary = `----PainelFormBoundary${randomBytes(16).toString('hex')}`;
  const fieldParts = fields.map(([name, value]) =>
    Buffer.from(
      `--${boundary}${CRLF}Content-Disposition: form-data; name="${escapeMultipartName(name)}"${CRLF}${CRLF}${value}${CRLF}`,
    ),
  );
  const fileHeads = files.map((file) =>
    Buffer.from(
      `--${boundary}${CRLF}Content-Disposition: form-data; name="${escapeMultipartName(file.field)}"; ` +
        `filename="${escapeMultipartName(file.filename)}"${CRLF}Content-Type: ${file.contentType}${CRLF}${CRLF}`,
    ),
  );
  const fileTail = Buffer.from(CRLF);
  const closing = Buffer.from(`--${boundary}--${CRLF}`);
  const sources = files.map((file) =>
    file.stream instanceof Readable ? file.stream : Readable.fromWeb(file.stream),
  );

  const sizes = files.map((file) => file.size);
  const contentLength = sizes.every((size): size is number => size !== undefined)
    ? fieldParts.reduce((sum, part) => sum + part.length, 0) +
      fileHeads.reduce((sum, head) => sum + head.length, 0) +
      sizes.reduce((sum, size) => sum + size, 0) +
      files.length * fileTail.length +
      closing.length
    : undefined;

  let started = false;
  let next = 0;
  let current: Readable | undefined;

  const body: Readable = new Readable({
    read() {
      if (!started) {
        started = true;
        for (const part of fieldParts) body.push(part);
        startFile();
      } else {
        current?.resume();
      }
    },
    destroy(error, callback) {
      // However the body ends (sent, failed, or abandoned before it started), no file stays open.
      for (const source of sources) source.destroy();
      callback(error);
    },
  });

  const fail = (error: AttachmentStreamError) => body.destroy(error);

  // Each file is read through 'data' events, paused whenever the body's buffer is full and resumed
  // when its reader asks for more: one chunk in flight, never a copy (an async iterator would
  // concatenate buffered chunks into new ones).
  function startFile(): void {
    const index = next;
    next += 1;
    const file = files[index];
    const source = sources[index];
    if (file === undefined || source === undefined) {
      body.push(closing);
      body.push(null);
      return;
    }
    current = source;
    if (source.readableEnded || source.destroyed) {
      fail(
        new AttachmentStreamError(`Attachment "${file.filename}" was already read or closed.`, file.filename),
      );
      return;
    }
    body.push(fileHeads[index]);
    let sent = 0;
    source.on('data', (chunk: unknown) => {
      if (body.destroyed) return;
      const bytes = toBuffer(chunk);
      sent += bytes.length;
      if (file.size !== undefined && sent > file.size) {
        fail(
          new AttachmentStreamError(
            `Attachment "${file.filename}" delivered more than its declared ${file.size} bytes.`,
            file.filename,
          ),
        );
        return;
      }
      if (!body.push(bytes)) source.pause();
    });
    source.once('end', () => {
      if (body.destroyed) return;
      if (file.size !== undefined && sent !== file.size) {
        fail(
          new AttachmentStreamError(
            `Attachment "${file.filename}" delivered ${sent} of its declared ${file.size} bytes.`,
            file.filename,
          ),
        );
        return;
      }
      current = undefined;
      body.push(fileTail);
      startFile();
    });
    source.on('error', (error) => {
      fail(
        new AttachmentStreamError(`Attachment "${file.filename}" could not be read.`, file.filename, {
          cause: error,
        }),
      );
    });
    source.resume();
  }

  return { contentType: `multipart/form-data; boundary=${boundary}`, contentLength, stream: body };
}

function toBuffer(chunk: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  if (typeof chunk === 'string') return Buffer.from(chunk);
  throw new TypeError('An attachment stream must produce bytes.');
}
