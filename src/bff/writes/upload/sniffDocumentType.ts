import type { DocumentMediaType } from '../../../contract/api/uploads';

/** Bytes of a file's start that decide its type; every signature below fits. */
export const SNIFF_BYTES = 16;

export type SniffResult =
  { accepted: true; mediaType: DocumentMediaType } | { accepted: false; looksLike: string };

const startsWith = (head: Buffer, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, i) => head[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const ACCEPTED: ReadonlyArray<{ mediaType: DocumentMediaType; matches: (head: Buffer) => boolean }> = [
  { mediaType: 'application/pdf', matches: (head) => startsWith(head, ascii('%PDF-')) },
  {
    mediaType: 'image/png',
    matches: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { mediaType: 'image/jpeg', matches: (head) => startsWith(head, [0xff, 0xd8, 0xff]) },
  {
    mediaType: 'image/webp',
    matches: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8),
  },
];

/** Known kinds that are refused, named so the person sees why ("a Windows program"). */
const REFUSED: ReadonlyArray<{ looksLike: string; matches: (head: Buffer) => boolean }> = [
  { looksLike: 'a Windows program', matches: (head) => startsWith(head, ascii('MZ')) },
  { looksLike: 'a Linux program', matches: (head) => startsWith(head, [0x7f, 0x45, 0x4c, 0x46]) },
  {
    looksLike: 'a macOS program',
    matches: (head) =>
      [
        [0xfe, 0xed, 0xfa, 0xce],
        [0xfe, 0xed, 0xfa, 0xcf],
        [0xce, 0xfa, 0xed, 0xfe],
        [0xcf, 0xfa, 0xed, 0xfe],
        [0xca, 0xfe, 0xba, 0xbe],
      ].some((magic) => startsWith(head, magic)),
  },
  { looksLike: 'a script', matches: (head) => startsWith(head, ascii('#!')) },
  {
    looksLike: 'a ZIP archive (Office documents are ZIP archives too)',
    matches: (head) =>
      startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]),
  },
  { looksLike: 'a RAR archive', matches: (head) => startsWith(head, ascii('Rar!')) },
  { looksLike: 'a 7-Zip archive', matches: (head) => startsWith(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]) },
  { looksLike: 'a gzip archive', matches: (head) => startsWith(head, [0x1f, 0x8b]) },
  { looksLike: 'an old Office document', matches: (head) => startsWith(head, [0xd0, 0xcf, 0x11, 0xe0]) },
  { looksLike: 'a GIF image', matches: (head) => startsWith(head, ascii('GIF8')) },
  { looksLike: 'an RTF document', matches: (head) => startsWith(head, ascii('{\\rtf')) },
  {
    // HTML, SVG and XML can carry scripts; with an optional byte-order mark and leading blanks.
    looksLike: 'HTML, SVG or XML text',
    matches: (head) => {
      const text = head
        .toString('latin1')
        .replace(/^\xef\xbb\xbf/, '')
        .trimStart();
      return text.startsWith('<');
    },
  },
];

/**
 * The document type of a file by its first bytes, never by its name or the browser's claim: only
 * PDF, PNG, JPEG and WebP pass (DOCUMENT_MEDIA_TYPES); anything else is refused and, where it is
 * recognisable, named.
 */
export function sniffDocumentType(head: Buffer): SniffResult {
  for (const type of ACCEPTED) if (type.matches(head)) return { accepted: true, mediaType: type.mediaType };
  for (const kind of REFUSED) if (kind.matches(head)) return { accepted: false, looksLike: kind.looksLike };
  return { accepted: false, looksLike: 'an unrecognised kind of file' };
}
