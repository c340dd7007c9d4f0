import type { Comment } from '@reviews/libs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { HOME_LISTING, reads } from '@reviews/libs/page-reads';

import { callsTo, myState, reply, stubApi } from '../../test/api-stub';
import { aUser, aWriteup, listing, withHtml } from '../../test/fixtures';
import { inlinePageReads, renderApp, renderPageLoad, resetStores } from '../../test/render-app';

// product.md §7 and issue 24: a member's page asks what is theirs in ONE personal call, beside the
// public reads the shared cache answers; on a page load (its first answers written into the page)
// that call is GET /api/me/page, which also brings the user and the unread count (§14).

beforeEach(resetStores);

const member = aUser({ _id: 'u2', username: 'quiet-otter' });

const comment = (overrides: Partial<Comment>): Comment =>
  withHtml({
    _id: 'c1',
    content: 'A comment.',
    user: { _id: 'u3', username: 'film-fox', avatar: null },
    created: '2024-03-06T10:00:00.000Z',
    replyTo: null,
    likes: 0,
    spoiler: false,
    ...overrides,
  });

const liked = comment({ _id: 'c1', content: 'Liked by me.', likes: 2 });
const reported = comment({ _id: 'c2', content: 'Reported by me.', created: '2024-03-07T10:00:00.000Z' });
const hidden = comment({
  _id: 'c3',
  content: 'Mine, hidden by a moderator.',
  user: { _id: 'u2', username: 'quiet-otter', avatar: null },
  created: '2024-03-08T10:00:00.000Z',
  hidden: true,
});

/** Every personal call the page made (any /api/me/ path). */
const personalCalls = (api: jest.Mock) =>
  api.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.startsWith('/api/me/'));

describe("a member's review page", () => {
  it('makes exactly one personal call, and every button shows the state it answered', async () => {
    inlinePageReads([
      { key: reads.writeup({ slug: 'dune', includeRank: true }).key, data: aWriteup({ likes: 3 }) },
    ]);
    const api = stubApi({
      'GET /api/whoami': member,
      'GET /api/comment/w1': [liked, reported],
      'GET /api/writeup/w1/ratings': { histogram: Array(10).fill(0), count: 0, mean: null },
      'GET /api/me/state': myState({
        likes: { writeups: ['w1'], comments: ['c1'] },
        ratings: { ratings: { w1: 70 } },
        watchlist: { watchlist: { w1: { added: '2024-05-01T00:00:00.000Z', watched: null } } },
        comments: { comments: [hidden] },
        reports: { comments: ['c2'] },
      }),
    });
    await renderPageLoad('/review/dune');

    const heart = await screen.findByRole('button', { name: 'Like Dune, 3 likes' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByRole('button', { name: "Like film-fox's comment, 2 likes" })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      within(await screen.findByRole('group', { name: /^Your rating/ })).getByRole('radio', {
        name: '3.5 stars',
      }),
    ).toBeChecked();
    expect(screen.getByRole('button', { name: 'Watchlist: Dune' })).toHaveAttribute('aria-pressed', 'true');
    const comments = screen.getByRole('region', { name: /Comments/ });
    expect(await within(comments).findByText('Mine, hidden by a moderator.')).toBeInTheDocument();
    const reportedItem = within(comments).getByText('Reported by me.').closest('li') as HTMLElement;
    expect(within(reportedItem).getByText('Reported')).toBeInTheDocument();

    const personal = personalCalls(api);
    expect(personal.map((url) => url.pathname)).toEqual(['/api/me/page']);
    expect(Object.fromEntries(personal[0].searchParams)).toEqual({ writeups: 'w1', thread: 'w1' });
    expect(callsTo(api, 'GET /api/writeup/')).toEqual([]);
  });

  it('asks the state of a page the scripts render after the page load, GET /api/me/state', async () => {
    const api = stubApi({
      'GET /api/whoami': member,
      'GET /api/writeup/': aWriteup({ likes: 3 }),
      'GET /api/comment/w1': [liked],
      'GET /api/me/state': myState({ likes: { writeups: ['w1'], comments: [] } }),
    });
    renderApp('/review/dune');
    const heart = await screen.findByRole('button', { name: 'Like Dune, 3 likes' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    // The writeup arrived after the page load's call: that call asked nothing of the page.
    const personal = personalCalls(api);
    expect(personal.map((url) => url.pathname)).toEqual(['/api/me/page', '/api/me/state']);
    expect(personal[0].search).toBe('');
    expect(Object.fromEntries(personal[1].searchParams)).toEqual({ writeups: 'w1', thread: 'w1' });
  });

  it('likes and takes back within that state, without asking it again', async () => {
    const api = stubApi({
      'GET /api/whoami': member,
      'GET /api/writeup/': aWriteup({ likes: 3 }),
      'GET /api/comment/w1': [liked],
      'GET /api/me/state': myState({ likes: { writeups: [], comments: ['c1'] } }),
      'PUT /api/writeup/w1/like': { likes: 4 },
      'DELETE /api/comment/c1/like': reply(404, {
        statusCode: 404,
        error: 'Not Found',
        message: 'Comment not found',
      }),
    });
    renderApp('/review/dune');
    await userEvent.click(await screen.findByRole('button', { name: 'Like Dune, 3 likes' }));
    expect(await screen.findByRole('button', { name: 'Like Dune, 4 likes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const commentHeart = screen.getByRole('button', { name: "Like film-fox's comment, 2 likes" });
    await waitFor(() => expect(commentHeart).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(commentHeart);
    expect(await screen.findByText('Comment not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Like film-fox's comment, 2 likes" })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(callsTo(api, 'GET /api/me/state')).toHaveLength(1);
  });

  it('makes no personal call for a visitor', async () => {
    const api = stubApi({
      'GET /api/writeup/': aWriteup({ likes: 3 }),
      'GET /api/comment/w1': [liked],
    });
    renderApp('/review/dune');
    expect(await screen.findByText('Liked by me.')).toBeInTheDocument();
    expect(personalCalls(api)).toEqual([]);
  });
});

describe('pages of cards and profiles', () => {
  it('home asks once about its cards, and the watchlist buttons show that answer', async () => {
    const cards = [
      aWriteup({ _id: 'w1', title: 'Dune', slug: 'dune' }),
      aWriteup({ _id: 'w2', title: 'Alien', slug: 'alien' }),
    ];
    inlinePageReads([{ key: reads.listings(HOME_LISTING).key, data: listing(cards) }]);
    const api = stubApi({
      'GET /api/whoami': member,
      // The server answers what it wrote into the page, should the page ask again (its answer
      // is as old as the page, and a loaded machine may take longer than it stays fresh).
      'GET /api/writeup/listings': (url: URL) =>
        listing(url.searchParams.get('excludeArticle') === 'true' ? cards : []),
      'GET /api/me/state': myState({
        watchlist: { watchlist: { w2: { added: '2024-05-01T00:00:00.000Z', watched: null } } },
      }),
    });
    // A page load, as main.tsx does it: the app's own query client starts with the page's answers.
    await renderPageLoad('/');
    // The cards render in slices (useDeferredValue): on a loaded machine that takes its time.
    const slow = { timeout: 15_000 };
    expect(await screen.findByRole('button', { name: 'Watchlist: Alien' }, slow)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByRole('button', { name: 'Watchlist: Dune' }, slow)).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const personal = personalCalls(api);
    expect(personal.map((url) => url.pathname)).toEqual(['/api/me/page']);
    expect(personal[0].searchParams.get('writeups')).toBe('w1,w2');
  });

  it("another member's profile asks once whether I follow them, in the page load's call", async () => {
    const star = aUser({ _id: 'u9', username: 'reel-critic', type: 'admin', followers: 4, following: 1 });
    const api = stubApi({
      'GET /api/whoami': member,
      'GET /api/user/reel-critic': star,
      'GET /api/writeup/user/reel-critic': { writeups: [] },
      'GET /api/me/state': myState({ follows: { following: ['reel-critic'] } }),
    });
    await renderPageLoad('/profile/reel-critic');
    expect(await screen.findByRole('button', { name: 'Following reel-critic' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(personalCalls(api).map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/api/me/page?users=reel-critic',
    ]);
  });

  it('my own profile asks nothing personal beyond the page load’s call', async () => {
    const api = stubApi({
      'GET /api/whoami': member,
      'GET /api/user/quiet-otter': { ...member, followers: 0, following: 0 },
      'GET /api/writeup/user/quiet-otter': { writeups: [] },
    });
    await renderPageLoad('/profile/quiet-otter');
    expect(await screen.findByRole('button', { name: '0 followers' })).toBeInTheDocument();
    // Signed in by now (the session is known), and nothing asked but that call.
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(personalCalls(api).map((url) => url.pathname)).toEqual(['/api/me/page']);
  });
});
