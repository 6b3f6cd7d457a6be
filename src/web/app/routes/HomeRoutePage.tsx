import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { FigureLinkOpener } from '../../components/charts/FigureLink';
import { sessionQuery } from '../../lib/session/sessionQuery';
import { principalOf } from '../../lib/session/principalOf';
import type { HomeLinks } from '../../features/home/homeLinks';
import { HomePage } from '../../features/home/HomePage';

const LIST = { order: '/orders', budget: '/budgets' } as const;
const DRAWER = { order: '/orders/$code', budget: '/budgets/$code' } as const;

/**
 * The home with its period in the URL. Its drill-down addresses are the router's own: the list's
 * route reads them with its schema and writes them with the app's query-string format, so a number
 * opens exactly the filter the list would put in its URL; a plain click on one opens it inside the
 * app, as the insights page's figures do.
 */
export function HomeRoutePage() {
  const search = useSearch({ from: '/_app/' });
  const navigate = useNavigate();
  const router = useRouter();
  const { data: session } = useQuery(sessionQuery());
  const roles = session ? principalOf(session).roles : [];
  const links = useMemo<HomeLinks>(
    () => ({
      list: ({ type, filters }) => router.buildLocation({ to: LIST[type], search: filters }).href,
      request: (type, code) => router.buildLocation({ to: DRAWER[type], params: { code } }).href,
      page: (path) => router.buildLocation({ to: path }).href,
    }),
    [router],
  );
  const open = useCallback((href: string) => void router.navigate({ href }), [router]);
  return (
    <FigureLinkOpener.Provider value={open}>
      <HomePage
        roles={roles}
        today={new Date()}
        search={search}
        onSearchChange={(next) => void navigate({ to: '/', search: next })}
        links={links}
      />
    </FigureLinkOpener.Provider>
  );
}
