import { Alert, LinearProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';

import { RESOURCES, type WriteupRecord } from '../data-provider';
import { NotFound } from '../lib/not-found';

/** Loads the writeup of the route's `:id`: progress while waiting, the not-found page for a 404. */
export function WriteupLoader({ children }: { children: (writeup: WriteupRecord) => ReactNode }) {
  const { id = '' } = useParams();
  const { data, isPending, error } = useGetOne<WriteupRecord>(RESOURCES.writeups, { id }, { retry: false });
  if (isPending) return <LinearProgress aria-label="Loading writeup" sx={{ mt: 2 }} />;
  if (error) {
    return (error as { status?: number }).status === 404 ? (
      <NotFound what="writeup" />
    ) : (
      <Alert severity="error">{error.message}</Alert>
    );
  }
  return children(data);
}
