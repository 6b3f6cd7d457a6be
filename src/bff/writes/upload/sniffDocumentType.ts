import { fileTypeFromBuffer } from 'file-type';
import { type DocumentMediaType, documentMediaTypeSchema } from '../../../contract/api/uploads';

/**
 * Bytes of a file's start handed to file-type: its `reasonableDetectionSizeInBytes`, which its
 * package entry does not re-export (only its types do).
 */
export const SNIFF_BYTES = 4100;

export type SniffResult =
  { accepted: true; mediaType: DocumentMediaType } | { accepted: false; looksLike: string };

/** Refused kinds a person may well try, named in words rather than by media type. */
const NAMED: Readonly<Record<string, string>> = {
  exe: 'a Windows program',
  elf: 'a Linux program',
  mach: 'a macOS program',
  zip: 'a ZIP archive (Office documents are ZIP archives too)',
  docx: 'a Word document',
  xlsx: 'an Excel spreadsheet',
  pptx: 'a PowerPoint presentation',
  rar: 'a RAR archive',
  '7z': 'a 7-Zip archive',
  gz: 'a gzip archive',
  cfb: 'an old Office document',
  gif: 'a GIF image',
  rtf: 'an RTF document',
  xml: 'HTML, SVG or XML text',
};

/**
 * The document type of a file by its first bytes (file-type's signatures), never by its name or the
 * browser's claim: only PDF, PNG, JPEG and WebP pass (DOCUMENT_MEDIA_TYPES); anything else is
 * refused and, where it is recognisable, named. file-type reads binary signatures only, so the two
 * text kinds that can do harm, markup (HTML, SVG, XML carry scripts) and scripts, are checked here.
 */
export async function sniffDocumentType(head: Uint8Array): Promise<SniffResult> {
  // A file whose container the parser chokes on is no document we accept; it is merely unnamed.
  const found = await fileTypeFromBuffer(head).catch(() => undefined);
  const accepted = documentMediaTypeSchema.safeParse(found?.mime);
  if (accepted.success) return { accepted: true, mediaType: accepted.data };
  if (found)
    return { accepted: false, looksLike: NAMED[found.ext] ?? `a .${found.ext} file (${found.mime})` };
  const text = Buffer.from(head.subarray(0, 64))
    .toString('latin1')
    .replace(/^\xef\xbb\xbf/, '')
    .trimStart();
  if (text.startsWith('<')) return { accepted: false, looksLike: NAMED.xml ?? 'markup' };
  if (text.startsWith('#!')) return { accepted: false, looksLike: 'a script' };
  return { accepted: false, looksLike: 'an unrecognised kind of file' };
}
