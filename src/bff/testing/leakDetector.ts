import { appendFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/** Shorter values would match by accident (and are no real secret: passwords need 12 characters). */
const MIN_SECRET_LENGTH = 8;

/** The session cookie's value is the one secret a response may carry: to its owner, in Set-Cookie. */
const SESSION_COOKIE = /^((?:__Host-)?painel_session)=[^;]*/;

export interface LeakFinding {
  /** What the secret is (`password`, `session`, `vendor token`...); never the secret itself. */
  secret: string;
  where: string;
  /** `METHOD url` of the response, or the log line's message. */
  context: string;
}

export interface LeakStats {
  secrets: number;
  logLines: number;
  responses: number;
  headersScanned: number;
  findings: number;
}

/**
 * Watches one test app for secrets where they must never be: every log line (captured at trace
 * level), every response body and every response header. Secrets are registered as the run meets
 * them (the services report every password and session token; tests add their own).
 */
export class LeakDetector {
  readonly logs: string[] = [];
  private readonly secrets = new Map<string, string>();
  private readonly findings: LeakFinding[] = [];
  private responses = 0;
  private headersScanned = 0;

  /** A writable for the app's logger: every JSON line is kept for the scan. */
  readonly logStream = new Writable({
    write: (chunk: Buffer | string, _encoding, done) => {
      for (const line of chunk.toString().split('\n')) if (line.trim() !== '') this.logs.push(line);
      done();
    },
  });

  add(value: string | undefined, kind = 'secret'): void {
    if (value === undefined || value.length < MIN_SECRET_LENGTH || this.secrets.has(value)) return;
    this.secrets.set(value, kind);
  }

  /** Scans every answer of `app` as it is sent. Add before the app is ready. */
  watch(app: FastifyInstance): void {
    app.addHook('onSend', async (request, reply, payload) => {
      this.responses += 1;
      const context = `${request.method} ${request.url.split('?')[0]}`;
      if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
        this.scan(payload.toString(), 'response body', context);
      }
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        const values = Array.isArray(value) ? value : [String(value)];
        for (const text of values) {
          this.headersScanned += 1;
          const visible = name === 'set-cookie' ? text.replace(SESSION_COOKIE, '$1=') : text;
          this.scan(visible, `response header ${name}`, context);
        }
      }
      return payload;
    });
  }

  private scan(text: string, where: string, context: string): void {
    for (const [secret, kind] of this.secrets) {
      if (text.includes(secret)) this.findings.push({ secret: kind, where, context: this.mask(context) });
    }
  }

  /** A finding's context may hold the secret itself (a URL, a log message): never repeat it. */
  private mask(text: string): string {
    let masked = text;
    for (const secret of this.secrets.keys()) masked = masked.split(secret).join('[secret]');
    return masked;
  }

  /** Every finding so far, log lines included (they are scanned now, against every secret known). */
  leaks(): LeakFinding[] {
    const fromLogs: LeakFinding[] = [];
    for (const line of this.logs) {
      for (const [secret, kind] of this.secrets) {
        if (line.includes(secret)) {
          fromLogs.push({ secret: kind, where: 'log line', context: this.mask(messageOf(line)) });
        }
      }
    }
    return [...this.findings, ...fromLogs];
  }

  stats(): LeakStats {
    return {
      secrets: this.secrets.size,
      logLines: this.logs.length,
      responses: this.responses,
      headersScanned: this.headersScanned,
      findings: this.leaks().length,
    };
  }

  /** Throws when any secret was seen; the message names kinds and places, never the secret. */
  assertNoLeaks(): void {
    const found = this.leaks();
    if (found.length === 0) return;
    const lines = found.slice(0, 20).map((leak) => `- a ${leak.secret} in a ${leak.where} (${leak.context})`);
    throw new Error(`Secrets leaked ${found.length} time(s):\n${lines.join('\n')}`);
  }

  /** With PAINEL_LEAK_REPORT set, appends this app's figures there, to sum over a whole run. */
  report(label: string, extra: Record<string, number> = {}): void {
    const file = process.env.PAINEL_LEAK_REPORT;
    if (file) appendFileSync(file, `${JSON.stringify({ label, ...this.stats(), ...extra })}\n`);
  }
}

function messageOf(line: string): string {
  try {
    const parsed: unknown = JSON.parse(line);
    if (typeof parsed === 'object' && parsed !== null && 'msg' in parsed) return String(parsed.msg);
  } catch {
    // Not JSON: fall through to a neutral label.
  }
  return 'log';
}
