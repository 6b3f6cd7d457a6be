// `npm run bench`: runs every case, prints one table (figure, target, baseline, ratio, verdict)
// and writes the figures to bench/results/<time>.json for comparison across runs. A case that
// fails is retried once, then reported as failed with its error; every other figure still prints
// and is written, and the process exits non-zero.
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchCases } from './cases/index';
import { formatReport, runCases } from './runCases';

async function main() {
  const only = process.argv.slice(2);
  const cases = only.length > 0 ? benchCases.filter((c) => only.includes(c.group)) : benchCases;
  if (cases.length === 0) {
    console.log('No benchmark cases are registered yet: nothing was measured.');
    return;
  }
  const outcome = await runCases(cases);
  console.log(formatReport(outcome));

  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(
    file,
    JSON.stringify(
      { at: new Date().toISOString(), node: process.version, rows: outcome.rows, failures: outcome.failures },
      null,
      2,
    ),
  );
  console.log(`\nfigures written to ${file}`);
  if (outcome.failures.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
