// `npm run dev`: the backend in watch mode (tsx) beside Vite's dev server, which proxies /api.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/main.ts'], {
    stdio: 'inherit',
    env: { LOG_LEVEL: 'debug', ...process.env },
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
