import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { registerAuditExportRoutes } from '../audit/auditExportRoutes';
import { registerAuditRoutes } from '../audit/auditRoutes';
import { registerAdminDeviceRoutes } from '../auth/adminDeviceRoutes';
import { registerAdminSessionRoutes } from '../auth/adminSessionRoutes';
import { registerAdminUserRoutes } from '../auth/adminUserRoutes';
import { prepareAccounts } from '../auth/initialUsers';
import { registerAccountSecurityRoutes } from '../auth/accountSecurityRoutes';
import { registerPasskeyAccountRoutes } from '../auth/passkeyAccountRoutes';
import { registerPasskeySignInRoutes } from '../auth/passkeySignInRoutes';
import { registerSsoRoutes } from '../auth/ssoRoutes';
import { registerSecondStepRoutes } from '../auth/secondStepRoutes';
import { registerSessionRoutes } from '../auth/sessionRoutes';
import type { Services } from '../services';
import { registerWebhookRoutes } from '../webhooks/receive/webhookRoutes';
import { enforceAccess } from './enforceAccess';
import { recordRoutes } from './routeTable';
import { installSecurityHeaders } from './securityHeaders';

/**
 * The security layer. Call it before any route is registered: it records every route with its
 * declared access (and refuses to start while one has none), enforces that access on every
 * request, adds the security headers and prepares the first accounts. Its own routes come with
 * `registerSecurityRoutes`, after the OpenAPI plugin so that they are documented.
 */
export async function registerSecurity(app: FastifyInstance, services: Services): Promise<void> {
  const { config } = services;
  const table = recordRoutes(app);
  app.decorate('routeTable', table);
  app.addHook('onReady', async () => {
    const missing = table.missing();
    if (missing.length > 0) {
      throw new Error(
        `Painel refuses to start: ${missing.length} route(s) declare no access: ${missing.join(', ')}. ` +
          'Give each one `config: { access }` (src/bff/http/access.ts).',
      );
    }
  });

  await app.register(fastifyCookie);
  app.decorateRequest('session', null);
  await installSecurityHeaders(app, config.PUBLIC_URL);
  app.addHook(
    'onRequest',
    enforceAccess({
      sessions: services.sessions,
      publicUrl: config.PUBLIC_URL,
      webhookSecret: config.WEBHOOK_SECRET,
    }),
  );

  await prepareAccounts(services, app.log);
  if (!config.WEBHOOK_SECRET) {
    app.log.warn('WEBHOOK_SECRET is not set: every webhook delivery will be refused with 401');
  }
}

/** Sign-in and sessions, admin (users, sessions, devices, audit) and the webhook receiver. */
export async function registerSecurityRoutes(scope: FastifyInstance, options: { services: Services }) {
  const { services } = options;
  registerSessionRoutes(scope, services);
  registerSecondStepRoutes(scope, services);
  registerAccountSecurityRoutes(scope, services);
  registerPasskeySignInRoutes(scope, services);
  registerSsoRoutes(scope, services);
  registerPasskeyAccountRoutes(scope, services);
  registerAdminUserRoutes(scope, services);
  registerAdminSessionRoutes(scope, services);
  registerAdminDeviceRoutes(scope, services);
  registerAuditRoutes(scope, services);
  registerAuditExportRoutes(scope, services);
  registerWebhookRoutes(scope, services);
}
