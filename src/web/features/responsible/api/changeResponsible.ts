import { IDEMPOTENCY_KEY_HEADER, responsibleChangeBody, writeOutcome } from '../../../../contract/api/writes';
import type { RequestType } from '../../../../contract/upstream/enums';
import { sendJson } from '../../../lib/sendJson';

export interface ResponsibleChangeRequest {
  type: RequestType;
  code: string;
  email: string;
  /** The version of the request the form was opened on (ADR 035). */
  baseVersion: number;
  /**
   * One per submission, reused when the same submission is retried: the backend then answers the
   * first outcome again instead of calling the vendor twice (docs/decisions/013-writes.md).
   */
  idempotencyKey: string;
}

/** Where a request's responsible is changed; the code is the vendor's and may hold any character. */
export function responsibleUrl(type: RequestType, code: string): string {
  return `/api/requests/${type}/${encodeURIComponent(code)}/responsible`;
}

/**
 * PUT /api/requests/:type/:code/responsible: hands the request to the collaborator with `email`.
 * The body goes through the backend's own schema first, so what is sent is what it accepts.
 */
export function changeResponsible({
  type,
  code,
  email,
  baseVersion,
  idempotencyKey,
}: ResponsibleChangeRequest) {
  return sendJson(responsibleUrl(type, code), {
    method: 'PUT',
    body: responsibleChangeBody.parse({ email, baseVersion }),
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: writeOutcome,
  });
}
