import { Center, Stack } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useT } from '../../i18n/useT';

/** Shown when the server could not say who is signed in (it is down, or unreachable). */
export function SessionCheckError({ error }: ErrorComponentProps) {
  const t = useT();
  const router = useRouter();
  return (
    <Center component="main" mih="60vh" p="md">
      <Stack maw={560} w="100%">
        <h1 style={{ margin: 0 }}>{t('app.name')}</h1>
        <QueryErrorAlert
          title={t('shell.sessionCheckFailed')}
          error={error}
          onRetry={() => void router.invalidate()}
        />
      </Stack>
    </Center>
  );
}
