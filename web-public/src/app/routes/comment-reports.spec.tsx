import type { Comment } from '@reviews/libs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { bodiesSentTo, callsTo, myState, reply, stubApi } from '../../test/api-stub';
import { aComment, aUser, aWriteup } from '../../test/fixtures';
import { renderApp, resetStores } from '../../test/render-app';

beforeEach(resetStores);

const author = aUser({ _id: 'u1', username: 'moviebuff' });
const reader = aUser({ _id: 'u2', username: 'quiet-otter' });

const comment = aComment({ content: 'Everyone who liked this is a fool.' });

function openWriteup(
  viewer: typeof author | null,
  comments: Comment[],
  answers: Record<string, unknown> = {},
) {
  const api = stubApi({
    'GET /api/whoami': viewer,
    'GET /api/writeup/': aWriteup(),
    'GET /api/comment/w1': comments,
    'POST /api/comment/c1/report': reply(201, { ok: true }),
    ...answers,
  });
  renderApp('/review/dune');
  return api;
}

const commentsRegion = () => screen.findByRole('region', { name: /Comments/ });

describe('reporting a comment', () => {
  it("lets a member report another member's comment with a reason, from the keyboard", async () => {
    const api = openWriteup(reader, [comment]);
    const report = await within(await commentsRegion()).findByRole('button', {
      name: "Report moviebuff's comment",
    });
    report.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: "Report moviebuff's comment" });
    const reason = within(dialog).getByRole('textbox', { name: 'Why should the moderators look at it?' });
    expect(reason).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Send report' })).toBeDisabled();
    await userEvent.keyboard('  Insulting other readers  {Enter}');
    await userEvent.tab();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Send report' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Thanks: the moderators will take a look')).toBeInTheDocument();
    expect(bodiesSentTo(api, 'POST /api/comment/c1/report')).toEqual([{ reason: 'Insulting other readers' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const region = await commentsRegion();
    expect(within(region).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    await waitFor(() => expect(within(region).getByText('Reported')).toHaveFocus());
  });

  it('shows what I reported before, from my own reports, when the page opens', async () => {
    const other: Comment = { ...comment, _id: 'c2', content: 'A fair point.' };
    const api = openWriteup(reader, [comment, other], {
      'GET /api/me/state': myState({ reports: { comments: ['c1'] } }),
    });
    const region = await commentsRegion();
    const reported = (await within(region).findByText(comment.content)).closest('li') as HTMLElement;
    expect(await within(reported).findByText('Reported')).toBeInTheDocument();
    expect(within(reported).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    const fair = within(region).getByText(other.content).closest('li') as HTMLElement;
    expect(within(fair).getByRole('button', { name: "Report moviebuff's comment" })).toBeInTheDocument();
    const asked = callsTo(api, 'GET /api/me/state');
    expect(asked).toHaveLength(1);
    expect(asked[0].searchParams.get('thread')).toBe('w1');
  });

  it('names each Report button for its comment', async () => {
    const other: Comment = {
      ...comment,
      _id: 'c2',
      user: { _id: 'u3', username: 'final-cut', avatar: null },
    };
    openWriteup(reader, [comment, other]);
    const region = await commentsRegion();
    expect(await within(region).findByRole('button', { name: "Report final-cut's comment" })).toBeVisible();
    expect(within(region).getByRole('button', { name: "Report moviebuff's comment" })).toHaveTextContent(
      'Report',
    );
  });

  it('closes with Escape without reporting, and gives focus back to the Report button', async () => {
    const api = openWriteup(reader, [comment]);
    const report = await within(await commentsRegion()).findByRole('button', {
      name: "Report moviebuff's comment",
    });
    await userEvent.click(report);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(report).toHaveFocus());
    expect(callsTo(api, 'POST /api/comment/c1/report')).toHaveLength(0);
  });

  it('asks nothing of a visitor about their reports', async () => {
    const api = openWriteup(null, [comment]);
    await within(await commentsRegion()).findByText(comment.content);
    expect(callsTo(api, 'GET /api/me/state')).toHaveLength(0);
  });

  it("shows the server's message when the report is refused", async () => {
    openWriteup(reader, [comment], {
      'POST /api/comment/c1/report': reply(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'You have already reported this comment',
      }),
    });
    await userEvent.click(
      await within(await commentsRegion()).findByRole('button', { name: "Report moviebuff's comment" }),
    );
    await userEvent.type(await screen.findByRole('textbox', { name: /moderators/ }), 'Rude');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already reported this comment');
  });

  it('offers no report on your own comment', async () => {
    openWriteup(author, [comment]);
    const region = await commentsRegion();
    await within(region).findByText(comment.content);
    expect(within(region).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  });

  it('offers no report to a visitor', async () => {
    openWriteup(null, [comment]);
    const region = await commentsRegion();
    await within(region).findByText(comment.content);
    expect(within(region).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  });
});

describe('a hidden comment', () => {
  it('is marked for its author', async () => {
    openWriteup(author, [{ ...comment, hidden: true }]);
    const region = await commentsRegion();
    expect(
      await within(region).findByText('Hidden by a moderator: only you and moderators see it'),
    ).toBeInTheDocument();
  });

  it('reaches its author through their own call, merged into the list everyone gets, in order', async () => {
    const earlier = {
      ...comment,
      _id: 'c0',
      content: 'First!',
      user: { ...comment.user, _id: 'u3', username: 'early-bird' },
      created: '2024-03-05T10:00:00.000Z',
      replyTo: null,
      likes: 0,
      spoiler: false,
    };
    const later = {
      ...comment,
      _id: 'c2',
      content: 'Last word.',
      user: { ...comment.user, _id: 'u3', username: 'early-bird' },
      created: '2024-03-07T10:00:00.000Z',
      replyTo: null,
      likes: 0,
      spoiler: false,
    };
    const api = openWriteup(author, [earlier, later], {
      'GET /api/me/state': myState({ comments: { comments: [{ ...comment, hidden: true }] } }),
    });
    const region = await commentsRegion();
    expect(
      await within(region).findByText('Hidden by a moderator: only you and moderators see it'),
    ).toBeInTheDocument();
    expect(within(region).getByRole('heading', { name: 'Comments (3)' })).toBeInTheDocument();
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('First!'),
      expect.stringContaining(comment.content),
      expect.stringContaining('Last word.'),
    ]);
    expect(callsTo(api, 'GET /api/me/state').map((url) => url.searchParams.get('thread'))).toEqual(['w1']);
  });

  it('is asked for only by a signed-in reader', async () => {
    const api = openWriteup(null, [comment]);
    expect(await within(await commentsRegion()).findByText(comment.content)).toBeInTheDocument();
    expect(callsTo(api, 'GET /api/me/state')).toEqual([]);
  });
});
