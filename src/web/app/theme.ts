import { createTheme, type CSSVariablesResolver, VisuallyHidden } from '@mantine/core';
import visuallyHidden from '../components/VisuallyHidden.module.css';

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
  components: {
    // Text for screen readers only never widens the page (VisuallyHidden.module.css says why).
    VisuallyHidden: VisuallyHidden.extend({ classNames: { root: visuallyHidden.root } }),
  },
});

/**
 * Mantine's "dimmed" text is gray-6 on white (3.3:1) and dark-2 on dark-7 (4.0:1), below WCAG AA's
 * 4.5:1 for body text; these keep the muted look at 4.6:1 or more on every neutral background.
 */
/**
 * Text of the "light" variant (alerts, light badges) in the light scheme. Mantine puts shade 9 on
 * shade 1 (hover: shade 2), which is 3.8:1 for green and 2.7:1 for yellow. These are shade 9,
 * darkened where needed to reach 4.6:1 on shade 2 (theme.test.ts checks each).
 */
export const LIGHT_VARIANT_TEXT: Record<string, string> = {
  gray: '#212529',
  red: '#ac2424',
  pink: '#a61e4d',
  grape: '#862e9c',
  violet: '#5637b1',
  indigo: '#3147b4',
  blue: '#165a9a',
  cyan: '#0a6778',
  teal: '#076d4e',
  green: '#237032',
  lime: '#47730a',
  yellow: '#a15300',
  orange: '#a8380c',
};

const lightVariantText = Object.fromEntries(
  Object.entries(LIGHT_VARIANT_TEXT).map(([color, value]) => [`--mantine-color-${color}-light-color`, value]),
);

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#666e76',
    // A placeholder the date-range control draws as text ("dd/mm/aaaa – dd/mm/aaaa"): gray-5 on
    // white is 2.6:1; the dimmed grey reads as a hint and reaches 4.6:1.
    '--mantine-color-placeholder': '#666e76',
    // Links: blue-6 on white is 3.6:1; blue-8 is 5.0:1.
    '--mantine-color-anchor': 'var(--mantine-color-blue-8)',
    ...lightVariantText,
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
  },
});
