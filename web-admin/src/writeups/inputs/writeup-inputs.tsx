import { LIMITS, type WriteupType } from '@reviews/libs/constants';
import { WRITEUP_FIELD_LABELS as LABELS } from '@reviews/libs/rules';
import { Stack } from '@mui/material';
import type { ComponentType } from 'react';
import { NumberInput, TextInput } from 'react-admin';

import { FocalPointInput } from '../images/focal-point-input';
import { ImageUrlInput } from '../images/image-url-input';
import { RatingInput } from '../shared/rating-input';
import { ChipsInput } from './chips-input';
import { CollectionsInput } from './collections-input';
import { TitleAutofill } from './title-autofill';

const MAX_RELEASE_YEAR = 10 ** LIMITS.releaseYearLength - 1;

/** One entry of the metadata panel: a field, or a few that belong together, for the writeup's type. */
type MetadataField = ComponentType<{ type: WriteupType }>;

/** The title heads the main column, above the content (issue 28: content first). */
export function TitleInput() {
  return <TextInput source="title" label={LABELS.title} />;
}

const Autofill: MetadataField = ({ type }) => (type === 'article' ? null : <TitleAutofill type={type} />);

const Headline: MetadataField = ({ type }) =>
  type === 'article' ? <TextInput source="headline" label={LABELS.headline} /> : null;

/** Film facts, rating included, are for reviews: an article has none (issue 41). */
const reviewOnly =
  (Field: MetadataField): MetadataField =>
  ({ type }) =>
    type === 'article' ? null : <Field type={type} />;

/** Movies add runtime, series season (spec §3). */
const Facts: MetadataField = ({ type }) => (
  <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', '& > *': { flex: '1 1 8rem' } }}>
    <NumberInput source="releaseYear" label={LABELS.releaseYear} min={0} max={MAX_RELEASE_YEAR} step={1} />
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
);

const Director: MetadataField = () => <TextInput source="director" label={LABELS.director} />;
const Genre: MetadataField = () => <ChipsInput source="genre" label={LABELS.genre} max={LIMITS.genres} />;
const Tags: MetadataField = () => <ChipsInput source="tags" label={LABELS.tags} max={LIMITS.tags} />;
const Collections: MetadataField = () => <CollectionsInput />;
const Rating: MetadataField = () => <RatingInput label={LABELS.rating} />;
const Poster: MetadataField = () => (
  <>
    <ImageUrlInput source="poster" label={LABELS.poster} shape="portrait" />
    {/* Not "Poster ...": the poster field's own label must stay the only one naming it. */}
    <FocalPointInput source="posterFocus" imageSource="poster" label="Portrait focal point" />
  </>
);
const Banner: MetadataField = () => (
  <>
    <ImageUrlInput source="image" label="Banner image" shape="landscape" />
    <FocalPointInput source="imageFocus" imageSource="image" label={LABELS.imageFocus} />
  </>
);
const Notes: MetadataField = () => (
  <TextInput source="notes" label={`${LABELS.notes} (admins only)`} multiline minRows={3} />
);

/**
 * The metadata panel's fields in order (spec §3): a list, so a new field is one more entry.
 * Each entry renders nothing for the types it does not apply to.
 */
export const METADATA_FIELDS: MetadataField[] = [
  Autofill,
  Headline,
  reviewOnly(Facts),
  reviewOnly(Director),
  reviewOnly(Genre),
  Tags,
  Collections,
  reviewOnly(Rating),
  Poster,
  Banner,
  Notes,
];

/** Every metadata field of a writeup of this type. */
export function MetadataFields({ type }: { type: WriteupType }) {
  return (
    <Stack spacing={2}>
      {METADATA_FIELDS.map((Field, index) => (
        <Field key={index} type={type} />
      ))}
    </Stack>
  );
}
