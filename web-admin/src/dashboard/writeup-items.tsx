import { titleWithSeason } from '@reviews/libs/rules';
import { List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { Link } from 'react-admin';

import type { DraftRecord } from '../data-provider';
import { PATHS } from '../lib/paths';

/** Drafts or scheduled writeups as rows opening the editor, each with a line about it. */
export function WriteupItems({
  writeups,
  label,
  describe,
}: {
  writeups: DraftRecord[];
  label: string;
  describe: (writeup: DraftRecord) => string;
}) {
  return (
    <List dense disablePadding aria-label={label}>
      {writeups.map((writeup) => (
        <ListItem key={writeup.id} disablePadding>
          <ListItemButton component={Link} to={PATHS.edit(writeup.id)}>
            <ListItemText
              primary={titleWithSeason(writeup)}
              secondary={describe(writeup)}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
