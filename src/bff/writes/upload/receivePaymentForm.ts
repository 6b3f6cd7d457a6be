import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import '@fastify/multipart';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { WRITE_PROBLEM_CODES } from '../../../contract/api/problemCodes';
import { type DocumentMediaType, UPLOAD_LIMITS } from '../../../contract/api/uploads';
import { ATTACHMENTS_FIELD } from '../../../contract/api/writes';
import { HttpProblem } from '../../http/problem';
import { checkFileName } from './checkFileName';
import { drain, spool } from './spoolUpload';
import {
  duplicateFileName,
  invalidField,
  mebibytes,
  multipartProblem,
  notAFileField,
  acceptSpooledFile,
  tooLarge,
  type UploadLimits,
  unsafeFileName,
} from './uploadProblems';
import { makeUploadDir } from './uploadTempDirs';

export type { UploadLimits } from './uploadProblems';

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

/** What the files read so far have taken: names (case-blind) and bytes. */
interface Received {
  dir: string;
  limits: UploadLimits;
  names: Set<string>;
  bytes: number;
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
  refuseBeforeReading(request, limits);

  const dir = await makeUploadDir(options.tmpRoot);
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const fields = new Map<string, string>();
  const files: SpooledFile[] = [];
  const received: Received = { dir, limits, names: new Set(), bytes: 0 };
  let fileIndex = -1;
  let refusal: HttpProblem | undefined;

  try {
    for await (const part of request.parts({ preservePath: true, limits: partLimits(limits) })) {
      if (part.type === 'field') {
        refusal ??= keepField(fields, part) ?? undefined;
        continue;
      }
      fileIndex += 1;
      if (refusal) {
        await drain(part.file);
        continue;
      }
      const outcome = await receiveFile(part, fileIndex, received);
      if (outcome instanceof HttpProblem) refusal = outcome;
      else if (outcome) files.push(outcome);
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

/** What the headers alone refuse: a body that is not a form, or one declared too large. */
function refuseBeforeReading(request: FastifyRequest, limits: UploadLimits): void {
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
}

function partLimits(limits: UploadLimits) {
  return {
    files: limits.maxFiles,
    fileSize: limits.maxFileBytes,
    fields: 8,
    parts: limits.maxFiles + 8,
    fieldSize: MAX_TEXT_FIELD_BYTES,
    headerPairs: 50,
  };
}

/** Keeps a text field, once; a repeated or cut field is refused. */
function keepField(fields: Map<string, string>, part: MultipartValue): HttpProblem | null {
  if (fields.has(part.fieldname)) return invalidField(part.fieldname, 'was sent more than once');
  if (part.valueTruncated) {
    return invalidField(part.fieldname, `is longer than ${MAX_TEXT_FIELD_BYTES / 1024} KiB`);
  }
  fields.set(part.fieldname, String(part.value));
  return null;
}

/**
 * One file part: its field and name checked before a byte is written, then spooled and checked
 * whole. Null for a browser's empty file input (a nameless, empty file: nothing was chosen).
 */
async function receiveFile(
  part: MultipartFile,
  index: number,
  received: Received,
): Promise<SpooledFile | HttpProblem | null> {
  if (part.fieldname !== ATTACHMENTS_FIELD) {
    await drain(part.file);
    return notAFileField(part.fieldname);
  }
  // Busboy leaves the name out for a part without one, whatever its type says.
  const rawName: string = typeof part.filename === 'string' ? part.filename : '';
  const checked = checkFileName(rawName);
  if (!checked.ok) {
    const bytes = await drain(part.file);
    return rawName.trim() === '' && bytes === 0 ? null : unsafeFileName(rawName, checked.reason, index);
  }
  const key = checked.name.toLowerCase();
  if (received.names.has(key)) {
    await drain(part.file);
    return duplicateFileName(checked.name, index);
  }
  received.names.add(key);

  const path = join(received.dir, String(index));
  const inspected = await spool(part.file, path, received.limits.maxTotalBytes - received.bytes);
  const mediaType = acceptSpooledFile(checked.name, index, inspected, part.file.truncated, received.limits);
  if (mediaType instanceof HttpProblem) return mediaType;
  received.bytes += inspected.size;
  return { name: checked.name, size: inspected.size, mediaType, sha256: inspected.sha256, path };
}
