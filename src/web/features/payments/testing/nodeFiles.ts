import { vi } from 'vitest';

// jsdom's File and FormData are not the ones Node's fetch stack knows, and MSW reads an
// XMLHttpRequest body through that stack: a jsdom File in a jsdom FormData arrives as the text
// "[object File]". Tests therefore build files and forms from Node's own classes, reached through
// Response (src/web may not import node:*). Browsers have one File and one FormData; nothing here
// changes what the code under test does.

async function nodeFormDataClass(): Promise<typeof FormData> {
  const probe = await new Response(new URLSearchParams('probe=1')).formData();
  return probe.constructor as typeof FormData;
}

/** Makes `new FormData()` in the code under test Node's, so MSW can read the files in it. */
export async function useNodeFormData(): Promise<void> {
  vi.stubGlobal('FormData', await nodeFormDataClass());
}

/** A file of `size` bytes (or with `content`), named and typed as a browser would give it. */
export async function nodeFile(
  name: string,
  type: string,
  options: { size?: number; content?: string } = {},
): Promise<File> {
  const body = options.content ?? new Uint8Array(options.size ?? 1024).fill(0x25);
  const blob = await new Response(body, type ? { headers: { 'content-type': type } } : {}).blob();
  const form = new (await nodeFormDataClass())();
  form.append('file', blob, name);
  return form.get('file') as File;
}
