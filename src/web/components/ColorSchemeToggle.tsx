import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useT } from '../i18n/useT';

/** Light/dark switch; Mantine's colour-scheme manager remembers the choice in localStorage. */
export function ColorSchemeToggle() {
  const t = useT();
  const { setColorScheme } = useMantineColorScheme();
  // "auto" follows the system, so the button must act on what is actually showing.
  const showing = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = showing === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={next === 'dark' ? t('shell.theme.useDark') : t('shell.theme.useLight')}
      onClick={() => setColorScheme(next)}
    >
      <span aria-hidden="true">{showing === 'dark' ? '☀' : '☾'}</span>
    </ActionIcon>
  );
}
