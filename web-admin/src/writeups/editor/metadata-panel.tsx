import TuneIcon from '@mui/icons-material/Tune';
import { Box, Button, Collapse, Paper, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';

/**
 * The side panel of the editor's metadata. On narrow screens it folds away behind a toggle
 * (a button with aria-expanded), so the content comes first.
 */
export function MetadataPanel({ narrow, children }: { narrow: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const heading = (
    <Typography variant="h6" component="h2" id={`${id}-heading`}>
      Details
    </Typography>
  );

  if (!narrow) {
    return (
      <Paper component="aside" aria-labelledby={`${id}-heading`} variant="outlined" sx={{ p: 2 }}>
        {heading}
        <Box sx={{ mt: 2 }}>{children}</Box>
      </Paper>
    );
  }
  return (
    <Paper component="aside" aria-label="Details" variant="outlined" sx={{ p: 1 }}>
      <Button
        fullWidth
        startIcon={<TuneIcon />}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
        sx={{ justifyContent: 'flex-start' }}
      >
        {open ? 'Hide details' : 'Show details'}
      </Button>
      <Collapse in={open} id={id}>
        <Box sx={{ p: 1, pt: 2 }}>{children}</Box>
      </Collapse>
    </Paper>
  );
}
