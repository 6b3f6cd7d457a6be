import type { ProblemDocument, ProblemFieldError } from '../../contract/api/problem';

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export interface ProblemInit {
  status: number;
  code: string;
  detail: string;
  retryAt?: Date;
  errors?: ProblemFieldError[];
  headers?: Record<string, string>;
  /** RFC 9457 extension members a client reads, e.g. what changed since a write's base version. */
  extensions?: Record<string, unknown>;
}

/**
 * An error that already knows how it should be told to the user. Throw it anywhere in a route;
 * the error handler turns it into problem+json. Its detail must never contain a secret.
 */
export class HttpProblem extends Error {
  readonly status: number;
  readonly code: string;
  readonly retryAt?: Date;
  readonly errors?: ProblemFieldError[];
  readonly headers: Record<string, string>;
  readonly extensions: Record<string, unknown>;

  constructor(init: ProblemInit) {
    super(init.detail);
    this.name = 'HttpProblem';
    this.status = init.status;
    this.code = init.code;
    this.retryAt = init.retryAt;
    this.errors = init.errors;
    this.headers = init.headers ?? {};
    this.extensions = init.extensions ?? {};
  }

  toDocument(instance?: string, requestId?: string): ProblemDocument {
    return {
      ...this.extensions,
      type: `https://painel.local/problems/${this.code}`,
      title: titles[this.status] ?? 'Error',
      status: this.status,
      code: this.code,
      detail: this.message,
      ...(instance ? { instance } : {}),
      ...(requestId ? { requestId } : {}),
      ...(this.retryAt ? { retryAt: this.retryAt.toISOString() } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}
