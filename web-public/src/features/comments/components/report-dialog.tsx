import { ReportReasonDialog } from '../../../components/report-reason-dialog';

interface ReportDialogProps {
  username: string;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the reason of a comment's report (loaded when first opened). */
export function ReportDialog(props: ReportDialogProps) {
  return <ReportReasonDialog thing="comment" {...props} />;
}
