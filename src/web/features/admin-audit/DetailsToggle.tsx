import { Button, VisuallyHidden } from '@mantine/core';
import { useT } from '../../i18n/useT';

/** Opens an entry's technical details below it, and closes them. */
export function DetailsToggle({
  entryId,
  expanded,
  controls,
  onToggle,
}: {
  entryId: number;
  expanded: boolean;
  controls: string;
  onToggle: () => void;
}) {
  const t = useT();
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onToggle}
    >
      {expanded ? t('adminAudit.details.hide') : t('adminAudit.details.show')}{' '}
      <VisuallyHidden>{t('adminAudit.details.ofEntry', { id: entryId })}</VisuallyHidden>
    </Button>
  );
}
