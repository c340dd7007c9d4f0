import { countWords } from '@reviews/libs/rules';
import { Box, Paper, Stack, TextField, Typography } from '@mui/material';
import { useRef } from 'react';
import { useInput } from 'react-admin';
import { useWatch } from 'react-hook-form';

import { ImageFileButton, imageDropHandlers } from '../images/image-pickers';
import { MarkdownView } from '../shared/markdown-view';
import { UploadProgress } from '../images/upload-progress';
import { useImageUpload } from '../images/use-image-upload';

/** The markdown of an uploaded image, its alt text from the file's name. */
function imageMarkdown(fileName: string, url: string): string {
  const alt = fileName.replace(/\.[^.]*$/, '').replace(/[[\]]/g, '');
  return `![${alt}](${url})`;
}

/**
 * The markdown body with its live preview and word count (spec §5 word counter). Images
 * picked, dropped or pasted are uploaded and become markdown at the cursor.
 */
export function ContentEditor({ label }: { label: string }) {
  const { field } = useInput<string | null>({ source: 'content' });
  const values = useWatch();
  const content = field.value ?? '';
  const words = countWords(content);
  const state = useImageUpload('content');
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  // The latest content, for an upload that finishes after more typing.
  const latest = useRef(content);
  latest.current = content;

  const insertImage = async (file: File) => {
    const at = textarea.current?.selectionStart ?? latest.current.length;
    const media = await state.upload(file);
    if (!media) return;
    const current = latest.current;
    const position = Math.min(at, current.length);
    field.onChange(
      `${current.slice(0, position)}${imageMarkdown(file.name, media.url)}${current.slice(position)}`,
    );
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
      <Stack spacing={1} sx={{ flex: 1 }}>
        <TextField
          {...field}
          inputRef={textarea}
          value={content}
          label={label}
          multiline
          minRows={16}
          fullWidth
          {...imageDropHandlers((file) => void insertImage(file))}
          helperText={`${words} ${words === 1 ? 'word' : 'words'} · Placeholders: {{title}} {{runtime}} {{image}} {{poster}} {{rating}} {{releaseYear}} · Drop or paste images here`}
        />
        <Box>
          <ImageFileButton size="small" onFile={(file) => void insertImage(file)}>
            Insert image
          </ImageFileButton>
        </Box>
        <UploadProgress state={state} label="image" />
      </Stack>
      <Paper variant="outlined" sx={{ flex: 1, p: 2, overflow: 'auto', maxHeight: 640 }}>
        <Typography variant="overline" component="h3">
          Preview
        </Typography>
        <MarkdownView content={content} writeup={values} label="Content preview" />
      </Paper>
    </Stack>
  );
}
