import { type ChildProcess, spawn } from 'node:child_process';

/** How long a child may take to answer: tsx compiling on a loaded two-core machine takes a while. */
export const CHILD_STARTUP_MS = 180_000;

/** Every child started here, so a failed start or a dying test worker leaves none behind. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Starts a TypeScript entry point as a process of its own, its output piped to the caller. */
export function spawnTsx(script: string, env: Record<string, string>): ChildProcess {
  // node --import tsx: one process per backend, so SIGKILL reaches the process that serves.
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: process.cwd(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** SIGKILL, unless the child is already gone. */
export function killHard(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** SIGKILLs every child this harness started that still runs, and waits until they are gone. */
export async function killAllChildren(): Promise<void> {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise((resolve) => {
          child.once('exit', resolve);
          killHard(child);
        }),
    ),
  );
}
