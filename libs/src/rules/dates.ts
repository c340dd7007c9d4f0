/** ICU puts narrow or thin spaces before AM/PM on some runtimes; plain spaces keep server and browser text equal. */
const UNUSUAL_SPACES = /[\u202f\u2009\u00a0]/g;

type DateInput = string | Date;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * Building an Intl.DateTimeFormat costs far more than formatting with one, and a listing formats
 * dozens of dates: formatters are kept per set of options (a handful in practice).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', options);
    formatters.set(key, cached);
  }
  return cached;
}

function yearIn(date: Date, timeZone: string | undefined): string {
  return formatter({ year: 'numeric', timeZone }).format(date);
}

function format(value: DateInput, now: Date, timeZone: string | undefined, withTime: boolean): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone };
  if (yearIn(date, timeZone) !== yearIn(now, timeZone)) options.year = 'numeric';
  if (withTime) Object.assign(options, { hour: 'numeric', minute: '2-digit', hour12: true });
  return formatter(options).format(date).replace(UNUSUAL_SPACES, ' ');
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
