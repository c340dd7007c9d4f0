import type { ReportedComment, ReportedLogEntry, ReportsResponse } from '@reviews/libs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { callsTo, fail, ok, stubApi, type ApiRoutes } from '../test/api-stub';
import { aComment, aReportedComment, admin, config } from '../test/fixtures';
import { renderConsole } from '../test/render-console';

const queue: Omit<ReportsResponse, 'reports'> & { reports: ReportedComment[] } = {
  reports: [
    aReportedComment({
      details: [
        { reason: 'Insulting', reportedContent: 'You are an idiot', created: '2024-03-02T10:00:00.000Z' },
        {
          reason: 'Rude',
          reportedContent: 'You are an idiot and a liar',
          created: '2024-03-01T12:00:00.000Z',
        },
      ],
    }),
    aReportedComment({
      comment: aComment({
        _id: 'c-spam',
        content: 'Buy cheap tickets here',
        user: { _id: 'u-spam', username: 'ticket-seller', avatar: null },
        created: '2024-03-01T11:00:00.000Z',
      }),
      writeup: { _id: 'w2', title: 'Arrival', slug: 'arrival', type: 'movie' },
      count: 1,
      reasons: ['Spam'],
      details: [
        { reason: 'Spam', reportedContent: 'Buy cheap tickets here', created: '2024-03-01T12:00:00.000Z' },
      ],
      lastReported: '2024-03-01T12:00:00.000Z',
    }),
  ],
  page: 1,
  totalPages: 1,
  totalMatched: 2,
  pageSize: 20,
};

function openQueue(extra: ApiRoutes = {}) {
  const calls = stubApi({
    'GET /api/whoami': ok(admin),
    'GET /api/config': ok(config),
    'GET /api/comment/reports': ok(queue),
    ...extra,
  });
  renderConsole('/post/moderation');
  return calls;
}

const row = async (text: string) => {
  const table = await screen.findByRole('table', { name: 'Reported comments and reviews' });
  return within(table).getByText(text).closest('tr') as HTMLElement;
};

describe('/post/moderation', () => {
  it('lists reported comments with their author, writeup, count and reasons', async () => {
    openQueue();
    const rude = await row('You are an idiot');
    expect(within(rude).getByText('grumpy-troll-1')).toBeInTheDocument();
    expect(within(rude).getByText('Dune')).toBeInTheDocument();
    expect(within(rude).getByText('2')).toBeInTheDocument();
    expect(within(rude).getByText('Insulting')).toBeInTheDocument();
    expect(within(rude).getByText('Rude')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Reported comments and reviews' }),
    ).toBeInTheDocument();
  });

  it('hides a comment, then restores it', async () => {
    const calls = openQueue({
      'PATCH /api/comment/c-rude/visibility': (call) =>
        ok({ ...queue.reports[0].comment, ...(call.body as object) }),
    });
    const rude = await row('You are an idiot');
    await userEvent.click(within(rude).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Comment by grumpy-troll-1 hidden')).toBeInTheDocument();
    await userEvent.click(within(rude).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Comment by grumpy-troll-1 restored')).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH', '/api/comment/c-rude/visibility').map((call) => call.body)).toEqual([
      { hidden: true },
      { hidden: false },
    ]);
  });

  it('dismisses the reports of a comment', async () => {
    const calls = openQueue({ 'DELETE /api/comment/c-spam/reports': ok({ ok: true }) });
    const spam = await row('Buy cheap tickets here');
    await userEvent.click(within(spam).getByRole('button', { name: 'Dismiss' }));
    expect(await within(spam).findByText('Reports dismissed')).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', '/api/comment/c-spam/reports')).toHaveLength(1);
  });

  it('says so when a decision fails, and keeps the buttons', async () => {
    openQueue({ 'PATCH /api/comment/c-rude/visibility': fail(404, 'Comment not found') });
    const rude = await row('You are an idiot');
    await userEvent.click(within(rude).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Comment not found')).toBeInTheDocument();
    expect(within(rude).getByRole('button', { name: 'Hide' })).toBeEnabled();
  });

  it('shows the text as reported beside the current text of a comment edited since', async () => {
    openQueue();
    const rude = await row('You are an idiot');
    expect(within(rude).getByText('Now (edited since reported)')).toBeInTheDocument();
    expect(within(rude).getByText('As reported')).toBeInTheDocument();
    expect(within(rude).getByText('You are an idiot and a liar')).toBeInTheDocument();
    const spam = await row('Buy cheap tickets here');
    expect(within(spam).queryByText('As reported')).not.toBeInTheDocument();
  });

  it('asks for the reported view first, then finds a hidden comment under Hidden and restores it', async () => {
    const hidden = { ...queue.reports[0], comment: { ...queue.reports[0].comment, hidden: true } };
    const calls = openQueue({
      'GET /api/comment/reports': (call) =>
        ok(call.query.get('status') === 'hidden' ? { ...queue, reports: [hidden], totalMatched: 1 } : queue),
      'PATCH /api/comment/c-rude/visibility': (call) =>
        ok({ ...queue.reports[0].comment, ...(call.body as object) }),
    });
    await row('Buy cheap tickets here');
    expect(callsTo(calls, 'GET', '/api/comment/reports')[0].query.get('status')).toBe('reported');

    await userEvent.click(screen.getByRole('radio', { name: 'Hidden' }));
    await waitFor(() => expect(screen.queryByText('Buy cheap tickets here')).not.toBeInTheDocument());
    const rude = await row('You are an idiot');
    expect(within(rude).getByText('Hidden')).toBeInTheDocument();
    await userEvent.click(within(rude).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Comment by grumpy-troll-1 restored')).toBeInTheDocument();
    expect(await within(rude).findByText('Reports dismissed')).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH', '/api/comment/c-rude/visibility').map((call) => call.body)).toEqual([
      { hidden: false },
    ]);
  });

  it('says when a view is empty', async () => {
    openQueue({
      'GET /api/comment/reports': ok({ ...queue, reports: [], totalMatched: 0 }),
    });
    expect(await screen.findByText('No reported comments or reviews. All is calm.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Dismissed' }));
    expect(await screen.findByText('No dismissed reports.')).toBeInTheDocument();
  });

  it('says when nothing is reported', async () => {
    openQueue({ 'GET /api/comment/reports': ok({ ...queue, reports: [], totalMatched: 0 }) });
    expect(await screen.findByText('No reported comments or reviews. All is calm.')).toBeInTheDocument();
  });

  it('lists a reported member review with its kind, and hides it through its own call', async () => {
    const review: ReportedLogEntry = {
      kind: 'review',
      entry: {
        _id: 'l-spoil',
        writeup: { ...queue.reports[0].writeup } as unknown as ReportedLogEntry['entry']['writeup'],
        user: { _id: 'u-fan', username: 'loud-fan', avatar: null },
        watchedOn: '2024-03-01',
        rewatch: true,
        score: 80,
        review: 'The ending spoiled for everyone',
        reviewHtml: '<p>The ending spoiled for everyone</p>',
        spoiler: false,
        likes: 0,
        created: '2024-03-01T10:00:00.000Z',
        edited: null,
      },
      writeup: { _id: 'w1', title: 'Dune', slug: 'dune', type: 'movie' },
      count: 1,
      reasons: ['Spoilers'],
      details: [
        {
          reason: 'Spoilers',
          reportedContent: 'The ending spoiled for everyone',
          created: '2024-03-02T10:00:00.000Z',
        },
      ],
      lastReported: '2024-03-02T10:00:00.000Z',
    };
    const calls = openQueue({
      'GET /api/comment/reports': () =>
        ok({ ...queue, reports: [review, ...queue.reports], totalMatched: 3 }),
      'PATCH /api/log/l-spoil/visibility': (call) => ok({ ...review.entry, ...(call.body as object) }),
    });
    const reviewRow = await row('The ending spoiled for everyone');
    expect(within(reviewRow).getByText('Review')).toBeInTheDocument();
    await userEvent.click(within(reviewRow).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Review by loud-fan hidden')).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH', '/api/log/l-spoil/visibility').map((call) => call.body)).toEqual([
      { hidden: true },
    ]);
  });
});
