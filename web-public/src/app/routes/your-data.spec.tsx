import type { ImportReport } from '@reviews/libs/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { callsTo, reply, stubApi } from '../../test/api-stub';
import { aUser } from '../../test/fixtures';
import { renderApp, resetStores } from '../../test/render-app';

// product.md §17: the settings page's "Download your data" and "Import from Letterboxd".

beforeEach(resetStores);

const signedIn = { 'GET /api/whoami': aUser({ username: 'moviebuff' }) };

const REPORT: ImportReport = {
  imported: { diary: 2, ratings: 1, watchlist: 0, reviews: 1 },
  unmatched: [
    {
      file: 'diary.csv',
      line: 4,
      name: 'No Such Film',
      year: 1999,
      reason: 'No published movie or series has this title and year',
    },
    { file: 'ratings.csv', line: 2, name: 'Untitled', year: null, reason: 'The row has no year to match' },
  ],
};

async function openSettings(answers: Record<string, unknown> = {}) {
  const api = stubApi({ ...signedIn, ...answers });
  renderApp('/settings');
  await screen.findByRole('heading', { name: 'Settings' });
  return api;
}

const importSection = () => screen.getByRole('region', { name: 'Import from Letterboxd' });
const csvFile = () =>
  new File(['Date,Name,Year,Letterboxd URI,Rating\n'], 'ratings.csv', { type: 'text/csv' });

describe('Download your data', () => {
  it('links to the zip of my data as a download', async () => {
    await openSettings();
    const section = screen.getByRole('region', { name: 'Download your data' });
    const link = within(section).getByRole('link', { name: 'Download your data (.zip)' });
    expect(link).toHaveAttribute('href', '/api/me/export');
    expect(link).toHaveAttribute('download');
    expect(link).toHaveAccessibleDescription(/Letterboxd/);
  });
});

describe('Import from Letterboxd', () => {
  it('asks for a file first', async () => {
    await openSettings();
    const section = importSection();
    expect(within(section).getByText('Choose a Letterboxd export first')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('sends the file as a dry run, shows progress while waiting, then the counts and every unmatched row', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const api = await openSettings({
      'POST /api/me/import': () => new Promise((resolve) => (answer = resolve)),
    });
    const section = importSection();
    await userEvent.upload(within(section).getByLabelText('Letterboxd export (.zip or .csv)'), csvFile());
    await userEvent.click(within(section).getByRole('checkbox', { name: /Dry run/ }));
    await userEvent.click(within(section).getByRole('button', { name: 'Check the file' }));

    expect(await within(section).findByRole('progressbar', { name: 'Importing' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Importing…' })).toBeDisabled();
    const [, init] = api.mock.calls.find(([, options]) => options?.method === 'POST') as [
      string,
      RequestInit,
    ];
    const sent = init.body as FormData;
    expect(sent.get('dryRun')).toBe('true');
    expect(sent.has('file')).toBe(true);
    answer(REPORT);

    expect(
      await within(section).findByText(
        'Dry run: this file would import 2 diary entries, 1 rating, 0 watchlist entries, 1 review. Nothing was changed.',
      ),
    ).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: '2 rows not imported' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['File', 'Line', 'Name', 'Year', 'Reason'],
      ['diary.csv', '4', 'No Such Film', '1999', 'No published movie or series has this title and year'],
      ['ratings.csv', '2', 'Untitled', '', 'The row has no year to match'],
    ]);
    expect(callsTo(api, 'POST /api/me/import')).toHaveLength(1);
  });

  it('imports for real when the dry run is off, and says when every row matched', async () => {
    const api = await openSettings({ 'POST /api/me/import': { ...REPORT, unmatched: [] } });
    const section = importSection();
    await userEvent.upload(within(section).getByLabelText('Letterboxd export (.zip or .csv)'), csvFile());
    await userEvent.click(within(section).getByRole('button', { name: 'Import' }));

    expect(
      await within(section).findByText('Imported 2 diary entries, 1 rating, 0 watchlist entries, 1 review.'),
    ).toBeInTheDocument();
    expect(within(section).getByText('Every row matched.')).toBeInTheDocument();
    const [, init] = api.mock.calls.find(([, options]) => options?.method === 'POST') as [
      string,
      RequestInit,
    ];
    expect((init.body as FormData).get('dryRun')).toBe('false');
  });

  it("shows the server's reason when it refuses the file", async () => {
    await openSettings({
      'POST /api/me/import': reply(400, {
        statusCode: 400,
        error: 'Bad Request',
        message:
          'diary.csv is missing the column Watched Date: it is not in the layout of a Letterboxd export',
      }),
    });
    const section = importSection();
    await userEvent.upload(within(section).getByLabelText('Letterboxd export (.zip or .csv)'), csvFile());
    await userEvent.click(within(section).getByRole('button', { name: 'Import' }));

    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'diary.csv is missing the column Watched Date',
    );
  });

  it('is usable from the keyboard: the file input, the dry-run box and the button take the focus in order', async () => {
    await openSettings();
    const section = importSection();
    const input = within(section).getByLabelText('Letterboxd export (.zip or .csv)');
    input.focus();
    await userEvent.tab();
    expect(within(section).getByRole('checkbox', { name: /Dry run/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(within(section).getByRole('checkbox', { name: /Dry run/ })).toBeChecked();
    expect(within(section).getByRole('button', { name: 'Check the file' })).toBeInTheDocument();
  });
});
