import { Text, VisuallyHidden } from '@mantine/core';
import { useT } from '../i18n/useT';

/**
 * How a missing value looks everywhere: a dimmed dash for the eye, "não informado" / "not
 * provided" for screen readers (a bare dash is read as "dash" or skipped).
 */
export function Absent() {
  const t = useT();
  const label = t('value.absent');
  return (
    <Text span c="dimmed" inherit title={label}>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Text>
  );
}
