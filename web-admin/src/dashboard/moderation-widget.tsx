import { List, ListItem, ListItemText } from '@mui/material';
import { useGetList } from 'react-admin';

import { RESOURCES, type ReportRecord } from '../data-provider';
import { PATHS } from '../lib/paths';
import { WIDGET_ROWS } from './drafts-widget';
import { Widget } from './widget';

const reportsOf = (count: number) => (count === 1 ? '1 report' : `${count} reports`);

/** product.md §10's queue: how many reported comments wait, the most reported first. */
export function ModerationWidget() {
  const {
    data = [],
    total = 0,
    isPending,
    error,
  } = useGetList<ReportRecord>(RESOURCES.reports, {
    filter: { status: 'reported' },
    pagination: { page: 1, perPage: WIDGET_ROWS },
  });
  const title = 'Waiting for moderation';
  return (
    <Widget
      title={title}
      more={{
        to: PATHS.moderation,
        label: total ? `Moderate ${total} comment${total === 1 ? '' : 's'}` : 'Moderation',
      }}
      isPending={isPending}
      error={error}
      isEmpty={total === 0}
      empty="No reported comments wait."
    >
      <List dense disablePadding aria-label={title}>
        {data.slice(0, WIDGET_ROWS).map((report) => (
          <ListItem key={report.id} disableGutters>
            <ListItemText
              primary={report.comment.content}
              secondary={`${report.comment.user.username} on ${report.writeup.title} · ${reportsOf(report.count)}`}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    </Widget>
  );
}
