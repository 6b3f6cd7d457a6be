import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Test support lives in folders named `testing/` (and tests in *.test.* files), so a reader, a
// line count and the build can tell what ships from what only checks it. These checks keep it so:
// what ships never reaches test support, and test support is never filed anywhere else.

const root = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const isTest = (path: string) => /\.test\.tsx?$/.test(path);
const isTestSupport = (path: string) => path.split('/').includes('testing');
const shipped = sourceFiles('src').filter((path) => !isTest(path) && !isTestSupport(path));

/** The modules a file imports, statically or dynamically, as written. */
function importsOf(path: string): string[] {
  const text = readFileSync(join(root, path), 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g)].map((match) => match[1] ?? '');
}

const TEST_PACKAGES = /^(vitest|@testing-library\/|@playwright\/|jsdom|msw)(\/|$)/;

/** Why a shipped file's import is test support, or null when it is not. */
function testSupportIn(from: string, specifier: string): string | null {
  if (TEST_PACKAGES.test(specifier)) return `the test package ${specifier}`;
  if (!specifier.startsWith('.')) return null;
  const target = relative(root, resolve(root, dirname(from), specifier));
  if (isTestSupport(target) || isTest(`${target}.ts`)) return target;
  return null;
}

describe('test support', () => {
  it('is never imported by a file that ships', () => {
    const reached = shipped.flatMap((path) =>
      importsOf(path).flatMap((specifier) => {
        const support = testSupportIn(path, specifier);
        return support ? [`${path} imports ${support}`] : [];
      }),
    );
    expect(reached).toEqual([]);
    expect(shipped).toContain('src/bff/mirror/apply/applyObservation.ts');
  });

  it('is filed in a testing/ folder, not in one named otherwise', () => {
    const misfiled = sourceFiles('src').filter(
      (path) => !isTest(path) && !isTestSupport(path) && /\/(test|tests|__tests__)\//.test(path),
    );
    expect(misfiled).toEqual([]);
  });
});
