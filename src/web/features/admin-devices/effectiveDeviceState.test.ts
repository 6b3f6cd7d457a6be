import { describe, expect, it } from 'vitest';
import type { AdminDevice } from '../../../contract/api/devices';
import { effectiveDeviceState } from './effectiveDeviceState';

const awaiting: AdminDevice = {
  id: '0b3c5b2e-64d4-4a8e-9d6e-0f1a2b3c4d5e',
  name: 'TV da recepção',
  state: 'awaiting-enrolment',
  createdAt: '2030-01-01T12:00:00.000Z',
  createdBy: null,
  enrolmentExpiresAt: '2030-01-01T12:30:00.000Z',
  enrolledAt: null,
  revokedAt: null,
  lastSeenAt: null,
  sessionExpiresAt: null,
};

describe('effectiveDeviceState', () => {
  it('keeps a code that is still valid awaiting enrolment', () => {
    expect(effectiveDeviceState(awaiting, Date.parse('2030-01-01T12:29:59.000Z'))).toBe('awaiting-enrolment');
  });

  it('calls a code past its expiry expired before the list is read again', () => {
    expect(effectiveDeviceState(awaiting, Date.parse('2030-01-01T12:30:00.000Z'))).toBe('enrolment-expired');
  });

  it('leaves every other state as the server said', () => {
    const late = Date.parse('2031-01-01T00:00:00.000Z');
    expect(effectiveDeviceState({ ...awaiting, state: 'enrolled' }, late)).toBe('enrolled');
    expect(effectiveDeviceState({ ...awaiting, state: 'revoked' }, late)).toBe('revoked');
    expect(effectiveDeviceState({ ...awaiting, enrolmentExpiresAt: null }, late)).toBe('awaiting-enrolment');
  });
});
