import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { WallboardPage } from '../../features/wallboard/WallboardPage';
import { wallboardSettings } from '../../features/wallboard/wallboardSearch';
import { WallboardStatus } from './WallboardStatus';

/** The wall screen, set up by its URL (/wallboard?cycle=20&cards=6). */
export function WallboardRoutePage() {
  const search = useSearch({ from: '/wallboard' });
  const settings = useMemo(() => wallboardSettings(search), [search]);
  return <WallboardPage settings={settings} status={<WallboardStatus />} />;
}
