import { Box, Button, Stack } from '@mui/material';
import { isSafeLink } from '@reviews/libs/rules';
import type { ClipboardEvent, DragEvent } from 'react';
import { TextInput, useInput } from 'react-admin';

import { UploadProgress } from './upload-progress';
import { firstFile, IMAGE_ACCEPT, useImageUpload } from './use-image-upload';

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
  const onDrop = (event: DragEvent) => {
    const file = firstFile(event.dataTransfer);
    if (!file) return;
    event.preventDefault();
    void take(file);
  };
  const onPaste = (event: ClipboardEvent) => {
    const file = firstFile(event.clipboardData);
    if (!file) return;
    event.preventDefault();
    void take(file);
  };

  return (
    <Stack spacing={1} onDragOver={(event) => event.preventDefault()} onDrop={onDrop} onPaste={onPaste}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextInput
          source={source}
          label={label}
          sx={{ flex: 1 }}
          helperText="Upload, drop or paste an image, or type its address"
        />
        <Button component="label" variant="outlined" sx={{ mt: 1, whiteSpace: 'nowrap' }}>
          {/* Not "Upload poster": the field's own label must stay the only one naming it. */}
          Upload {shape} image
          <input
            hidden
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void take(file);
            }}
          />
        </Button>
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
