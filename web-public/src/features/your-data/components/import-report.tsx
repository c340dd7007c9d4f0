import type { ImportCounts, ImportReport } from '@reviews/libs/contract';
import { useId } from 'react';

/** The unmatched rows a report lists at most; the count says how many more there are. */
const SHOWN_ROWS = 500;

const KINDS: [keyof ImportCounts, string, string][] = [
  ['diary', 'diary entry', 'diary entries'],
  ['ratings', 'rating', 'ratings'],
  ['watchlist', 'watchlist entry', 'watchlist entries'],
  ['reviews', 'review', 'reviews'],
];

function countsText(imported: ImportCounts): string {
  return KINDS.map(([kind, one, many]) => `${imported[kind]} ${imported[kind] === 1 ? one : many}`).join(
    ', ',
  );
}

/** What an import added (or, in a dry run, would add) and the rows it could not import. */
export function ImportReportView({ report, dryRun }: { report: ImportReport; dryRun: boolean }) {
  const captionId = useId();
  const { imported, unmatched } = report;
  return (
    <div className="import-report">
      <p role="status">
        {dryRun
          ? `Dry run: this file would import ${countsText(imported)}. Nothing was changed.`
          : `Imported ${countsText(imported)}.`}
      </p>
      {unmatched.length === 0 ? (
        <p>Every row matched.</p>
      ) : (
        <div className="table-scroll">
          <table aria-labelledby={captionId}>
            <caption id={captionId}>
              {unmatched.length === 1 ? '1 row not imported' : `${unmatched.length} rows not imported`}
            </caption>
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Line</th>
                <th scope="col">Name</th>
                <th scope="col">Year</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {unmatched.slice(0, SHOWN_ROWS).map((row) => (
                <tr key={`${row.file}:${row.line}`}>
                  <td>{row.file}</td>
                  <td>{row.line}</td>
                  <td>{row.name}</td>
                  <td>{row.year ?? ''}</td>
                  <td>{row.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {unmatched.length > SHOWN_ROWS && <p>And {unmatched.length - SHOWN_ROWS} more rows not shown.</p>}
        </div>
      )}
    </div>
  );
}
