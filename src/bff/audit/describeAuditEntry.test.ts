import { describe, expect, it } from 'vitest';
import type { StoredAuditEntry } from './auditLog';
import { actorName, type AuditNames, describeAuditEntry } from './describeAuditEntry';

const ANA = '0b5f1d3c-8f6e-4a57-9a43-5b0f3c2d1e10';
const TV = '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const names: AuditNames = {
  user: (id) => (id === ANA ? 'Ana Souza' : null),
  device: (id) => (id === TV ? 'TV da expedição' : null),
};

function entry(overrides: Partial<StoredAuditEntry>): StoredAuditEntry {
  return {
    id: 1,
    at: new Date(Date.UTC(2026, 10, 28, 12)),
    action: 'session.login',
    actor: { kind: 'user', id: ANA, label: 'ana@example.com' },
    requestId: 'req-1',
    requestCode: null,
    target: null,
    outcome: 'ok',
    address: '10.0.0.1',
    details: {},
    ...overrides,
  };
}

const described = (overrides: Partial<StoredAuditEntry>) => describeAuditEntry(entry(overrides), names);

describe('describeAuditEntry', () => {
  it('tells a refused sign-in by its reason, and an unknown reason by none', () => {
    const refused = (reason: string) =>
      described({ action: 'session.login_failed', outcome: 'refused', details: { reason } });
    expect(refused('wrong-password')).toMatchObject({ event: 'signInRefused', reason: 'wrongPassword' });
    expect(refused('account-disabled').reason).toBe('accountDisabled');
    expect(refused('unknown-account').reason).toBe('unknownAccount');
    expect(refused('throttled').reason).toBe('throttled');
    expect(refused('something new').reason).toBeNull();
  });

  it('names the account an admin action was about as it is called today, else as recorded', () => {
    expect(
      described({ action: 'user.create', target: `user:${ANA}`, details: { roles: ['sales'] } }),
    ).toMatchObject({ event: 'userCreated', subject: 'Ana Souza', roles: ['sales'] });
    const gone = '11111111-2222-4333-8444-555555555555';
    expect(
      described({
        action: 'user.password_set',
        target: `user:${gone}`,
        details: { email: 'bia@example.com' },
      }),
    ).toMatchObject({ event: 'passwordSet', subject: 'bia@example.com' });
    expect(
      described({ action: 'user.sessions_end', target: `user:${ANA}`, details: { sessionsEnded: 2 } }),
    ).toMatchObject({ event: 'userSessionsEnded', subject: 'Ana Souza', count: 2 });
  });

  it('tells a user update by what changed, from the web’s changes and from the command line’s change', () => {
    const update = (details: Record<string, unknown>) =>
      described({ action: 'user.update', target: `user:${ANA}`, details }).event;
    expect(update({ changes: { disabled: { from: false, to: true } } })).toBe('userDisabled');
    expect(update({ changes: { disabled: { from: true, to: false } } })).toBe('userEnabled');
    expect(update({ changes: { name: { from: 'Ana', to: 'Ana Souza' } } })).toBe('userRenamed');
    expect(update({ change: { disabled: true } })).toBe('userDisabled');
    expect(
      described({
        action: 'user.update',
        target: `user:${ANA}`,
        details: { change: { roles: ['finance'] } },
      }),
    ).toMatchObject({ event: 'userRolesChanged', roles: ['finance'] });
    expect(
      update({ changes: { name: { from: 'A', to: 'B' }, roles: { from: ['viewer'], to: ['sales'] } } }),
    ).toBe('userChanged');
  });

  it('names wallboards, requests and payments, and keeps an unknown action as other', () => {
    expect(described({ action: 'device.revoke', target: `device:${TV}` })).toMatchObject({
      event: 'deviceRevoked',
      subject: 'TV da expedição',
    });
    expect(described({ action: 'device.enrol', outcome: 'refused' }).event).toBe('deviceEnrolRefused');
    expect(
      described({
        action: 'request.responsible.change',
        requestCode: '10023',
        target: 'request:budget:10023',
        details: { changed: { email: 'carla@example.com' } },
      }),
    ).toMatchObject({
      event: 'responsibleChanged',
      subject: '10023',
      requestType: 'budget',
      to: 'carla@example.com',
    });
    expect(described({ action: 'payment.delete', target: 'payment:PG-77' })).toMatchObject({
      event: 'paymentRecordDeleted',
      subject: 'PG-77',
    });
    expect(described({ action: 'report.export' })).toMatchObject({ event: 'other', subject: null });
  });

  it('counts the sessions a passkey removal ended, and leaves the count out of older entries', () => {
    const removal = (details: Record<string, unknown>) =>
      described({ action: 'account.passkey_remove', target: `user:${ANA}`, details });
    expect(removal({ name: 'Celular', sessionsEnded: 2 })).toMatchObject({
      event: 'passkeyRemoved',
      subject: 'Celular',
      count: 2,
    });
    expect(removal({ name: 'Celular', sessionsEnded: 0 }).count).toBe(0);
    expect(removal({ name: 'Celular' }).count).toBeNull();
  });

  it('names the custom field an admin named, with its new name, or the name removed from it', () => {
    expect(
      described({
        action: 'custom_field.update',
        target: 'custom_field:cf_origem',
        details: { key: 'cf_origem', from: null, to: { key: 'cf_origem', name: 'Origem do contato' } },
      }),
    ).toMatchObject({ event: 'customFieldNamed', subject: 'cf_origem', to: 'Origem do contato' });
    expect(
      described({
        action: 'custom_field.clear',
        target: 'custom_field:cf_origem',
        details: { key: 'cf_origem', from: { key: 'cf_origem', name: 'Origem' } },
      }),
    ).toMatchObject({ event: 'customFieldNameRemoved', subject: 'Origem' });
  });

  it('gives a person’s or wallboard’s name as the actor’s, and none for the system', () => {
    expect(actorName(entry({}), names)).toBe('Ana Souza');
    expect(actorName(entry({ actor: { kind: 'device', id: TV, label: 'TV' } }), names)).toBe(
      'TV da expedição',
    );
    expect(
      actorName(entry({ actor: { kind: 'system', id: null, label: 'BOOTSTRAP_ADMIN_EMAIL' } }), names),
    ).toBeNull();
  });
});
