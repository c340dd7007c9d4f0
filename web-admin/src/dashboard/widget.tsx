import { Card, CardActions, CardContent, LinearProgress, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-admin';

interface WidgetProps {
  title: string;
  /** Where the whole list lives, and the words of the link there, if it lives elsewhere. */
  more?: { to: string; label: string };
  isPending: boolean;
  error: unknown;
  /** Shown when the list is empty. */
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
}

/** One of the dashboard's panels: a titled section with its loading, failure and empty states. */
export function Widget({ title, more, isPending, error, empty, isEmpty, children }: WidgetProps) {
  const headingId = useId();
  let body: ReactNode = children;
  if (isPending) body = <LinearProgress aria-label={`Loading ${title.toLowerCase()}`} />;
  else if (error) body = <Typography role="alert">{`${title}: could not be loaded.`}</Typography>;
  else if (isEmpty) body = <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {body}
      </CardContent>
      {more && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Link to={more.to} sx={{ py: 0.5 }}>
            {more.label}
          </Link>
        </CardActions>
      )}
    </Card>
  );
}
