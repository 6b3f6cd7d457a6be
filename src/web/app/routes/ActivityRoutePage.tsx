import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ActivityPage } from '../../features/activity/ActivityPage';
import { sessionQuery } from '../../lib/session/sessionQuery';
import { principalOf } from '../../lib/session/principalOf';

/** The Activity page with its filters in the URL (loaded on first visit, not with the orders). */
export function ActivityRoutePage() {
  const search = useSearch({ from: '/_app/activity' });
  const navigate = useNavigate();
  const { data: session } = useQuery(sessionQuery());
  return (
    <ActivityPage
      search={search}
      onSearchChange={(next) => void navigate({ to: '/activity', search: next })}
      actorEmail={session ? principalOf(session).email : null}
      showTechnicalDetail={session ? principalOf(session).roles.includes('admin') : false}
    />
  );
}
