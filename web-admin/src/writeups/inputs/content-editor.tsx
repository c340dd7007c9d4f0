import { Paper, Stack, TextField, Typography } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useRef } from 'react';
import { useInput } from 'react-admin';
import { useWatch } from 'react-hook-form';

import { useImageDetails } from '../images/image-details-dialog';
import { altFromFileName, insertImage as withImage } from '../images/image-markdown';
import { imageDropHandlers } from '../images/image-pickers';
import { UploadProgress } from '../images/upload-progress';
import { useImageUpload } from '../images/use-image-upload';
import { MarkdownView } from '../shared/markdown-view';
import { FORMAT_SHORTCUTS, FormattingToolbar } from './formatting-toolbar';
import { applyFormat, type MarkdownFormat } from './markdown-format';

/**
 * The markdown body with its formatting toolbar and live preview. ⌘/Ctrl+B, I and K format the
 * selection; images picked, dropped or pasted are uploaded and become markdown at the cursor.
 */
export function ContentEditor({ label }: { label: string }) {
  const { field } = useInput<string | null>({ source: 'content' });
  const values = useWatch();
  const content = field.value ?? '';
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

  const format = (kind: MarkdownFormat) => {
    const box = textarea.current;
    const formatted = applyFormat(
      kind,
      content,
      box?.selectionStart ?? content.length,
      box?.selectionEnd ?? content.length,
    );
    field.onChange(formatted.content);
    // After React has put the new text in, what the author types next replaces the selection.
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(...formatted.selection);
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey) return;
    const shortcut = FORMAT_SHORTCUTS[event.key.toLowerCase()];
    if (!shortcut) return;
    event.preventDefault();
    format(shortcut);
  };

  return (
    <Stack spacing={2}>
      <Stack spacing={1}>
        <FormattingToolbar onFormat={format} onImage={(file) => void insertImage(file)} />
        <TextField
          {...field}
          inputRef={textarea}
          value={content}
          label={label}
          multiline
          minRows={18}
          fullWidth
          onKeyDown={onKeyDown}
          {...imageDropHandlers((file) => void insertImage(file))}
          helperText="Placeholders: {{title}} {{runtime}} {{image}} {{poster}} {{rating}} {{releaseYear}} · Drop or paste images here"
        />
        <UploadProgress state={state} label="image" />
        {details.dialog}
      </Stack>
      <Paper
        variant="outlined"
        // The preview scrolls on its own: reachable by keyboard (axe: scrollable-region-focusable).
        tabIndex={0}
        sx={{ p: 2, overflow: 'auto', maxHeight: 640 }}
      >
        <Typography variant="overline" component="h2">
          Preview
        </Typography>
        <MarkdownView content={content} writeup={values} label="Content preview" />
      </Paper>
    </Stack>
  );
}
