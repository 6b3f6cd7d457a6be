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
import { activityPage } from './read/activityPage';
import { applyObservation, type Observation, type ObservationResult } from './apply/applyObservation';
import type { Readable } from 'node:stream';
import type { SortableColumn } from '../../contract/api/requestFilters';
import type { Clock } from '../clock';
import { systemClock } from '../clock';
import { readStalledSettings } from '../settings/stalledSettingsStore';
import { resolveFinalStatuses } from './read/resolveFinalStatuses';
import { buildBoard, orderedStatuses } from './read/buildBoard';
import { exportCsv } from './export/exportCsv';
import type { ExportOptions } from './export/exportRows';
import { exportXlsx } from './export/exportXlsx';
import type { ListContext } from './read/listContext';
import { type FreshnessSource, nothingSyncedYet } from './read/freshnessSource';
import { getDetail } from './read/getDetail';
import { listCollaborators } from './read/listCollaborators';
import { listPage } from './read/listPage';
import { markRemoved, type Removal } from './apply/markRemoved';
import { type MirrorCounts, mirrorCounts } from './read/mirrorCounts';
import { type StatusesSource, statusesFromMirror } from './read/statusesSource';

/**
 * The mirror as the rest of the backend uses it: writes through applyObservation and markRemoved
 * (each one transaction), every read the SPA makes, and two sources other parts plug in: the
 * configured statuses (the statuses cache) and the sync engine's freshness.
 */
export interface Mirror {
  applyObservation(observation: Observation): Promise<ObservationResult>;
  markRemoved(removal: Removal): Promise<ObservationResult | null>;
  getDetail(type: RequestType, code: string, viewer?: Viewer): Promise<RequestDetail | null>;
  listPage(type: RequestType, query: RequestListQuery, viewer?: Viewer): Promise<RequestPage>;
  board(type: RequestType, query: BoardQuery, viewer?: Viewer): Promise<Board>;
  exportCsv(
    type: RequestType,
    query: RequestExportQuery,
    viewer?: Viewer,
    options?: ExportOptions,
  ): AsyncGenerator<string>;
  exportXlsx(
    type: RequestType,
    query: RequestExportQuery,
    viewer?: Viewer,
    options?: ExportOptions,
  ): Promise<Readable>;
  /** The context of a read by this person now: for "mine", "stalled" and the stalled flag. */
  context(viewer?: Viewer): Promise<ListContext>;
  activity(query: ActivityQuery): Promise<ActivityPage>;
  collaborators(query: CollaboratorsQuery): Promise<CollaboratorList>;
  counts(): Promise<MirrorCounts>;
  freshness(): Promise<Freshness>;
  /** Replaceable: the board reads configured statuses through it. */
  statusesSource: StatusesSource;
  /** Replaceable: GET /api/freshness reads the sync engine's state through it. */
  freshnessSource: FreshnessSource;
}

/** Who reads: the signed-in person's e-mail (null for a wallboard device). */
export interface Viewer {
  email: string | null;
}

export interface MirrorOptions {
  db: Database;
  clock?: Clock;
  statusesSource?: StatusesSource;
  freshnessSource?: FreshnessSource;
}

export function createMirror(options: MirrorOptions): Mirror {
  const { db } = options;
  const clock = options.clock ?? systemClock;
  const context = async (viewer?: Viewer): Promise<ListContext> => {
    const stalled = await readStalledSettings(db);
    return {
      viewerEmail: viewer?.email ?? null,
      nowMs: clock.now(),
      stalled,
      finalStatuses: await resolveFinalStatuses(db, stalled),
    };
  };
  // The configured statuses' order is read only for a sort by status.
  const statusOrder = async (type: RequestType, sort: SortableColumn | undefined) =>
    sort === 'dealStatus'
      ? orderedStatuses(await mirror.statusesSource(type)).map((status) => status.name)
      : [];
  const mirror: Mirror = {
    applyObservation: (observation) => applyObservation(db, observation),
    markRemoved: (removal) => markRemoved(db, removal),
    getDetail: async (type, code, viewer) => getDetail(db, type, code, await context(viewer)),
    listPage: async (type, query, viewer) =>
      listPage(db, type, query, await context(viewer), await statusOrder(type, query.sort)),
    board: async (type, query, viewer) =>
      buildBoard(db, mirror.statusesSource, type, query, await context(viewer)),
    exportCsv: async function* (type, query, viewer, exportOptions) {
      const order = await statusOrder(type, query.sort);
      yield* exportCsv(db, type, query, await context(viewer), order, exportOptions);
    },
    exportXlsx: async (type, query, viewer, exportOptions) =>
      exportXlsx(db, type, query, await context(viewer), await statusOrder(type, query.sort), exportOptions),
    context,
    activity: (query) => activityPage(db, query),
    collaborators: (query) => listCollaborators(db, query),
    counts: () => mirrorCounts(db),
    freshness: async () => ({ mirrored: await mirrorCounts(db), ...(await mirror.freshnessSource()) }),
    statusesSource: options.statusesSource ?? statusesFromMirror(db),
    freshnessSource: options.freshnessSource ?? nothingSyncedYet,
  };
  return mirror;
}
