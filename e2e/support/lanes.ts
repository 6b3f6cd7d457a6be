/**
 * The journeys run on lanes: each Playwright worker drives a Painel and a sandbox of its own, with
 * its own empty data directory (ADR 106). A journey that changes data (a payment, a responsible, a
 * bulk hand-over) then never meets another worker's journey, whatever order the files run in.
 */

/** How many lanes (and so workers) a run has: two use both cores of a small CI machine. */
export const laneCount = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The first lane's Painel port; each lane takes two ports, its Painel's and its sandbox's. */
const firstPort = Number(process.env.E2E_PORT ?? 8181);

export interface Lane {
  painelPort: number;
  sandboxPort: number;
  painelUrl: string;
  sandboxUrl: string;
}

export function lane(index: number): Lane {
  const painelPort = firstPort + 2 * index;
  const sandboxPort = painelPort + 1;
  return {
    painelPort,
    sandboxPort,
    painelUrl: `http://127.0.0.1:${painelPort}`,
    sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
  };
}

/**
 * The lane of the worker this code runs in. Playwright gives each worker running at the same time
 * a distinct parallel index, and a worker that replaces a failed one takes over its index.
 */
export function currentLane(): Lane {
  return lane(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
}

/** The sandbox's control API of this worker's lane. */
export function sandboxControlUrl(): string {
  return `${currentLane().sandboxUrl}/__sandbox`;
}
