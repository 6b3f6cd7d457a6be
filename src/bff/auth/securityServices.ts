import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { type AuditLog, createAuditLog } from '../audit/auditLog';
import { type DeliveryHandler, logDelivery } from '../webhooks/receive/delivery';
import { createDeviceStore, type DeviceStore } from './deviceStore';
import { createLoginThrottle, type LoginThrottle } from './loginThrottle';
import { createPasskeyCeremonies, type PasskeyCeremonies } from './passkeyCeremonies';
import { createPasskeyStore, type PasskeyStore } from './passkeyStore';
import { relyingPartyOf } from './relyingParty';
import { createSecondFactorStore, type SecondFactorStore } from './secondFactorStore';
import { createPasswordHasher, type PasswordHasher, type SecretObserver } from './passwords';
import { sessionPolicyFromConfig } from './sessionPolicy';
import { createSessionStore, type SessionStore } from './sessionStore';
import { createUserStore, type UserStore } from './userStore';
import { createSsoProvider, type SsoProvider } from './ssoProvider';
import { createTokenSeal } from './ssoSeal';
import { createIdpSessionCheck } from './ssoSessionCheck';
import { createSsoStore, type SsoStore } from './ssoStore';

/** The parts of `Services` that authentication, authorisation, audit and webhooks need. */
export interface SecurityServices {
  users: UserStore;
  sessions: SessionStore;
  devices: DeviceStore;
  loginThrottle: LoginThrottle;
  passwords: PasswordHasher;
  /** Authenticator apps and recovery codes (ADR 068). */
  secondFactors: SecondFactorStore;
  /** Passkeys and their ceremonies' challenges (ADR 094). */
  passkeys: PasskeyStore;
  passkeyCeremonies: PasskeyCeremonies;
  audit: AuditLog;
  /** Single sign-on with the company's identity provider (ADR 095); null when not configured. */
  sso: { provider: SsoProvider; store: SsoStore } | null;
  /** Receives every webhook delivery that passed the credential check. */
  onDelivery: DeliveryHandler;
}

export interface SecurityServiceOptions {
  config: Config;
  db: Database;
  clock: Clock;
  /** Told every password and session token the process handles: the test suite's leak detector. */
  onSecret?: SecretObserver;
  onDelivery?: DeliveryHandler;
  /** Secrets beyond the configuration's that the audit log must never store (the sandbox's token). */
  knownSecrets?: ReadonlyArray<string | undefined>;
}

export function createSecurityServices(options: SecurityServiceOptions): SecurityServices {
  const { config, db, clock, onSecret } = options;
  const passwords = createPasswordHasher(onSecret);
  const passkeys = createPasskeyStore({ db, clock });
  const audit = createAuditLog({
    db,
    clock,
    knownSecrets: [
      config.UPSTREAM_TOKEN,
      config.WEBHOOK_SECRET,
      config.BOOTSTRAP_ADMIN_PASSWORD,
      config.OIDC_CLIENT_SECRET,
      ...(options.knownSecrets ?? []),
    ],
  });
  const sso = config.sso
    ? {
        provider: createSsoProvider(config.sso),
        store: createSsoStore({ db, clock, seal: createTokenSeal(config.sso.clientSecret) }),
      }
    : null;
  const idpCheck = sso ? createIdpSessionCheck({ ...sso, audit, clock }) : undefined;
  return {
    users: createUserStore({ db, clock, passwords }),
    sessions: createSessionStore({ db, clock, policy: sessionPolicyFromConfig(config), onSecret, idpCheck }),
    devices: createDeviceStore({ db, clock }),
    loginThrottle: createLoginThrottle({ db, clock }),
    passwords,
    secondFactors: createSecondFactorStore({ db, clock }),
    passkeys,
    passkeyCeremonies: createPasskeyCeremonies(passkeys, relyingPartyOf(config)),
    audit,
    sso,
    onDelivery: options.onDelivery ?? logDelivery,
  };
}
