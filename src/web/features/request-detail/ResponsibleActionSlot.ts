import type { ReactNode } from 'react';
import type { RequestType } from '../../../contract/upstream/enums';
import type { Person } from '../../../contract/upstream/person';

/**
 * Renders what may be done with a request's responsible (the change-responsible action) beside the
 * responsible in the summary. It gets the responsible as the record shows it and which request it
 * belongs to. The drawer is given it by the app, so this feature does not import that one.
 */
export type ResponsibleActionSlot = (
  responsible: Person | undefined,
  request: { type: RequestType; code: string },
) => ReactNode;
