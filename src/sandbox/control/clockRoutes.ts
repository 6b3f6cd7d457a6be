import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SandboxError } from '../errors';
import type { Sandbox } from '../sandbox';
import { parseBody } from './parseBody';

const advanceBody = z
  .object({
    ms: z.number().nonnegative().optional(),
    seconds: z.number().nonnegative().optional(),
    minutes: z.number().nonnegative().optional(),
    hours: z.number().nonnegative().optional(),
  })
  .strict();

const setBody = z.object({ at: z.union([z.number(), z.string()]) }).strict();

function clockState(sandbox: Sandbox) {
  const now = sandbox.clock.now();
  return { mode: sandbox.clock.mode, now, iso: new Date(now).toISOString() };
}

/** Read the clock, move it forward (timers that fall due run before the answer), or set it. */
export function registerClockRoutes(app: FastifyInstance, sandbox: Sandbox) {
  app.get('/clock', async () => clockState(sandbox));

  app.post('/clock/advance', async (request) => {
    const body = parseBody(advanceBody, request.body);
    const ms =
      (body.ms ?? 0) + (body.seconds ?? 0) * 1e3 + (body.minutes ?? 0) * 6e4 + (body.hours ?? 0) * 3.6e6;
    await sandbox.clock.advance(ms);
    return clockState(sandbox);
  });

  app.post('/clock/set', async (request) => {
    const { at } = parseBody(setBody, request.body);
    const target = typeof at === 'number' ? at : Date.parse(at);
    if (!Number.isFinite(target))
      throw new SandboxError(400, 'badRequest', 'at must be epoch milliseconds or ISO 8601.');
    if (target < sandbox.clock.now())
      throw new SandboxError(409, 'clockBackwards', 'The clock only moves forward.');
    await sandbox.clock.set(target);
    return clockState(sandbox);
  });
}
