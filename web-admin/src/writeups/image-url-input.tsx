import { Box, Stack } from '@mui/material';
import { isSafeLink } from '@reviews/libs/rules';
import { TextInput, useInput } from 'react-admin';

interface ImageUrlInputProps {
  source: 'poster' | 'image';
  label: string;
  shape: 'portrait' | 'landscape';
}

/** A poster or banner URL with a preview of what it points at. */
export function ImageUrlInput({ source, label, shape }: ImageUrlInputProps) {
  const { field } = useInput<string | null>({ source });
  const url = (field.value ?? '').trim();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextInput source={source} label={label} type="url" sx={{ flex: 1 }} />
      {url !== '' && isSafeLink(url) && (
        <Box
          component="img"
          src={url}
          alt={`${label} preview`}
          sx={
            shape === 'portrait'
              ? { height: 120, width: 80, objectFit: 'cover' }
              : { height: 90, width: 160, objectFit: 'cover' }
          }
        />
      )}
    </Stack>
  );
}
