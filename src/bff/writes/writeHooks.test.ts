import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { WriteHooks } from './writeHooks';

/** The raw response of a reply, far enough for `afterAnswer`: events and its two flags. */
class FakeResponse extends EventEmitter {
  writableFinished = false;
  destroyed = false;

  finish() {
    this.writableFinished = true;
    this.emit('finish');
  }
}

const replyOver = (raw: FakeResponse) => ({ raw }) as unknown as FastifyReply;
const silent = { warn: () => undefined };

describe('work owed after a write', () => {
  it('starts only once the answer went out, so the person does not wait for it', async () => {
    const hooks = new WriteHooks();
    const response = new FakeResponse();
    const done: string[] = [];
    hooks.afterAnswer(
      replyOver(response),
      async () => {
        done.push('audited');
      },
      silent,
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toEqual([]);
    response.finish();
    await hooks.settle();
    expect(done).toEqual(['audited']);
  });

  it('still runs when the client hung up before its answer', async () => {
    const hooks = new WriteHooks();
    const response = new FakeResponse();
    let ran = false;
    hooks.afterAnswer(
      replyOver(response),
      async () => {
        ran = true;
      },
      silent,
    );
    response.destroyed = true;
    response.emit('close');
    await hooks.settle();
    expect(ran).toBe(true);
  });

  it('is written at shutdown even when its answer never went out, and waited for', async () => {
    const hooks = new WriteHooks();
    const stored: string[] = [];
    const slowInsert = (entry: string) => async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      stored.push(entry);
    };
    const finished = new FakeResponse();
    hooks.afterAnswer(replyOver(finished), slowInsert('answered'), silent);
    finished.finish();
    hooks.afterAnswer(replyOver(new FakeResponse()), slowInsert('never answered'), silent);
    await hooks.settle();
    expect(stored.sort()).toEqual(['answered', 'never answered']);
  });

  it('logs a failure instead of throwing it: the answer is already out', async () => {
    const hooks = new WriteHooks();
    const warnings: string[] = [];
    const response = new FakeResponse();
    response.finish();
    hooks.afterAnswer(replyOver(response), () => Promise.reject(new Error('database gone')), {
      warn: (_details, message) => warnings.push(message),
    });
    await hooks.settle();
    expect(warnings).toEqual(['work owed after a write failed']);
  });
});
