import { Box, LinearProgress, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';

/** Issue 28: the widths the preview offers; a phone as wide as most in use. */
export const PREVIEW_WIDTHS = {
  desktop: { label: 'Desktop', width: '100%' },
  phone: { label: 'Phone', width: '390px' },
} as const;

export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

interface PreviewFrameProps {
  /** The reader site's page of the preview. */
  src: string;
  /** The frame's name for screen readers. */
  title: string;
}

/**
 * The reader site's own page in a frame (its layout, styles and theme, not the console's), at
 * desktop or phone width. The frame takes keyboard focus like any frame, and scrolls inside.
 */
export function PreviewFrame({ src, title }: PreviewFrameProps) {
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const [loading, setLoading] = useState(true);
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        value={width}
        exclusive
        size="small"
        aria-label="Preview width"
        onChange={(_event, chosen: PreviewWidth | null) => chosen && setWidth(chosen)}
      >
        {(Object.keys(PREVIEW_WIDTHS) as PreviewWidth[]).map((key) => (
          <ToggleButton key={key} value={key} sx={{ minHeight: 36, px: 2 }}>
            {PREVIEW_WIDTHS[key].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {loading && <LinearProgress aria-label="Loading preview" />}
      <Box
        component="iframe"
        src={src}
        title={title}
        onLoad={() => setLoading(false)}
        sx={{
          display: 'block',
          mx: 'auto',
          width: PREVIEW_WIDTHS[width].width,
          maxWidth: '100%',
          height: '75vh',
          minHeight: 480,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      />
    </Stack>
  );
}
