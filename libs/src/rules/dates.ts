type DateInput = string | Date;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * Building an Intl.DateTimeFormat costs far more than formatting with one (milliseconds each, a
 * good part of a listing's first render on a phone), so there is one per time zone and precision,
 * and the year is read from the same parts as the date rather than from a formatter of its own.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string | undefined, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone ?? ''}|${withTime}`;
  let cached = formatters.get(key);
  if (!cached) {
    const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', timeZone };
    if (withTime) Object.assign(options, { hour: 'numeric', minute: '2-digit', hour12: true });
    cached = new Intl.DateTimeFormat('en-US', options);
    formatters.set(key, cached);
  }
  return cached;
}

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function partsOf(date: Date, timeZone: string | undefined, withTime: boolean): Parts {
  const parts: Parts = {};
  for (const { type, value } of formatter(timeZone, withTime).formatToParts(date)) parts[type] = value;
  return parts;
}

function format(value: DateInput, now: Date, timeZone: string | undefined, withTime: boolean): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = partsOf(date, timeZone, withTime);
  let text = `${parts.month} ${parts.day}`;
  if (parts.year !== partsOf(now, timeZone, false).year) text += `, ${parts.year}`;
  if (withTime) text += `, ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
  // Assembled from the parts, with plain spaces: ICU puts narrow or thin spaces before AM/PM on
  // some runtimes, and server and browser must show the same text.
  return text;
}

/**
 * Spec §9 date: US English short form, `Mar 5`, with the year only when it is not the current
 * one (`Mar 5, 2023`). `timeZone` defaults to the runtime's; an invalid date shows as ''.
 */
export function formatDate(value: DateInput, now: Date = new Date(), timeZone?: string): string {
  return format(value, now, timeZone, false);
}

/** As {@link formatDate} plus the 12-hour time: `Mar 5, 2023, 3:04 PM`. */
export function formatDateTime(value: DateInput, now: Date = new Date(), timeZone?: string): string {
  return format(value, now, timeZone, true);
}
