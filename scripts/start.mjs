// `npm start`: builds whatever is missing or stale, then runs the production entry.
// A build says one line here; `npm start -- --verbose` (or `npm run build`) shows the full output.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isStale } from './freshness.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const shared = ['src/contract', 'package-lock.json'];
const verbose =
  process.argv.includes('--verbose') || ['verbose', 'silly'].includes(process.env.npm_config_loglevel ?? '');

/** Runs an npm script; quietly unless verbose, but a failure always shows everything it said. */
function run(script) {
  if (verbose) {
    const result = spawnSync(npm, ['run', '--silent', script], { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
    return;
  }
  const result = spawnSync(npm, ['run', '--silent', script], { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    process.exit(result.status ?? 1);
  }
}

/** Files and bytes under a directory, for the summary line. */
function weigh(directory) {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      const inner = weigh(path);
      files += inner.files;
      bytes += inner.bytes;
    } else if (!/\.(map|br|gz)$/.test(entry.name)) {
      files += 1;
      bytes += statSync(path).size;
    }
  }
  return { files, bytes };
}

const started = Date.now();
const built = [];
if (isStale('dist/web/index.html', ['src/web', 'index.html', 'public', 'vite.config.ts', ...shared])) {
  run('build:web');
  const { files, bytes } = weigh('dist/web');
  built.push(`the web app (${files} files, ${(bytes / 2 ** 20).toFixed(1)} MB)`);
}
if (isStale('dist/server/main.js', ['src/bff', 'src/sandbox', 'src/stack', 'src/main.ts', ...shared])) {
  run('build:server');
  built.push('the server');
}
if (built.length > 0 && !verbose) {
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `Built ${built.join(' and ')} in ${seconds} s (npm start -- --verbose shows the build's output).`,
  );
}

const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
