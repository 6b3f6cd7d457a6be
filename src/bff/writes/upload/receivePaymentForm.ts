import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import '@fastify/multipart';
import { WRITE_PROBLEM_CODES } from '../../../contract/api/problemCodes';
import { DOCUMENT_TYPES, type DocumentMediaType, UPLOAD_LIMITS } from '../../../contract/api/uploads';
import { ATTACHMENTS_FIELD } from '../../../contract/api/writes';
import { HttpProblem } from '../../http/problem';
import { checkFileName, showFileName } from './checkFileName';
import { SNIFF_BYTES, sniffDocumentType } from './sniffDocumentType';
import { makeUploadDir } from './uploadTempDirs';

export type UploadLimits = { -readonly [K in keyof typeof UPLOAD_LIMITS]: number };

/** One attachment, spooled to a private temporary file, its type known from its content. */
export interface SpooledFile {
  name: string;
  size: number;
  mediaType: DocumentMediaType;
  sha256: string;
  path: string;
}

export interface ReceivedForm {
  /** Text fields as sent (validated by the caller). */
  fields: Record<string, string>;
  files: SpooledFile[];
  /** Removes the temporary files; call it however the write ends. */
  cleanup(): Promise<void>;
}

/** Room for the text fields and multipart framing beyond the files themselves. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;
const MAX_TEXT_FIELD_BYTES = 16 * 1024;
const MiB = 1024 * 1024;
const mebibytes = (bytes: number) => `${Math.round((bytes / MiB) * 10) / 10} MiB`;
const accepted = Object.values(DOCUMENT_TYPES)
  .map((type) => type.label)
  .join(', ');

interface Inspected {
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
async function spool(file: Readable, path: string, roomLeft: number): Promise<Inspected> {
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

async function drain(file: Readable): Promise<number> {
  let bytes = 0;
  file.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  file.resume();
  await finished(file);
  return bytes;
}

function tooLarge(code: string, detail: string): HttpProblem {
  // The rest of an oversized body is not worth reading: answer and close the connection.
  return new HttpProblem({ status: 413, code, detail, headers: { connection: 'close' } });
}

/** A multipart or busboy error, told as the problem it is for the person uploading. */
function multipartProblem(error: unknown, limits: UploadLimits): HttpProblem | null {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new HttpProblem({
        status: 413,
        code: WRITE_PROBLEM_CODES.tooManyFiles,
        detail: `A payment update takes at most ${limits.maxFiles} files; this one has more. Send the others in another update.`,
      });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpProblem({
        status: 413,
        code: WRITE_PROBLEM_CODES.malformedUpload,
        detail:
          'The form has more fields than a payment update can have (status, type, condition, description and attachments).',
      });
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return new HttpProblem({
        status: 400,
        code: WRITE_PROBLEM_CODES.malformedUpload,
        detail: 'The upload was cut off or malformed, so nothing was sent to the vendor. Try again.',
      });
    default:
      if (error instanceof Error && /multipart|part terminated|unexpected end/i.test(error.message)) {
        return new HttpProblem({
          status: 400,
          code: WRITE_PROBLEM_CODES.malformedUpload,
          detail: 'The upload was cut off or malformed, so nothing was sent to the vendor. Try again.',
        });
      }
      return null;
  }
}

/**
 * Reads a payment update's multipart body without ever holding a whole file in memory: each file
 * goes to a private temporary file (0600, in a fresh 0700 folder) while it is counted, hashed and
 * its type sniffed from its first bytes. Every limit is checked on the way: at most `maxFiles`
 * files, `maxFileBytes` each, `maxTotalBytes` together, only accepted document types, only safe and
 * distinct names. The first refusal is remembered, the rest of the body drained, and the refusal
 * thrown as a problem naming the file; the temporary files are gone whatever happens.
 */
export async function receivePaymentForm(
  request: FastifyRequest,
  options: { limits?: UploadLimits; tmpRoot?: string } = {},
): Promise<ReceivedForm> {
  const limits = options.limits ?? UPLOAD_LIMITS;
  if (!request.isMultipart()) {
    throw new HttpProblem({
      status: 415,
      code: WRITE_PROBLEM_CODES.multipartRequired,
      detail: 'Send the payment update as multipart/form-data, with the files in the "attachments" field.',
    });
  }
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.maxTotalBytes + FORM_OVERHEAD_BYTES) {
    throw tooLarge(
      WRITE_PROBLEM_CODES.uploadTooLarge,
      `The files of one payment update may add up to ${mebibytes(limits.maxTotalBytes)}; this upload is ${mebibytes(declared)}.`,
    );
  }

  const dir = await makeUploadDir(options.tmpRoot);
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const fields = new Map<string, string>();
  const files: SpooledFile[] = [];
  const seen = new Set<string>();
  let total = 0;
  let fileIndex = -1;
  let refusal: HttpProblem | undefined;
  const refuse = (problem: HttpProblem) => {
    refusal ??= problem;
  };

  try {
    const parts = request.parts({
      preservePath: true,
      limits: {
        files: limits.maxFiles,
        fileSize: limits.maxFileBytes,
        fields: 8,
        parts: limits.maxFiles + 8,
        fieldSize: MAX_TEXT_FIELD_BYTES,
        headerPairs: 50,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (fields.has(part.fieldname)) {
          refuse(invalidField(part.fieldname, 'was sent more than once'));
        } else if (part.valueTruncated) {
          refuse(invalidField(part.fieldname, `is longer than ${MAX_TEXT_FIELD_BYTES / 1024} KiB`));
        } else {
          fields.set(part.fieldname, String(part.value));
        }
        continue;
      }
      fileIndex += 1;
      const index = fileIndex;
      if (refusal) {
        await drain(part.file);
        continue;
      }
      if (part.fieldname !== ATTACHMENTS_FIELD) {
        await drain(part.file);
        refuse(
          invalidField(part.fieldname, `is not a field for files; send files in "${ATTACHMENTS_FIELD}"`),
        );
        continue;
      }
      // Busboy leaves the name out for a part without one, whatever its type says.
      const rawName: string = typeof part.filename === 'string' ? part.filename : '';
      const checked = checkFileName(rawName);
      if (!checked.ok) {
        // A browser sends an empty file input as a nameless, empty file: nothing was chosen.
        const bytes = await drain(part.file);
        if (rawName.trim() === '' && bytes === 0) continue;
        refuse(
          new HttpProblem({
            status: 400,
            code: WRITE_PROBLEM_CODES.unsafeFileName,
            detail: `The file name ${showFileName(rawName)} ${checked.reason}. Rename the file and try again.`,
            errors: [{ path: `attachments[${index}]`, message: `the name ${checked.reason}` }],
          }),
        );
        continue;
      }
      const key = checked.name.toLowerCase();
      if (seen.has(key)) {
        await drain(part.file);
        refuse(
          new HttpProblem({
            status: 400,
            code: WRITE_PROBLEM_CODES.duplicateFileName,
            detail: `Two files are named ${showFileName(checked.name)}; the vendor keeps one file per name. Rename one of them.`,
            errors: [{ path: `attachments[${index}]`, message: 'has the same name as another file' }],
          }),
        );
        continue;
      }
      seen.add(key);

      const path = join(dir, String(index));
      const inspected = await spool(part.file, path, limits.maxTotalBytes - total);
      const shown = showFileName(checked.name);
      if (part.file.truncated) {
        refuse(
          tooLarge(
            WRITE_PROBLEM_CODES.fileTooLarge,
            `The file ${shown} is larger than ${mebibytes(limits.maxFileBytes)}, the most the vendor takes per file. Send a smaller copy (a lower scan resolution, a compressed PDF).`,
          ),
        );
      } else if (inspected.size === 0) {
        refuse(
          new HttpProblem({
            status: 400,
            code: WRITE_PROBLEM_CODES.emptyFile,
            detail: `The file ${shown} is empty. Choose the file again; it may not have finished saving.`,
            errors: [{ path: `attachments[${index}]`, message: 'is empty' }],
          }),
        );
      } else if (inspected.overTotal) {
        refuse(
          tooLarge(
            WRITE_PROBLEM_CODES.uploadTooLarge,
            `The files of one payment update may add up to ${mebibytes(limits.maxTotalBytes)}; with ${shown} they are more. Send some of them in another update.`,
          ),
        );
      } else if (!inspected.mediaType) {
        refuse(
          new HttpProblem({
            status: 415,
            code: WRITE_PROBLEM_CODES.unsupportedFileType,
            detail: `The file ${shown} is ${inspected.looksLike ?? 'of an unknown kind'}, whatever its name says; only ${accepted} documents are accepted.`,
            errors: [
              { path: `attachments[${index}]`, message: `is ${inspected.looksLike ?? 'of an unknown kind'}` },
            ],
          }),
        );
      } else {
        total += inspected.size;
        files.push({
          name: checked.name,
          size: inspected.size,
          mediaType: inspected.mediaType,
          sha256: inspected.sha256,
          path,
        });
      }
    }
  } catch (error) {
    await cleanup();
    throw multipartProblem(error, limits) ?? error;
  }
  if (refusal) {
    await cleanup();
    throw refusal;
  }
  return { fields: Object.fromEntries(fields), files, cleanup };
}

function invalidField(name: string, message: string): HttpProblem {
  const shown = JSON.stringify(name.slice(0, 60));
  return new HttpProblem({
    status: 400,
    code: WRITE_PROBLEM_CODES.invalidInput,
    detail: `The form field ${shown} ${message}.`,
    errors: [{ path: name.slice(0, 60), message }],
  });
}
