import { Anchor } from '@mantine/core';
import { useT } from '../../i18n/useT';

/** Back to e-mail and password from a half-done sign-in: every step of it offers the same way out. */
export function StartOverLink({ onStartOver }: { onStartOver: () => void }) {
  const t = useT();
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={onStartOver}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('auth.secondStep.startOver')}
    </Anchor>
  );
}
