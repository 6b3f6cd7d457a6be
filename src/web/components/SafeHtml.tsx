import { Typography } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useT } from '../i18n/useT';
import { isAbsent } from '../lib/isAbsent';
import { hasReadableNote, renderNoteHtml } from '../lib/renderNoteHtml';
import { Absent } from './Absent';
import classes from './SafeHtml.module.css';

/**
 * Vendor HTML (request notes) shown as formatting only: it is parsed in JavaScript (parse5) and
 * rebuilt as React elements from a strict allow-list, never handed to the browser's parser, so
 * scripts, event handlers, frames, forms, SVG and javascript:/data: links never reach the DOM.
 * Kept links open in a new tab, which screen readers are told.
 */
export function SafeHtml({ html }: { html: string | null | undefined }) {
  const t = useT();
  const newTabHintId = useId();
  const content = useMemo(
    () =>
      isAbsent(html) || !hasReadableNote(html)
        ? null
        : renderNoteHtml(html, { linkDescriptionId: newTabHintId }),
    [html, newTabHintId],
  );
  if (content === null) return <Absent />;
  return (
    <div>
      <Typography className={classes.note} data-safe-html="">
        {content}
      </Typography>
      <span id={newTabHintId} hidden>
        {t('link.opensInNewTab')}
      </span>
    </div>
  );
}
