import { useLocalStorage } from '@mantine/hooks';
import { useCallback } from 'react';
import type { RequestType } from '../../../contract/upstream/enums';

const storageKey = (type: RequestType) => `painel-board-collapsed-${type}`;

/** Whatever this browser stored, read as a list of column names; anything else is no choice. */
function readNames(text: string | undefined): string[] {
  if (text === undefined) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Which columns of a type's board are collapsed, remembered in this browser (and followed by its
 * other tabs). Columns are named by their status, so a choice survives a reload and a new status.
 */
export function useCollapsedColumns(type: RequestType): [ReadonlySet<string>, (name: string) => void] {
  const [names, setNames] = useLocalStorage<string[]>({
    key: storageKey(type),
    defaultValue: [],
    // Read at once, not after the first paint: a collapsed column must not flash open.
    getInitialValueInEffect: false,
    deserialize: readNames,
  });
  const toggle = useCallback(
    (name: string) =>
      setNames((current) =>
        current.includes(name) ? current.filter((each) => each !== name) : [...current, name],
      ),
    [setNames],
  );
  return [new Set(names), toggle];
}
