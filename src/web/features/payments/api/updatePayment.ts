import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../../contract/api/session';
import {
  ATTACHMENTS_FIELD,
  BASE_VERSION_FIELD,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_REPLAYED_HEADER,
  type PaymentUpdateFields,
  writeOutcome,
  type WriteOutcome,
} from '../../../../contract/api/writes';
import { fileProgress } from './fileProgress';
import { PaymentNetworkError, writeErrorOf } from './writeError';

export function updatePaymentUrl(code: string): string {
  return `/api/requests/order/${encodeURIComponent(code)}/payment`;
}

export interface PaymentUpdateInput {
  code: string;
  /** Only the fields to change; an absent field keeps the vendor's value. */
  fields: PaymentUpdateFields;
  /** The version of the request the form was opened on (ADR 035). */
  baseVersion: number;
  files: readonly File[];
  /** One per submission, the same on every retry of it: the server then applies it once. */
  idempotencyKey: string;
  /** How far each file has gone (0 to 1), in the order of `files`. */
  onProgress?: (perFile: number[]) => void;
  signal?: AbortSignal;
}

export interface PaymentUpdateResult {
  outcome: WriteOutcome;
  /** The server had already applied this submission and answered it again. */
  replayed: boolean;
}

/**
 * PUT /api/requests/order/:code/payment as multipart/form-data. XMLHttpRequest rather than fetch:
 * only it reports upload progress, which a person sending five 10 MiB scans needs to see.
 */
export function updatePayment(input: PaymentUpdateInput): Promise<PaymentUpdateResult> {
  const body = new FormData();
  // Text fields first, files last: fileProgress relies on that order.
  body.append(BASE_VERSION_FIELD, String(input.baseVersion));
  for (const [name, value] of Object.entries(input.fields)) {
    if (typeof value === 'string') body.append(name, value);
  }
  for (const file of input.files) body.append(ATTACHMENTS_FIELD, file, file.name);
  const sizes = input.files.map((file) => file.size);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', updatePaymentUrl(input.code));
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, CSRF_HEADER_VALUE);
    xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, input.idempotencyKey);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) input.onProgress?.(fileProgress(event.loaded, event.total, sizes));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve({
            outcome: writeOutcome.parse(JSON.parse(xhr.responseText)),
            replayed: xhr.getResponseHeader(IDEMPOTENCY_REPLAYED_HEADER) === 'true',
          });
        } catch (error) {
          reject(error);
        }
        return;
      }
      reject(writeErrorOf(xhr.status, xhr.responseText, xhr.getResponseHeader('retry-after')));
    });
    xhr.addEventListener('error', () => reject(new PaymentNetworkError()));
    xhr.addEventListener('timeout', () => reject(new PaymentNetworkError()));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    if (input.signal) {
      if (input.signal.aborted) {
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
        return;
      }
      input.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}
