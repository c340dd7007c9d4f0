import type { FeedItem, Notification } from '@reviews/libs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { bodiesSentTo, callsTo, myState, reply, stubApi } from '../../test/api-stub';
import { aCard, aUser, withHtml } from '../../test/fixtures';
import { renderApp, resetStores } from '../../test/render-app';

// product.md §13 on the reader site: the bell, the Following feed, notifications and follows.

beforeEach(resetStores);

const member = aUser({ _id: 'u2', username: 'quiet-otter' });
const critic = { _id: 'u3', username: 'film-fox', avatar: null };

const paged = { page: 1, totalPages: 1, totalMatched: 1, pageSize: 20 };

function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: 'n1',
    kind: 'reply',
    actors: [critic],
    actorCount: 1,
    writeup: aCard({ title: 'Dune', slug: 'dune' }),
    comment: { _id: 'c2', content: 'Agreed, the sandworms!' },
    created: '2024-03-08T10:00:00.000Z',
    read: false,
    ...overrides,
  };
}

describe('the bell', () => {
  it('names the unread count and leads to the notifications page', async () => {
    stubApi({ 'GET /api/whoami': member, 'GET /api/notifications/unread-count': { count: 3 } });
    const { router } = renderApp('/');
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent('3');
    await userEvent.click(bell);
    expect(router.location.pathname).toBe('/notifications');
  });

  it('says plain "Notifications" when nothing is unread', async () => {
    stubApi({ 'GET /api/whoami': member });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('is not shown to visitors, who are never asked about', async () => {
    const api = stubApi();
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(callsTo(api, 'GET /api/notifications/unread-count')).toEqual([]);
  });
});

describe('the notifications page', () => {
  it('lists entries, gathers likers, and marks one read, the bell taking the new count', async () => {
    const like = aNotification({
      _id: 'n2',
      kind: 'like',
      actors: [critic, { _id: 'u4', username: 'reel-ann', avatar: null }],
      actorCount: 5,
      comment: undefined,
      created: '2024-03-09T10:00:00.000Z',
    });
    let unread = 2;
    const api = stubApi({
      'GET /api/whoami': member,
      'GET /api/notifications/unread-count': () => ({ count: unread }),
      'GET /api/notifications': { notifications: [like, aNotification()], ...paged, totalMatched: 2 },
      'POST /api/notifications/read': () => {
        unread = 1;
        return { count: 1 };
      },
    });
    renderApp('/notifications');
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual([
      'Unread: film-fox, reel-ann and 3 others liked Dune',
      'Unread: film-fox replied to your comment on Dune',
    ]);
    expect(within(list).getByText('Agreed, the sandworms!')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();

    await userEvent.click(within(list).getAllByRole('button', { name: 'Mark read' })[1]);
    await waitFor(() => expect(bodiesSentTo(api, 'POST /api/notifications/read')).toEqual([{ ids: ['n1'] }]));
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('marks all read at once', async () => {
    const api = stubApi({
      'GET /api/whoami': member,
      'GET /api/notifications': { notifications: [aNotification()], ...paged },
      'POST /api/notifications/read': { count: 0 },
    });
    renderApp('/notifications');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(bodiesSentTo(api, 'POST /api/notifications/read')).toEqual([{}]));
  });

  it('says so when there are none', async () => {
    stubApi({
      'GET /api/whoami': member,
      'GET /api/notifications': { notifications: [], ...paged, totalMatched: 0 },
    });
    renderApp('/notifications');
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  });
});

describe('the Following page', () => {
  const items: FeedItem[] = [
    {
      kind: 'rated',
      actor: critic,
      writeup: aCard({ _id: 'w2', title: 'Arrival', slug: 'arrival' }),
      score: 90,
      created: '2024-03-09T10:00:00.000Z',
    },
    {
      kind: 'commented',
      actor: critic,
      writeup: aCard({ title: 'Dune', slug: 'dune' }),
      comment: withHtml({ _id: 'c1', content: 'The ending: ||he wins||', spoiler: true }),
      created: '2024-03-08T10:00:00.000Z',
    },
  ];

  it('shows what the members I follow did, newest first, a spoiler comment collapsed', async () => {
    stubApi({ 'GET /api/whoami': member, 'GET /api/me/feed': { items, ...paged, totalMatched: 2 } });
    renderApp('/following');
    const feed = await screen.findByRole('list', { name: 'Activity of the members you follow' });
    expect(
      within(feed)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['film-fox rated Arrival: 4.5 out of 5 stars', 'film-fox commented on Dune']);
    expect(within(feed).queryByText(/he wins/)).not.toBeInTheDocument();
    await userEvent.click(within(feed).getByRole('button', { name: 'Show comment with spoilers' }));
    expect(within(feed).getByRole('button', { name: 'Hide comment with spoilers' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('asks for the page in the address', async () => {
    const api = stubApi({
      'GET /api/whoami': member,
      'GET /api/me/feed': { items, page: 2, totalPages: 2, totalMatched: 22, pageSize: 20 },
    });
    renderApp('/following?page=2');
    await screen.findByRole('list', { name: 'Activity of the members you follow' });
    expect(callsTo(api, 'GET /api/me/feed')[0].searchParams.get('page')).toBe('2');
  });

  it('is linked from the signed-in menu and says what to do when empty', async () => {
    stubApi({ 'GET /api/whoami': member, 'GET /api/me/feed': { items: [], ...paged, totalMatched: 0 } });
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Following' }));
    expect(router.location.pathname).toBe('/following');
    expect(await screen.findByText(/follow members and authors/)).toBeInTheDocument();
  });
});

describe('following from a profile', () => {
  const star = aUser({ _id: 'u9', username: 'reel-critic', type: 'admin', followers: 41, following: 3 });

  it('shows the counts and a Follow button that presses, from my own follows', async () => {
    const api = stubApi({
      'GET /api/whoami': member,
      'GET /api/user/reel-critic': star,
      'GET /api/writeup/user/reel-critic': { writeups: [] },
      'GET /api/me/state': myState(),
      'PUT /api/user/reel-critic/follow': { following: true },
    });
    renderApp('/profile/reel-critic');
    expect(await screen.findByRole('button', { name: '41 followers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3 following' })).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Follow reel-critic' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Following reel-critic' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: '42 followers' })).toBeInTheDocument();
    expect(callsTo(api, 'PUT /api/user/reel-critic/follow')).toHaveLength(1);
    const asked = callsTo(api, 'GET /api/me/state');
    expect(asked).toHaveLength(1);
    expect(asked[0].searchParams.get('users')).toBe('reel-critic');
  });

  it('goes back with a message when the server refuses', async () => {
    stubApi({
      'GET /api/whoami': member,
      'GET /api/user/reel-critic': star,
      'GET /api/writeup/user/reel-critic': { writeups: [] },
      'GET /api/me/state': myState({ follows: { following: ['reel-critic'] } }),
      'DELETE /api/user/reel-critic/follow': reply(404, {
        statusCode: 404,
        error: 'Not Found',
        message: 'User not found',
      }),
    });
    renderApp('/profile/reel-critic');
    await userEvent.click(await screen.findByRole('button', { name: 'Following reel-critic' }));
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Following reel-critic' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('lists the followers in a dialog', async () => {
    stubApi({
      'GET /api/user/reel-critic': star,
      'GET /api/writeup/user/reel-critic': { writeups: [] },
      'GET /api/user/reel-critic/followers': { users: [critic], ...paged },
    });
    renderApp('/profile/reel-critic');
    await userEvent.click(await screen.findByRole('button', { name: '41 followers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Following reel-critic' });
    expect(await within(dialog).findByText('film-fox')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Follow/ })).not.toBeInTheDocument();
  });

  it('offers no Follow button on my own profile', async () => {
    stubApi({
      'GET /api/whoami': member,
      'GET /api/user/quiet-otter': { ...member, followers: 0, following: 0 },
      'GET /api/writeup/user/quiet-otter': { writeups: [] },
    });
    renderApp('/profile/quiet-otter');
    expect(await screen.findByRole('button', { name: '0 followers' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Follow/ })).not.toBeInTheDocument();
  });
});

describe('the unsubscribe page', () => {
  it('turns the digest off with the token of the link, signed out', async () => {
    const api = stubApi({ 'POST /api/notifications/unsubscribe': { ok: true } });
    renderApp('/unsubscribe?token=abc.def');
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You will get no more daily digests');
    expect(bodiesSentTo(api, 'POST /api/notifications/unsubscribe')).toEqual([{ token: 'abc.def' }]);
  });

  it('shows the server’s message for a bad link', async () => {
    stubApi({
      'POST /api/notifications/unsubscribe': reply(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'This unsubscribe link is invalid',
      }),
    });
    renderApp('/unsubscribe?token=nope');
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is invalid');
  });
});
