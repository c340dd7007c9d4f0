import { LIMITS, type WriteupType } from '@reviews/libs/constants';
import { WRITEUP_FIELD_LABELS as LABELS } from '@reviews/libs/rules';
import { Stack } from '@mui/material';
import { NumberInput, TextInput } from 'react-admin';

import { ChipsInput } from './chips-input';
import { CollectionsInput } from './collections-input';
import { ContentEditor } from './content-editor';
import { FocalPointInput } from '../images/focal-point-input';
import { ImageUrlInput } from '../images/image-url-input';
import { RatingInput } from '../shared/rating-input';
import { TitleAutofill } from './title-autofill';

const MAX_RELEASE_YEAR = 10 ** LIMITS.releaseYearLength - 1;

/** Every field of a writeup of this type (spec §3): movies add runtime, series season, articles headline. */
export function WriteupInputs({ type }: { type: WriteupType }) {
  return (
    <Stack spacing={2}>
      {type !== 'article' && <TitleAutofill type={type} />}
      <TextInput source="title" label={LABELS.title} />
      {type === 'article' && <TextInput source="headline" label={LABELS.headline} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberInput
          source="releaseYear"
          label={LABELS.releaseYear}
          min={0}
          max={MAX_RELEASE_YEAR}
          step={1}
        />
        {type === 'movie' && (
          <NumberInput
            source="runtime"
            label={`${LABELS.runtime} (minutes)`}
            min={1}
            max={LIMITS.runtimeMax}
            step={1}
          />
        )}
        {type === 'series' && (
          <NumberInput source="season" label={LABELS.season} min={1} max={LIMITS.seasonMax} step={1} />
        )}
        <TextInput source="mpaa" label={LABELS.mpaa} />
      </Stack>
      <TextInput source="director" label={LABELS.director} />
      <ChipsInput source="genre" label={LABELS.genre} max={LIMITS.genres} />
      <ChipsInput source="tags" label={LABELS.tags} max={LIMITS.tags} />
      <CollectionsInput />
      <RatingInput label={LABELS.rating} />
      <ImageUrlInput source="poster" label={LABELS.poster} shape="portrait" />
      {/* Not "Poster ...": the poster field's own label must stay the only one naming it. */}
      <FocalPointInput source="posterFocus" imageSource="poster" label="Portrait focal point" />
      <ImageUrlInput source="image" label="Banner image" shape="landscape" />
      <FocalPointInput source="imageFocus" imageSource="image" label={LABELS.imageFocus} />
      <ContentEditor label={LABELS.content} />
      <TextInput source="notes" label={`${LABELS.notes} (admins only)`} multiline minRows={3} />
    </Stack>
  );
}
