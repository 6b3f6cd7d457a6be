import dayjs from 'dayjs';

export type DateRangePresetId = 'today' | 'last7' | 'thisMonth' | 'lastMonth' | 'thisYear';

const DAY = 'YYYY-MM-DD';

/** The ranges a person asks for most, as whole days (YYYY-MM-DD) counted from `today`. */
export function dateRangePresets(today: Date): Record<DateRangePresetId, [string, string]> {
  const day = dayjs(today);
  const lastMonth = day.subtract(1, 'month');
  return {
    today: [day.format(DAY), day.format(DAY)],
    last7: [day.subtract(6, 'day').format(DAY), day.format(DAY)],
    thisMonth: [day.startOf('month').format(DAY), day.format(DAY)],
    lastMonth: [lastMonth.startOf('month').format(DAY), lastMonth.endOf('month').format(DAY)],
    thisYear: [day.startOf('year').format(DAY), day.format(DAY)],
  };
}
