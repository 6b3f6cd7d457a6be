import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// End-to-end journeys run against the production build served by the real entry, on its own port
// and its own data directory, with Debian's Chromium (never a downloaded browser).
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
// The embedded sandbox listens on the next port, so journeys can drive its control API.
const sandboxPort = port + 1;
process.env.E2E_SANDBOX_URL ??= `http://127.0.0.1:${sandboxPort}`;
// The secret the sandbox signs its webhooks with, known to journeys that pause and restore them.
process.env.E2E_WEBHOOK_SECRET ??= randomBytes(24).toString('hex');
// Every run starts from an empty embedded database, so journeys never see a previous run's state.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'painel-e2e-'));
// Demo accounts get random passwords at every start; the journeys sign in as this first admin and
// create the people they need through the admin API.
const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@painel.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-123',
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'reports/e2e-artifacts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  // A shared CI machine can be slow to paint after a sign-in; journeys wait for what a person would.
  expect: { timeout: 15_000 },
  forbidOnly: true,
  reporter: [['list'], ['json'], ['html', { outputFolder: 'reports/e2e-html', open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    locale: 'pt-BR',
    // The browser's zone is Brazil's, as Painel's people see it, whatever the machine's zone is.
    timezoneId: 'America/Sao_Paulo',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node --enable-source-maps dist/server/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // The first start creates the embedded database; on a machine shared by several builds and
    // test runs that alone can take longer than a minute.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SANDBOX_PORT: String(sandboxPort),
      // The journeys' sandbox plays the past `npm start` plays (ADR 054); E2E_SANDBOX_PAST_DAYS
      // chooses another stretch (0: none), for a journey being debugged.
      ...(process.env.E2E_SANDBOX_PAST_DAYS ? { SANDBOX_PAST_DAYS: process.env.E2E_SANDBOX_PAST_DAYS } : {}),
      // E2E_SANDBOX_SCENARIO=hostile runs the journeys on the sandbox's hostile data (e2e/words.spec.ts
      // has a Painel of its own with it).
      ...(process.env.E2E_SANDBOX_SCENARIO ? { SANDBOX_SCENARIO: process.env.E2E_SANDBOX_SCENARIO } : {}),
      WEBHOOK_SECRET: process.env.E2E_WEBHOOK_SECRET,
      BOOTSTRAP_ADMIN_EMAIL: admin.email,
      BOOTSTRAP_ADMIN_PASSWORD: admin.password,
    },
  },
});
