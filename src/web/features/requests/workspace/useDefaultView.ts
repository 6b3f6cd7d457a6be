import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { RequestType } from '../../../../contract/upstream/enums';
import type { RequestsSearch, SearchUpdate } from '../requestsSearch';
import { savedViewsQuery } from '../views/savedViewsApi';
import { isActiveView, searchOfView } from '../views/viewQuery';

/** A view opened with nothing in its URL: the person's default view applies, if they have one. */
function isPlain(search: RequestsSearch): boolean {
  return Object.values(search).every((value) => value === undefined);
}

/**
 * Saved views live on the server; the person's default one opens when the page opens without
 * parameters. Gives the saved view the URL shows now, if one matches.
 */
export function useDefaultView(
  type: RequestType,
  search: RequestsSearch,
  onSearchChange: (update: SearchUpdate) => void,
) {
  const views = useQuery(savedViewsQuery(type));
  const openedPlain = useRef(isPlain(search));
  const defaultView = views.data?.find((view) => view.isDefault && view.mine);
  useEffect(() => {
    if (!openedPlain.current || !defaultView) return;
    openedPlain.current = false;
    onSearchChange(() => searchOfView(defaultView.query));
  }, [defaultView, onSearchChange]);
  return views.data?.find((view) => isActiveView(view.query, search));
}
