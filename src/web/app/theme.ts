import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  defaultRadius: 'md',
  // Filled badges and buttons pick black or white text by the background's WCAG luminance. At
  // 0.179 either choice reaches 4.5:1 (white needs L <= 0.183, black L >= 0.175); Mantine's default
  // (off, white text) fails on green-6 (2.4:1) and blue-6 (3.6:1).
  autoContrast: true,
  luminanceThreshold: 0.179,
  // One shade in both schemes: Mantine picks the auto-contrast text colour from the light shade,
  // so a darker dark-scheme fill (its default, shade 8) put black text on blue-8 at 4.2:1.
  primaryShade: 6,
});

/**
 * Mantine's "dimmed" text is gray-6 on white (3.3:1) and dark-2 on dark-7 (4.0:1), below WCAG AA's
 * 4.5:1 for body text; these keep the muted look at 4.6:1 or more on every neutral background.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Links: blue-6 on white is 3.6:1; blue-8 is 5.0:1.
  light: { '--mantine-color-dimmed': '#666e76', '--mantine-color-anchor': 'var(--mantine-color-blue-8)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
