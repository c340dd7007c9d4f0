import { Box, Stack, Typography } from '@mui/material';
import { isSafeLink } from '@reviews/libs/rules';
import { useState } from 'react';
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

  // The address takes the panel's whole width, the button and the preview go under it: side by
  // side in the 24rem panel the address was squeezed to a few pixels (issue 41).
  return (
    <Stack spacing={1} {...imageDropHandlers((file) => void take(file))}>
      <TextInput
        source={source}
        label={label}
        fullWidth
        helperText="Upload, drop or paste an image, or type its address"
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <ImageFileButton sx={{ whiteSpace: 'nowrap' }} onFile={(file) => void take(file)}>
          {/* Not "Upload poster": the field's own label must stay the only one naming it. */}
          Upload {shape} image
        </ImageFileButton>
        {url !== '' && isSafeLink(url) && <ImagePreview key={url} url={url} label={label} shape={shape} />}
      </Stack>
      <UploadProgress state={state} label={label.toLowerCase()} />
    </Stack>
  );
}

/**
 * What the address shows; an address that is no image (yet: it is being typed) says so in words
 * rather than as the browser's broken-image text.
 */
function ImagePreview({
  url,
  label,
  shape,
}: {
  url: string;
  label: string;
  shape: 'portrait' | 'landscape';
}) {
  const [failed, setFailed] = useState(false);
  const size = shape === 'portrait' ? { height: 120, width: 80 } : { height: 90, width: 160 };
  if (failed) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
        No image at this address
      </Typography>
    );
  }
  return (
    <Box
      component="img"
      src={url}
      alt={`${label} preview`}
      onError={() => setFailed(true)}
      sx={{ ...size, objectFit: 'cover', borderRadius: 1 }}
    />
  );
}
