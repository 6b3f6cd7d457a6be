import { randomBytes } from 'node:crypto';
import { type BackendProcess, startBackendProcess } from './backendProcess';
import { killAllChildren } from './childProcesses';
import { type Proxy, startProxy } from './roundRobinProxy';
import { pointWebhookAt } from './sandboxActivity';
import { type SandboxProcess, startSandboxProcess } from './sandboxProcess';

/**
 * Painel as it runs in production with replicas: the vendor sandbox and N backends as separate
 * processes (started through tsx, killed with SIGKILL, restarted), a round-robin proxy in front.
 */
/** Everything a process test starts, stopped in one call even when a step failed half-way. */
export interface Cluster {
  sandbox: SandboxProcess;
  backends: BackendProcess[];
  proxy: Proxy;
  publicUrl: string;
  webhookSecret: string;
  admin: { email: string; password: string };
  stop(): Promise<void>;
}

export async function startCluster(options: {
  basePort: number;
  backends: number;
  databaseUrl: string;
  env?: Record<string, string>;
  sandboxSize?: number;
}): Promise<Cluster> {
  let proxy: Proxy | undefined;
  const stop = async () => {
    await proxy?.close();
    await killAllChildren();
  };
  try {
    const sandbox = await startSandboxProcess(options.basePort, options.sandboxSize);
    const publicUrl = `http://127.0.0.1:${options.basePort + 1}`;
    const webhookSecret = randomBytes(24).toString('hex');
    const admin = {
      email: 'admin@processes.painel',
      password: `processes-${randomBytes(8).toString('hex')}`,
    };
    const settings = {
      sandbox,
      databaseUrl: options.databaseUrl,
      publicUrl,
      webhookSecret,
      admin,
      env: options.env,
    };
    // The first one alone: it migrates the database; the others then start side by side.
    const backends = [await startBackendProcess('A', options.basePort + 10, settings)];
    const rest = await Promise.all(
      Array.from({ length: options.backends - 1 }, (_, i) =>
        startBackendProcess(String.fromCharCode(66 + i), options.basePort + 11 + i, settings),
      ),
    );
    backends.push(...rest);
    proxy = await startProxy(options.basePort + 1, () =>
      backends.filter((backend) => backend.alive()).map((backend) => backend.url),
    );
    await pointWebhookAt(sandbox, proxy.url, webhookSecret);
    return { sandbox, backends, proxy, publicUrl, webhookSecret, admin, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
