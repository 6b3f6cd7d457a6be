// `npm start`: builds whatever is missing or stale, then runs the production entry.
import { spawn, spawnSync } from 'node:child_process';
import { isStale } from './freshness.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const shared = ['src/contract', 'package-lock.json'];

function run(script) {
  const result = spawnSync(npm, ['run', '--silent', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (isStale('dist/web/index.html', ['src/web', 'index.html', 'public', 'vite.config.ts', ...shared])) {
  run('build:web');
}
if (isStale('dist/server/main.js', ['src/bff', 'src/sandbox', 'src/stack', 'src/main.ts', ...shared])) {
  run('build:server');
}

const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
