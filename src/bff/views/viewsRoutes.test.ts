import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemDocument } from '../../contract/api/problem';
import { type SavedView, savedView, savedViewList } from '../../contract/api/savedViews';
import { ManualClock } from '../clock';
import { createTestApp, type TestApp, type TestSession } from '../testing/testApp';

describe('saved views on the server', () => {
  let t: TestApp;
  let ana: TestSession;
  let bruno: TestSession;
  let viewer: TestSession;
  let admin: TestSession;

  beforeAll(async () => {
    t = await createTestApp({}, { clock: new ManualClock(new Date('2026-11-26T12:00:00.000Z')) });
    ana = await t.signIn('sales');
    bruno = await t.signIn('finance');
    viewer = await t.signIn('viewer');
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  const send = (
    session: TestSession,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: session.headers, ...(payload === undefined ? {} : { payload }) });
  const create = async (session: TestSession, body: Record<string, unknown>): Promise<SavedView> => {
    const response = await send(session, 'POST', '/api/views', { type: 'order', query: '', ...body });
    expect(response.statusCode, response.body).toBe(201);
    return savedView.parse(response.json());
  };
  const list = async (session: TestSession, type = 'order') => {
    const response = await send(session, 'GET', `/api/views?type=${type}`);
    expect(response.statusCode).toBe(200);
    return savedViewList.parse(response.json()).views;
  };

  it('keeps a view per person: the owner sees it, others do not, and another person’s private view is 404', async () => {
    const mine = await create(ana, { name: 'Meus pedidos em SP', query: '?uf=SP&mine=1' });
    expect(mine).toMatchObject({
      name: 'Meus pedidos em SP',
      query: '?uf=SP&mine=1',
      shared: false,
      isDefault: false,
      mine: true,
      canEdit: true,
    });
    expect(mine.owner.id).toBe(ana.user?.id);
    expect((await list(ana)).map((view) => view.id)).toContain(mine.id);
    expect((await list(bruno)).map((view) => view.id)).not.toContain(mine.id);
    expect((await list(ana, 'budget')).map((view) => view.id)).not.toContain(mine.id);
    for (const [method, payload] of [
      ['PATCH', { name: 'Hijacked' }],
      ['DELETE', undefined],
    ] as const) {
      for (const other of [bruno, admin]) {
        const response = await send(other, method, `/api/views/${mine.id}`, payload);
        expect(response.statusCode).toBe(404);
        expect(problemDocument.parse(response.json()).code).toBe('view_not_found');
      }
    }
  });

  it('renames and updates a view from the current query, and deletes it', async () => {
    const view = await create(ana, { name: 'Rascunho', query: '?status=Novo' });
    const renamed = await send(ana, 'PATCH', `/api/views/${view.id}`, {
      name: '  Novos  ',
      query: '?status=Novo&sort=finalValue',
    });
    expect(renamed.statusCode).toBe(200);
    expect(savedView.parse(renamed.json())).toMatchObject({
      name: 'Novos',
      query: '?status=Novo&sort=finalValue',
    });
    expect((await send(ana, 'DELETE', `/api/views/${view.id}`)).statusCode).toBe(204);
    expect((await list(ana)).map((each) => each.id)).not.toContain(view.id);
    expect((await send(ana, 'DELETE', `/api/views/${view.id}`)).statusCode).toBe(404);
  });

  it('shares a view with everyone; only its owner or an admin changes it, a viewer gets 403', async () => {
    const shared = await create(ana, { name: 'Equipe: parados', query: '?stalled=1', shared: true });
    const seenByViewer = (await list(viewer)).find((view) => view.id === shared.id);
    expect(seenByViewer).toMatchObject({ mine: false, canEdit: false, shared: true });
    expect(seenByViewer?.owner.name).toBe(ana.user?.name);
    for (const other of [viewer, bruno]) {
      const refused = await send(other, 'PATCH', `/api/views/${shared.id}`, { name: 'Mine now' });
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(problemDocument.parse(refused.json()).detail).toContain('only they or an admin');
      expect((await send(other, 'DELETE', `/api/views/${shared.id}`)).statusCode).toBe(403);
    }
    expect((await list(admin)).find((view) => view.id === shared.id)?.canEdit).toBe(true);
    const byAdmin = await send(admin, 'PATCH', `/api/views/${shared.id}`, {
      name: 'Equipe: parados há muito',
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(savedView.parse(byAdmin.json()).owner.id).toBe(ana.user?.id);
    expect((await send(admin, 'DELETE', `/api/views/${shared.id}`)).statusCode).toBe(204);
  });

  it('lets a viewer keep private views but not share them', async () => {
    const own = await create(viewer, { name: 'Só leitura' });
    expect(own.mine).toBe(true);
    const sharing = await send(viewer, 'POST', '/api/views', {
      type: 'order',
      name: 'Para todos',
      query: '',
      shared: true,
    });
    expect(sharing.statusCode).toBe(403);
    expect((await send(viewer, 'PATCH', `/api/views/${own.id}`, { shared: true })).statusCode).toBe(403);
  });

  it('keeps one default per person and type: setting one unsets the other', async () => {
    const first = await create(bruno, { name: 'A', isDefault: true });
    const second = await create(bruno, { name: 'B', isDefault: true });
    const budget = await create(bruno, { type: 'budget', name: 'C', isDefault: true });
    const defaults = (await list(bruno)).filter((view) => view.isDefault).map((view) => view.id);
    expect(defaults).toEqual([second.id]);
    await send(bruno, 'PATCH', `/api/views/${first.id}`, { isDefault: true });
    expect((await list(bruno)).filter((view) => view.isDefault).map((view) => view.id)).toEqual([first.id]);
    expect((await list(bruno, 'budget')).find((view) => view.id === budget.id)?.isDefault).toBe(true);
    // Another person's default is theirs alone.
    const anaDefault = await create(ana, { name: 'Ana default', isDefault: true, shared: true });
    expect((await list(bruno)).find((view) => view.id === anaDefault.id)?.isDefault).toBe(true);
    expect((await list(bruno)).filter((view) => view.mine && view.isDefault)).toHaveLength(1);
  });

  it('answers bad input with a problem naming the field', async () => {
    for (const [body, field] of [
      [{ type: 'order', name: '', query: '' }, 'name'],
      [{ type: 'order', name: 'x'.repeat(81), query: '' }, 'name'],
      [{ type: 'order', name: 'ok', query: 'q'.repeat(2001) }, 'query'],
      [{ type: 'invoice', name: 'ok', query: '' }, 'type'],
      [{ type: 'order', name: 'ok', query: '', shared: 'yes' }, 'shared'],
    ] as const) {
      const response = await send(ana, 'POST', '/api/views', body);
      expect(response.statusCode).toBe(400);
      const problem = problemDocument.parse(response.json());
      expect(problem.errors?.map((error) => error.path.split('.')[0])).toContain(field);
    }
    const view = await create(ana, { name: 'Patch me' });
    expect((await send(ana, 'PATCH', `/api/views/${view.id}`, {})).statusCode).toBe(400);
    expect((await send(ana, 'PATCH', '/api/views/not-a-uuid', { name: 'x' })).statusCode).toBe(400);
    expect((await send(ana, 'GET', '/api/views')).statusCode).toBe(400);
  });

  it('refuses a change without the anti-forgery header and serves no wallboard', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/views',
      headers: { cookie: ana.cookie },
      payload: { type: 'order', name: 'x', query: '' },
    });
    expect(response.statusCode).toBe(403);
    const device = await t.signInDevice();
    expect((await send(device, 'GET', '/api/views?type=order')).statusCode).toBe(403);
  });
});
