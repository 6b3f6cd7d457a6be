import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_LIMITS } from '../../contract/api/uploads';
import type { Services } from '../services';
import { idempotencyStoreFor } from './idempotency/idempotencyStoreFor';
import { registerPaymentRecordDeleteRoute } from './routes/paymentRecordDeleteRoute';
import { registerPaymentRecordReadRoute } from './routes/paymentRecordReadRoute';
import { registerPaymentRecordUpdateRoute } from './routes/paymentRecordUpdateRoute';
import { registerPaymentUpdateRoute } from './routes/paymentUpdateRoute';
import { registerResponsibleRoute } from './routes/responsibleRoute';
import type { WriteContext } from './runWrite';
import type { UploadLimits } from './upload/receivePaymentForm';

export interface WriteRoutesOptions {
  services: Services;
  /** Tests lower the limits to exercise them with small files. */
  uploadLimits?: UploadLimits;
  /** Where upload folders are made (default: the system's temporary folder). */
  uploadTmpRoot?: string;
}

/**
 * The writes (docs/api.md): each validated before anything goes upstream, sent through the
 * governed vendor, answered with what happened, audited, and announced to the mirror (runWrite).
 */
export async function registerWriteRoutes(scope: FastifyInstance, options: WriteRoutesOptions) {
  const { services } = options;
  // Registered in this scope only: no other route accepts multipart bodies.
  await scope.register(fastifyMultipart, { throwFileSizeLimit: false });
  const store = idempotencyStoreFor(services);

  // Runs once the server stopped and every request in flight was answered, before the database
  // closes: the audit entries and mirror follow-ups still owed are written, not lost.
  scope.addHook('onClose', () => services.writes.settle());

  const context: WriteContext = { services, store };
  registerResponsibleRoute(scope, context);
  registerPaymentUpdateRoute(scope, context, {
    limits: options.uploadLimits ?? { ...UPLOAD_LIMITS },
    tmpRoot: options.uploadTmpRoot,
  });
  registerPaymentRecordReadRoute(scope, services);
  registerPaymentRecordUpdateRoute(scope, context);
  registerPaymentRecordDeleteRoute(scope, context);
}
