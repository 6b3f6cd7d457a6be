import { z } from 'zod';
import { STATED_PROCESSING_HEADER } from '../../../contract/upstream/index';

const stated = z.coerce.number().finite().nonnegative();

/**
 * The milliseconds an answer states it cost, or null when it states none or not a number. The
 * vendor states none, so its calls are charged their wall time; the sandbox states its own count.
 */
export function statedProcessingMs(headers: Record<string, string | string[] | undefined>): number | null {
  const header = headers[STATED_PROCESSING_HEADER];
  if (typeof header !== 'string' || header.trim() === '') return null;
  const parsed = stated.safeParse(header);
  return parsed.success ? parsed.data : null;
}
