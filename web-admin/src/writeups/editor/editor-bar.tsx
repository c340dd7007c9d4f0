import { countWords, editorState, formatDateTime, titleWithSeason } from '@reviews/libs/rules';
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';

import type { WriteupRecord } from '../../data-provider';

function StateChip({ writeup }: { writeup: WriteupRecord }) {
  const state = editorState(writeup);
  if (state === 'draft') return <Chip label="Draft" size="small" />;
  const when = formatDateTime(writeup.visibleAfter ?? writeup.updated);
  return (
    <Chip
      color={state === 'scheduled' ? 'info' : 'success'}
      label={`${state === 'scheduled' ? 'Scheduled for' : 'Published'} ${when}`}
      size="small"
    />
  );
}

function WordCount() {
  const content = (useWatch({ name: 'content' }) as string | null) ?? '';
  const words = countWords(content);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
      {words} {words === 1 ? 'word' : 'words'}
    </Typography>
  );
}

/**
 * The editor's sticky bar (issue 28): the writeup's name and state, its word count and the
 * actions, in reach wherever the author has scrolled.
 */
export function EditorBar({ saved, children }: { saved: WriteupRecord; children: ReactNode }) {
  return (
    <Box
      sx={{
        position: 'sticky',
        top: 0,
        // Under the console's app bar when that one slides back in.
        zIndex: (theme) => theme.zIndex.appBar - 1,
        bgcolor: 'background.default',
        borderBottom: 1,
        borderColor: 'divider',
        py: 1,
      }}
    >
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography
          variant="h6"
          component="h1"
          sx={{ flex: '1 1 10rem', minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {titleWithSeason(saved) || 'Untitled'}
        </Typography>
        <StateChip writeup={saved} />
        <WordCount />
      </Stack>
      {children}
    </Box>
  );
}
