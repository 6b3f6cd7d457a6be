import { z } from 'zod';
import { MAX_PAYMENT_ATTACHMENTS } from '../upstream/paymentUpdate';

/**
 * What Painel accepts as attachments of a payment update, shown by the UI before an upload starts
 * and enforced by the backend while the upload streams in (docs/decisions/013-writes.md).
 */
export const UPLOAD_LIMITS = {
  /** The vendor's own limit per payment update. */
  maxFiles: MAX_PAYMENT_ATTACHMENTS,
  /** Per file: 10 MiB, the largest attachment the vendor is known to take. */
  maxFileBytes: 10 * 1024 * 1024,
  /** All files of one update together. */
  maxTotalBytes: 50 * 1024 * 1024,
  /** Characters of a file name, extension included. */
  maxFileNameLength: 180,
} as const;

/**
 * The document types Painel forwards, recognised by their first bytes, never by name or by the
 * browser's claimed type: receipts and proofs of payment are PDFs or pictures. Anything else (an
 * executable, an archive, HTML, SVG, XML) is refused before it reaches the vendor.
 */
export const DOCUMENT_MEDIA_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export const documentMediaTypeSchema = z.enum(DOCUMENT_MEDIA_TYPES);
export type DocumentMediaType = z.infer<typeof documentMediaTypeSchema>;

/** How each accepted type is named to a person, and the extensions a file picker offers. */
export const DOCUMENT_TYPES: Record<DocumentMediaType, { label: string; extensions: readonly string[] }> = {
  'application/pdf': { label: 'PDF', extensions: ['.pdf'] },
  'image/png': { label: 'PNG', extensions: ['.png'] },
  'image/jpeg': { label: 'JPEG', extensions: ['.jpg', '.jpeg'] },
  'image/webp': { label: 'WebP', extensions: ['.webp'] },
};

/** For a file input's `accept` attribute. */
export const DOCUMENT_ACCEPT = DOCUMENT_MEDIA_TYPES.flatMap((type) => [
  type,
  ...DOCUMENT_TYPES[type].extensions,
]).join(',');
