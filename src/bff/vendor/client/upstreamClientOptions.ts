import { z } from 'zod';

const milliseconds = z
  .number()
  .int({ error: 'must be whole milliseconds' })
  .positive({ error: 'must be positive' });

// Anything that could end or split a header line, or hide in one: control characters and spaces.
const headerSafe = (value: string) =>
  ![...value].some((char) => char.charCodeAt(0) <= 0x20 || char === '\u007f');

/** How the client reaches the vendor; checked once, when the client is created. */
export const upstreamClientOptions = z.object({
  /**
   * The vendor's base address, e.g. `https://api.example.com` (a path prefix is kept). No
   * credentials, query or fragment: the token travels only in the Authorization header.
   */
  baseUrl: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).refine(
    (text) => {
      const url = new URL(text);
      return url.username === '' && url.password === '' && url.search === '' && url.hash === '';
    },
    { error: 'must not carry credentials, a query or a fragment' },
  ),
  /** The bearer token. Sent only in the Authorization header; no error or log line carries it. */
  token: z
    .string({ error: 'must be text' })
    .min(1, { error: 'must not be empty' })
    .refine(headerSafe, { error: 'must not contain spaces or control characters' }),
  /** Per-phase deadlines; each falls back to DEFAULT_UPSTREAM_DEADLINES. */
  timeouts: z
    .object({
      connectMs: milliseconds.optional(),
      headersMs: milliseconds.optional(),
      bodyMs: milliseconds.optional(),
    })
    .optional(),
  userAgent: z
    .string()
    .min(1)
    .refine((value) => !/[\r\n]/.test(value), { error: 'must be one line' })
    .default('Painel (upstream client)'),
  /** Answers larger than this are refused rather than buffered (DEFAULT_MAX_RESPONSE_BYTES). */
  maxResponseBytes: z.number().int().positive().optional(),
});
export type UpstreamClientOptions = z.input<typeof upstreamClientOptions>;
