import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { healthResponse } from '../../contract/api/health';
import { useT } from '../i18n/useT';
import { fetchJson } from '../lib/fetchJson';

/** The origin PUBLIC_URL names when it differs from the one the browser is on; else null. */
export function mismatchedPublicOrigin(publicUrl: string | null, browserOrigin: string): string | null {
  if (publicUrl === null) return null;
  try {
    const configured = new URL(publicUrl).origin;
    return configured === browserOrigin ? null : configured;
  } catch {
    return null;
  }
}

/**
 * On the admin pages: PUBLIC_URL names another address than the one this admin is using, so the
 * wallboard enrolment links (and, over https, the session cookie) point elsewhere. Shown only when
 * the operator set PUBLIC_URL; unset, the links follow the address in use.
 */
export function PublicUrlWarning() {
  const t = useT();
  const { data } = useQuery({
    queryKey: ['health'],
    queryFn: () => fetchJson('/api/health', healthResponse),
    staleTime: 5 * 60_000,
  });
  const browserOrigin = window.location.origin;
  const configured = mismatchedPublicOrigin(data?.publicUrl ?? null, browserOrigin);
  if (configured === null) return null;
  return (
    <Alert color="yellow" variant="light" title={t('shell.publicUrl.title')} mb="md" role="status">
      <Text inherit>{t('shell.publicUrl.body', { configured, current: browserOrigin })}</Text>
    </Alert>
  );
}
