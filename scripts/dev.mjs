// `npm run dev`: the backend in watch mode (tsx) beside Vite's dev server, which proxies /api.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/main.ts'], {
    stdio: 'inherit',
    // A database kept across the watch's restarts, so a saved file does not end the session in use
    // (ADR 109: without DATA_DIR, every start of the demo would be a new one).
    env: { LOG_LEVEL: 'debug', DATA_DIR: './data', ...process.env },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
