/**
 * The stable `code`s of the problems the write, statuses and governor routes answer, so the SPA can
 * switch on them (and say them in the reader's language) rather than parse sentences.
 */
export const WRITE_PROBLEM_CODES = {
  /** A field of the request is invalid; `errors` names each. */
  invalidInput: 'invalid_input',
  /** More attachments than UPLOAD_LIMITS.maxFiles. */
  tooManyFiles: 'too_many_files',
  /** One file over UPLOAD_LIMITS.maxFileBytes. */
  fileTooLarge: 'file_too_large',
  /** All files together over UPLOAD_LIMITS.maxTotalBytes. */
  uploadTooLarge: 'upload_too_large',
  /** A file whose content is none of DOCUMENT_MEDIA_TYPES. */
  unsupportedFileType: 'unsupported_file_type',
  /** A file name with a path, control characters, or nothing left of it. */
  unsafeFileName: 'unsafe_file_name',
  /** Two files of one update with the same name (the vendor would keep only one). */
  duplicateFileName: 'duplicate_file_name',
  emptyFile: 'empty_file',
  /** The payment update must be multipart/form-data. */
  multipartRequired: 'multipart_required',
  /** Multipart body that is cut off or malformed. */
  malformedUpload: 'malformed_upload',
  /** Nothing to change was sent. */
  nothingToUpdate: 'nothing_to_update',
  invalidIdempotencyKey: 'invalid_idempotency_key',
  /** The same Idempotency-Key with different content. */
  idempotencyKeyReused: 'idempotency_key_reused',
  /** The first submit with this key is still running. */
  idempotencyInProgress: 'idempotency_in_progress',
  /** The request changed in the mirror since the form was opened; nothing was sent (ADR 035). */
  requestChanged: 'request_changed_since_opened',
} as const;

export const VENDOR_PROBLEM_CODES = {
  /** The governor refused: the hourly budget is used up until `retryAt`. */
  budgetExhausted: 'vendor_budget_exhausted',
  /** The circuit is open after a 429: an admin must act. */
  circuitOpen: 'vendor_circuit_open',
  /** The vendor refused Painel's token. */
  unauthorized: 'vendor_unauthorized',
  requestNotFound: 'request_not_found',
  paymentNotFound: 'payment_not_found',
  /** The vendor refused the change; the detail quotes its short reason. */
  rejected: 'vendor_rejected',
  timeout: 'vendor_timeout',
  unavailable: 'vendor_unavailable',
  /** A 2xx Painel could not read: the change may have happened. */
  unreadableAnswer: 'vendor_unreadable_answer',
  /** No vendor connection is configured. */
  notConfigured: 'vendor_not_configured',
} as const;
