import { LIMITS } from '@reviews/libs/constants';
import { scorePaint } from '@reviews/libs/rules';
import { Box, Stack } from '@mui/material';
import { NumberInput, useInput } from 'react-admin';

export function ScoreBadge({ rating }: { rating: number }) {
  const { band, background, text } = scorePaint(rating);
  return (
    <Box
      role="img"
      aria-label={`Score ${rating}, ${band}`}
      sx={{
        bgcolor: background,
        color: text,
        fontWeight: 700,
        borderRadius: 1,
        px: 1.5,
        py: 0.5,
        minWidth: 48,
        textAlign: 'center',
      }}
    >
      {rating}
    </Box>
  );
}

/** Rating 0-100 (spec §5), shown in its score colour (spec §9). */
export function RatingInput({ label }: { label: string }) {
  const { field } = useInput<number | null>({ source: 'rating' });
  const rating = typeof field.value === 'number' ? field.value : null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <NumberInput
        source="rating"
        label={label}
        min={LIMITS.ratingMin}
        max={LIMITS.ratingMax}
        step={1}
        helperText="0 to 100"
      />
      {rating !== null && rating >= LIMITS.ratingMin && rating <= LIMITS.ratingMax && (
        <ScoreBadge rating={rating} />
      )}
    </Stack>
  );
}
