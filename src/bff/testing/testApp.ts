import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Clock } from '../clock';
import { loadConfig } from '../config';
import { createServices, type Services } from '../services';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  /** A stand-in for the built SPA (index.html and one hashed asset). */
  webDir: string;
  close(): Promise<void>;
}

/** A fake SPA build, so static serving can be tested without running Vite. */
export function createFakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'painel-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

/**
 * The whole backend on an in-memory PGlite (or `TEST_DATABASE_URL`'s server when a test passes it
 * as DATABASE_URL), ready for `app.inject`. Close it in afterAll.
 */
export async function createTestApp(
  env: Record<string, string | undefined> = {},
  options: { clock?: Clock } = {},
): Promise<TestApp> {
  const webDir = createFakeWebBuild();
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIR: webDir, ...env });
  const services = await createServices(config, { dataDir: 'memory://', clock: options.clock });
  const app = await buildApp({ services, logger: false });
  return {
    app,
    services,
    webDir,
    async close() {
      await app.close();
      await services.close();
      rmSync(webDir, { recursive: true, force: true });
    },
  };
}
