import { scheduleBounds } from '@reviews/libs/rules';
import { TextField } from '@mui/material';
import { useMemo } from 'react';

import { toDateTimeLocal } from './date-time-local';

/** The spec §5 picker's starting value: tomorrow 12:00, or the date already scheduled. */
export function initialSchedule(visibleAfter: string | null, scheduled: boolean): string {
  if (scheduled && visibleAfter) return toDateTimeLocal(new Date(visibleAfter));
  return toDateTimeLocal(scheduleBounds().initial);
}

interface SchedulePickerProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/** Date and time to publish at, from today 12:00 to one year from today 12:00 (spec §5). */
export function SchedulePicker({ value, onChange, error }: SchedulePickerProps) {
  const { min, max } = useMemo(() => scheduleBounds(), []);
  return (
    <TextField
      type="datetime-local"
      label="Publish at"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== null}
      helperText={error ?? ' '}
      size="small"
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min: toDateTimeLocal(min), max: toDateTimeLocal(max) },
      }}
    />
  );
}
