// `npm test`: every check the project has, in order of speed, failing on any failure.
// typecheck and lint (side by side) -> Vitest's node project, then its web project -> build -> end-to-end (Playwright).
// It ends with one line `N passed, N failed` counting every test that ran.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { chromiumPath, ensureChromium } from './chromium.mjs';

const reports = 'reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const failures = [];

function step(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`=== ${title}: ${ok ? 'ok' : 'FAILED'} in ${seconds} s ===`);
  if (!ok) failures.push(title);
  return ok;
}

/** The titles of the journeys Playwright marked flaky, from its JSON report's suites and specs. */
function flakyTitles(report) {
  const titles = [];
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') titles.push([...path, spec.title].join(' › '));
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of report?.suites ?? []) visit(suite, [suite.title]);
  return titles;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Steps that only read the sources, run side by side (each is one single-threaded process, so two
 * use both cores of a small CI machine); their output is printed whole, one step after the other.
 */
async function readOnlySteps(steps) {
  const finished = await Promise.all(
    steps.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
          child.on('close', (code) =>
            resolve({ title, code, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }),
          );
        }),
    ),
  );
  for (const { title, code, output, seconds } of finished) {
    console.log(`\n=== ${title} ===`);
    process.stdout.write(Buffer.concat(output));
    console.log(`=== ${title}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s (beside the other) ===`);
    if (code !== 0) failures.push(title);
  }
}

await readOnlySteps([
  ['typecheck', npm, ['run', '--silent', 'typecheck']],
  ['lint', npm, ['run', '--silent', 'lint']],
]);
// The two Vitest projects run one after the other, not side by side: the node project's stack
// proofs start servers and databases that take every core they can, and the SPA's component tests
// wait for the screen to settle. Sharing two cores with those proofs (and with whatever else a busy
// machine runs) is what made component tests time out on CI while their code was right.
// The component step runs both web projects: files that share a worker, and the few that replace
// a module and keep their own (vitest.config.ts, ADR 104).
const vitestProjects = [
  ['unit and integration tests (Vitest, node)', 'node', ['node']],
  ['component tests (Vitest, web)', 'web', ['web', 'web-isolated']],
];
for (const [title, project, projects] of vitestProjects) {
  step(title, npx, [
    'vitest',
    'run',
    ...projects.map((name) => `--project=${name}`),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/vitest-${project}.json`,
  ]);
}

let e2eRan = false;
if (ensureChromium()) {
  if (step('production build', npm, ['run', '--silent', 'build'])) {
    e2eRan = true;
    step('end-to-end journeys (Playwright)', npx, ['playwright', 'test'], {
      CHROMIUM_PATH: chromiumPath(),
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
    });
  }
} else {
  failures.push('Chromium for end-to-end tests');
}

const vitestReports = vitestProjects.map(([, project]) => readJson(`${reports}/vitest-${project}.json`));
/** A count summed over both projects' reports; a missing report counts nothing (its step failed). */
const vitestCount = (key) => vitestReports.reduce((sum, report) => sum + (report?.[key] ?? 0), 0);
const playwright =
  e2eRan && existsSync(`${reports}/playwright.json`) ? readJson(`${reports}/playwright.json`) : undefined;

const unitPassed = vitestCount('numPassedTests');
const unitFailed = vitestCount('numFailedTests');
const unitSkipped = vitestCount('numPendingTests') + vitestCount('numTodoTests');
// A journey that failed and then passed on its retry is flaky: reported by name, never counted as passed.
const e2ePassed = playwright ? playwright.stats.expected : 0;
const e2eFlaky = playwright ? playwright.stats.flaky : 0;
const e2eFailed = playwright ? playwright.stats.unexpected : 0;
const e2eSkipped = playwright ? playwright.stats.skipped : 0;

console.log('\n=== summary ===');
console.log(`unit/component/integration: ${unitPassed} passed, ${unitFailed} failed, ${unitSkipped} skipped`);
console.log(`end-to-end: ${e2ePassed} passed, ${e2eFailed} failed, ${e2eSkipped} skipped, ${e2eFlaky} flaky`);
for (const title of flakyTitles(playwright))
  console.log(`flaky (failed, then passed on its retry): ${title}`);
if (failures.length > 0) console.log(`failed steps: ${failures.join('; ')}`);
const passed = unitPassed + e2ePassed;
const failed = unitFailed + e2eFailed + (failures.length > 0 && unitFailed + e2eFailed === 0 ? 1 : 0);
const skipped = unitSkipped + e2eSkipped;
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length > 0 ? 1 : 0);
