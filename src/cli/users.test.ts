import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecurityServices, type SecurityServices } from '../bff/auth/securityServices';
import { systemClock } from '../bff/clock';
import { loadConfig } from '../bff/config';
import type { OpenedDatabase } from '../bff/db/database';
import { openDatabase } from '../bff/db/openDatabase';
import { CommandError, runUserCommand } from './userCommands';

/**
 * The CLI as `npm run users` starts it, in a process of its own: tsx compiles the entry and PGlite
 * opens the folder, which takes tens of seconds on a loaded 2-core machine, so the process gets a
 * generous limit and the test a longer one (a test's limit cannot fire while a synchronous spawn
 * blocks the worker, so the spawn is asynchronous).
 */
const CLI_LIMIT_MS = 110_000;
async function runCli(dataDir: string): Promise<{ status: number; stdout: string; stderr: string }> {
  // The embedded database in the test's folder, whatever the developer's own environment says.
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    UPSTREAM_BASE_URL: '',
    UPSTREAM_TOKEN: '',
  };
  try {
    const { stdout, stderr } = await promisify(execFile)('npx', ['tsx', 'src/cli/users.ts', 'list'], {
      env,
      encoding: 'utf8',
      timeout: CLI_LIMIT_MS,
    });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { status: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe('npm run users', () => {
  let dataDir: string;
  let opened: OpenedDatabase;
  let security: SecurityServices;
  let printed: string[];
  let stdin = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'painel-cli-'));
    opened = await openDatabase({ dataDir });
    security = createSecurityServices({
      config: loadConfig({ DATA_DIR: dataDir }),
      db: opened.db,
      clock: systemClock,
    });
  });
  afterAll(async () => {
    await opened.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function run(...argv: string[]): Promise<number> {
    printed = [];
    return runUserCommand(argv, {
      ...security,
      print: (line) => void printed.push(line),
      readStdin: async () => stdin,
      operator: 'tester',
    });
  }
  const passwordPrinted = () => /Password \(shown once\): (\S+)/.exec(printed.join('\n'))?.[1] ?? '';

  it('adds an account with a generated password, shown once, and lists it', async () => {
    expect(await run('add', 'Ops@Example.com', '--roles', 'admin,finance', '--name', 'Ops')).toBe(0);
    const password = passwordPrinted();
    expect(password.length).toBeGreaterThanOrEqual(20);
    const user = await security.users.findForSignIn('ops@example.com');
    expect(user).toMatchObject({ roles: ['admin', 'finance'], name: 'Ops' });
    expect(await security.passwords.verify(user?.passwordHash ?? '', password)).toBe(true);

    expect(await run('list')).toBe(0);
    expect(printed.join('\n')).toMatch(
      /^ops@example\.com\tadmin,finance\tenabled\tlast sign-in never\t0 session\(s\)$/m,
    );
  });

  it('adds an account with a password from standard input, never from the command line', async () => {
    stdin = 'a password typed by the operator\n';
    expect(await run('add', 'ana@example.com', '--roles', 'sales', '--password-stdin')).toBe(0);
    expect(printed.join('\n')).not.toContain('Password');
    const user = await security.users.findForSignIn('ana@example.com');
    expect(
      await security.passwords.verify(user?.passwordHash ?? '', 'a password typed by the operator'),
    ).toBe(true);
    stdin = 'short\n';
    await expect(run('add', 'bia@example.com', '--roles', 'sales', '--password-stdin')).rejects.toThrow(
      /at least 12 characters/,
    );
    await expect(run('add', 'ana@example.com', '--roles', 'sales')).rejects.toThrow(/already exists/);
  });

  it('changes roles, disables and enables, ending the sessions each time', async () => {
    const ana = await security.users.findForSignIn('ana@example.com');
    if (!ana) throw new Error('no ana');
    await security.sessions.createForUser(ana);
    await security.sessions.createForUser(ana);
    expect(await run('roles', 'ANA@example.com', 'sales,viewer')).toBe(0);
    expect(printed[0]).toBe('ana@example.com: roles sales, viewer; 2 session(s) ended.');
    await security.sessions.createForUser(ana);
    expect(await run('disable', 'ana@example.com')).toBe(0);
    expect(printed[0]).toBe('ana@example.com: disabled; 1 session(s) ended.');
    expect((await security.users.findById(ana.id))?.disabled).toBe(true);
    expect(await run('enable', 'ana@example.com')).toBe(0);
    expect((await security.users.findById(ana.id))?.disabled).toBe(false);
  });

  it('resets a password and ends the sessions; the old password stops working', async () => {
    const ops = await security.users.findForSignIn('ops@example.com');
    if (!ops) throw new Error('no ops');
    await security.sessions.createForUser(ops);
    expect(await run('reset-password', 'ops@example.com')).toBe(0);
    const fresh = passwordPrinted();
    expect(printed[0]).toBe('New password set for ops@example.com; 1 session(s) ended.');
    const after = await security.users.findForSignIn('ops@example.com');
    expect(await security.passwords.verify(after?.passwordHash ?? '', fresh)).toBe(true);
    expect(after?.passwordHash).not.toBe(ops.passwordHash);
  });

  it('refuses to leave no enabled admin, unknown accounts, bad roles and unknown commands', async () => {
    await expect(run('disable', 'ops@example.com')).rejects.toThrow(/last enabled admin/);
    await expect(run('roles', 'ops@example.com', 'viewer')).rejects.toThrow(/last enabled admin/);
    await expect(run('disable', 'nobody@example.com')).rejects.toThrow(/no account nobody@example.com/);
    const badRoles = await run('add', 'x@example.com', '--roles', 'owner').catch((error: unknown) => error);
    expect(badRoles).toBeInstanceOf(CommandError);
    expect((badRoles as CommandError).exitCode).toBe(2);
    await expect(run('frobnicate')).rejects.toThrow(/Unknown command "frobnicate"/);
    await expect(run('list', '--bogus')).rejects.toThrow(/Unknown option/);
    expect(await run()).toBe(2);
    expect(printed[0]).toMatch(/^Usage: npm run users -- <command>/);
    expect(await run('--help')).toBe(0);
  });

  it('writes every change to the audit log as the operator’s', async () => {
    const page = await security.audit.list({ limit: 50, actor: 'cli:tester' });
    expect(page.entries.map((entry) => entry.action).sort()).toEqual([
      'user.create',
      'user.create',
      'user.password_set',
      'user.update',
      'user.update',
      'user.update',
    ]);
    expect(JSON.stringify(page.entries)).not.toMatch(/password typed|Password/);
  });

  it(
    'runs as `npx tsx src/cli/users.ts`, and refuses while another process holds the embedded database',
    async () => {
      const busy = await runCli(dataDir);
      expect(busy.status).toBe(1);
      expect(busy.stderr).toContain('is open in another process');
    },
    CLI_LIMIT_MS + 10_000,
  );

  it(
    'lists the accounts from a real process once the database is free',
    async () => {
      await opened.close();
      const listed = await runCli(dataDir);
      expect(listed.stderr.replace(/npm warn.*\n/g, '')).toBe('');
      expect(listed.status).toBe(0);
      expect(listed.stdout).toContain('ana@example.com\tsales,viewer\tenabled');
      expect(listed.stdout).toContain('ops@example.com\tadmin,finance\tenabled');
      opened = await openDatabase({ dataDir });
    },
    CLI_LIMIT_MS + 10_000,
  );
});
