import { Alert, AlertTitle } from '@mui/material';
import { WRITEUP_FIELD_LABELS, type RequiredWriteupField } from '@reviews/libs/rules';

interface PublishChecksProps {
  limitProblems: string[];
  missing: RequiredWriteupField[];
}

/** What stops a save (limits) and what stops publishing (spec §5 required fields). */
export function PublishChecks({ limitProblems, missing }: PublishChecksProps) {
  return (
    <>
      {limitProblems.length > 0 && (
        <Alert severity="error" aria-label="Problems to fix before saving">
          <AlertTitle>Fix before saving</AlertTitle>
          <ul>
            {limitProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      {missing.length > 0 && (
        <Alert severity="info" aria-label="Missing for publishing">
          <AlertTitle>Needed before publishing</AlertTitle>
          {missing.map((field) => WRITEUP_FIELD_LABELS[field]).join(', ')}
        </Alert>
      )}
    </>
  );
}
