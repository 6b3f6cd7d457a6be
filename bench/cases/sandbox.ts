import { type BenchCase, type Figure, percentile } from '../figure';
import { startSandbox } from '../../src/sandbox/startSandbox';

const SIZE = 100_000;
const PAGES = 100;

/**
 * The sandbox's own cost, so later benchmarks measure Painel and not its double: generating
 * 100,000 budgets and 100,000 orders, then the round trip of 50-record pages over HTTP (pages
 * spread over the whole list, so most records are built for the first time), without and with
 * filters.
 */
export const sandboxBench: BenchCase = {
  group: 'sandbox',
  async run(): Promise<Figure[]> {
    const started = performance.now();
    const running = await startSandbox({
      size: SIZE,
      seed: 'bench',
      limits: { callsPerHour: Number.MAX_SAFE_INTEGER, processingMsPerHour: Number.MAX_SAFE_INTEGER },
    });
    const startMs = performance.now() - started;
    try {
      const get = async (query: string, page: number) => {
        const begin = performance.now();
        const response = await fetch(`${running.url}/api/v2/requests/order/${page}/50?${query}`, {
          headers: { authorization: `Bearer ${running.token}` },
        });
        await response.arrayBuffer();
        if (response.status !== 200 && response.status !== 204)
          throw new Error(`page answered ${response.status}`);
        return performance.now() - begin;
      };
      const lastPage = Math.floor(SIZE / 50) - 10;
      const page = (i: number) => 1 + ((i * 7919) % lastPage);
      for (let i = 0; i < 20; i += 1) await get('removed=false', page(i + 1000));

      const plain: number[] = [];
      for (let i = 0; i < PAGES; i += 1) plain.push(await get('removed=false', page(i)));

      const sample = running.sandbox.store.rows.order[SIZE / 2];
      const filters = [
        `name=${encodeURIComponent('Silva')}`,
        `freightState=${sample?.freightState ?? 'SP'}`,
        'powerGTE=5000&powerLTE=12000',
        `createdAfter=${new Date((sample?.createdAt ?? 0) - 120 * 86_400_000).toISOString().slice(0, 10)}`,
        `responsibleEmail=${encodeURIComponent(sample?.responsibleEmail.split('@')[0] ?? '')}`,
        `freightCity=${encodeURIComponent('São')}&removed=false`,
        `companyCNPJ=${encodeURIComponent(sample?.cnpj.slice(0, 6) ?? '')}`,
        `code=${sample?.code.slice(0, 3) ?? '1'}`,
      ];
      const filtered: number[] = [];
      for (let i = 0; i < PAGES; i += 1)
        filtered.push(await get(filters[i % filters.length] ?? '', 1 + (i % 3)));

      const note = `${PAGES} sequential GETs over HTTP on 127.0.0.1, client-side round trip`;
      return [
        {
          name: 'sandbox: generate 100,000 budgets + 100,000 orders',
          value: running.sandbox.store.generationMs,
          unit: 'ms',
          target: { below: 5_000 },
          note: `whole start incl. listen: ${Math.round(startMs)} ms`,
        },
        {
          name: 'sandbox: 50-record page of 100,000 orders, no filter, p50',
          value: percentile(plain, 50),
          unit: 'ms',
          target: { below: 20 },
          note,
        },
        {
          name: 'sandbox: 50-record page of 100,000 orders, no filter, p95',
          value: percentile(plain, 95),
          unit: 'ms',
          target: { below: 20 },
          note,
        },
        {
          name: 'sandbox: 50-record page of 100,000 orders, filtered, p50',
          value: percentile(filtered, 50),
          unit: 'ms',
          target: { below: 20 },
          note,
        },
        {
          name: 'sandbox: 50-record page of 100,000 orders, filtered, p95',
          value: percentile(filtered, 95),
          unit: 'ms',
          target: { below: 20 },
          note,
        },
      ];
    } finally {
      await running.close();
    }
  },
};
