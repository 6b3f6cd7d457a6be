import { DatePickerInput, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import { useState } from 'react';
import { calendarDate } from '../../contract/upstream/dateFormats';
import type { Locale } from '../i18n/locales';
import type { MessageKey } from '../i18n/messages/pt-BR';
import { useLocale } from '../i18n/useLocale';
import { useT } from '../i18n/useT';
import { dateRangePresets, type DateRangePresetId } from '../lib/dateRangePresets';

export interface DateRangeFilterProps {
  label: string;
  from: string | undefined;
  to: string | undefined;
  /** Both ends as YYYY-MM-DD, or undefined for an open end. */
  onChange: (from: string | undefined, to: string | undefined) => void;
}

/** How each language writes a day: dd/mm/aaaa for a Brazilian reader. */
const FORMATS: Record<Locale, { dayjs: string; valueFormat: string }> = {
  'pt-BR': { dayjs: 'pt-br', valueFormat: 'DD/MM/YYYY' },
  en: { dayjs: 'en', valueFormat: 'MM/DD/YYYY' },
};

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
 * A date filter as one range control, in the reader's language and date order, with the ranges
 * people ask for most one click away. Loaded with the filter panel, never with the page.
 */
export function DateRangeFilter({ label, from, to, onChange }: DateRangeFilterProps) {
  const t = useT();
  const { locale } = useLocale();
  const format = FORMATS[locale];
  // Today as the panel opened: presets do not move while it is open.
  const [presets] = useState(() => dateRangePresets(new Date()));
  // The first day clicked, until the last one is: the URL holds only whole ranges, so the half
  // picked one lives here (without it the controlled value would drop the first click).
  const [firstDay, setFirstDay] = useState<string | null>(null);
  return (
    <DatesProvider settings={{ locale: format.dayjs, firstDayOfWeek: 0 }}>
      <DatePickerInput
        type="range"
        label={label}
        placeholder={t('requests.date.placeholder')}
        valueFormat={format.valueFormat}
        value={firstDay !== null ? [firstDay, null] : [from ?? null, to ?? null]}
        onChange={([start, end]) => {
          // A range half picked waits for its other end; cleared, both ends go.
          if (start !== null && end === null) {
            setFirstDay(start);
            return;
          }
          setFirstDay(null);
          onChange(day(start), day(end));
        }}
        // Closed with one end picked: the range stays as it was.
        onDropdownClose={() => setFirstDay(null)}
        allowSingleDateInRange
        clearable
        clearButtonProps={{ 'aria-label': t('requests.filter.clearField') }}
        presets={(Object.keys(presets) as DateRangePresetId[]).map((id) => ({
          value: presets[id],
          label: t(PRESET_LABELS[id]),
        }))}
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  );
}
