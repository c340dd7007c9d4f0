import { cardDate, formatDateTime } from '@reviews/libs/rules';
import { useGetList } from 'react-admin';

import { RESOURCES, type DraftRecord, type DraftStatus } from '../data-provider';
import { PATHS } from '../lib/paths';
import { TYPE_LABELS } from '../lib/writeup-types';
import { Widget } from './widget';
import { WriteupItems } from './writeup-items';

/** How many rows a panel shows; its link leads to the rest. */
export const WIDGET_ROWS = 5;

/** The first page of the caller's drafts (`author`) or of every scheduled writeup they may edit. */
function useWriteups(status: DraftStatus, author?: string) {
  // Drafts by the last save, newest first; the schedule by its date, soonest first.
  const sort =
    status === 'draft' ? { field: 'date', order: 'DESC' as const } : { field: 'date', order: 'ASC' as const };
  return useGetList<DraftRecord>(
    RESOURCES.drafts,
    { filter: { status, author }, sort, pagination: { page: 1, perPage: WIDGET_ROWS } },
    { enabled: status === 'scheduled' || Boolean(author) },
  );
}

/** The signed-in writer's own drafts, the last saved first. */
export function DraftsWidget({ username }: { username: string | undefined }) {
  const { data = [], total, isPending, error } = useWriteups('draft', username);
  const title = 'My drafts';
  return (
    <Widget
      title={title}
      more={{ to: PATHS.drafts, label: total ? `All drafts (${total})` : 'Drafts' }}
      isPending={isPending}
      error={error}
      isEmpty={data.length === 0}
      empty="No drafts yet."
    >
      <WriteupItems
        label={title}
        writeups={data.slice(0, WIDGET_ROWS)}
        describe={(draft) => `${TYPE_LABELS[draft.type]} · Last saved ${formatDateTime(cardDate(draft))}`}
      />
    </Widget>
  );
}

/** What goes out next: the scheduled writeups the caller may edit (root: everyone's), soonest first. */
export function ScheduledWidget() {
  const { data = [], isPending, error } = useWriteups('scheduled');
  const title = 'Scheduled next';
  return (
    <Widget
      title={title}
      more={{
        to: `${PATHS.drafts}?filter=${encodeURIComponent('{"status":"scheduled"}')}`,
        label: 'Scheduled drafts',
      }}
      isPending={isPending}
      error={error}
      isEmpty={data.length === 0}
      empty="Nothing is scheduled."
    >
      <WriteupItems
        label={title}
        writeups={data.slice(0, WIDGET_ROWS)}
        describe={(writeup) =>
          `Scheduled for ${formatDateTime(cardDate(writeup))} · ${writeup.admin.username}`
        }
      />
    </Widget>
  );
}
