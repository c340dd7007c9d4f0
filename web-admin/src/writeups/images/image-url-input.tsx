import { Box, Stack } from '@mui/material';
import { isSafeLink } from '@reviews/libs/rules';
import { TextInput, useInput } from 'react-admin';

import { ImageFileButton, imageDropHandlers } from './image-pickers';
import { UploadProgress } from './upload-progress';
import { useImageUpload } from './use-image-upload';

interface ImageUrlInputProps {
  source: 'poster' | 'image';
  label: string;
  shape: 'portrait' | 'landscape';
}

/**
 * A poster or banner: uploaded by file picker, drag and drop or paste (or its URL typed), with a
 * preview of what it points at.
 */
export function ImageUrlInput({ source, label, shape }: ImageUrlInputProps) {
  const { field } = useInput<string | null>({ source });
  const state = useImageUpload(source);
  const url = (field.value ?? '').trim();

  const take = async (file: File) => {
    const media = await state.upload(file);
    if (media) field.onChange(media.url);
  };

  return (
    <Stack spacing={1} {...imageDropHandlers((file) => void take(file))}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextInput
          source={source}
          label={label}
          sx={{ flex: 1 }}
          helperText="Upload, drop or paste an image, or type its address"
        />
        <ImageFileButton sx={{ mt: 1, whiteSpace: 'nowrap' }} onFile={(file) => void take(file)}>
          {/* Not "Upload poster": the field's own label must stay the only one naming it. */}
          Upload {shape} image
        </ImageFileButton>
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
      <UploadProgress state={state} label={label.toLowerCase()} />
    </Stack>
  );
}
