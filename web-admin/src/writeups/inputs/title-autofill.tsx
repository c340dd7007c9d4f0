import { LIMITS, type ReviewType } from '@reviews/libs/constants';
import { WRITEUP_FIELD_LABELS } from '@reviews/libs/rules';
import {
  Alert,
  CircularProgress,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useGetList } from 'react-admin';
import { useFormContext } from 'react-hook-form';

import { RESOURCES, type CandidateRecord, type TitleInfoRecord } from '../../data-provider';

const DEBOUNCE_MS = 350;
const LIST_LIMITS: Partial<Record<string, number>> = { genre: LIMITS.genres, tags: LIMITS.tags };

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

/** The fields of a title's details the form knows, within their list limits. */
function formFields(info: TitleInfoRecord): [string, unknown][] {
  return Object.entries(info)
    .filter(
      ([field, value]) => Object.hasOwn(WRITEUP_FIELD_LABELS, field) && value !== undefined && value !== null,
    )
    .map(([field, value]) => {
      const max = LIST_LIMITS[field];
      return [field, Array.isArray(value) && max !== undefined ? value.slice(0, max) : value];
    });
}

/**
 * Spec §2 title autofill: search candidates as the author types, pull one's details into the
 * form. Candidates show no poster: it lives on the movie database's host, which pages never
 * load from (product.md §9); the picked title's poster arrives imported into the site's media.
 */
export function TitleAutofill({ type }: { type: ReviewType }) {
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim());
  const enabled = debounced.length >= LIMITS.searchMin;
  const { data, isFetching, error } = useGetList<CandidateRecord>(
    RESOURCES.autofill,
    { filter: { type, search: debounced } },
    { enabled, retry: false, staleTime: 60_000 },
  );
  const dataProvider = useDataProvider();
  const { setValue } = useFormContext();
  const [pulling, setPulling] = useState<string | null>(null);
  const [pullError, setPullError] = useState<string | null>(null);
  const [filled, setFilled] = useState<string | null>(null);

  /** Reports its own failure (pullError): callers need not wait for it. */
  const pick = async (candidate: CandidateRecord) => {
    setPulling(candidate.id);
    setPullError(null);
    try {
      const { data: info } = await dataProvider.getOne<TitleInfoRecord>(RESOURCES.titleInfo, {
        id: candidate.imdbID,
        meta: { type },
      });
      for (const [field, value] of formFields(info)) setValue(field, value, { shouldDirty: true });
      setFilled(candidate.title);
      setSearch('');
    } catch (failure) {
      setPullError(failure instanceof Error ? failure.message : 'Could not fetch the title details');
    } finally {
      setPulling(null);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <TextField
          label="Autofill from title"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          helperText={`Type at least ${LIMITS.searchMin} characters, then pick a title to fill in its details`}
          slotProps={{
            input: {
              endAdornment:
                isFetching || pulling ? <CircularProgress size={20} aria-label="Searching" /> : null,
            },
          }}
        />
        {enabled && error && <Alert severity="error">{error.message}</Alert>}
        {pullError && <Alert severity="error">{pullError}</Alert>}
        {filled && !enabled && <Alert severity="success">Filled in from {filled}</Alert>}
        {enabled && !error && !isFetching && data?.length === 0 && <Typography>No results found</Typography>}
        {enabled && data && data.length > 0 && (
          <List aria-label="Title candidates" sx={{ maxHeight: 300, overflow: 'auto' }}>
            {data.map((candidate) => (
              <ListItemButton key={candidate.id} onClick={() => void pick(candidate)} disabled={!!pulling}>
                <ListItemText primary={candidate.title} secondary={candidate.releaseYear ?? 'YYYY'} />
              </ListItemButton>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
