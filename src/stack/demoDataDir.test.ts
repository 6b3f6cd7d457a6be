import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoDataDir } from './demoDataDir';

describe("the demo's database folder", () => {
  it('is a new, empty folder at every start when no database was chosen, gone once removed', async () => {
    const first = await demoDataDir({});
    const second = await demoDataDir({});
    try {
      expect(first?.path).toBeDefined();
      expect(second?.path).not.toBe(first?.path);
      expect(existsSync(first?.path ?? '')).toBe(true);
    } finally {
      await first?.remove();
      await second?.remove();
    }
    expect(existsSync(first?.path ?? '')).toBe(false);
  });

  it('is none when DATA_DIR or DATABASE_URL chose where the data lives', async () => {
    expect(await demoDataDir({ DATA_DIR: './data' })).toBeUndefined();
    expect(await demoDataDir({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/painel' })).toBeUndefined();
  });
});
