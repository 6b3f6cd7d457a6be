import { WRITE_PROBLEM_CODES } from '../../../contract/api/problemCodes';
import { DOCUMENT_TYPES, type DocumentMediaType, type UPLOAD_LIMITS } from '../../../contract/api/uploads';
import { ATTACHMENTS_FIELD } from '../../../contract/api/writes';
import { HttpProblem } from '../../http/problem';
import { showFileName } from './checkFileName';
import type { Inspected } from './spoolUpload';

export type UploadLimits = { -readonly [K in keyof typeof UPLOAD_LIMITS]: number };

const MiB = 1024 * 1024;
export const mebibytes = (bytes: number) => `${Math.round((bytes / MiB) * 10) / 10} MiB`;
const accepted = Object.values(DOCUMENT_TYPES)
  .map((type) => type.label)
  .join(', ');

export function tooLarge(code: string, detail: string): HttpProblem {
  // The rest of an oversized body is not worth reading: answer and close the connection.
  return new HttpProblem({ status: 413, code, detail, headers: { connection: 'close' } });
}

export function invalidField(name: string, message: string): HttpProblem {
  const shown = JSON.stringify(name.slice(0, 60));
  return new HttpProblem({
    status: 400,
    code: WRITE_PROBLEM_CODES.invalidInput,
    detail: `The form field ${shown} ${message}.`,
    errors: [{ path: name.slice(0, 60), message }],
  });
}

export function notAFileField(name: string): HttpProblem {
  return invalidField(name, `is not a field for files; send files in "${ATTACHMENTS_FIELD}"`);
}

export function unsafeFileName(rawName: string, reason: string, index: number): HttpProblem {
  return new HttpProblem({
    status: 400,
    code: WRITE_PROBLEM_CODES.unsafeFileName,
    detail: `The file name ${showFileName(rawName)} ${reason}. Rename the file and try again.`,
    errors: [{ path: `attachments[${index}]`, message: `the name ${reason}` }],
  });
}

export function duplicateFileName(name: string, index: number): HttpProblem {
  return new HttpProblem({
    status: 400,
    code: WRITE_PROBLEM_CODES.duplicateFileName,
    detail: `Two files are named ${showFileName(name)}; the vendor keeps one file per name. Rename one of them.`,
    errors: [{ path: `attachments[${index}]`, message: 'has the same name as another file' }],
  });
}

/**
 * A file read whole: its accepted document type, or why it is refused (too large, empty, over the
 * total or of a kind not taken).
 */
export function acceptSpooledFile(
  name: string,
  index: number,
  inspected: Inspected,
  truncated: boolean,
  limits: UploadLimits,
): DocumentMediaType | HttpProblem {
  const shown = showFileName(name);
  if (truncated) {
    return tooLarge(
      WRITE_PROBLEM_CODES.fileTooLarge,
      `The file ${shown} is larger than ${mebibytes(limits.maxFileBytes)}, the most the vendor takes per file. Send a smaller copy (a lower scan resolution, a compressed PDF).`,
    );
  }
  if (inspected.size === 0) {
    return new HttpProblem({
      status: 400,
      code: WRITE_PROBLEM_CODES.emptyFile,
      detail: `The file ${shown} is empty. Choose the file again; it may not have finished saving.`,
      errors: [{ path: `attachments[${index}]`, message: 'is empty' }],
    });
  }
  if (inspected.overTotal) {
    return tooLarge(
      WRITE_PROBLEM_CODES.uploadTooLarge,
      `The files of one payment update may add up to ${mebibytes(limits.maxTotalBytes)}; with ${shown} they are more. Send some of them in another update.`,
    );
  }
  if (inspected.mediaType) return inspected.mediaType;
  const kind = inspected.looksLike ?? 'of an unknown kind';
  return new HttpProblem({
    status: 415,
    code: WRITE_PROBLEM_CODES.unsupportedFileType,
    detail: `The file ${shown} is ${kind}, whatever its name says; only ${accepted} documents are accepted.`,
    errors: [{ path: `attachments[${index}]`, message: `is ${kind}` }],
  });
}

const CUT_OFF = 'The upload was cut off or malformed, so nothing was sent to the vendor. Try again.';

/** A multipart or busboy error, told as the problem it is for the person uploading. */
export function multipartProblem(error: unknown, limits: UploadLimits): HttpProblem | null {
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
      return new HttpProblem({ status: 400, code: WRITE_PROBLEM_CODES.malformedUpload, detail: CUT_OFF });
    default:
      if (error instanceof Error && /multipart|part terminated|unexpected end/i.test(error.message)) {
        return new HttpProblem({ status: 400, code: WRITE_PROBLEM_CODES.malformedUpload, detail: CUT_OFF });
      }
      return null;
  }
}
