import type { Writeup } from '@reviews/libs/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useId } from 'react';

import { publicAddress } from './public-address';
import { timeInZones } from './publish-times';
import { SchedulePicker } from './schedule-picker';

/** The two actions that make a writeup public, each confirmed first (issue 28). */
export type PublicIntent = 'publish' | 'schedule';

interface PublishConfirmationProps {
  intent: PublicIntent | null;
  writeup: Pick<Writeup, 'type' | 'slug' | 'title' | 'season'>;
  kind: 'review' | 'article';
  publicUrl: string;
  scheduleAt: string;
  scheduleIso: string;
  scheduleError: string | null;
  onScheduleChange: (value: string) => void;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <Typography component="p">
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Typography>{' '}
      <span style={{ overflowWrap: 'anywhere' }}>{children}</span>
    </Typography>
  );
}

/**
 * Before publishing or scheduling: where the writeup will be read (its public address) and when,
 * in the writer's time zone and in UTC. Scheduling picks its date here (spec §5 picker limits).
 */
export function PublishConfirmation({
  intent,
  writeup,
  kind,
  publicUrl,
  scheduleAt,
  scheduleIso,
  scheduleError,
  onScheduleChange,
  pending,
  onConfirm,
  onClose,
}: PublishConfirmationProps) {
  const titleId = useId();
  if (intent === null) return null;
  const address = publicAddress(writeup, publicUrl);
  const when = intent === 'publish' ? new Date().toISOString() : scheduleIso;
  const times = when ? timeInZones(when) : null;
  const action = intent === 'publish' ? 'Publish' : 'Schedule';

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {action} this {kind}?
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          {intent === 'schedule' && (
            <SchedulePicker value={scheduleAt} onChange={onScheduleChange} error={scheduleError} />
          )}
          <Fact label="Address">{address.url}</Fact>
          {address.planned && (
            <Typography variant="body2" color="text.secondary">
              If another writeup already has this address, the release year or a number is added to it.
            </Typography>
          )}
          {times && (
            <>
              <Fact label={intent === 'publish' ? 'Goes out now' : 'Goes out'}>{times.local}</Fact>
              <Fact label="In UTC">{times.utc}</Fact>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          disabled={pending || (intent === 'schedule' && scheduleError !== null)}
        >
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
