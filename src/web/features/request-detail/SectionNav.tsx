import { Anchor, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useT } from '../../i18n/useT';
import classes from './SectionNav.module.css';
import { SECTION_IDS, sectionTitles, type SectionId } from './sectionIds';

export interface SectionNavProps {
  headingIds: Record<SectionId, string>;
  empty: ReadonlySet<SectionId>;
}

/**
 * The section links in the drawer's header, in view while the body scrolls. Following a link moves focus to the
 * section's heading (so Tab continues from there) without touching the URL, which belongs to the
 * router; sections without data are marked so nobody scrolls to them for nothing.
 */
export function SectionNav({ headingIds, empty }: SectionNavProps) {
  const t = useT();
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: SectionId) => {
    const heading = document.getElementById(headingIds[id]);
    if (!heading) return;
    event.preventDefault();
    heading.focus({ preventScroll: true });
    heading.scrollIntoView?.({ block: 'start' });
  };
  return (
    <nav aria-label={t('requestDetail.toc.label')}>
      <ul className={classes.list}>
        {SECTION_IDS.map((id) => (
          <li key={id}>
            <Anchor href={`#${headingIds[id]}`} size="sm" onClick={(event) => jump(event, id)}>
              {t(sectionTitles[id])}
              {empty.has(id) ? (
                <Text span size="xs" c="dimmed">
                  {' '}
                  {t('requestDetail.toc.empty')}
                </Text>
              ) : null}
            </Anchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}
