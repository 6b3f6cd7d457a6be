import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useT } from '../../i18n/useT';

/** A section's placeholder while its first answer is on the way, announced once. */
export function SectionLoading({ lines = 2 }: { lines?: number }) {
  const t = useT();
  return (
    <Stack gap="xs" aria-busy="true">
      <VisuallyHidden role="status">{t('adminSystem.loading')}</VisuallyHidden>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} height={24} radius="sm" />
      ))}
    </Stack>
  );
}
