import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/sandbox/cli.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const printed = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (match) resolve(match);
      };
      child.stdout.on('data', check);
      void exited.then(() => reject(new Error(`exited before printing ${String(pattern)}: ${output}`)));
      check();
    });
  return { child, exited, printed, output: () => output };
}

describe('npm run sandbox (src/sandbox/cli.ts)', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
  });

  it('starts standalone from the environment and prints its base URL and token', async () => {
    const cli = run({
      SANDBOX_PORT: '0',
      SANDBOX_SIZE: '30',
      SANDBOX_TOKEN: 'cli-token',
      SANDBOX_SEED: 'cli',
    });
    child = cli.child;
    const [, url] = await cli.printed(/Sandbox vendor API: (http:\/\/\S+)/);
    await cli.printed(/World: .*generated in \d+ ms/);
    expect(cli.output()).toContain('Bearer token:       cli-token');
    expect(cli.output()).toContain('30 budgets + 30 orders');
    const response = await fetch(`${url ?? ''}/api/v1/request/order/statuses`, {
      headers: { authorization: 'Bearer cli-token' },
    });
    expect(response.status).toBe(200);
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
  });

  it('refuses a bad environment with one sentence naming the variable', async () => {
    const cli = run({ SANDBOX_PORT: '0', SANDBOX_SIZE: 'lots' });
    child = cli.child;
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toMatch(/SANDBOX_SIZE is invalid/);
  });
});
