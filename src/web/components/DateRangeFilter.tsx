import { ActionIcon, CloseButton, Group, Popover, TextInput } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/pt-br';
import { useId, useState, type KeyboardEvent } from 'react';
import { calendarDate } from '../../contract/upstream/dateFormats';
import type { Locale } from '../i18n/locales';
import type { MessageKey } from '../i18n/messages/pt-BR';
import { useLocale } from '../i18n/useLocale';
import { useT } from '../i18n/useT';
import { dateRangePresets, type DateRangePresetId } from '../lib/dateRangePresets';
import { formatDateRange, parseTypedDateRange } from './filters/typedDateRange';

export interface DateRangeFilterProps {
  label: string;
  from: string | undefined;
  to: string | undefined;
  /** Both ends as YYYY-MM-DD, or undefined for an open end. */
  onChange: (from: string | undefined, to: string | undefined) => void;
}

/** The calendar's language for each reader. */
const DAYJS_LOCALE: Record<Locale, string> = { 'pt-BR': 'pt-br', en: 'en' };

const PRESET_LABELS: Record<DateRangePresetId, MessageKey> = {
  today: 'requests.date.preset.today',
  last7: 'requests.date.preset.last7',
  thisMonth: 'requests.date.preset.thisMonth',
  lastMonth: 'requests.date.preset.lastMonth',
  thisYear: 'requests.date.preset.thisYear',
};

const day = (value: string | null): string | undefined =>
  value !== null && calendarDate.safeParse(value).success ? value : undefined;

/**
 * A date filter as one field: typed as the reader writes days (dd/mm/aaaa – dd/mm/aaaa), or picked
 * in a calendar day by day, with the ranges people ask for most one click away. Loaded with the
 * filter panels, never with a page's first paint.
 */
export function DateRangeFilter({ label, from, to, onChange }: DateRangeFilterProps) {
  const t = useT();
  const { locale } = useLocale();
  const calendarId = useId();
  // Today as the field mounted: presets do not move while it is open.
  const [presets] = useState(() => dateRangePresets(new Date()));
  const [opened, setOpened] = useState(false);
  // What is being typed, until it is applied (Enter or leaving the field); null shows the range.
  const [typed, setTyped] = useState<string | null>(null);
  const [typedError, setTypedError] = useState<'format' | 'order' | null>(null);
  // The first day clicked, until the last one is: the URL holds only whole ranges, so the half
  // picked one lives here (without it the controlled value would drop the first click).
  const [firstDay, setFirstDay] = useState<string | null>(null);

  const apply = (nextFrom: string | undefined, nextTo: string | undefined) => {
    setTyped(null);
    setTypedError(null);
    setFirstDay(null);
    if (nextFrom !== from || nextTo !== to) onChange(nextFrom, nextTo);
  };

  const applyTyped = () => {
    if (typed === null) return;
    const range = parseTypedDateRange(typed, locale);
    if (range.ok) apply(range.from, range.to);
    else setTypedError(range.reason);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      applyTyped();
    } else if (event.key === 'ArrowDown' && event.altKey) {
      setOpened(true);
    }
  };

  const closeCalendar = () => {
    setOpened(false);
    // Closed with one end picked: the range stays as it was.
    setFirstDay(null);
  };

  const hasValue = from !== undefined || to !== undefined;
  const rightSection = (
    <Group gap={2} wrap="nowrap">
      {hasValue && (
        <CloseButton
          size="sm"
          aria-label={t('requests.filter.clearField')}
          onClick={() => apply(undefined, undefined)}
        />
      )}
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t('requests.date.openCalendar', { label })}
        aria-expanded={opened}
        aria-controls={opened ? calendarId : undefined}
        onClick={() => (opened ? closeCalendar() : setOpened(true))}
      >
        <IconCalendar size={16} stroke={1.6} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );

  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[locale], firstDayOfWeek: 0 }}>
      <Popover
        opened={opened}
        onChange={(next) => (next ? setOpened(true) : closeCalendar())}
        position="bottom-start"
        withinPortal
        trapFocus
        // The calendar button says it opens the calendar; a textbox may not carry aria-expanded.
        withRoles={false}
        shadow="md"
      >
        <Popover.Target>
          <TextInput
            label={label}
            placeholder={t('requests.date.placeholder')}
            value={typed ?? formatDateRange(from, to, locale)}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setTypedError(null);
            }}
            onBlur={applyTyped}
            onKeyDown={onKeyDown}
            error={
              typedError === 'format'
                ? t('requests.date.invalid', { example: t('requests.date.placeholder') })
                : typedError === 'order'
                  ? t('requests.filter.dateOrder')
                  : undefined
            }
            rightSection={rightSection}
            rightSectionWidth={hasValue ? 56 : 32}
            rightSectionPointerEvents="all"
            autoComplete="off"
          />
        </Popover.Target>
        <Popover.Dropdown id={calendarId} role="dialog" aria-label={label}>
          <DatePicker
            type="range"
            value={firstDay !== null ? [firstDay, null] : [from ?? null, to ?? null]}
            onChange={([start, end]) => {
              if (start !== null && end === null) {
                setFirstDay(start);
                return;
              }
              apply(day(start), day(end));
              setOpened(false);
            }}
            // Opens on the range's month (the calendar mounts at each opening).
            defaultDate={from ?? to}
            allowSingleDateInRange
            presets={(Object.keys(presets) as DateRangePresetId[]).map((id) => ({
              value: presets[id],
              label: t(PRESET_LABELS[id]),
            }))}
            ariaLabels={{
              previousMonth: t('requests.date.previousMonth'),
              nextMonth: t('requests.date.nextMonth'),
              previousYear: t('requests.date.previousYear'),
              nextYear: t('requests.date.nextYear'),
              monthLevelControl: t('requests.date.chooseMonth'),
            }}
            // Neither red weekends nor the neighbouring months' days: both fell short of readable contrast.
            weekendDays={[]}
            hideOutsideDates
          />
        </Popover.Dropdown>
      </Popover>
    </DatesProvider>
  );
}
