import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useT } from '../i18n/useT';

/** What an unknown address inside the SPA shows, within the Shell, in the reader's language. */
export function NotFound() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Stack maw={720}>
      <Title order={2}>{t('notFound.title')}</Title>
      <Text>{t('notFound.body', { path: pathname })}</Text>
      <Anchor component={Link} to="/orders">
        {t('notFound.backToOrders')}
      </Anchor>
    </Stack>
  );
}
