import { vi } from 'vitest';

/**
 * Makes the page match the phone layout's media query (48em and below) and nothing else, as a
 * 390px screen would; the caller restores the returned spy.
 */
export function mockPhoneMedia() {
  return vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width: 48em'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
