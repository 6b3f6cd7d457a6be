import { Typography } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useT } from '../i18n/useT';
import { isAbsent } from '../lib/isAbsent';
import { sanitizeHtml } from '../lib/sanitizeHtml';
import { Absent } from './Absent';

/**
 * Vendor HTML (request notes) shown as formatting only: it goes through DOMPurify with a strict
 * allow-list before it reaches the DOM, so scripts, event handlers, frames, forms, SVG and
 * javascript:/data: links never do. Kept links open in a new tab, which screen readers are told.
 */
export function SafeHtml({ html }: { html: string | null | undefined }) {
  const t = useT();
  const newTabHintId = useId();
  const clean = useMemo(
    () => (isAbsent(html) ? '' : sanitizeHtml(html, { linkDescriptionId: newTabHintId })),
    [html, newTabHintId],
  );
  if (clean.trim() === '') return <Absent />;
  return (
    <div>
      <Typography data-safe-html="" dangerouslySetInnerHTML={{ __html: clean }} />
      <span id={newTabHintId} hidden>
        {t('link.opensInNewTab')}
      </span>
    </div>
  );
}
