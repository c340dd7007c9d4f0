import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { bodiesSentTo, callsTo, myState, stubApi } from '../../test/api-stub';
import { aComment, aUser, aWriteup } from '../../test/fixtures';
import { renderApp, resetStores } from '../../test/render-app';

// Issue 41: moderation where the comments are, comment keys, the Menu's unread count and the
// histogram following my stars.

beforeEach(resetStores);

const author = aUser({ _id: 'u1', username: 'moviebuff' });
const moderator = aUser({ _id: 'u9', username: 'reel-critic', type: 'admin' });
const member = aUser({ _id: 'u2', username: 'quiet-otter' });

const comment = aComment({ content: 'Everyone who liked this is a fool.' });

/** The first screen loads its code on a busy machine slowly. */
const WAIT = { timeout: 15_000 };

const commentsRegion = () => screen.findByRole('region', { name: /Comments/ }, WAIT);

describe('moderating in place', () => {
  it('lets a moderator hide a comment under it, then restore it, saying who still sees it', async () => {
    let hidden = false;
    const api = stubApi({
      'GET /api/whoami': moderator,
      'GET /api/writeup/': aWriteup(),
      'GET /api/comment/w1': () => [{ ...comment, ...(hidden ? { hidden: true } : {}) }],
      'PATCH /api/comment/c1/visibility': (_url: URL, init?: RequestInit) => {
        hidden = (JSON.parse(String(init?.body)) as { hidden: boolean }).hidden;
        return { ...comment, hidden };
      },
    });
    renderApp('/review/dune');
    const region = await commentsRegion();
    await userEvent.click(
      await within(region).findByRole('button', { name: "Hide moviebuff's comment" }, WAIT),
    );
    expect(await screen.findByText('Comment hidden')).toBeInTheDocument();
    expect(
      await within(region).findByText('Hidden by a moderator: only its author and moderators see it'),
    ).toBeInTheDocument();
    expect(within(region).queryByText(/only you and moderators/)).not.toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: "Restore moviebuff's comment" }));
    await waitFor(() => expect(within(region).queryByText(/Hidden by a moderator/)).not.toBeInTheDocument());
    expect(bodiesSentTo(api, 'PATCH /api/comment/c1/visibility')).toEqual([
      { hidden: true },
      { hidden: false },
    ]);
  });

  it('offers members no Hide', async () => {
    stubApi({
      'GET /api/whoami': member,
      'GET /api/writeup/': aWriteup(),
      'GET /api/comment/w1': [comment],
    });
    renderApp('/review/dune');
    const region = await commentsRegion();
    await within(region).findByText(comment.content, {}, WAIT);
    expect(within(region).queryByRole('button', { name: /^Hide/ })).not.toBeInTheDocument();
  });
});

describe('comment keys', () => {
  const openAsAuthor = () => {
    const api = stubApi({
      'GET /api/whoami': author,
      'GET /api/writeup/': aWriteup(),
      'GET /api/comment/w1': [comment],
      'POST /api/comment/w1': { ...comment, _id: 'c2', content: 'Posted with the keys' },
      'PATCH /api/comment/c1': { ...comment, content: 'Changed with the keys', edited: true },
    });
    renderApp('/review/dune');
    return api;
  };

  it('cancels an edit with Esc, focus back on Edit, nothing sent', async () => {
    const api = openAsAuthor();
    const region = await commentsRegion();
    await userEvent.click(await within(region).findByRole('button', { name: 'Edit' }, WAIT));
    const box = within(region).getByRole('textbox', { name: 'Edit your comment' });
    expect(box).toHaveFocus();
    await userEvent.type(box, ' Not this.');
    await userEvent.keyboard('{Escape}');
    expect(within(region).queryByRole('textbox', { name: 'Edit your comment' })).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(within(region).getByText(comment.content)).toBeInTheDocument();
    expect(callsTo(api, 'PATCH /api/comment/c1')).toEqual([]);
  });

  it('saves an edit with Ctrl+Enter and posts a comment with Meta+Enter', async () => {
    const api = openAsAuthor();
    const region = await commentsRegion();
    await userEvent.click(await within(region).findByRole('button', { name: 'Edit' }, WAIT));
    const box = within(region).getByRole('textbox', { name: 'Edit your comment' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Changed with the keys');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(
      () =>
        expect(bodiesSentTo(api, 'PATCH /api/comment/c1')).toEqual([{ content: 'Changed with the keys' }]),
      WAIT,
    );

    const add = within(region).getByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(add, 'Posted with the keys');
    await userEvent.keyboard('{Meta>}{Enter}{/Meta}');
    await waitFor(
      () => expect(bodiesSentTo(api, 'POST /api/comment/w1')).toEqual([{ content: 'Posted with the keys' }]),
      WAIT,
    );
  });

  it('posts a reply with Ctrl+Enter and closes it with Esc', async () => {
    const api = openAsAuthor();
    const region = await commentsRegion();
    await userEvent.click(await within(region).findByRole('button', { name: 'Reply to moviebuff' }, WAIT));
    const box = within(region).getByRole('textbox', { name: 'Reply to moviebuff' });
    await userEvent.keyboard('{Escape}');
    expect(box).not.toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Reply to moviebuff' }));
    await userEvent.type(within(region).getByRole('textbox', { name: 'Reply to moviebuff' }), 'Agreed');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(
      () => expect(bodiesSentTo(api, 'POST /api/comment/w1')).toEqual([{ content: 'Agreed', replyTo: 'c1' }]),
      WAIT,
    );
  });
});

describe('the Menu button', () => {
  it('carries my unread count, in its name too', async () => {
    stubApi({ 'GET /api/whoami': member, 'GET /api/notifications/unread-count': { count: 4 } });
    renderApp('/');
    const menu = await screen.findByRole('button', { name: /^Menu ?, 4 unread notifications$/ }, WAIT);
    expect(menu).toHaveTextContent('4');
  });

  it('shows no count when nothing is unread', async () => {
    stubApi({ 'GET /api/whoami': member });
    renderApp('/');
    await screen.findByRole('link', { name: 'Notifications' }, WAIT);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveTextContent(/^Menu$/);
  });
});

describe('the audience histogram', () => {
  it('follows my stars at once, before and without asking for the counts again', async () => {
    const writeup = aWriteup({ audienceScore: 70, audienceCount: 4 });
    let answerRating: (value: unknown) => void = () => undefined;
    const api = stubApi({
      'GET /api/whoami': member,
      'GET /api/writeup/': writeup,
      'GET /api/comment/w1': [],
      'GET /api/me/state': myState({ ratings: { ratings: { w1: 60 } } }),
      'GET /api/writeup/w1/ratings': { histogram: [0, 0, 0, 0, 0, 1, 2, 0, 0, 1], count: 4, mean: 70 },
      'PUT /api/writeup/w1/rating': () => new Promise((resolve) => (answerRating = resolve)),
    });
    renderApp('/review/dune');
    const chart = await screen.findByRole('list', { name: 'Audience ratings' }, WAIT);
    const countOf = (label: string) =>
      within(chart).getByText(label).parentElement?.querySelector('.audience-histogram__count')?.textContent;
    await waitFor(() => expect(countOf('3 stars')).toBe('1'));
    expect(countOf('5 stars')).toBe('1');
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    // The server has not answered yet: my 3 stars moved to 5.
    expect(countOf('3 stars')).toBe('0');
    expect(countOf('5 stars')).toBe('2');
    answerRating({ audienceScore: 78, audienceCount: 4 });
    await waitFor(() => expect(callsTo(api, 'PUT /api/writeup/w1/rating')).toHaveLength(1));
    expect(countOf('5 stars')).toBe('2');
    expect(callsTo(api, 'GET /api/writeup/w1/ratings')).toHaveLength(1);
  });
});
