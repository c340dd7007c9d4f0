import { Box, Stack, TextField, Typography } from '@mui/material';
import {
  clampPercent,
  DEFAULT_FOCAL_POINT,
  formatFocalPoint,
  isSafeLink,
  parseFocalPoint,
  type FocalPoint,
} from '@reviews/libs/rules';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useInput } from 'react-admin';
import { useWatch } from 'react-hook-form';

interface FocalPointInputProps {
  source: 'posterFocus' | 'imageFocus';
  /** The image whose point it is. */
  imageSource: 'poster' | 'image';
  label: string;
}

const ARROW_STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};
/** With Shift held, an arrow moves the point this many percent at a time. */
const BIG_STEP = 10;
const CENTRE = parseFocalPoint(DEFAULT_FOCAL_POINT) as FocalPoint;

/** Where a click on the image lands, in percent of its box. */
function pointOfClick(event: MouseEvent<HTMLElement>): FocalPoint {
  const box = event.currentTarget.getBoundingClientRect();
  return {
    x: box.width > 0 ? ((event.clientX - box.left) / box.width) * 100 : CENTRE.x,
    y: box.height > 0 ? ((event.clientY - box.top) / box.height) * 100 : CENTRE.y,
  };
}

/**
 * Issue 28: the point of a poster or banner that crops keep in view (the reader site's
 * `object-position`). The writer clicks it on the image, or moves it with the arrow keys (Shift:
 * ten at a time), or types it in the two percentage fields.
 */
export function FocalPointInput({ source, imageSource, label }: FocalPointInputProps) {
  const { field } = useInput<string | null>({ source, defaultValue: DEFAULT_FOCAL_POINT });
  const url = String(useWatch({ name: imageSource }) ?? '').trim();
  const point = parseFocalPoint(field.value) ?? CENTRE;
  const set = (next: FocalPoint) => field.onChange(formatFocalPoint(next));
  const description = `${point.x}% across, ${point.y}% down`;

  const move = (event: KeyboardEvent<HTMLElement>) => {
    const step = ARROW_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const size = event.shiftKey ? BIG_STEP : 1;
    set({ x: point.x + step[0] * size, y: point.y + step[1] * size });
  };

  const percentField = (axis: 'x' | 'y', name: string) => (
    <TextField
      type="number"
      size="small"
      label={`${label}: ${name} (%)`}
      value={point[axis]}
      onChange={(event) => {
        const typed = Number(event.target.value);
        if (event.target.value !== '' && Number.isFinite(typed))
          set({ ...point, [axis]: clampPercent(typed) });
      }}
      slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }}
      sx={{ width: 200 }}
    />
  );

  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary">
        {label}: where crops keep the subject ({description})
      </Typography>
      {url !== '' && isSafeLink(url) && (
        <Box
          component="button"
          type="button"
          aria-label={`${label}: ${description}. Click the image, or use the arrow keys, to move it.`}
          onClick={(event: MouseEvent<HTMLButtonElement>) => {
            // A click from the keyboard (Enter, Space) has no place on the image.
            if (event.detail === 0) return;
            set(pointOfClick(event));
          }}
          onKeyDown={move}
          sx={{
            position: 'relative',
            display: 'inline-block',
            alignSelf: 'flex-start',
            p: 0,
            border: 1,
            borderColor: 'divider',
            cursor: 'crosshair',
            lineHeight: 0,
            maxWidth: '100%',
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <Box
            component="img"
            src={url}
            alt=""
            draggable={false}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: 240 }}
          />
          <Box
            aria-hidden
            data-testid={`${source}-marker`}
            sx={{
              position: 'absolute',
              left: `${point.x}%`,
              top: `${point.y}%`,
              width: 24,
              height: 24,
              transform: 'translate(-50%, -50%)',
              borderRadius: '50%',
              border: '3px solid white',
              boxShadow: '0 0 0 2px black',
              pointerEvents: 'none',
            }}
          />
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {percentField('x', 'across')}
        {percentField('y', 'down')}
      </Stack>
    </Stack>
  );
}
