import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useT } from '../../../i18n/useT';
import { PAGE_SIZES } from '../requestsSearch';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** Where this page sits in the whole list, the way to other pages, and how many rows a page has. */
export function Pager({ page, pageSize, total, onPageChange, onPageSizeChange }: PagerProps) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  const sizes: number[] = [...PAGE_SIZES];
  if (!sizes.includes(pageSize)) sizes.push(pageSize);
  sizes.sort((a, b) => a - b);
  return (
    <Group justify="space-between" gap="md" wrap="wrap">
      <Text size="sm">{t('requests.pager.range', { first, last, total })}</Text>
      <Group gap="md" wrap="wrap">
        <NativeSelect
          aria-label={t('requests.pager.pageSize')}
          size="sm"
          value={String(pageSize)}
          onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
          data={sizes.map((size) => ({
            value: String(size),
            label: t('requests.pager.perPage', { count: size }),
          }))}
        />
        <nav aria-label={t('requests.pager.navigation')}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPageChange}
            size="sm"
            withEdges
            getItemProps={(item) => ({ 'aria-label': t('requests.pager.page', { page: item }) })}
            getControlProps={(control) => ({
              'aria-label':
                control === 'first'
                  ? t('requests.pager.first')
                  : control === 'previous'
                    ? t('requests.pager.previous')
                    : control === 'next'
                      ? t('requests.pager.next')
                      : t('requests.pager.last'),
            })}
          />
        </nav>
      </Group>
    </Group>
  );
}
