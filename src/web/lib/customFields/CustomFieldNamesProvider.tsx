import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { customFieldNamesOf } from '../../../contract/customFields/customFieldName';
import { CustomFieldNamesContext } from './CustomFieldNamesContext';
import { customFieldNamesQuery } from './customFieldNamesQuery';

/** Reads the custom fields' names once for a signed-in person's pages (a wall screen reads none). */
export function CustomFieldNamesProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const { data } = useQuery({ ...customFieldNamesQuery(), enabled });
  const names = useMemo(() => customFieldNamesOf(data?.fields ?? []), [data]);
  return <CustomFieldNamesContext.Provider value={names}>{children}</CustomFieldNamesContext.Provider>;
}
