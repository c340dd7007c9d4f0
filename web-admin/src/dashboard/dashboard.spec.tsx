import type { ReportsResponse } from '@reviews/libs/contract';
import { screen, within } from '@testing-library/react';

import { callsTo, draftsOf, fail, ok, stubApi, type ApiCall, type ApiRoutes } from '../test/api-stub';
import { aReportedComment, admin, aWriteup, config, inDays, root } from '../test/fixtures';
import { renderConsole } from '../test/render-console';

const writeups = [
  { ...aWriteup({ _id: 'd1', title: 'Arrival' }), status: 'draft' },
  { ...aWriteup({ _id: 'd2', type: 'article', title: 'Notes on Sound' }), status: 'draft' },
  {
    ...aWriteup({ _id: 's1', title: 'Dune', draft: false, visibleAfter: inDays(2) }),
    status: 'scheduled',
  },
];

const reports: ReportsResponse = {
  reports: [aReportedComment()],
  page: 1,
  totalPages: 1,
  totalMatched: 3,
  pageSize: 20,
};

const discussed = {
  writeups: [
    { ...aWriteup({ _id: 'p1', title: 'Alien', slug: 'alien', draft: false }), comments: 12 },
    {
      ...aWriteup({ _id: 'p2', type: 'article', title: 'On Endings', slug: 'on-endings', draft: false }),
      comments: 1,
    },
  ],
};

const noReports: ReportsResponse = { reports: [], page: 1, totalPages: 1, totalMatched: 0, pageSize: 20 };

function openDashboard(extra: ApiRoutes = {}, signedIn = admin) {
  const calls = stubApi({
    'GET /api/whoami': ok(signedIn),
    'GET /api/config': ok(config),
    'GET /api/writeup/drafts': draftsOf(writeups),
    'GET /api/comment/reports': ok(reports),
    'GET /api/writeup/discussed': ok(discussed),
    ...extra,
  });
  const view = renderConsole('/post');
  return { calls, ...view };
}

const queryOf = (call: ApiCall) => ({
  ...Object.fromEntries(call.query),
  filter: JSON.parse(call.query.get('filter') ?? '{}') as unknown,
});

describe('the dashboard at /post', () => {
  it("shows the writer's drafts, what is scheduled next, the comments waiting and the week's most discussed", async () => {
    const { calls } = openDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();

    const drafts = await screen.findByRole('list', { name: 'My drafts' });
    expect(within(drafts).getByRole('link', { name: /^Arrival/ })).toHaveAttribute('href', '/edit/d1');
    expect(within(drafts).getByText(/^Article · Last saved/)).toBeInTheDocument();
    expect(within(drafts).queryByText('Dune')).not.toBeInTheDocument();

    const scheduled = await screen.findByRole('list', { name: 'Scheduled next' });
    expect(within(scheduled).getByRole('link', { name: /^Dune/ })).toHaveAttribute('href', '/edit/s1');
    expect(within(scheduled).getByText(/^Scheduled for .* · ada$/)).toBeInTheDocument();

    const waiting = screen.getByRole('region', { name: 'Waiting for moderation' });
    expect(await within(waiting).findByText('You are an idiot')).toBeInTheDocument();
    expect(within(waiting).getByText('grumpy-troll-1 on Dune · 2 reports')).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: 'Moderate 3 comments' })).toHaveAttribute(
      'href',
      '/post/moderation',
    );

    const mostDiscussed = await screen.findByRole('list', { name: 'Most discussed this week' });
    const items = within(mostDiscussed).getAllByRole('link');
    expect(items.map((item) => item.getAttribute('href'))).toEqual(['/review/alien', '/article/on-endings']);
    expect(items[0]).toHaveTextContent('AlienMovie · 12 comments');
    expect(items[1]).toHaveTextContent('On EndingsArticle · 1 comment');
    expect(Object.fromEntries(callsTo(calls, 'GET', '/api/writeup/discussed')[0].query)).toEqual({
      days: '7',
      limit: '8',
    });

    // My drafts are the signed-in writer's, newest first; the schedule the soonest first.
    const draftQueries = callsTo(calls, 'GET', '/api/writeup/drafts').map(queryOf);
    expect(draftQueries).toContainEqual({
      filter: { status: 'draft', author: 'ada' },
      sort: 'new',
      page: '1',
    });
    expect(draftQueries).toContainEqual({ filter: { status: 'scheduled' }, sort: 'old', page: '1' });
    expect(Object.fromEntries(callsTo(calls, 'GET', '/api/comment/reports')[0].query)).toEqual({
      status: 'reported',
      page: '1',
    });
    expect(document.title).toBe('Dashboard - Reviews');
  });

  it("gives root root's own drafts, not everyone's", async () => {
    const { calls } = openDashboard({}, root);
    await screen.findByRole('list', { name: 'My drafts' });
    const draftQueries = callsTo(calls, 'GET', '/api/writeup/drafts').map(queryOf);
    expect(draftQueries).toContainEqual({
      filter: { status: 'draft', author: 'root' },
      sort: 'new',
      page: '1',
    });
  });

  it('says when there is nothing to show', async () => {
    openDashboard({
      'GET /api/writeup/drafts': draftsOf([]),
      'GET /api/comment/reports': ok(noReports),
      'GET /api/writeup/discussed': ok({ writeups: [] }),
    });
    expect(await screen.findByText('No drafts yet.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing is scheduled.')).toBeInTheDocument();
    expect(await screen.findByText('No reported comments wait.')).toBeInTheDocument();
    expect(await screen.findByText('No comments this week.')).toBeInTheDocument();
  });

  it('says which panel could not be loaded and still shows the others', async () => {
    openDashboard({ 'GET /api/comment/reports': fail(500, 'Something broke') });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    // After react-admin's own retries of a failed read.
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'Waiting for moderation: could not be loaded.',
    );
    expect(await screen.findByRole('list', { name: 'My drafts' })).toBeInTheDocument();
  });
});
