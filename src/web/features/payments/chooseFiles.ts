import {
  DOCUMENT_MEDIA_TYPES,
  DOCUMENT_TYPES,
  UPLOAD_LIMITS,
  type DocumentMediaType,
} from '../../../contract/api/uploads';

/** Why a chosen file was not kept, decided before anything is uploaded. */
export type FileRefusal =
  'tooMany' | 'tooLarge' | 'totalTooLarge' | 'wrongType' | 'empty' | 'unsafeName' | 'duplicateName';

export interface ChosenFile {
  /** Stable across re-renders and removals. */
  id: string;
  file: File;
}

export interface RefusedFile {
  name: string;
  size: number;
  reason: FileRefusal;
}

export interface FileChoice {
  kept: ChosenFile[];
  refused: RefusedFile[];
}

let nextId = 0;

/** The accepted type a file claims by its browser type or, failing that, its extension. */
export function claimedDocumentType(file: Pick<File, 'name' | 'type'>): DocumentMediaType | null {
  const type = DOCUMENT_MEDIA_TYPES.find((media) => media === file.type);
  if (type) return type;
  const name = file.name.toLowerCase();
  return (
    DOCUMENT_MEDIA_TYPES.find((media) =>
      DOCUMENT_TYPES[media].extensions.some((ext) => name.endsWith(ext)),
    ) ?? null
  );
}

// The name rules of the backend (src/bff/writes/upload/checkFileName.ts), so a name it would refuse
// is caught before the upload: folder paths, control and direction-changing characters, characters
// Windows reserves, a leading dot, more than UPLOAD_LIMITS.maxFileNameLength characters.
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const hasControl = (text: string) =>
  [...text].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });
const PATH_OR_RESERVED = /[/\\<>:"|?*]/;

function unsafeName(raw: string): boolean {
  const name = raw.normalize('NFC').trim();
  return (
    name === '' ||
    hasControl(name) ||
    BIDI.test(name) ||
    PATH_OR_RESERVED.test(name) ||
    name.startsWith('.') ||
    [...name].length > UPLOAD_LIMITS.maxFileNameLength
  );
}

/** File names as the vendor compares them: the backend normalises to NFC. */
export function sameFileName(a: string, b: string): boolean {
  return a.normalize('NFC') === b.normalize('NFC');
}

/**
 * Adds newly chosen files to those already chosen, applying the upload limits of the contract
 * (UPLOAD_LIMITS, DOCUMENT_MEDIA_TYPES) in the order the person chose them: a file that breaks one
 * is refused with its reason and the others are kept. The server checks again, by content.
 */
export function chooseFiles(current: readonly ChosenFile[], added: readonly File[]): FileChoice {
  const kept = [...current];
  const refused: RefusedFile[] = [];
  let total = kept.reduce((sum, chosen) => sum + chosen.file.size, 0);
  for (const file of added) {
    const refuse = (reason: FileRefusal) => refused.push({ name: file.name, size: file.size, reason });
    const lowerName = file.name.normalize('NFC').toLowerCase();
    if (kept.length >= UPLOAD_LIMITS.maxFiles) refuse('tooMany');
    else if (claimedDocumentType(file) === null) refuse('wrongType');
    else if (file.size > UPLOAD_LIMITS.maxFileBytes) refuse('tooLarge');
    else if (file.size === 0) refuse('empty');
    else if (unsafeName(file.name)) refuse('unsafeName');
    else if (kept.some((chosen) => chosen.file.name.normalize('NFC').toLowerCase() === lowerName))
      refuse('duplicateName');
    else if (total + file.size > UPLOAD_LIMITS.maxTotalBytes) refuse('totalTooLarge');
    else {
      nextId += 1;
      kept.push({ id: `file-${nextId}`, file });
      total += file.size;
    }
  }
  return { kept, refused };
}
