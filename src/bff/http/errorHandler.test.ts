import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { problemDocument } from '../../contract/api/problem';
import { installErrorHandler } from './errorHandler';
import { HttpProblem } from './problem';

async function appWithRoutes() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.post(
    '/echo',
    { schema: { body: z.object({ email: z.email(), count: z.number().int() }) } },
    async (r) => r.body,
  );
  app.get('/refused', async () => {
    throw new HttpProblem({
      status: 429,
      code: 'budget_exhausted',
      detail: 'The vendor budget is used up.',
      retryAt: new Date(Date.now() + 90_000),
    });
  });
  app.get('/boom', async () => {
    throw new Error('secret internals: connection string postgres://user:pw@db');
  });
  return app;
}

describe('problem+json errors', () => {
  it('names every invalid field of a request body', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { email: 'nope', count: 1.5 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const body = problemDocument.parse(response.json());
    expect(body.code).toBe('invalid_input');
    expect(body.errors?.map((e) => e.path).sort()).toEqual(['count', 'email']);
    expect(body.detail).toMatch(/^The body is invalid: /);
  });

  it('tells when a refused call can be retried, in the body and in Retry-After', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/refused' });
    expect(response.statusCode).toBe(429);
    const body = problemDocument.parse(response.json());
    expect(new Date(body.retryAt ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(89);
  });

  it('hides the internals of an unexpected error behind the request id', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('postgres://');
    expect(response.body).not.toContain('stack');
    const body = problemDocument.parse(response.json());
    expect(body.detail).toContain(body.requestId ?? 'missing');
  });
});
