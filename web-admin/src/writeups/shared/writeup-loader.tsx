import { Alert, LinearProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { EditBase } from 'react-admin';

import { RESOURCES, type WriteupRecord } from '../../data-provider';
import { NotFound } from '../../lib/not-found';

type WithWriteup = (writeup: WriteupRecord) => ReactNode;

interface Loading {
  record?: WriteupRecord;
  isPending: boolean;
  error?: unknown;
}

/** The page says what went wrong (spec §8: a 404 is the not-found page), instead of a notification and a redirect. */
const PAGE_SAYS_IT = { onError: () => undefined };

function loaded(children: WithWriteup) {
  return function LoadedWriteup({ record, isPending, error }: Loading) {
    if (isPending) return <LinearProgress aria-label="Loading writeup" sx={{ mt: 2 }} />;
    if (error) {
      return (error as { status?: number }).status === 404 ? (
        <NotFound what="writeup" />
      ) : (
        <Alert severity="error">{(error as Error).message}</Alert>
      );
    }
    return children(record!);
  };
}

/** `/edit/:id`: the route's writeup through react-admin's edit controller; saves are the editor's own. */
export function EditWriteup({ children }: { children: WithWriteup }) {
  return (
    <EditBase<WriteupRecord>
      resource={RESOURCES.writeups}
      mutationMode="pessimistic"
      redirectOnError={false}
      queryOptions={PAGE_SAYS_IT}
      render={loaded(children)}
    />
  );
}
