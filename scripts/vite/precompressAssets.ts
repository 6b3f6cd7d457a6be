import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Text the browser downloads; source maps only reach developer tools, and index.html is templated. */
const compressible = /\.(js|css|svg|json)$/;
const MIN_BYTES = 1024;

/**
 * Writes a `.br` and a `.gz` copy beside every script and stylesheet of the build, once, at the
 * highest ratio; the BFF serves them to browsers that accept them (`preCompressed` in
 * src/bff/http/spa.ts), so a first visit downloads the gzip sizes `npm run bench -- bundle`
 * reports, not the raw files, without compressing on every request (ADR 021).
 */
export function precompressAssets(): Plugin {
  return {
    name: 'painel:precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist/web';
      const files = Object.keys(bundle).filter(
        (file) => compressible.test(file) && !file.startsWith('.vite/'),
      );
      // zlib works on libuv's thread pool: all files at once use every core.
      await Promise.all(
        files.map(async (file) => {
          const path = join(dir, file);
          const content = await readFile(path);
          if (content.length < MIN_BYTES) return;
          await writeFile(`${path}.gz`, await gzipAsync(content, { level: 9 }));
          await writeFile(
            `${path}.br`,
            await brotli(content, {
              params: {
                // 10 rather than 11: within 2% of the size in half the time.
                [constants.BROTLI_PARAM_QUALITY]: 10,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          );
        }),
      );
    },
  };
}
