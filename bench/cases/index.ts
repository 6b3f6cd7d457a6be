import type { BenchCase } from '../figure';
import { backendBench } from './backend';
import { bundleBench } from './bundle';
import { insightsBench } from './insights';
import { insightsPaintBench } from './insightsPaint';
import { lighthouseBench } from './lighthouse';
import { listingBench } from './listing';
import { listSpeedBench } from './listSpeed';
import { mirrorBench } from './mirror';
import { paceBench } from './pace';
import { pgliteScopeBench } from './pgliteScope';
import { sandboxBench } from './sandbox';
import { syncBench } from './sync';
import { wallboardBench } from './wallboard';

/** Every benchmark of the project. Each issue that sets a performance target adds its case here. */
export const benchCases: BenchCase[] = [
  // One case per line, so that cases added side by side never collide.
  sandboxBench,
  mirrorBench,
  backendBench,
  syncBench,
  bundleBench,
  lighthouseBench,
  wallboardBench,
  listingBench,
  listSpeedBench,
  insightsBench,
  pgliteScopeBench,
  insightsPaintBench,
  paceBench,
];
