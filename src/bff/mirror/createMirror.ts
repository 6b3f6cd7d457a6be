import type { ActivityPage, ActivityQuery } from '../../contract/api/activity';
import type { Board } from '../../contract/api/board';
import type { BoardQuery } from '../../contract/api/boardQuery';
import type { CollaboratorList, CollaboratorsQuery } from '../../contract/api/collaborators';
import type { Freshness } from '../../contract/api/freshness';
import type { RequestListQuery } from '../../contract/api/requestFilters';
import type { RequestExportQuery } from '../../contract/api/requestExport';
import type { RequestDetail, RequestPage } from '../../contract/api/requests';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { activityPage } from './activityPage';
import { applyObservation, type Observation, type ObservationResult } from './applyObservation';
import { buildBoard } from './buildBoard';
import { type ExportOptions, exportCsv } from './exportCsv';
import { type FreshnessSource, nothingSyncedYet } from './freshnessSource';
import { getDetail } from './getDetail';
import { listCollaborators } from './listCollaborators';
import { listPage } from './listPage';
import { markRemoved, type Removal } from './markRemoved';
import { type MirrorCounts, mirrorCounts } from './mirrorCounts';
import { type StatusesSource, statusesFromMirror } from './statusesSource';

/**
 * The mirror as the rest of the backend uses it: writes through applyObservation and markRemoved
 * (each one transaction), every read the SPA makes, and two sources other parts plug in: the
 * configured statuses (the statuses cache) and the sync engine's freshness.
 */
export interface Mirror {
  applyObservation(observation: Observation): Promise<ObservationResult>;
  markRemoved(removal: Removal): Promise<ObservationResult | null>;
  getDetail(type: RequestType, code: string): Promise<RequestDetail | null>;
  listPage(type: RequestType, query: RequestListQuery): Promise<RequestPage>;
  board(type: RequestType, query: BoardQuery): Promise<Board>;
  exportCsv(type: RequestType, query: RequestExportQuery, options?: ExportOptions): AsyncGenerator<string>;
  activity(query: ActivityQuery): Promise<ActivityPage>;
  collaborators(query: CollaboratorsQuery): Promise<CollaboratorList>;
  counts(): Promise<MirrorCounts>;
  freshness(): Promise<Freshness>;
  /** Replaceable: the board reads configured statuses through it. */
  statusesSource: StatusesSource;
  /** Replaceable: GET /api/freshness reads the sync engine's state through it. */
  freshnessSource: FreshnessSource;
}

export interface MirrorOptions {
  db: Database;
  statusesSource?: StatusesSource;
  freshnessSource?: FreshnessSource;
}

export function createMirror(options: MirrorOptions): Mirror {
  const { db } = options;
  const mirror: Mirror = {
    applyObservation: (observation) => applyObservation(db, observation),
    markRemoved: (removal) => markRemoved(db, removal),
    getDetail: (type, code) => getDetail(db, type, code),
    listPage: (type, query) => listPage(db, type, query),
    board: (type, query) => buildBoard(db, mirror.statusesSource, type, query),
    exportCsv: (type, query, exportOptions) => exportCsv(db, type, query, exportOptions),
    activity: (query) => activityPage(db, query),
    collaborators: (query) => listCollaborators(db, query),
    counts: () => mirrorCounts(db),
    freshness: async () => ({ mirrored: await mirrorCounts(db), ...(await mirror.freshnessSource()) }),
    statusesSource: options.statusesSource ?? statusesFromMirror(db),
    freshnessSource: options.freshnessSource ?? nothingSyncedYet,
  };
  return mirror;
}
