/**
 * A refusal with an HTTP status and a stable code. The vendor's error body shape is not shown; the
 * sandbox answers `{error: code, message}` (the same key the 429 body uses for its cause), and
 * each write operation wraps it in its own envelope (see routes/).
 */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SandboxError';
  }
}

export function errorBody(code: string, message: string) {
  return { error: code, message };
}
