import { LIMITS, type Collection } from '@reviews/libs/constants';
import { Autocomplete, TextField } from '@mui/material';
import { useInput } from 'react-admin';

import { useSiteConfig } from '../../lib/site-config';

/** Up to five of the eleven collections; the writeup stores their search keywords (product.md §4b). */
export function CollectionsInput() {
  const { collections } = useSiteConfig();
  const { field } = useInput<string[] | null>({ source: 'collections' });
  const keywords: string[] = field.value ?? [];
  const selected = keywords
    .map((keyword) => collections.find((collection) => collection.search === keyword))
    .filter((collection): collection is Collection => collection !== undefined);
  const full = keywords.length >= LIMITS.collections;

  return (
    <Autocomplete
      multiple
      options={collections}
      value={selected}
      getOptionLabel={(collection) => collection.title}
      isOptionEqualToValue={(option, value) => option.search === value.search}
      getOptionDisabled={(option) => full && !keywords.includes(option.search)}
      onChange={(_event, next) => field.onChange(next.map((collection) => collection.search))}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField {...params} label="Collections" helperText={`Up to ${LIMITS.collections}`} />
      )}
    />
  );
}
