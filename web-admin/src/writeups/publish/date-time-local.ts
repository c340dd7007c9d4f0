const pad = (value: number) => String(value).padStart(2, '0');

/** A date as the value of `<input type="datetime-local">`: local time to the minute. */
export function toDateTimeLocal(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** The ISO timestamp of a datetime-local value (read in local time); '' when it is not a date. */
export function fromDateTimeLocal(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
