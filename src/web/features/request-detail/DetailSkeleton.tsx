import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useT } from '../../i18n/useT';

/** The drawer's shape while the detail loads, announced once to screen readers. */
export function DetailSkeleton() {
  const t = useT();
  return (
    <Stack gap="sm" role="status" aria-busy="true">
      <VisuallyHidden>{t('requestDetail.loading')}</VisuallyHidden>
      <Skeleton height={14} width="70%" />
      <Skeleton height={22} width="35%" mt="md" />
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} height={14} width={`${90 - (index % 3) * 15}%`} />
      ))}
      <Skeleton height={22} width="35%" mt="md" />
      <Skeleton height={120} />
    </Stack>
  );
}
