import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/architecture.md is the map a newcomer reads first. These checks read the folders at run time,
// so a folder added, moved or removed anywhere below fails here until the map says so.

const root = fileURLToPath(new URL('..', import.meta.url));
const page = readFileSync(join(root, 'docs/architecture.md'), 'utf8');

/** Folders that hold at least one file at some depth (git keeps no empty folder, so neither do we). */
function foldersIn(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && holdsAFile(join(root, folder, entry.name)))
    .map((entry) => `${folder}/${entry.name}/`);
}

function holdsAFile(path: string): boolean {
  return readdirSync(path, { withFileTypes: true }).some(
    (entry) => entry.isFile() || (entry.isDirectory() && holdsAFile(join(path, entry.name))),
  );
}

/** Where the map must name every folder: src itself, each part of it, and the SPA's shared places. */
function placesToMap(): string[] {
  const parts = foldersIn('src').map((folder) => folder.slice(0, -1));
  return ['src', ...parts, 'src/web/features', 'src/web/components', 'src/web/lib'];
}

/** The map's rows: "| `src/…/` | what it owns |". */
const mapped = new Map(
  [...page.matchAll(/^\|\s*`(src\/[^`]*\/)`\s*\|\s*(.*?)\s*\|\s*$/gm)].map(
    (row) => [row[1] ?? '', row[2] ?? ''] as const,
  ),
);

/** Every path the page names, in backticks; placeholders such as `<code>` are not paths. */
const named = [...page.matchAll(/`(src\/[^`\s]+)`/g)]
  .map((match) => match[1] ?? '')
  .filter((path) => !/[<>*{}]/.test(path));

describe('the architecture map (docs/architecture.md)', () => {
  it('gives every folder of src, its parts, the features and the shared places a line of its own', () => {
    const folders = placesToMap().flatMap(foldersIn);
    const missing = folders.filter((folder) => !mapped.get(folder));
    expect(missing, 'folders the map does not describe').toEqual([]);
    expect(folders).toContain('src/bff/mirror/');
    expect(folders).toContain('src/web/features/requests/');
  });

  it('lists no folder that is gone', () => {
    const gone = [...mapped.keys()].filter((folder) => !existsSync(join(root, folder)));
    expect(gone, 'rows of the map for folders that do not exist').toEqual([]);
  });

  it('names only files and folders that exist, the first hour included', () => {
    const absent = named.filter((path) => {
      const full = join(root, path);
      if (!existsSync(full)) return true;
      return statSync(full).isDirectory() !== path.endsWith('/');
    });
    expect(absent, 'paths on the page that are not in the repository').toEqual([]);
  });

  it("walks a newcomer through the files from the vendor's webhook to the drawer", () => {
    const start = page.indexOf("## A newcomer's first hour");
    const end = page.indexOf('## The map');
    expect(start).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    const firstHour = page.slice(start, end);
    for (const step of ['webhookRoutes.ts', 'webhookInbox.ts', 'applyObservation.ts', 'listPage.ts'])
      expect(firstHour).toContain(step);
    for (const step of ['requestPageQuery.ts', 'RequestsTable.tsx', 'RequestDrawer.tsx'])
      expect(firstHour).toContain(step);
  });
});
