import { type ChildProcess, spawn } from 'node:child_process';

/** The test OpenID provider (src/bff/testing) as a process a journey starts and drives over HTTP. */
export interface IdentityProcess {
  issuer: string;
  clientId: string;
  clientSecret: string;
  add(account: { id: string; email: string; emailVerified: boolean; groups?: string[] }): Promise<void>;
  disable(id: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startIdentityProcess(port: number, redirectUri: string): Promise<IdentityProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'src/bff/testing/identityProviderCli.ts', String(port), redirectUri],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const started = await new Promise<{ issuer: string; clientId: string; clientSecret: string }>(
    (resolve, reject) => {
      let stdout = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const line = stdout.split('\n').find((each) => each.startsWith('{'));
        if (line) resolve(JSON.parse(line) as { issuer: string; clientId: string; clientSecret: string });
      });
      child.once('exit', (code) =>
        reject(new Error(`the test identity provider exited (${code}): ${stderr}`)),
      );
    },
  );
  const control = async (path: string, body?: object) => {
    const answer = await fetch(`${started.issuer}/test-control/${path}`, {
      method: 'POST',
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!answer.ok) throw new Error(`the test identity provider answered ${answer.status} to ${path}`);
  };
  return {
    ...started,
    add: (account) => control('accounts', account),
    disable: (id) => control(`accounts/${encodeURIComponent(id)}/disable`),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
