import { SITE_PAGES } from '@reviews/libs/site-map';
import { PAGE_SIZES } from '@reviews/libs/constants';
import { canModerateComments, formatDate } from '@reviews/libs/rules';
import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import {
  DataTable,
  List,
  Pagination,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useUpdate,
} from 'react-admin';

import type { ConsoleIdentity } from '../auth-provider';
import { RESOURCES, type ReportDecision, type ReportRecord } from '../data-provider';
import { useDocumentTitle } from '../lib/use-document-title';

const PAGE_TITLE = SITE_PAGES.moderation.title;

/** Hide, restore (after a hide) and dismiss for the reported comment of the row. */
function ReportActions() {
  const report = useRecordContext<ReportRecord>()!;
  const [update, { isPending }] = useUpdate<ReportRecord, Error>();
  const notify = useNotify();
  const who = report.comment.user.username;

  // Pessimistic: the row shows the decision once the server has taken it.
  const decide = (decision: ReportDecision, message: string) =>
    update(
      RESOURCES.reports,
      // A decision, not fields of the record: the data provider turns it into its call.
      { id: report.id, data: decision as Partial<ReportRecord>, previousData: report },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(message, { type: 'success' }),
        onError: (error) => notify(error.message || 'The change could not be saved', { type: 'error' }),
      },
    );

  if (report.dismissed) return <Typography variant="body2">Reports dismissed</Typography>;
  if (report.comment.hidden) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">Hidden</Typography>
        <Button
          size="small"
          disabled={isPending}
          onClick={() => decide({ hidden: false }, `Comment by ${who} restored`)}
        >
          Restore
        </Button>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={isPending}
        onClick={() => decide({ hidden: true }, `Comment by ${who} hidden`)}
      >
        Hide
      </Button>
      <Button
        size="small"
        disabled={isPending}
        onClick={() => decide({ dismissed: true }, 'Reports dismissed')}
      >
        Dismiss
      </Button>
    </Stack>
  );
}

function Reasons({ reasons }: { reasons: string[] }) {
  return (
    <Stack component="ul" sx={{ m: 0, pl: 2 }}>
      {reasons.map((reason, index) => (
        <li key={index}>{reason}</li>
      ))}
    </Stack>
  );
}

/** The server orders the queue (most reported first) and pages it: no sorting, its page size. */
function ReportsTable() {
  return (
    <List
      resource={RESOURCES.reports}
      title={PAGE_TITLE}
      actions={false}
      perPage={PAGE_SIZES.reports}
      pagination={<Pagination rowsPerPageOptions={[]} />}
      empty={false}
    >
      <Typography variant="h5" component="h1" sx={{ p: 2 }}>
        Reported comments
      </Typography>
      <DataTable<ReportRecord>
        aria-label="Reported comments"
        rowClick={false}
        bulkActionButtons={false}
        empty={<Typography sx={{ p: 2 }}>No reported comments. All is calm.</Typography>}
      >
        <DataTable.Col<ReportRecord>
          label="Comment"
          sx={{ maxWidth: 320, whiteSpace: 'pre-wrap' }}
          render={(report) => report.comment.content}
        />
        <DataTable.Col<ReportRecord> label="By" render={(report) => report.comment.user.username} />
        <DataTable.Col<ReportRecord> label="On" render={(report) => report.writeup.title} />
        <DataTable.Col source="count" label="Reports" disableSort />
        <DataTable.Col<ReportRecord>
          label="Reasons"
          render={(report) => <Reasons reasons={report.reasons} />}
        />
        <DataTable.Col<ReportRecord>
          label="Last reported"
          render={(report) => formatDate(report.lastReported)}
        />
        <DataTable.Col label="Actions" render={() => <ReportActions />} />
      </DataTable>
    </List>
  );
}

/** `/post/moderation`: the queue of reported comments for admins and root (product.md §10). */
export function ReportsList() {
  useDocumentTitle(PAGE_TITLE);
  const { identity, isPending } = useGetIdentity();
  const actor = identity as ConsoleIdentity | undefined;
  if (isPending) return <LinearProgress sx={{ mt: 2 }} />;
  return canModerateComments(actor) ? (
    <ReportsTable />
  ) : (
    <Alert severity="warning" sx={{ mt: 2 }}>
      Only admins and root can moderate comments.
    </Alert>
  );
}
