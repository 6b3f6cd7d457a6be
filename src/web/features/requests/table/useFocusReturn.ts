import { useEffect, useRef } from 'react';

/** When the drawer closes, focus goes back to the row it was opened from. */
export function useFocusReturn(
  openCode: string | null,
  codes: readonly { code: string }[],
  focusRow: (index: number) => void,
) {
  const previousOpen = useRef(openCode);
  useEffect(() => {
    const closed = previousOpen.current;
    previousOpen.current = openCode;
    if (!closed || openCode) return;
    const index = codes.findIndex((item) => item.code === closed);
    if (index >= 0) focusRow(index);
    // focusRow only reads refs; running again on its identity would steal focus on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openCode, codes]);
}
