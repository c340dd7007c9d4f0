import { WRITEUP_TYPES, type WriteupType } from '@reviews/libs/constants';
import { Button, ButtonGroup, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useCreate, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';

import { RESOURCES, type WriteupRecord } from '../data-provider';
import { PATHS } from './paths';
import { TYPE_LABELS } from './writeup-types';

/** Spec §2: a new draft is started by choosing its type, then opens in the editor. */
export function NewDraftButtons() {
  const [create] = useCreate<WriteupRecord>();
  const notify = useNotify();
  const navigate = useNavigate();
  const [creating, setCreating] = useState<WriteupType | null>(null);

  const start = (type: WriteupType) => {
    setCreating(type);
    // Fire and forget: the outcome reaches onSuccess and onError.
    void create(
      RESOURCES.writeups,
      { data: { type } },
      {
        onSuccess: (writeup) => void navigate(PATHS.edit(writeup.id)),
        onError: () => notify('Error creating new draft', { type: 'error' }),
        onSettled: () => setCreating(null),
      },
    );
  };

  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}
    >
      <Typography component="span">New draft:</Typography>
      <ButtonGroup variant="contained" aria-label="New draft">
        {WRITEUP_TYPES.map((type) => (
          <Button key={type} onClick={() => start(type)} disabled={creating !== null}>
            {TYPE_LABELS[type]}
          </Button>
        ))}
      </ButtonGroup>
    </Stack>
  );
}
