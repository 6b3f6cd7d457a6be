import type { ReactNode } from 'react';
import type { RequestType } from '../../../contract/upstream/enums';
import type { Person } from '../../../contract/upstream/person';
import type { RequestRevision } from '../../lib/requestRevision';
import type { DrawerPanel } from './DrawerPanel';

/**
 * Renders what may be done with a request's responsible (the change-responsible action) in the
 * drawer's header, its form opening in the drawer's panel. It gets the responsible as the record
 * shows it, which request it belongs to, and the version and history the drawer shows, which the
 * change is made on (ADR 035). The drawer is given it by the app, so this feature does not import
 * that one.
 */
export type ResponsibleActionSlot = (
  responsible: Person | undefined,
  request: { type: RequestType; code: string },
  revision: RequestRevision,
  panel: DrawerPanel,
) => ReactNode;
