import { Anchor, type AnchorProps } from '@mantine/core';
import {
  createContext,
  useContext,
  type ComponentPropsWithoutRef,
  type MouseEvent,
  type ReactNode,
} from 'react';

/** How a figure's link opens its list inside the app (the router), given by the page's route. */
export const FigureLinkOpener = createContext<(href: string) => void>((href) => {
  window.location.assign(href);
});

export function useOpenFigureLink(): (href: string) => void {
  return useContext(FigureLinkOpener);
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A drill-down: a real link (copy, open in a new tab) that a plain click follows inside the app,
 * so the list opens without reloading the page.
 */
export function FigureLink({
  href,
  children,
  label,
  ...props
}: AnchorProps &
  Omit<ComponentPropsWithoutRef<'a'>, keyof AnchorProps | 'onClick' | 'href' | 'children'> & {
    href: string;
    children: ReactNode;
    /** The link's accessible name when its text alone would not say enough. */
    label?: string;
  }) {
  const open = useOpenFigureLink();
  return (
    <Anchor
      href={href}
      aria-label={label}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        open(href);
      }}
      {...props}
    >
      {children}
    </Anchor>
  );
}
