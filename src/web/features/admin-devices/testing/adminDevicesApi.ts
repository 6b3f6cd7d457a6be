import { http, HttpResponse } from 'msw';
import type { AdminDevice, IssueDeviceResponse } from '../../../../contract/api/devices';
import { problem } from '../../../lib/testing/apiFixtures';

export const enrolledId = '6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d';
export const awaitingId = '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';

/** Far enough ahead that a code issued "now" in a test is still valid whenever the test runs. */
const later = '2099-01-01T12:30:00.000Z';

export function initialDevices(): AdminDevice[] {
  return [
    {
      id: enrolledId,
      name: 'TV da expedição',
      state: 'enrolled',
      createdAt: '2024-04-20T07:50:00.000Z',
      createdBy: null,
      enrolmentExpiresAt: null,
      enrolledAt: '2024-04-20T08:00:00.000Z',
      revokedAt: null,
      lastSeenAt: '2024-05-01T11:19:00.000Z',
      sessionExpiresAt: '2024-07-19T08:00:00.000Z',
    },
    {
      id: awaitingId,
      name: 'TV da recepção',
      state: 'awaiting-enrolment',
      createdAt: '2099-01-01T12:00:00.000Z',
      createdBy: null,
      enrolmentExpiresAt: later,
      enrolledAt: null,
      revokedAt: null,
      lastSeenAt: null,
      sessionExpiresAt: null,
    },
    {
      // Listed as awaiting, but its code expired long ago: the page says expired.
      id: '8c9d0e1f-2a3b-4c4d-9e5f-6a7b8c9d0e1f',
      name: 'TV antiga',
      state: 'awaiting-enrolment',
      createdAt: '2024-01-01T12:00:00.000Z',
      createdBy: null,
      enrolmentExpiresAt: '2024-01-01T12:30:00.000Z',
      enrolledAt: null,
      revokedAt: null,
      lastSeenAt: null,
      sessionExpiresAt: null,
    },
    {
      id: '9d0e1f2a-3b4c-4d5e-8f6a-7b8c9d0e1f2a',
      name: 'TV do depósito',
      state: 'revoked',
      createdAt: '2024-01-01T12:00:00.000Z',
      createdBy: null,
      enrolmentExpiresAt: null,
      enrolledAt: '2024-01-01T12:10:00.000Z',
      revokedAt: '2024-03-01T12:00:00.000Z',
      lastSeenAt: null,
      sessionExpiresAt: null,
    },
  ];
}

/**
 * MSW handlers for the admin's device endpoints, as src/bff/auth/adminDeviceRoutes.ts answers:
 * each issue or re-issue hands out a fresh code, shown in the answer only.
 */
export function adminDevicesApi() {
  const state = {
    devices: initialDevices(),
    calls: [] as { method: string; path: string; body: unknown }[],
    issued: 0,
  };
  const enrolment = (device: AdminDevice): IssueDeviceResponse => {
    state.issued += 1;
    const code = `codigo-de-uso-unico-${state.issued}-AbCdEfGhIjKlMnOp`;
    return {
      device,
      enrolment: { code, url: `https://painel.example.com/wallboard/enrol#code=${code}`, expiresAt: later },
    };
  };
  const replace = (device: AdminDevice) => {
    state.devices = state.devices.map((other) => (other.id === device.id ? device : other));
    return device;
  };
  const handlers = [
    http.get('*/api/admin/devices', () => HttpResponse.json({ devices: state.devices })),
    http.post('*/api/admin/devices', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      state.calls.push({ method: 'POST', path: '/api/admin/devices', body });
      const device: AdminDevice = {
        id: crypto.randomUUID(),
        name: body.name,
        state: 'awaiting-enrolment',
        createdAt: '2099-01-01T12:00:00.000Z',
        createdBy: null,
        enrolmentExpiresAt: later,
        enrolledAt: null,
        revokedAt: null,
        lastSeenAt: null,
        sessionExpiresAt: null,
      };
      state.devices = [...state.devices, device];
      return HttpResponse.json(enrolment(device), { status: 201 });
    }),
    http.post('*/api/admin/devices/:id/enrolment', ({ params }) => {
      state.calls.push({
        method: 'POST',
        path: `/api/admin/devices/${String(params.id)}/enrolment`,
        body: undefined,
      });
      const device = state.devices.find((one) => one.id === params.id && one.state !== 'revoked');
      if (!device) {
        return HttpResponse.json(problem(404, 'device_not_found', 'No such device.'), { status: 404 });
      }
      return HttpResponse.json(
        enrolment(
          replace({
            ...device,
            state: 'awaiting-enrolment',
            enrolmentExpiresAt: later,
            enrolledAt: null,
            lastSeenAt: null,
            sessionExpiresAt: null,
          }),
        ),
      );
    }),
    http.delete('*/api/admin/devices/:id', ({ params }) => {
      state.calls.push({
        method: 'DELETE',
        path: `/api/admin/devices/${String(params.id)}`,
        body: undefined,
      });
      const device = state.devices.find((one) => one.id === params.id);
      if (!device)
        return HttpResponse.json(problem(404, 'device_not_found', 'No such device.'), { status: 404 });
      return HttpResponse.json(
        replace({
          ...device,
          state: 'revoked',
          revokedAt: '2099-01-01T12:05:00.000Z',
          sessionExpiresAt: null,
        }),
      );
    }),
  ];
  return { state, handlers };
}
