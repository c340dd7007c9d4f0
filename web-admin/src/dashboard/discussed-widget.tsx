import { DISCUSSED } from '@reviews/libs/constants';
import { titleWithSeason } from '@reviews/libs/rules';
import { writeupLink } from '@reviews/libs/site-map';
import { List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { useGetList } from 'react-admin';

import { RESOURCES, type DiscussedRecord } from '../data-provider';
import { useConsoleActor } from '../lib/use-console-actor';
import { TYPE_LABELS } from '../lib/writeup-types';
import { Widget } from './widget';

const commentsOf = (count: number) => (count === 1 ? '1 comment' : `${count} comments`);

/** The week's most commented published writeups, most first, each opening on the reader site. */
export function DiscussedWidget() {
  const actor = useConsoleActor();
  const {
    data = [],
    isPending,
    error,
  } = useGetList<DiscussedRecord>(RESOURCES.discussed, {
    filter: { days: DISCUSSED.days.default },
    pagination: { page: 1, perPage: DISCUSSED.limit.default },
  });
  const title = 'Most discussed this week';
  return (
    <Widget
      title={title}
      isPending={isPending}
      error={error}
      isEmpty={data.length === 0}
      empty="No comments this week."
    >
      <List dense disablePadding aria-label={title}>
        {data.map((writeup) => (
          <ListItem key={writeup.id} disablePadding>
            {/* A document link: the reader site is another application. */}
            <ListItemButton component="a" href={writeupLink(writeup, actor)}>
              <ListItemText
                primary={titleWithSeason(writeup)}
                secondary={`${TYPE_LABELS[writeup.type]} · ${commentsOf(writeup.comments)}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Widget>
  );
}
