import { useEffect } from 'react';

const ATTRIBUTE = 'data-mantine-color-scheme';

/**
 * Dark while the wall screen is mounted, whatever the reader chose elsewhere: the page's Mantine
 * colour scheme is switched on the root element only (the reader's saved choice is not touched),
 * held there if anything switches it back (a system theme change), and restored on leaving.
 */
export function useForcedDarkScheme(): void {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.getAttribute(ATTRIBUTE);
    const force = () => {
      if (root.getAttribute(ATTRIBUTE) !== 'dark') root.setAttribute(ATTRIBUTE, 'dark');
    };
    force();
    const observer = new MutationObserver(force);
    observer.observe(root, { attributes: true, attributeFilter: [ATTRIBUTE] });
    return () => {
      observer.disconnect();
      if (before === null) root.removeAttribute(ATTRIBUTE);
      else root.setAttribute(ATTRIBUTE, before);
    };
  }, []);
}
