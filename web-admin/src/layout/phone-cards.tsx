import {
  Box,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { RecordContextProvider, useListContext, type RaRecord } from 'react-admin';

/** Whether the console is on a phone-sized screen, where tables turn into cards. */
export function useIsPhone(): boolean {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
}

/** One labelled value of a card. */
export function CardLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {children}
    </Typography>
  );
}

interface PhoneCardsProps<T extends RaRecord> {
  /** The list's accessible name, as its table has on larger screens. */
  label: string;
  /** What the list shows when it is empty. */
  empty: ReactNode;
  /** A record's card body; the record is also in the record context, for react-admin's buttons. */
  children: (record: T) => ReactNode;
}

/**
 * On a phone, a list's rows as a column of cards: a table of five or more columns would make the
 * page scroll sideways.
 */
export function PhoneCards<T extends RaRecord>({ label, empty, children }: PhoneCardsProps<T>) {
  const { data, isPending } = useListContext<T>();
  if (isPending) return <LinearProgress aria-label={`Loading ${label.toLowerCase()}`} />;
  if (!data?.length) return <Box sx={{ p: 2 }}>{empty}</Box>;
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 1.5 }}>
      {data.map((record) => (
        <Card component="li" key={record.id} variant="outlined">
          <RecordContextProvider value={record}>
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Stack spacing={0.5}>{children(record)}</Stack>
            </CardContent>
          </RecordContextProvider>
        </Card>
      ))}
    </Stack>
  );
}
