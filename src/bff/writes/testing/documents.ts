import { createHash } from 'node:crypto';

/** Test documents: real signatures followed by filler, so sniffing sees what a real file shows. */
function withHead(head: readonly number[] | string, size: number): Buffer {
  const start = typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head);
  const body = Buffer.alloc(Math.max(size, start.length));
  start.copy(body);
  for (let i = start.length; i < body.length; i += 1) body[i] = (i * 31 + 7) % 251;
  return body;
}

export const documents = {
  pdf: (size = 2048) => withHead('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', size),
  png: (size = 1024) =>
    withHead([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52], size),
  jpeg: (size = 1024) => withHead([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0], size),
  webp: (size = 1024) => withHead('RIFF\x00\x10\x00\x00WEBPVP8 ', size),
  windowsProgram: (size = 4096) =>
    withHead('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', size),
  linuxProgram: (size = 4096) => withHead([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0], size),
  html: () => Buffer.from('<!doctype html><script>alert(1)</script>'),
  svg: () => Buffer.from('\ufeff  <svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  zip: (size = 512) => withHead([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0], size),
};

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export interface FormFile {
  name: string;
  bytes: Buffer;
  /** What the browser claims; Painel ignores it. */
  type?: string;
  field?: string;
}

/**
 * A multipart body as a browser's FormData would send it, for `inject` or fetch. Its length is
 * theirs to write: a fetch whose global dispatcher is undici's package (the BFF loads it) refuses
 * a Content-Length set by hand.
 */
export async function multipartBody(
  fields: Record<string, string>,
  files: readonly FormFile[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      file.field ?? 'attachments',
      new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const response = new Response(form);
  const payload = Buffer.from(await response.arrayBuffer());
  return {
    payload,
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

/** Reads a multipart body back, as the vendor would: fields and files with their bytes. */
export async function readMultipart(
  body: Buffer,
  contentType: string,
): Promise<{
  fields: Record<string, string>;
  files: Array<{ field: string; name: string; type: string; bytes: Buffer }>;
}> {
  const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  const fields: Record<string, string> = {};
  const files: Array<{ field: string; name: string; type: string; bytes: Buffer }> = [];
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') fields[field] = value;
    else
      files.push({
        field,
        name: value.name,
        type: value.type,
        bytes: Buffer.from(await value.arrayBuffer()),
      });
  }
  return { fields, files };
}
