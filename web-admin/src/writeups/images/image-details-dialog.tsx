import { LIMITS } from '@reviews/libs/constants';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';

export interface ImageDetails {
  alt: string;
  caption: string;
}

interface Asking {
  suggestedAlt: string;
  answer: (details: ImageDetails | null) => void;
}

function DetailsForm({ asking, onDone }: { asking: Asking; onDone: (details: ImageDetails | null) => void }) {
  const [alt, setAlt] = useState(asking.suggestedAlt);
  const [caption, setCaption] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDone({ alt: alt.trim(), caption: caption.trim() });
  };
  return (
    <form onSubmit={submit}>
      <DialogTitle id="image-details-title">Describe the image</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            autoFocus
            required
            label="Alt text"
            helperText="What the image shows, for readers who cannot see it"
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            slotProps={{ htmlInput: { maxLength: LIMITS.shortText } }}
          />
          <TextField
            label="Caption (optional)"
            helperText="Shown under the image"
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
            slotProps={{ htmlInput: { maxLength: LIMITS.shortText } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onDone(null)}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={alt.trim() === ''}>
          Insert
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * Issue 28: asks for a content image's alt text (suggested from its file name) and an optional
 * caption while it uploads. `ask` resolves with them, or null when the writer cancels.
 */
export function useImageDetails() {
  const [asking, setAsking] = useState<Asking | null>(null);
  const pending = useRef<Asking | null>(null);

  const ask = (suggestedAlt: string) =>
    new Promise<ImageDetails | null>((resolve) => {
      pending.current?.answer(null);
      const next = { suggestedAlt, answer: resolve };
      pending.current = next;
      setAsking(next);
    });

  const done = (details: ImageDetails | null) => {
    pending.current?.answer(details);
    pending.current = null;
    setAsking(null);
  };

  const dialog = (
    <Dialog open={asking !== null} onClose={() => done(null)} aria-labelledby="image-details-title">
      {asking && <DetailsForm key={asking.suggestedAlt} asking={asking} onDone={done} />}
    </Dialog>
  );
  return { ask, dialog };
}
