import { requestDetail } from '../../contract/api/requests';
import type { RequestType } from '../../contract/upstream/enums';

const versionOnly = requestDetail.pick({ version: true });

/**
 * The version of a request as Painel's mirror holds it now, which a write names as its
 * `baseVersion` (ADR 035); 0 when the mirror does not hold the request. `headers` present a session.
 */
export async function mirrorVersion(
  baseUrl: string,
  headers: Readonly<Record<string, string>>,
  type: RequestType,
  code: string,
): Promise<number> {
  const response = await fetch(`${baseUrl}/api/requests/${type}/${encodeURIComponent(code)}`, { headers });
  if (response.status === 404) {
    await response.arrayBuffer();
    return 0;
  }
  if (!response.ok) throw new Error(`reading ${type} ${code} answered ${response.status}`);
  return versionOnly.parse(await response.json()).version;
}
