import { canModerateComments } from '@reviews/libs/rules';
import { formatDate } from '@reviews/libs/rules';
import {
  Alert,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { PAGE_SIZES } from '@reviews/libs/constants';
import { Title, useDataProvider, useGetIdentity, useGetList, useNotify } from 'react-admin';

import type { ConsoleIdentity } from '../auth-provider';
import { type ConsoleDataProvider, RESOURCES, type ReportRecord } from '../data-provider';
import { useDocumentTitle } from '../lib/use-document-title';

const PAGE_TITLE = 'Moderation';

type Decision = 'hidden' | 'dismissed';

/** Hide, restore (after a hide) and dismiss for one reported comment. */
function ReportActions({ report }: { report: ReportRecord }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);
  const who = report.comment.user.username;

  async function run(action: () => Promise<unknown>, next: Decision | null, message: string) {
    setBusy(true);
    try {
      await action();
      setDecision(next);
      notify(message, { type: 'success' });
    } catch (error) {
      notify((error as Error).message || 'The change could not be saved', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  if (decision === 'dismissed') return <Typography variant="body2">Reports dismissed</Typography>;
  if (decision === 'hidden') {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">Hidden</Typography>
        <Button
          size="small"
          disabled={busy}
          onClick={() =>
            run(() => dataProvider.setCommentVisibility(report.id, false), null, `Comment by ${who} restored`)
          }
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
        disabled={busy}
        onClick={() =>
          run(() => dataProvider.setCommentVisibility(report.id, true), 'hidden', `Comment by ${who} hidden`)
        }
      >
        Hide
      </Button>
      <Button
        size="small"
        disabled={busy}
        onClick={() => run(() => dataProvider.dismissReports(report.id), 'dismissed', 'Reports dismissed')}
      >
        Dismiss
      </Button>
    </Stack>
  );
}

function ReportsTable() {
  const [page, setPage] = useState(1);
  const { data, total, isPending, error } = useGetList<ReportRecord>(RESOURCES.reports, {
    pagination: { page, perPage: PAGE_SIZES.reports },
  });

  if (isPending) return <LinearProgress aria-label="Loading reports" />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (data.length === 0) return <Typography>No reported comments. All is calm.</Typography>;

  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="Reported comments">
          <TableHead>
            <TableRow>
              <TableCell>Comment</TableCell>
              <TableCell>By</TableCell>
              <TableCell>On</TableCell>
              <TableCell>Reports</TableCell>
              <TableCell>Reasons</TableCell>
              <TableCell>Last reported</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((report) => (
              <TableRow key={report.id}>
                <TableCell sx={{ maxWidth: 320, whiteSpace: 'pre-wrap' }}>{report.comment.content}</TableCell>
                <TableCell>{report.comment.user.username}</TableCell>
                <TableCell>{report.writeup.title}</TableCell>
                <TableCell>{report.count}</TableCell>
                <TableCell>
                  <Stack component="ul" sx={{ m: 0, pl: 2 }}>
                    {report.reasons.map((reason, index) => (
                      <li key={index}>{reason}</li>
                    ))}
                  </Stack>
                </TableCell>
                <TableCell>{formatDate(report.lastReported)}</TableCell>
                <TableCell>
                  <ReportActions report={report} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total ?? 0}
        page={page - 1}
        rowsPerPage={PAGE_SIZES.reports}
        rowsPerPageOptions={[]}
        onPageChange={(_event, next) => setPage(next + 1)}
      />
    </>
  );
}

/** The queue of reported comments for admins and root (product.md §10). */
export function ModerationPage() {
  useDocumentTitle(PAGE_TITLE);
  const { identity, isPending } = useGetIdentity();
  const actor = identity as ConsoleIdentity | undefined;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={PAGE_TITLE} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          Reported comments
        </Typography>
        {isPending ? (
          <LinearProgress />
        ) : canModerateComments(actor) ? (
          <ReportsTable />
        ) : (
          <Alert severity="warning">Only admins and root can moderate comments.</Alert>
        )}
      </CardContent>
    </Card>
  );
}
