import { z } from 'zod';
import { HttpProblem } from '../../http/problem';

/** Where an activity page ended: the (at, id) of its last entry, the feed's total order. */
export interface ActivityCursor {
  at: string;
  id: number;
}

const cursorShape = z.tuple([z.iso.datetime(), z.number().int().positive()]);

/** An opaque cursor text (base64url of JSON) for the SPA to send back as `before`. */
export function encodeActivityCursor(cursor: ActivityCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id]), 'utf8').toString('base64url');
}

/** Reads `before`; anything that is not a cursor this server made is a 400 naming the field. */
export function decodeActivityCursor(text: string): ActivityCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const result = cursorShape.safeParse(parsed);
  if (!result.success) {
    throw new HttpProblem({
      status: 400,
      code: 'invalid_input',
      detail: 'The query is invalid: before is not a cursor from a previous page.',
      errors: [{ path: 'before', message: 'is not a cursor from a previous page' }],
    });
  }
  const [at, id] = result.data;
  return { at, id };
}
