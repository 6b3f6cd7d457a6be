import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** What the SPA's build is made from (as `npm start` sees it, plus the build's own plugins). */
const SOURCES = [
  'src/web',
  'src/contract',
  'index.html',
  'public',
  'vite.config.ts',
  'scripts/vite',
  'package-lock.json',
];
const MANIFEST = '.vite/manifest.json';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function isFresh(dir: string): boolean {
  const manifest = join(dir, MANIFEST);
  if (!existsSync(manifest) || !existsSync(join(dir, 'index.html'))) return false;
  const built = statSync(manifest).mtimeMs;
  return SOURCES.every((source) => newestMtime(source) <= built);
}

function viteBuild(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`)),
    );
  });
}

let build: Promise<{ dir: string; note: string }> | undefined;

/**
 * A production build of the SPA that matches the sources: dist/web when it is fresh, else a new
 * one in a temporary folder (never over dist/web, which a running Painel may be serving).
 * BENCH_WEB_DIR names a build to use as it is. Built at most once per `npm run bench`.
 */
export function freshWebBuild(): Promise<{ dir: string; note: string }> {
  build ??= (async () => {
    const given = process.env.BENCH_WEB_DIR;
    if (given) return { dir: given, note: `the build in ${given} (BENCH_WEB_DIR)` };
    if (isFresh('dist/web')) return { dir: 'dist/web', note: 'dist/web, fresh' };
    const dir = join(tmpdir(), `painel-bench-web-${process.pid}`);
    console.error(`building the SPA into ${dir} (dist/web is missing or older than its sources)...`);
    // Every case of this run may use it; it goes when the run ends.
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    await viteBuild(dir);
    return { dir, note: 'a fresh build (dist/web was missing or stale)' };
  })();
  return build;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as Manifest;
}

/** gzip at the level most servers and CDNs use (zlib's default, 6). */
export function gzipBytes(content: Buffer | string): number {
  return gzipSync(content).length;
}

export interface PageLoad {
  js: number;
  css: number;
  files: string[];
}

/**
 * What a first visit to a page downloads, from the build's manifest: the entry (index.html) and
 * every chunk it imports statically, plus `alsoLoaded` (manifest keys of chunks the page imports
 * dynamically before its first paint, such as its dictionary) and their static imports.
 */
export function pageLoadFromManifest(dir: string, manifest: Manifest, alsoLoaded: string[]): PageLoad {
  const keys = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no ${key}`);
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const key of alsoLoaded) visit(key);
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipBytes(readFileSync(join(dir, file)));
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return { js, css, files: [...files].sort() };
}
