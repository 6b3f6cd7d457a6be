import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough, Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logDestination, loggerOptions, QuietRequestLog, wantsPrettyLogs } from './logging';

function collectingApp(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({
    logger: { ...loggerOptions(level), stream },
    logController: new QuietRequestLog(),
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('kaput');
  });
  // An event stream: it ends only when its client leaves.
  app.get('/events', (_request, reply) => {
    const stream = new PassThrough();
    stream.write('data: hello\n\n');
    return reply.type('text/event-stream').send(stream);
  });
  return { app, lines };
}

describe('request logs', () => {
  it('writes nothing for a successful request at info, and a line with the request id at debug', async () => {
    const quiet = collectingApp('info');
    await quiet.app.inject({ method: 'GET', url: '/ok' });
    expect(quiet.lines).toEqual([]);
    const chatty = collectingApp('debug');
    await chatty.app.inject({ method: 'GET', url: '/ok' });
    const completed = chatty.lines.find((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({
      level: 20,
      reqId: expect.any(String),
    });
  });

  it('always logs a server error, with its request id', async () => {
    const { app, lines } = collectingApp('warn');
    await app.inject({ method: 'GET', url: '/boom' });
    const error = lines.find((line) => line.level === 50);
    expect(error).toMatchObject({ reqId: expect.any(String) });
  });

  it('says an event stream its client left at debug only', async () => {
    const leaveStream = async (level: string) => {
      const { app, lines } = collectingApp(level);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      await new Promise<void>((resolve) => {
        const asked = request({ port, path: '/events' }, (answer) => {
          answer.once('data', () => {
            asked.destroy();
            resolve();
          });
        });
        asked.end();
      });
      const open = () =>
        new Promise<number>((resolve) => app.server.getConnections((_error, count) => resolve(count)));
      await expect.poll(open, { timeout: 2_000 }).toBe(0);
      await app.close();
      return lines.filter((line) => line.msg === 'stream closed prematurely');
    };
    expect(await leaveStream('info')).toEqual([]);
    expect(await leaveStream('debug')).toEqual([expect.objectContaining({ level: 20 })]);
  });

  it('is readable on a terminal or in development, JSON otherwise, unless LOG_FORMAT says', () => {
    expect(wantsPrettyLogs(undefined, 'production', true)).toBe(true);
    expect(wantsPrettyLogs(undefined, 'production', false)).toBe(false);
    expect(wantsPrettyLogs(undefined, 'development', false)).toBe(true);
    expect(wantsPrettyLogs('json', 'development', true)).toBe(false);
    expect(wantsPrettyLogs('pretty', 'production', false)).toBe(true);
  });

  it('writes readable lines only where pino-pretty is installed, JSON where an install left it out', async () => {
    expect((await logDestination(true)).readable).toBe(true);
    const notInstalled = () =>
      Promise.reject(
        Object.assign(new Error("Cannot find package 'pino-pretty'"), { code: 'ERR_MODULE_NOT_FOUND' }),
      );
    expect((await logDestination(true, notInstalled)).readable).toBe(false);
    const unused = () => Promise.reject(new Error('not to be loaded'));
    expect((await logDestination(false, unused)).readable).toBe(false);
  });

  it('does not hide a pino-pretty that is installed but fails to load', async () => {
    const broken = () => Promise.reject(new SyntaxError('Unexpected token'));
    await expect(logDestination(true, broken)).rejects.toThrow('Unexpected token');
  });
});
