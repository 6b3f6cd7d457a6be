import { ROLES, type Role } from '../../contract/api/roles';
import type { Services } from '../services';
import { randomToken } from '../security/tokens';
import { EmailTakenError } from './userStore';

interface StartLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * At start: the first admin from BOOTSTRAP_ADMIN_EMAIL/PASSWORD when no account exists yet, and,
 * against the real vendor, demo accounts switched off. Replicas starting together may both try
 * the first admin; the e-mail's unique index lets one win and the other find it done.
 */
export async function prepareAccounts(services: Services, log: StartLogger): Promise<void> {
  const { config, users, audit } = services;
  if (config.mode === 'vendor') {
    const disabled = await users.disableDemoAccounts();
    if (disabled > 0)
      log.warn({ disabled }, 'demo accounts disabled: Painel is connected to the real vendor');
  }
  if (config.BOOTSTRAP_ADMIN_EMAIL && config.BOOTSTRAP_ADMIN_PASSWORD && (await users.count()) === 0) {
    try {
      const admin = await users.create({
        email: config.BOOTSTRAP_ADMIN_EMAIL,
        name: 'Admin',
        roles: ['admin'],
        password: config.BOOTSTRAP_ADMIN_PASSWORD,
      });
      await audit.record({
        actor: { kind: 'system', id: null, label: 'BOOTSTRAP_ADMIN_EMAIL' },
        action: 'user.create',
        target: `user:${admin.id}`,
        details: { email: admin.email, roles: admin.roles, bootstrap: true },
      });
      log.info({ email: admin.email }, 'created the first admin from BOOTSTRAP_ADMIN_EMAIL');
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
    }
  } else if ((await users.count()) === 0 && config.mode === 'vendor') {
    log.warn(
      {},
      'no account exists: set BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD, or run `npm run users -- add`',
    );
  }
}

export interface DemoCredential {
  email: string;
  password: string;
  roles: Role[];
}

export const DEMO_DOMAIN = 'painel.local';

/**
 * Each demo account reads as a person, the way a partner's own people would appear in the header,
 * the history and the audit log. The demo sales account is a collaborator of the sandbox's account
 * (src/sandbox/data/people.ts, DEMO_SALES_PERSON, same e-mail), so its "Meus pedidos" and home hold
 * the requests the sandbox made it responsible for.
 */
const DEMO_NAMES: Record<Role, string> = {
  viewer: 'Sérgio Viana',
  sales: 'Marina Prado',
  finance: 'Fernanda Lopes',
  admin: 'Renata Campos',
};

/**
 * Sandbox mode only: one demo account per role (`viewer@painel.local`, ...), each with a fresh
 * random password at every start, so a demo database copied elsewhere opens to nobody. Returns
 * the credentials for the entry to print once (docs/decisions/012-headers-throttling-demo-webhooks.md).
 */
export async function seedDemoUsers(services: Services): Promise<DemoCredential[]> {
  const { config, users, audit } = services;
  if (config.mode !== 'sandbox') throw new Error('Demo accounts exist in sandbox mode only.');
  const credentials: DemoCredential[] = [];
  for (const role of ROLES) {
    const email = `${role}@${DEMO_DOMAIN}`;
    const password = randomToken(12);
    const existing = await users.findForSignIn(email);
    if (existing) {
      if (!existing.demo) continue;
      await users.update(existing.id, {
        roles: [role],
        disabled: false,
        name: DEMO_NAMES[role],
      });
      await users.setPassword(existing.id, password);
    } else {
      const created = await users.create({
        email,
        name: DEMO_NAMES[role],
        roles: [role],
        password,
        demo: true,
      });
      await audit.record({
        actor: { kind: 'system', id: null, label: 'sandbox' },
        action: 'user.create',
        target: `user:${created.id}`,
        details: { email, roles: [role], demo: true },
      });
    }
    credentials.push({ email, password, roles: [role] });
  }
  return credentials;
}

/** The block the entry prints to the terminal (not to the log) in sandbox mode. */
export function formatDemoCredentials(credentials: DemoCredential[], publicUrl: string): string {
  const width = Math.max(...credentials.map((credential) => credential.email.length));
  return [
    '',
    '=== Painel sandbox: demo accounts (new passwords at every start; sandbox mode only) ===',
    ...credentials.map(
      (credential) =>
        `  ${credential.email.padEnd(width)}  ${credential.password}  (${credential.roles.join(', ')})`,
    ),
    `  sign in at ${publicUrl}`,
    '=======================================================================================',
    '',
  ].join('\n');
}
