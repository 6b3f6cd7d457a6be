import { useEffect, useState } from 'react';
import type * as RequestDetailBodyModule from './RequestDetailBody';

type BodyModule = typeof RequestDetailBodyModule;

let loaded: BodyModule | undefined;

/**
 * The drawer's body (its sections and the notes' HTML parser), a chunk of its own: the page that
 * lists requests has an eager bundle with a budget. One import for the drawer, which renders it,
 * and for the routes that open a drawer, which start it beside the drawer's own chunk and the
 * detail rather than after them.
 */
export function loadRequestDetailBody(): Promise<BodyModule> {
  return import('./RequestDetailBody').then((module) => {
    loaded = module;
    return module;
  });
}

/**
 * The body's module, or undefined until it has arrived (then the drawer shows its skeleton).
 *
 * Not React.lazy: a component that suspended renders again in a Suspense retry, which React
 * renders in slices that any other update interrupts and restarts, and never lets expire. On a
 * busy machine, rendering every section of a full record takes longer than the second between two
 * ticks of the clocks on screen, or between two live events: the body's retry started over and
 * over and took 15 to 45 s to show. Held here, the body renders in the update that brings the
 * detail (its chunk is there first: the routes start it), or in the one its arrival sets off,
 * which are rendered in one go.
 */
export function useRequestDetailBody(): BodyModule | undefined {
  const [module, setModule] = useState(loaded);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (module) return;
    let current = true;
    loadRequestDetailBody().then(
      (arrived) => current && setModule(() => arrived),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [module]);
  // As React.lazy did: a chunk that failed to load is the nearest error boundary's to show.
  if (failure) throw failure.error;
  return module;
}
