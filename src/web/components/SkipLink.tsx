import type { MouseEvent } from 'react';
import { useT } from '../i18n/useT';
import classes from './SkipLink.module.css';

/**
 * "Skip to content" for keyboard users. Moves focus itself instead of relying on the URL
 * fragment, which the router would treat as a navigation and which some browsers follow without
 * moving focus.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const t = useT();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView?.();
  };
  return (
    <a href={`#${targetId}`} className={classes.skipLink} onClick={skip}>
      {t('shell.skipToContent')}
    </a>
  );
}
