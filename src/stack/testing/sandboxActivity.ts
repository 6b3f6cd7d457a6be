import { WEBHOOK_PATH } from '../startStack';
import type { SandboxProcess } from './sandboxProcess';

/** Points the sandbox's webhook at `baseUrl` with short retries, so a refused delivery comes back soon. */
export async function pointWebhookAt(sandbox: SandboxProcess, baseUrl: string, secret: string) {
  await sandbox.control('PUT', '/webhook', {
    url: `${baseUrl}${WEBHOOK_PATH}`,
    auth: { bearer: secret },
    // About six minutes of retries: longer than a backend process takes to restart under load.
    retryDelaysMs: [500, 1_000, 2_000, 5_000, 10_000, ...Array.from({ length: 22 }, () => 15_000)],
    timeoutMs: 5_000,
  });
}

/**
 * `count` status changes at the sandbox, spread over `codes`, each emitting a webhook delivery.
 * The status is named (open ones only, in turn), so a request in a final status never refuses.
 */
export async function statusBurst(
  sandbox: SandboxProcess,
  codes: string[],
  count: number,
  afterEach?: (index: number) => Promise<void>,
): Promise<void> {
  const state = await sandbox.control<{ statuses: { order: { name: string; final: boolean }[] } }>(
    'GET',
    '/state',
  );
  const open = state.statuses.order.filter((status) => !status.final).map((status) => status.name);
  for (let i = 0; i < count; i += 1) {
    const code = codes[i % codes.length];
    const status = open[Math.floor(i / codes.length) % open.length];
    await sandbox.control('POST', '/actions', { action: 'statusChange', type: 'order', code, status });
    await afterEach?.(i);
  }
}
