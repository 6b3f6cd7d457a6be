import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { type DrillLink, isPlainClick } from './drill';

/** A link to the list a number counts: a real address (new tab works), a plain click stays in the app. */
export function DrillAnchor({
  link,
  children,
  ...props
}: AnchorProps & { link: DrillLink; children: ReactNode; 'aria-label'?: string }) {
  return (
    <Anchor
      href={link.href}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        link.onOpen();
      }}
      {...props}
    >
      {children}
    </Anchor>
  );
}
