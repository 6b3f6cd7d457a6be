import { Center, Stack, Text } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useT } from '../../i18n/useT';

/** How long a wall screen waits before asking again who it is, when the server did not answer. */
export const SESSION_RETRY_MS = 15_000;

/**
 * The wall screen could not learn whether it has a session (the server is down or unreachable):
 * nobody is there to press "retry", so it asks again by itself until the server answers.
 */
export function WallboardSessionError(_props: ErrorComponentProps) {
  const t = useT();
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => void router.invalidate(), SESSION_RETRY_MS);
    return () => clearInterval(timer);
  }, [router]);
  return (
    <Center component="main" mih="100vh" p="xl">
      <Stack maw={720} w="100%">
        <h1 style={{ margin: 0 }}>{t('app.name')}</h1>
        <Text size="xl" role="status">
          {t('wallboard.sessionCheckFailed')}
        </Text>
      </Stack>
    </Center>
  );
}
