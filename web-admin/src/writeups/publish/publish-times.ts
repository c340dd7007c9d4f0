import { formatDateTime } from '@reviews/libs/rules';

/** The writer's time zone as the browser knows it (`Europe/Paris`). */
export function writerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A moment in the writer's time zone and in UTC, as the publish confirmation states it. */
export function timeInZones(iso: string, now: Date = new Date()): { local: string; utc: string } {
  const zone = writerTimeZone();
  return {
    local: `${formatDateTime(iso, now, zone)} (${zone})`,
    utc: `${formatDateTime(iso, now, 'UTC')} UTC`,
  };
}
