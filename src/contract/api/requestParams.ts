import { z } from 'zod';
import { requestTypeSchema } from '../upstream/enums';
import { requestCodeSchema } from './writes';

/** Path parameters of the read routes: /api/requests/:type, /api/board/:type ... */
export const requestTypeParams = z.object({ type: requestTypeSchema });

/** GET /api/requests/:type/:code. */
export const requestParams = z.object({ type: requestTypeSchema, code: requestCodeSchema });
