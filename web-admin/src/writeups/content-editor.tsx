import { countWords } from '@reviews/libs/rules';
import { Box, Paper, Stack, TextField, Typography } from '@mui/material';
import { useInput } from 'react-admin';
import { useWatch } from 'react-hook-form';

import { MarkdownView } from './markdown-view';

/** The markdown body with its live preview and word count (spec §5 word counter). */
export function ContentEditor({ label }: { label: string }) {
  const { field } = useInput<string | null>({ source: 'content' });
  const values = useWatch();
  const content = field.value ?? '';
  const words = countWords(content);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
      <Box sx={{ flex: 1 }}>
        <TextField
          {...field}
          value={content}
          label={label}
          multiline
          minRows={16}
          fullWidth
          helperText={`${words} ${words === 1 ? 'word' : 'words'} · Placeholders: {{title}} {{runtime}} {{image}} {{poster}} {{rating}} {{releaseYear}}`}
        />
      </Box>
      <Paper variant="outlined" sx={{ flex: 1, p: 2, overflow: 'auto', maxHeight: 640 }}>
        <Typography variant="overline" component="h3">
          Preview
        </Typography>
        <MarkdownView content={content} writeup={values} label="Content preview" />
      </Paper>
    </Stack>
  );
}
