import type { AvailabilitySettings } from "@taxlane/contract";

/** One weekday's row of the working-hours form. */
export interface DayHours {
  works: boolean;
  start: string;
  end: string;
}

export interface WorkingHoursValues {
  days: DayHours[];
  daysOff: string[];
  minimumNoticeHours: number;
  bufferMinutes: number;
  timeZone: string;
}

const DEFAULT_START = "09:00";
const DEFAULT_END = "17:00";

/**
 * The form's rows from the saved settings, Sunday first. The form edits one range a day; a day saved
 * with several ranges shows from the earliest start to the latest end.
 */
export function valuesOfSettings(settings: AvailabilitySettings): WorkingHoursValues {
  const days = Array.from({ length: 7 }, (_, weekday): DayHours => {
    const ranges = settings.weeklyHours.filter((hours) => hours.weekday === weekday);
    if (ranges.length === 0) return { works: false, start: DEFAULT_START, end: DEFAULT_END };
    const start = ranges.map((range) => range.start).sort()[0] ?? DEFAULT_START;
    const end =
      ranges
        .map((range) => range.end)
        .sort()
        .at(-1) ?? DEFAULT_END;
    return { works: true, start, end };
  });
  return {
    days,
    daysOff: [...settings.daysOff].sort(),
    minimumNoticeHours: settings.minimumNoticeHours,
    bufferMinutes: settings.bufferMinutes,
    timeZone: settings.timeZone,
  };
}

export function settingsOfValues(values: WorkingHoursValues): AvailabilitySettings {
  return {
    timeZone: values.timeZone,
    weeklyHours: values.days.flatMap((day, weekday) =>
      day.works ? [{ weekday, start: day.start, end: day.end }] : [],
    ),
    daysOff: [...new Set(values.daysOff)].sort(),
    minimumNoticeHours: values.minimumNoticeHours,
    bufferMinutes: values.bufferMinutes,
  };
}
