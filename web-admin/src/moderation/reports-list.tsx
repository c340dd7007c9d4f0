import { SITE_PAGES } from '@reviews/libs/site-map';
import { PAGE_SIZES, type ReportStatus } from '@reviews/libs/constants';
import { canModerateComments, formatDate } from '@reviews/libs/rules';
import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import {
  DataTable,
  List,
  Pagination,
  RadioButtonGroupInput,
  useGetIdentity,
  useListContext,
  useNotify,
  useRecordContext,
  useUpdate,
} from 'react-admin';

import type { ConsoleIdentity } from '../auth-provider';
import { RESOURCES, type ReportDecision, type ReportRecord } from '../data-provider';
import { CardLine, PhoneCards, useIsPhone } from '../layout/phone-cards';
import { useDocumentTitle } from '../lib/use-document-title';

const PAGE_TITLE = SITE_PAGES.moderation.title;

/** Hide, restore (after a hide) and dismiss for the reported comment of the row. */
function ReportActions() {
  const report = useRecordContext<ReportRecord>()!;
  const [update, { isPending }] = useUpdate<ReportRecord, Error>();
  const notify = useNotify();
  const who = report.comment.user.username;
  const what = report.kind === 'review' ? 'Review' : 'Comment';

  // Pessimistic: the row shows the decision once the server has taken it.
  // Fire and forget: the outcome reaches onSuccess and onError.
  const decide = (decision: ReportDecision, message: string) =>
    void update(
      RESOURCES.reports,
      // A decision, not fields of the record: the data provider turns it into its call.
      { id: report.id, data: decision as Partial<ReportRecord>, previousData: report },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(message, { type: 'success' }),
        onError: (error) => notify(error.message || 'The change could not be saved', { type: 'error' }),
      },
    );

  const hide = (
    <Button
      size="small"
      variant="outlined"
      color="error"
      disabled={isPending}
      onClick={() => decide({ hidden: true }, `${what} by ${who} hidden`)}
    >
      Hide
    </Button>
  );

  if (report.comment.hidden) {
    return (
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2">Hidden</Typography>
        <Button
          size="small"
          disabled={isPending}
          onClick={() => decide({ hidden: false }, `${what} by ${who} restored`)}
        >
          Restore
        </Button>
      </Stack>
    );
  }
  if (report.dismissed) {
    return (
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2">Reports dismissed</Typography>
        {hide}
      </Stack>
    );
  }
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {hide}
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

/** The current text, and each earlier text it was reported against when its author edited it since. */
function CommentTexts({ report }: { report: ReportRecord }) {
  const current = report.comment.content;
  const earlier = [...new Set(report.details.map((detail) => detail.reportedContent))].filter(
    (text) => text !== current,
  );
  if (earlier.length === 0) return current;
  return (
    <Stack spacing={1}>
      <div>
        <Typography variant="caption" component="p" color="text.secondary">
          Now (edited since reported)
        </Typography>
        {current}
      </div>
      {earlier.map((text) => (
        <div key={text}>
          <Typography variant="caption" component="p" color="text.secondary">
            As reported
          </Typography>
          {text}
        </div>
      ))}
    </Stack>
  );
}

/** product.md §15: the queue holds comments and members' reviews. */
const KIND_LABELS: Record<ReportRecord['kind'], string> = { comment: 'Comment', review: 'Review' };

const STATUS_CHOICES: { id: ReportStatus; name: string }[] = [
  { id: 'reported', name: 'Reported' },
  { id: 'hidden', name: 'Hidden' },
  { id: 'dismissed', name: 'Dismissed' },
];

const EMPTY: Record<ReportStatus, string> = {
  reported: 'No reported comments or reviews. All is calm.',
  hidden: 'No hidden comments or reviews.',
  dismissed: 'No dismissed reports.',
};

/** The queue's views: a hidden comment stays findable (and restorable) under Hidden. */
const statusFilter = (
  <RadioButtonGroupInput
    key="status"
    source="status"
    label="Status"
    choices={STATUS_CHOICES}
    alwaysOn
    row
    helperText={false}
  />
);

function EmptyView() {
  const { filterValues } = useListContext<ReportRecord>();
  const status: ReportStatus = filterValues.status ?? 'reported';
  return <Typography sx={{ p: 2 }}>{EMPTY[status]}</Typography>;
}

const lastReported = (report: ReportRecord) =>
  report.lastReported ? formatDate(report.lastReported) : 'Never';

/** The server orders the queue (most reported first) and pages it: no sorting, its page size. */
function ReportsTable() {
  const isPhone = useIsPhone();
  return (
    <List
      resource={RESOURCES.reports}
      title={PAGE_TITLE}
      actions={false}
      filters={[statusFilter]}
      filterDefaultValues={{ status: 'reported' }}
      perPage={PAGE_SIZES.reports}
      pagination={<Pagination rowsPerPageOptions={[]} />}
      empty={false}
    >
      <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2, pb: 1 }}>
        Reported comments and reviews
      </Typography>
      {isPhone ? (
        <PhoneCards<ReportRecord> label="Reported comments and reviews" empty={<EmptyView />}>
          {(report) => (
            <>
              <Typography
                variant="body1"
                component="div"
                sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                <CommentTexts report={report} />
              </Typography>
              <CardLine label="Kind">{KIND_LABELS[report.kind]}</CardLine>
              <CardLine label="By">{report.comment.user.username}</CardLine>
              <CardLine label="On">{report.writeup.title}</CardLine>
              <CardLine label="Reports">{report.count}</CardLine>
              <CardLine label="Reasons">
                <Reasons reasons={report.reasons} />
              </CardLine>
              <CardLine label="Last reported">{lastReported(report)}</CardLine>
              <ReportActions />
            </>
          )}
        </PhoneCards>
      ) : (
        <DataTable<ReportRecord>
          aria-label="Reported comments and reviews"
          rowClick={false}
          bulkActionButtons={false}
          empty={<EmptyView />}
        >
          <DataTable.Col<ReportRecord> label="Kind" render={(report) => KIND_LABELS[report.kind]} />
          <DataTable.Col<ReportRecord>
            label="Text"
            sx={{ maxWidth: 320, whiteSpace: 'pre-wrap' }}
            render={(report) => <CommentTexts report={report} />}
          />
          <DataTable.Col<ReportRecord> label="By" render={(report) => report.comment.user.username} />
          <DataTable.Col<ReportRecord> label="On" render={(report) => report.writeup.title} />
          <DataTable.Col source="count" label="Reports" disableSort />
          <DataTable.Col<ReportRecord>
            label="Reasons"
            render={(report) => <Reasons reasons={report.reasons} />}
          />
          <DataTable.Col<ReportRecord> label="Last reported" render={lastReported} />
          <DataTable.Col label="Actions" render={() => <ReportActions />} />
        </DataTable>
      )}
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
