import { countWords } from '@reviews/libs/rules';
import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useRef, type ClipboardEvent, type DragEvent } from 'react';
import { useInput } from 'react-admin';
import { useWatch } from 'react-hook-form';

import { MarkdownView } from './markdown-view';
import { UploadProgress } from './upload-progress';
import { firstFile, IMAGE_ACCEPT, useImageUpload } from './use-image-upload';

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
  const onDrop = (event: DragEvent) => {
    const file = firstFile(event.dataTransfer);
    if (!file) return;
    event.preventDefault();
    void insertImage(file);
  };
  const onPaste = (event: ClipboardEvent) => {
    const file = firstFile(event.clipboardData);
    if (!file) return;
    event.preventDefault();
    void insertImage(file);
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
          onDragOver={(event) => event.preventDefault()}
          onDrop={onDrop}
          onPaste={onPaste}
          helperText={`${words} ${words === 1 ? 'word' : 'words'} · Placeholders: {{title}} {{runtime}} {{image}} {{poster}} {{rating}} {{releaseYear}} · Drop or paste images here`}
        />
        <Box>
          <Button component="label" variant="outlined" size="small">
            Insert image
            <input
              hidden
              type="file"
              accept={IMAGE_ACCEPT}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void insertImage(file);
              }}
            />
          </Button>
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
