import type { FastifyInstance } from 'fastify';
import { SSO_COOKIE_BASE_NAME } from '../auth/ssoCookie';

export interface ParsedSetCookie {
  name: string;
  value: string;
  /** Attribute names lower-cased, with their values ('' for flags). */
  attributes: Map<string, string>;
}

export function parseSetCookie(header: string): ParsedSetCookie {
  const [pair = '', ...parts] = header.split(';');
  const equals = pair.indexOf('=');
  const attributes = new Map<string, string>();
  for (const part of parts) {
    const [key = '', ...value] = part.trim().split('=');
    attributes.set(key.toLowerCase(), value.join('='));
  }
  return { name: pair.slice(0, equals).trim(), value: pair.slice(equals + 1).trim(), attributes };
}

/**
 * What is wrong with a Set-Cookie under ASVS 3.3: every cookie HttpOnly and SameSite=Strict (Lax for single sign-on's), and
 * over HTTPS also Secure, `__Host-` prefixed, Path=/ and without Domain. Empty when nothing is.
 */
export function cookieProblems(header: string, https: boolean): string[] {
  const cookie = parseSetCookie(header);
  const problems: string[] = [];
  if (!cookie.attributes.has('httponly')) problems.push('HttpOnly missing');
  // The one exception: single sign-on's binding must come back on the provider's redirect (ADR 095).
  const sameSite = cookie.name.endsWith(SSO_COOKIE_BASE_NAME) ? 'lax' : 'strict';
  if (cookie.attributes.get('samesite')?.toLowerCase() !== sameSite)
    problems.push(`SameSite=${sameSite} missing`);
  if (https) {
    if (!cookie.attributes.has('secure')) problems.push('Secure missing');
    if (!cookie.name.startsWith('__Host-')) problems.push('__Host- prefix missing');
    if (cookie.attributes.get('path') !== '/') problems.push('Path=/ missing');
    if (cookie.attributes.has('domain')) problems.push('Domain present');
  }
  return problems;
}

/** Checks every Set-Cookie a test app sends, and every 401 for having none. */
export class CookieInspector {
  private seen = 0;
  private readonly problems: string[] = [];

  constructor(private readonly https: boolean) {}

  watch(app: FastifyInstance): void {
    app.addHook('onSend', async (request, reply, payload) => {
      const header = reply.getHeader('set-cookie');
      const cookies = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
      const context = `${request.method} ${request.url.split('?')[0]}`;
      if (reply.statusCode === 401 && cookies.length > 0)
        this.problems.push(`${context}: Set-Cookie on a 401`);
      for (const cookie of cookies) {
        this.seen += 1;
        for (const problem of cookieProblems(cookie, this.https))
          this.problems.push(`${context}: ${problem}`);
      }
      return payload;
    });
  }

  stats() {
    return { setCookies: this.seen, cookieProblems: this.problems.length };
  }

  assertSound(): void {
    if (this.problems.length > 0) {
      throw new Error(
        `Unsafe Set-Cookie headers (${this.problems.length}):\n- ${this.problems.slice(0, 20).join('\n- ')}`,
      );
    }
  }
}
