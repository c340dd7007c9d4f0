import type { Writeup } from '@reviews/libs/contract';
import { displayHeadline, displayReleaseYear, fallbackImage, titleWithSeason } from '@reviews/libs/rules';
import { Box, Chip, Stack, Typography } from '@mui/material';

import { ScoreBadge } from '../shared/rating-input';
import { MarkdownView } from '../shared/markdown-view';

function Picture({ src, fallback, alt, sx }: { src: string; fallback: string; alt: string; sx: object }) {
  return (
    <Box
      component="img"
      src={src || fallback}
      alt={alt}
      onError={(event) => {
        event.currentTarget.src = fallback;
      }}
      sx={sx}
    />
  );
}

/** A writeup as the reader site's detail page shows it: banner, poster, facts, score and body. */
export function WriteupView({ writeup }: { writeup: Writeup }) {
  const title = titleWithSeason(writeup);
  const review = writeup.type !== 'article';
  return (
    <Stack component="article" spacing={2}>
      <Picture
        src={writeup.image}
        fallback={fallbackImage('landscape')}
        alt={`${title} banner`}
        sx={{ width: '100%', maxHeight: 360, objectFit: 'cover', borderRadius: 1 }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        {review && (
          <Picture
            src={writeup.poster}
            fallback={fallbackImage('portrait')}
            alt={`${title} poster`}
            sx={{ height: { xs: 175, md: 350 }, aspectRatio: '2 / 3', objectFit: 'cover', borderRadius: 1 }}
          />
        )}
        <Stack spacing={1}>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          {review ? (
            <>
              <Typography color="text.secondary">
                {[
                  displayReleaseYear(writeup),
                  writeup.mpaa,
                  writeup.runtime ? `${writeup.runtime} min` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {writeup.director && <Typography>Directed by {writeup.director}</Typography>}
              <ScoreBadge rating={writeup.rating} />
            </>
          ) : (
            <Typography variant="h6" component="p">
              {displayHeadline(writeup)}
            </Typography>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {[...writeup.genre, ...writeup.tags].map((label) => (
              <Chip key={label} label={label} size="small" />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            By {writeup.admin.username}
          </Typography>
        </Stack>
      </Stack>
      <MarkdownView content={writeup.content} writeup={writeup} />
    </Stack>
  );
}
