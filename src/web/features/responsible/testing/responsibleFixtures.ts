import { QueryClient } from '@tanstack/react-query';
import type { Collaborator } from '../../../../contract/api/collaborators';
import type { RequestDetail, VersionedHistoryEntry } from '../../../../contract/api/requests';
import type { Role } from '../../../../contract/api/roles';
import type { SessionResponse } from '../../../../contract/api/session';
import type { RequestRecord } from '../../../../contract/upstream/requestRecord';
import { salesManager } from '../../../lib/testing/apiFixtures';
import { detailOf } from '../../../lib/testing/detailFixtures';

export const CODE = 'ORD-1001';

export const bruno = { name: 'Bruno', surname: 'Lima', email: 'bruno.lima@example.com.br' };

export const carla: Collaborator = { email: 'carla.dias@example.com.br', name: 'Carla Dias', requests: 12 };
export const caio: Collaborator = { email: 'caio.prado@example.com.br', name: 'Caio Prado', requests: 3 };
export const collaborators: Collaborator[] = [carla, caio];

export function record(overrides: Partial<RequestRecord> = {}): RequestRecord {
  return { code: CODE, name: 'Kit Residencial 5,45 kWp', responsible: bruno, ...overrides };
}

export function detail(
  overrides: Partial<RequestRecord> = {},
  history: VersionedHistoryEntry[] = [],
): RequestDetail {
  return detailOf(record(overrides), { history });
}

/** The detail as the mirror holds it after the refresh that followed the write. */
export function detailAfterChange(to: Collaborator): RequestDetail {
  const responsible = { name: to.name ?? undefined, email: to.email };
  return detail({ responsible }, [
    {
      id: 'h-write',
      version: 2,
      at: '2026-11-21T18:00:00.000Z',
      source: 'write',
      actor: { kind: 'person', id: 'u-ana', name: 'Ana Souza' },
      // The mirror records a person whole (diffRecords).
      changes: [{ field: 'responsible', from: bruno, to: responsible }],
    },
  ]);
}

export function sessionWith(roles: Role[]): SessionResponse {
  if (salesManager.kind !== 'user') throw new Error('the fixture is a person');
  return { ...salesManager, user: { ...salesManager.user, roles } };
}

export const wallboard: SessionResponse = {
  kind: 'device',
  device: { id: '0b8f3c1e-2d4a-4f6b-9c8d-7e6f5a4b3c2d', name: 'TV da recepção' },
  expiresAt: '2030-01-01T12:00:00.000Z',
  idleTimeoutSeconds: 604800,
};

/** A query client as the app has it when the drawer shows: the session loaded by the shell's route. */
export function clientWith(session: SessionResponse | null): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['session'], session);
  return client;
}
