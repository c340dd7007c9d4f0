import { countWords } from '@reviews/libs/rules';
import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useRef } from 'react';
import { useInput } from 'react-admin';
import { useWatch } from 'react-hook-form';

import { useImageDetails } from '../images/image-details-dialog';
import { altFromFileName, insertImage as withImage } from '../images/image-markdown';
import { ImageFileButton, imageDropHandlers } from '../images/image-pickers';
import { MarkdownView } from '../shared/markdown-view';
import { UploadProgress } from '../images/upload-progress';
import { useImageUpload } from '../images/use-image-upload';

/** product.md §12: the selection (or a placeholder where nothing is selected) as a spoiler. */
export function wrapAsSpoiler(
  content: string,
  start: number,
  end: number,
): { content: string; selection: [number, number] } {
  const selected = content.slice(start, end) || 'spoiler';
  return {
    content: `${content.slice(0, start)}||${selected}||${content.slice(end)}`,
    selection: [start + 2, start + 2 + selected.length],
  };
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

  const details = useImageDetails();

  // The writer describes the image while it uploads (issue 28: alt text and caption).
  const insertImage = async (file: File) => {
    const at = textarea.current?.selectionStart ?? latest.current.length;
    const [media, described] = await Promise.all([
      state.upload(file),
      details.ask(altFromFileName(file.name)),
    ]);
    if (!media || !described) return;
    field.onChange(withImage(latest.current, at, media.url, described));
  };

  const markSpoiler = () => {
    const box = textarea.current;
    const wrapped = wrapAsSpoiler(
      content,
      box?.selectionStart ?? content.length,
      box?.selectionEnd ?? content.length,
    );
    field.onChange(wrapped.content);
    // After React has put the new text in, the wrapped words stay selected for more typing.
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(...wrapped.selection);
    });
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
        <Box sx={{ display: 'flex', gap: 1 }} role="toolbar" aria-label="Formatting">
          <ImageFileButton size="small" onFile={(file) => void insertImage(file)}>
            Insert image
          </ImageFileButton>
          <Button size="small" variant="outlined" onClick={markSpoiler} aria-label="Mark as spoiler">
            Spoiler
          </Button>
        </Box>
        <UploadProgress state={state} label="image" />
        {details.dialog}
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
