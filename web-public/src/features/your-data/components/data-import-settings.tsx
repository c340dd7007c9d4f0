import { DATA_IMPORT } from '@reviews/libs/constants';
import { useId, useState, type FormEvent } from 'react';

import { SettingsSection } from '../../../components/settings-section';
import { errorMessage } from '../../../lib/api';
import { useImportData } from '../api/import-data';
import { ImportReportView } from './import-report';

const ACCEPT = '.zip,.csv';

/**
 * Settings: the member imports a Letterboxd export (product.md §17), or first only sees what it
 * would import (a dry run); the report lists every row that matched nothing.
 */
export function DataImportSettings() {
  const fileId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(false);
  const importing = useImportData();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) importing.mutate({ file, dryRun });
  };

  let status = null;
  if (importing.isPending) {
    status = (
      <p role="status" className="import-progress">
        <progress aria-label="Importing" /> Importing… this may take a minute for a large export.
      </p>
    );
  } else if (importing.isError) {
    status = (
      <p role="alert" className="form__message form__message--error">
        {errorMessage(importing.error)}
      </p>
    );
  } else if (importing.data) {
    status = <ImportReportView report={importing.data} dryRun={importing.variables.dryRun} />;
  }

  return (
    <SettingsSection
      heading="Import from Letterboxd"
      status={status}
      onSubmit={submit}
      problem={file ? null : 'Choose a Letterboxd export first'}
      pending={importing.isPending}
      submitLabel={dryRun ? 'Check the file' : 'Import'}
      pendingLabel="Importing…"
    >
      <div className="field">
        <label htmlFor={fileId}>Letterboxd export (.zip or .csv)</label>
        <input
          id={fileId}
          type="file"
          accept={ACCEPT}
          aria-describedby={hintId}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p className="field__hint" id={hintId}>
          The zip Letterboxd exports, or one of its files ({DATA_IMPORT.files.join(', ')}), up to{' '}
          {DATA_IMPORT.maxBytes / 1024 / 1024} MB. Rows match movies and series here by title and year.
        </p>
      </div>
      <label className="switch">
        <input type="checkbox" checked={dryRun} onChange={(event) => setDryRun(event.target.checked)} />
        <span>Dry run: only report what would be imported</span>
      </label>
    </SettingsSection>
  );
}
