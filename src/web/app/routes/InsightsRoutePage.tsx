import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { FigureLinkOpener } from '../../components/charts/FigureLink';
import { InsightsPage } from '../../features/insights/InsightsPage';

/**
 * The insights page with its filters in the URL, loaded on first visit (its charts never weigh on
 * the lists); a figure's link opens its list inside the app.
 */
export function InsightsRoutePage() {
  const search = useSearch({ from: '/_app/insights' });
  const navigate = useNavigate();
  const router = useRouter();
  // Today as the page opened: the default period does not move under a person reading it.
  const [today] = useState(() => new Date());
  const open = useCallback((href: string) => void router.navigate({ href }), [router]);
  return (
    <FigureLinkOpener.Provider value={open}>
      <InsightsPage
        search={search}
        today={today}
        onSearchChange={(next) => void navigate({ to: '/insights', search: next })}
      />
    </FigureLinkOpener.Provider>
  );
}
