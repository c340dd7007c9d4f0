import { writeupKind } from '@reviews/libs/rules';
import { red } from '@mui/material/colors';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import { RESOURCES, type WriteupRecord } from '../../data-provider';
import { PATHS } from '../../lib/paths';

/** Spec §7 delete, behind its confirmation, with spec §8's messages; back to the drafts afterwards. */
export function DeleteWriteupButton({ writeup }: { writeup: WriteupRecord }) {
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete<WriteupRecord>();
  const notify = useNotify();
  const navigate = useNavigate();
  const { reset } = useFormContext();
  const kind = writeupKind(writeup.type);

  // Fire and forget: the outcome reaches onSuccess and onError.
  const confirm = () =>
    void remove(
      RESOURCES.writeups,
      { id: writeup.id, previousData: writeup },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`Successfully deleted ${kind}`, { type: 'success' });
          // The writeup is gone: its unsaved edits are moot and must not hold up leaving.
          reset(undefined, { keepValues: true });
          // A router navigation: nothing to wait for.
          void navigate(PATHS.drafts);
        },
        onError: () => notify(`Failed to delete ${kind}`, { type: 'error' }),
        onSettled: () => setOpen(false),
      },
    );

  return (
    <>
      <Button
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => setOpen(true)}
        // The dark theme's red is too dim for text on its background (WCAG AA 4.5:1).
        sx={(theme) => (theme.palette.mode === 'dark' ? { color: red[200] } : {})}
      >
        Delete
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`Delete ${kind}`}
        content={`Are you sure you want to delete this ${kind}?`}
        confirm="Ok"
        cancel="Cancel"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
