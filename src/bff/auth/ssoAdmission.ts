import type { FastifyRequest } from 'fastify';
import { auditContext } from '../audit/auditContext';
import { randomToken } from '../security/tokens';
import type { Services } from '../services';
import type { SsoRefusal, IdpPerson } from './ssoClaims';
import type { SsoProvider } from './ssoProvider';
import type { SessionUser } from './sessionStore';
import type { SsoStore } from './ssoStore';
import { LastAdminError, type UserRecord } from './userStore';

type Who = { id: string | null; label: string | null };
type Admission = { ok: true; user: SessionUser } | { ok: false; refusal: SsoRefusal; who: Who };

const whoOf = (user: UserRecord | null, fallback: string): Who => ({
  id: user?.id ?? null,
  label: user?.email ?? fallback,
});

/**
 * Which Painel account a person the provider vouched for is (ADR 095). A linked subject is that
 * account for good; an unlinked one is linked to the account with the same (verified) e-mail,
 * unless that account is already linked to another subject. With a group map, a newcomer gets an
 * account and everyone's roles follow their groups at each sign-in; without one, only people an
 * admin created sign in, with the roles the admin gave them.
 */
export async function admitIdpPerson(
  services: Pick<Services, 'users' | 'audit' | 'config'>,
  sso: { provider: SsoProvider; store: SsoStore },
  request: FastifyRequest,
  person: IdpPerson,
): Promise<Admission> {
  const { users, audit, config } = services;
  const issuer = sso.provider.settings.issuer;
  const context = auditContext(request);
  const linkedId = await sso.store.userOfSubject(issuer, person.subject);
  const byEmail = await users.findForSignIn(person.email);
  let user: UserRecord | null;
  if (linkedId !== null) {
    // The provider's e-mail now names another person here: it must not reach their account.
    if (byEmail && byEmail.id !== linkedId) {
      return { ok: false, refusal: 'linked-elsewhere', who: whoOf(byEmail, person.email) };
    }
    user = await users.findById(linkedId);
  } else if (byEmail) {
    if (await sso.store.subjectOfUser(byEmail.id)) {
      return { ok: false, refusal: 'linked-elsewhere', who: whoOf(byEmail, person.email) };
    }
    user = byEmail;
    if (!user.disabled) {
      await sso.store.link(user.id, issuer, person.subject);
      await audit.record({
        ...context,
        actor: { kind: 'user', id: user.id, label: user.email },
        action: 'sso.linked',
        target: `user:${user.id}`,
        details: { email: user.email },
      });
    }
  } else {
    if (person.roles === null) return { ok: false, refusal: 'no-account', who: whoOf(null, person.email) };
    // Nobody knows this password: the account signs in with the provider until an admin sets one.
    user = await users.create({
      email: person.email,
      name: person.name,
      roles: person.roles,
      password: randomToken(32),
    });
    await sso.store.link(user.id, issuer, person.subject);
    await audit.record({
      ...context,
      actor: { kind: 'user', id: user.id, label: user.email },
      action: 'sso.account_created',
      target: `user:${user.id}`,
      details: { email: user.email, name: user.name, roles: user.roles },
    });
  }
  if (!user || user.disabled || (user.demo && config.mode !== 'sandbox')) {
    return { ok: false, refusal: 'account-disabled', who: whoOf(user, person.email) };
  }
  let roles = user.roles;
  if (person.roles !== null && [...user.roles].sort().join() !== person.roles.join()) {
    try {
      const changed = await users.update(user.id, { roles: person.roles });
      if (changed) {
        roles = changed.after.roles;
        await audit.record({
          ...context,
          actor: { kind: 'user', id: user.id, label: user.email },
          action: 'sso.roles_changed',
          target: `user:${user.id}`,
          details: { email: user.email, from: changed.before.roles, to: changed.after.roles },
        });
      }
    } catch (error) {
      // The provider's groups would leave Painel without an admin: the roles stay, and say so.
      if (!(error instanceof LastAdminError)) throw error;
      await audit.record({
        ...context,
        actor: { kind: 'user', id: user.id, label: user.email },
        action: 'sso.roles_changed',
        outcome: 'refused',
        target: `user:${user.id}`,
        details: { email: user.email, from: user.roles, to: person.roles, reason: 'last-admin' },
      });
    }
  }
  return { ok: true, user: { id: user.id, email: user.email, name: user.name, roles } };
}
