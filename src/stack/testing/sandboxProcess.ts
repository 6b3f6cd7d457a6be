import type { ChildProcess } from 'node:child_process';
import type { CallLogEntry } from '../../sandbox/callLog';
import { CHILD_STARTUP_MS, killHard, spawnTsx } from './childProcesses';

/** The vendor sandbox as a separate process (sandboxProcessEntry.ts), with its control API. */
export interface SandboxProcess {
  url: string;
  token: string;
  controlUrl: string;
  child: ChildProcess;
  control<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  calls(): Promise<CallLogEntry[]>;
  kill(): void;
}

export async function startSandboxProcess(port: number, size = 60): Promise<SandboxProcess> {
  const child = spawnTsx('src/stack/testing/sandboxProcessEntry.ts', {
    SANDBOX_PORT: String(port),
    SANDBOX_SIZE: String(size),
  });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`the sandbox did not start: ${err}`)), CHILD_STARTUP_MS);
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const end = out.indexOf('\n');
      if (end >= 0) {
        clearTimeout(timer);
        resolve(out.slice(0, end));
      }
    });
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}): ${err}`)));
  });
  const { url, token, controlUrl } = JSON.parse(line) as { url: string; token: string; controlUrl: string };
  const control = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${controlUrl}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    url,
    token,
    controlUrl,
    child,
    control,
    calls: async () => (await control<{ calls: CallLogEntry[] }>('GET', '/calls?limit=10000')).calls,
    kill: () => killHard(child),
  };
}
