import { useMediaQuery } from '@mantine/hooks';

/** The width at and below which screens take their phone layout (cards, lists, bottom drawers). */
export const PHONE_MEDIA_QUERY = '(max-width: 48em)';

/**
 * Whether the screen takes its phone layout. By default the query is read in an effect after the
 * first render (Mantine's default); `readAtFirstRender` reads it during the first render, for
 * large layouts that would otherwise render twice (the shell, the requests list).
 */
export function usePhoneLayout({ readAtFirstRender = false } = {}): boolean {
  return (
    useMediaQuery(PHONE_MEDIA_QUERY, undefined, { getInitialValueInEffect: !readAtFirstRender }) ?? false
  );
}
