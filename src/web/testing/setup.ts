// zod's global config as the browser gets it before the app (index.html): the tests parse with
// the same interpreted parser the app uses under its CSP (ADR 026).
import '../../../public/zod-jitless.js';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadWholeDictionary } from '../i18n/dictionaryStore';
import { locales } from '../i18n/locales';

afterEach(() => cleanup());

// A stubbed global goes back as soon as its test ends. The project's own unstubGlobals runs before
// the next test, which is after the next file's beforeAll: an MSW server started there patched the
// stub, and the unstub then put the real fetch back over it (every request of that file failed).
afterEach(() => vi.unstubAllGlobals());

// A worker runs many files in one window (vitest.config.ts, ADR 104): each file starts as a new
// tab would, with nothing another file left in storage, on the page or on the <html> element.
beforeAll(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
});

// findBy and waitFor await a condition and return as soon as it holds; the limit only decides how
// long a busy machine may take before the condition counts as never met. Testing Library's 1 s
// default failed tests on a loaded CI machine whose code was right (issue 16, point 6).
configure({ asyncUtilTimeout: 10_000 });

// Mantine reads these browser APIs that jsdom does not implement.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;

// The router restores scroll positions; jsdom has no layout and only logs that it lacks it.
window.scrollTo = () => {};

// The app fetches dictionaries as it goes (src/web/i18n/dictionaryStore.ts); tests render
// synchronously and switch languages at once, so both are loaded up front.
await Promise.all(locales.map((locale) => loadWholeDictionary(locale)));
