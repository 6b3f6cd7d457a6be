import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { access, type RouteAccess } from '../http/access';

/**
 * Routes that plugins we do not write register, with the access we grant them, said out loud so
 * that nothing is public by accident. Everything else must declare `config.access` itself.
 */
export const PLUGIN_ROUTE_ALLOW_LIST: ReadonlyArray<{
  prefix: string;
  methods: readonly string[];
  access: RouteAccess;
  why: string;
}> = [
  {
    prefix: '/api/docs',
    methods: ['GET', 'HEAD'],
    access: access.public,
    why: "@fastify/swagger-ui's page and assets, which document the API and expose nothing the OpenAPI document does not",
  },
];

export interface RouteEntry {
  method: string;
  url: string;
  /** The declared access, the allow-listed one, or undefined when the route declared none. */
  access: RouteAccess | undefined;
  source: 'declared' | 'allow-listed' | 'missing';
}

/** Every route the app registered, recorded as it is registered. */
export interface RouteTable {
  entries(): RouteEntry[];
  /** Routes without a declaration, as `METHOD url`. Painel refuses to start while any exist. */
  missing(): string[];
}

function allowListed(method: string, url: string): RouteAccess | undefined {
  const entry = PLUGIN_ROUTE_ALLOW_LIST.find(
    (candidate) =>
      candidate.methods.includes(method) &&
      (url === candidate.prefix || url.startsWith(`${candidate.prefix}/`)),
  );
  return entry?.access;
}

function declaredAccess(config: unknown): RouteAccess | undefined {
  if (typeof config !== 'object' || config === null || !('access' in config)) return undefined;
  const value = (config as { access?: RouteAccess }).access;
  return value && typeof value === 'object' && 'kind' in value ? value : undefined;
}

/** The access a route has: its declaration, else the allow-list's, else none. */
export function resolveAccess(method: string, url: string | undefined, config: unknown): RouteEntry {
  const declared = declaredAccess(config);
  if (declared) return { method, url: url ?? '', access: declared, source: 'declared' };
  const listed = url === undefined ? undefined : allowListed(method, url);
  if (listed) return { method, url: url ?? '', access: listed, source: 'allow-listed' };
  return { method, url: url ?? '', access: undefined, source: 'missing' };
}

/** What the security layer enforces for this request's route. */
export function accessOfRequest(request: FastifyRequest): RouteEntry {
  return resolveAccess(request.method, request.routeOptions.url, request.routeOptions.config);
}

/**
 * Records every route from here on. A plugin scope may still set `config.access` in its own
 * onRoute hook after this one ran (the SPA's static files do), so each entry is read when asked.
 */
export function recordRoutes(app: FastifyInstance): RouteTable {
  const recorded: RouteOptions[] = [];
  app.addHook('onRoute', (routeOptions) => {
    recorded.push(routeOptions);
  });
  const entries = () =>
    recorded.flatMap((options) => {
      const methods = Array.isArray(options.method) ? options.method : [options.method];
      return methods.map((method) => resolveAccess(String(method), options.url, options.config));
    });
  return {
    entries,
    missing: () =>
      entries()
        .filter((entry) => entry.source === 'missing')
        .map((entry) => `${entry.method} ${entry.url}`),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route and the access it has; see registerSecurity. */
    routeTable: RouteTable;
  }
}
