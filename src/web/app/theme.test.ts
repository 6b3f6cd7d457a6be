import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { LIGHT_VARIANT_TEXT } from './theme';

const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r = 0, g = 0, b = 0]: number[]) =>
  0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
const contrast = (a: string, b: string) => {
  const [high = 0, low = 0] = [luminance(channels(a)), luminance(channels(b))].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
};

describe('light-variant text in the light scheme', () => {
  it.each(Object.entries(LIGHT_VARIANT_TEXT))(
    '%s reaches WCAG AA (4.5:1) on its background and hover background',
    (color, text) => {
      // Mantine's light variant: background shade 1, hover shade 2.
      for (const shade of [1, 2]) {
        const background = DEFAULT_THEME.colors[color]?.[shade];
        expect(background, `${color} is a Mantine colour`).toBeDefined();
        expect(contrast(text, background ?? '#ffffff')).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
