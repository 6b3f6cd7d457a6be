import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { newPassword, roleList } from '../contract/api/users';
import { type Role, ROLES } from '../contract/api/roles';
import type { AuditLog } from '../bff/audit/auditLog';
import type { LoginThrottle } from '../bff/auth/loginThrottle';
import { EmailTakenError, LastAdminError, normaliseEmail, type UserStore } from '../bff/auth/userStore';
import { randomToken } from '../bff/security/tokens';

export interface UserCommandDeps {
  users: UserStore;
  audit: AuditLog;
  loginThrottle: LoginThrottle;
  /** One line to the operator's terminal. */
  print(line: string): void;
  /** All of standard input, for `--password-stdin`. */
  readStdin(): Promise<string>;
  /** Who is at the keyboard, for the audit log (default: the OS user). */
  operator?: string;
}

export const USAGE = `Usage: npm run users -- <command> [options]

  add <email> --roles <role,...> [--name <name>] [--password-stdin]
  list
  roles <email> <role,...>
  disable <email>
  enable <email>
  reset-password <email> [--password-stdin]

Roles: ${ROLES.join(', ')}. Without --password-stdin a random password is generated and printed
once. Disabling, changing roles and resetting a password end every session of the account.`;

/** A refusal the operator can act on: printed as is, exit code 1 (2 for usage mistakes). */
export class CommandError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CommandError';
  }
}

function parseRoles(text: string | undefined): Role[] {
  const parsed = roleList.safeParse(
    (text ?? '')
      .split(',')
      .map((role) => role.trim())
      .filter(Boolean),
  );
  if (!parsed.success) {
    throw new CommandError(`Roles must be a comma-separated list of ${ROLES.join(', ')}, each once.`, 2);
  }
  return parsed.data;
}

async function choosePassword(
  deps: UserCommandDeps,
  fromStdin: boolean,
): Promise<{ password: string; generated: boolean }> {
  if (!fromStdin) return { password: randomToken(15), generated: true };
  const password = (await deps.readStdin()).replace(/\r?\n$/, '');
  const parsed = newPassword.safeParse(password);
  if (!parsed.success)
    throw new CommandError(`The password ${parsed.error.issues[0]?.message ?? 'is invalid'}.`);
  return { password, generated: false };
}

async function findUser(deps: UserCommandDeps, email: string | undefined) {
  if (!email) throw new CommandError('Name the account by its e-mail.', 2);
  const user = await deps.users.findForSignIn(email);
  if (!user) throw new CommandError(`There is no account ${normaliseEmail(email)}.`);
  return user;
}

/**
 * The operator's user commands (`npm run users -- ...`), as a function of its arguments so that
 * tests run it directly. Every change is written to the audit log as the operator's action.
 * Returns the exit code.
 */
export async function runUserCommand(argv: string[], deps: UserCommandDeps): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        roles: { type: 'string' },
        name: { type: 'string' },
        'password-stdin': { type: 'boolean', default: false },
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new CommandError(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`, 2);
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  const actor = { kind: 'operator' as const, id: null, label: `cli:${deps.operator ?? userInfo().username}` };
  const { users, audit, print } = deps;

  if (values.help || !command) {
    print(USAGE);
    return command || values.help ? 0 : 2;
  }

  switch (command) {
    case 'add': {
      const email = rest[0];
      if (!email) throw new CommandError('add needs an e-mail.', 2);
      const roles = parseRoles(values.roles);
      const { password, generated } = await choosePassword(deps, values['password-stdin']);
      try {
        const user = await users.create({ email, name: values.name ?? '', roles, password });
        await audit.record({
          actor,
          action: 'user.create',
          target: `user:${user.id}`,
          details: { email: user.email, roles },
        });
        print(`Created ${user.email} (${roles.join(', ')}).`);
        if (generated) print(`Password (shown once): ${password}`);
      } catch (error) {
        if (error instanceof EmailTakenError)
          throw new CommandError(`An account ${normaliseEmail(email)} already exists.`);
        throw error;
      }
      return 0;
    }
    case 'list': {
      const all = await users.list();
      if (all.length === 0) print('No accounts.');
      for (const user of all) {
        const state = [user.disabled ? 'disabled' : 'enabled', ...(user.demo ? ['demo'] : [])].join(', ');
        const seen = user.lastSignedInAt ? user.lastSignedInAt.toISOString() : 'never';
        print(
          `${user.email}\t${user.roles.join(',')}\t${state}\tlast sign-in ${seen}\t${user.activeSessions} session(s)`,
        );
      }
      return 0;
    }
    case 'roles':
    case 'disable':
    case 'enable': {
      const user = await findUser(deps, rest[0]);
      const change =
        command === 'roles' ? { roles: parseRoles(rest[1]) } : { disabled: command === 'disable' };
      try {
        const result = await users.update(user.id, change);
        if (!result) throw new CommandError(`There is no account ${user.email}.`);
        await audit.record({
          actor,
          action: 'user.update',
          target: `user:${user.id}`,
          details: { email: user.email, change, sessionsEnded: result.sessionsEnded },
        });
        print(
          `${user.email}: ${command === 'roles' ? `roles ${result.after.roles.join(', ')}` : command + 'd'}; ${result.sessionsEnded} session(s) ended.`,
        );
      } catch (error) {
        if (error instanceof LastAdminError) throw new CommandError(error.message);
        throw error;
      }
      return 0;
    }
    case 'reset-password': {
      const user = await findUser(deps, rest[0]);
      const { password, generated } = await choosePassword(deps, values['password-stdin']);
      const result = await users.setPassword(user.id, password);
      await deps.loginThrottle.clearAccount(user.email);
      await audit.record({
        actor,
        action: 'user.password_set',
        target: `user:${user.id}`,
        details: { email: user.email, sessionsEnded: result?.sessionsEnded ?? 0 },
      });
      print(`New password set for ${user.email}; ${result?.sessionsEnded ?? 0} session(s) ended.`);
      if (generated) print(`Password (shown once): ${password}`);
      return 0;
    }
    default:
      throw new CommandError(`Unknown command "${command}".\n\n${USAGE}`, 2);
  }
}
