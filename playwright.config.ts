import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { lane, laneCount } from './e2e/support/lanes';

// End-to-end journeys run against the production build served by the real entry, with Debian's
// Chromium (never a downloaded browser). Each worker has a lane of its own (e2e/support/lanes.ts,
// ADR 106): a Painel on its own port and data directory, its embedded sandbox on the next port.
// The secret the sandboxes sign their webhooks with, known to journeys that pause and restore them.
const webhookSecret = (process.env.E2E_WEBHOOK_SECRET ??= randomBytes(24).toString('hex'));
// Demo accounts get random passwords at every start; the journeys sign in as this first admin and
// create the people they need through the admin API.
const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@painel.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-123',
};

/** One lane's server: every run starts from an empty embedded database, never a previous run's. */
function laneServer(index: number) {
  const { painelPort, painelUrl, sandboxPort } = lane(index);
  return {
    command: 'node --enable-source-maps dist/server/main.js',
    url: `${painelUrl}/api/health`,
    reuseExistingServer: false,
    // The first start creates the embedded database; on a machine shared by several builds and
    // test runs that alone can take longer than a minute.
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(painelPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: painelUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // A new folder's name, made by the server when it starts: workers and tools (knip) load this
      // file too, and would otherwise leave empty folders behind.
      DATA_DIR: join(tmpdir(), `painel-e2e-lane${index}-${randomBytes(6).toString('hex')}`),
      SANDBOX_PORT: String(sandboxPort),
      // The journeys' sandbox plays the past `npm start` plays (ADR 054); E2E_SANDBOX_PAST_DAYS
      // chooses another stretch (0: none), for a journey being debugged.
      ...(process.env.E2E_SANDBOX_PAST_DAYS ? { SANDBOX_PAST_DAYS: process.env.E2E_SANDBOX_PAST_DAYS } : {}),
      // E2E_SANDBOX_SCENARIO=hostile runs the journeys on the sandbox's hostile data (e2e/words.spec.ts
      // has a Painel of its own with it).
      ...(process.env.E2E_SANDBOX_SCENARIO ? { SANDBOX_SCENARIO: process.env.E2E_SANDBOX_SCENARIO } : {}),
      WEBHOOK_SECRET: webhookSecret,
      BOOTSTRAP_ADMIN_EMAIL: admin.email,
      BOOTSTRAP_ADMIN_PASSWORD: admin.password,
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'reports/e2e-artifacts',
  fullyParallel: false,
  workers: laneCount,
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  // A shared CI machine can be slow to paint after a sign-in; journeys wait for what a person would.
  expect: { timeout: 15_000 },
  forbidOnly: true,
  reporter: [['list'], ['json'], ['html', { outputFolder: 'reports/e2e-html', open: 'never' }]],
  use: {
    // Each journey's baseURL is its worker's lane (e2e/support/test.ts).
    baseURL: lane(0).painelUrl,
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
  webServer: Array.from({ length: laneCount }, (_, index) => laneServer(index)),
});
