import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LiveEvent, liveEvent } from '../../contract/api/liveEvents';
import { ManualClock } from '../clock';
import type { Services } from '../services';
import { openSyncTestDatabase } from '../sync/testing/syncTestDatabase';
import { createTestApp, type TestApp } from '../testing/testApp';
import { createInProcessLiveBus, type LiveBus } from './liveBus';
import { registerLiveRoutes } from './registerLiveRoutes';
import { openSse } from './testing/sseClient';

const removed = (code: string): LiveEvent => ({
  kind: 'request.removed',
  type: 'order',
  code,
  actor: { kind: 'sync', source: 'reconcile' },
});

/** A bare Fastify that reads zod schemas, as the app does. */
function bareApp(): FastifyInstance {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

describe('the live event log', () => {
  let opened: Awaited<ReturnType<typeof openSyncTestDatabase>>;
  let clock: ManualClock;
  let bus: LiveBus;
  beforeAll(async () => {
    opened = await openSyncTestDatabase();
  });
  afterAll(() => opened.close());
  beforeEach(async () => {
    await opened.reset();
    clock = new ManualClock(Date.UTC(2025, 5, 15, 12));
    bus = createInProcessLiveBus({ db: opened.db, clock });
  });

  it('gives every event an increasing id, tells every listener, and replays what came after an id', async () => {
    const heard: number[] = [];
    const stop = bus.subscribe((stored) => heard.push(stored.id));
    const ids = [
      await bus.publish(removed('1')),
      await bus.publish(removed('2')),
      await bus.publish(removed('3')),
    ];
    stop();
    await bus.publish(removed('4'));
    expect(ids[1]).toBeGreaterThan(ids[0] ?? Infinity);
    expect(heard).toEqual(ids);
    const replay = await bus.replay(ids[0] ?? 0, 10);
    expect(replay.gap).toBeNull();
    expect(replay.events.map((stored) => stored.event)).toEqual([removed('2'), removed('3'), removed('4')]);
  });

  it('keeps an hour and at most so many events, and says when what a stream missed is gone', async () => {
    const first = await bus.publish(removed('old'));
    clock.advance(61 * 60_000);
    for (let i = 0; i < 5; i += 1) await bus.publish(removed(String(i)));
    expect(await bus.prune(3_600_000, 3)).toBe(3);
    const kept = await bus.replay(0, 10);
    expect(kept.events.map((stored) => stored.event)).toEqual([removed('2'), removed('3'), removed('4')]);
    expect((await bus.replay(first, 10)).gap).toBe('expired');
    expect((await bus.replay(first + 1_000, 10)).gap).toBe('unknown-id');
  });
});

describe('GET /api/events', () => {
  let opened: Awaited<ReturnType<typeof openSyncTestDatabase>>;
  let bus: LiveBus;
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    opened = await openSyncTestDatabase();
    const clock = new ManualClock(Date.UTC(2025, 5, 15, 12));
    bus = createInProcessLiveBus({ db: opened.db, clock });
    // The route alone (no session layer), with a fast heartbeat.
    app = bareApp();
    registerLiveRoutes(app, { live: bus, clock } as unknown as Services, { heartbeatMs: 40, retryMs: 1_500 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/events`;
  });
  afterAll(async () => {
    await app.close();
    await opened.close();
  });

  it('streams each event with its id and kind as JSON the contract reads, and sends heartbeats', async () => {
    const stream = await openSse(url);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toBe('text/event-stream; charset=utf-8');
    expect(await stream.next()).toEqual({ retry: '1500' });
    const id = await bus.publish(removed('7001'));
    await bus.publish({
      kind: 'request.removed',
      type: 'budget',
      code: 'line\nbreak',
      actor: { kind: 'sync', source: 'webhook' },
    });
    const first = await stream.next();
    const second = await stream.next();
    expect(first).toMatchObject({ id: String(id), event: 'request.removed' });
    expect(liveEvent.parse(JSON.parse(first?.data ?? ''))).toEqual(removed('7001'));
    expect(Number(second?.id)).toBe(id + 1);
    expect(JSON.parse(second?.data ?? '')).toMatchObject({ code: 'line\nbreak' });
    await stream.readFor(150);
    expect(stream.comments()).toBeGreaterThanOrEqual(2);
    stream.close();
  });

  it('replays what a reconnecting stream missed after its Last-Event-ID, then goes on live', async () => {
    const seen = await bus.publish(removed('8001'));
    await bus.publish(removed('8002'));
    await bus.publish(removed('8003'));
    const stream = await openSse(url, { 'last-event-id': String(seen) });
    await stream.next();
    expect(JSON.parse((await stream.next())?.data ?? '')).toEqual(removed('8002'));
    expect(JSON.parse((await stream.next())?.data ?? '')).toEqual(removed('8003'));
    await bus.publish(removed('8004'));
    expect(JSON.parse((await stream.next())?.data ?? '')).toEqual(removed('8004'));
    stream.close();
  });

  it('resumes from a lastEventId query parameter, which a new EventSource can send, the header winning', async () => {
    const seen = await bus.publish(removed('8101'));
    await bus.publish(removed('8102'));
    const fromQuery = await openSse(`${url}?lastEventId=${seen}`);
    await fromQuery.next();
    expect(JSON.parse((await fromQuery.next())?.data ?? '')).toEqual(removed('8102'));
    fromQuery.close();

    const later = await bus.publish(removed('8103'));
    const both = await openSse(`${url}?lastEventId=${seen}`, { 'last-event-id': String(later - 1) });
    await both.next();
    expect(JSON.parse((await both.next())?.data ?? '')).toEqual(removed('8103'));
    both.close();

    // Garbage is "start from now", never an error: the stream opens and replays nothing.
    const garbled = await openSse(`${url}?lastEventId=abc&lastEventId=1`);
    expect(garbled.status).toBe(200);
    await garbled.next();
    await bus.publish(removed('8104'));
    expect(JSON.parse((await garbled.next())?.data ?? '')).toEqual(removed('8104'));
    garbled.close();
  });

  it('tells a stream to resync when what it missed is no longer kept, or its id is not ours', async () => {
    const old = await bus.publish(removed('9001'));
    await bus.publish(removed('9002'));
    await bus.prune(3_600_000, 1);
    const expired = await openSse(url, { 'last-event-id': String(old - 1) });
    await expired.next();
    const resync = await expired.next();
    expect(resync).toEqual({ event: 'resync', data: JSON.stringify({ kind: 'resync', reason: 'expired' }) });
    expect(JSON.parse((await expired.next())?.data ?? '')).toEqual(removed('9002'));
    expired.close();
    const foreign = await openSse(url, { 'last-event-id': '999999999' });
    await foreign.next();
    expect(await foreign.next()).toMatchObject({
      event: 'resync',
      data: expect.stringContaining('unknown-id'),
    });
    foreign.close();
  });

  it('ends open streams when the server closes, so that a shutdown never waits for them', async () => {
    const other = bareApp();
    registerLiveRoutes(other, { live: bus, clock: new ManualClock() } as unknown as Services);
    await other.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openSse(
      `http://127.0.0.1:${(other.server.address() as AddressInfo).port}/api/events`,
    );
    await stream.next();
    // A close that waited for the stream would end with the stream's lifetime, far beyond this
    // test's time-out: resolving at all is the proof, however slow the machine.
    await other.close();
    expect(await stream.next()).toBeNull();
  });
});

describe('GET /api/events in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is for signed-in readers and wallboards only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(anonymous.statusCode).toBe(401);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/events`;
    const device = await t.signInDevice();
    const stream = await openSse(base, { cookie: device.cookie });
    expect(stream.status).toBe(200);
    expect(await stream.next()).toMatchObject({ retry: expect.any(String) });
    await t.services.live.publish(removed('1'));
    expect(await stream.next()).toMatchObject({ event: 'request.removed' });
    stream.close();
  });

  it("tells a wall screen a request's change with nothing personal in it, and a person all of it", async () => {
    const summary = {
      type: 'order' as const,
      code: 'ORD-9',
      id: 'vendor-id-9',
      name: 'Kit Telhado João Silva',
      kind: null,
      companyName: 'Sol Forte Energia Ltda',
      companyFantasyName: 'Sol Forte',
      companyCnpj: '12.345.678/0001-90',
      responsibleName: 'Bruno Lima',
      responsibleEmail: 'bruno@example.com',
      createdAt: null,
      lastChangedAt: null,
      dealStatus: 'Novo',
      statusSince: null,
      statusSinceBefore: false,
      stockStatus: null,
      paymentStatus: null,
      paymentType: null,
      totalPower: 5000,
      originalValue: null,
      finalValue: 20000.5,
      freightState: 'SP',
      freightCity: 'São Paulo',
      removed: false,
      stalled: false,
    };
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/events`;
    const wall = await openSse(base, { cookie: (await t.signInDevice()).cookie });
    const person = await openSse(base, { cookie: (await t.signIn('viewer')).cookie });
    await wall.next();
    await person.next();
    await t.services.live.publish({
      kind: 'request.changed',
      request: summary,
      fields: ['dealStatus'],
      actor: { kind: 'person', id: 'user-7', name: 'Carla Mendes' },
    });
    const onWall = await wall.next();
    const toPerson = await person.next();
    wall.close();
    person.close();
    expect(onWall).toMatchObject({ event: 'request.changed' });
    expect(JSON.stringify(onWall)).toContain('Bruno Lima');
    for (const personal of [
      'bruno@example.com',
      'João Silva',
      '12.345.678/0001-90',
      'São Paulo',
      'Carla Mendes',
      'user-7',
    ]) {
      expect(JSON.stringify(onWall), personal).not.toContain(personal);
    }
    expect(JSON.stringify(toPerson)).toContain('bruno@example.com');
    expect(JSON.stringify(toPerson)).toContain('Carla Mendes');
  });
});
