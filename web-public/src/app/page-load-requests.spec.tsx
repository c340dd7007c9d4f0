import { STORE_NAMES } from '@reviews/libs/constants';
import type { LogEntry, Writeup } from '@reviews/libs/contract';
import { reads } from '@reviews/libs/page-reads';
import { screen, waitFor } from '@testing-library/react';

import { callsTo, myState, reply, setSignedInMarker, stubApi } from '../test/api-stub';
import { aCard, aUser, aWriteup } from '../test/fixtures';
import { inlinePageReads, renderPageLoad, resetStores } from '../test/render-app';
import { useUserStore } from '../stores/user-store';

// product.md §14: a visitor's page load asks nothing personal; a member's asks one call, GET
// /api/me/page, carrying the user, the unread count and the page's state.

beforeEach(resetStores);

const inlineWriteup = (writeup: Writeup) =>
  inlinePageReads([{ key: reads.writeup({ slug: 'dune', includeRank: true }).key, data: writeup }]);

/** The personal calls the page made, by path. */
function personalCalls(api: jest.Mock): string[] {
  return api.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost').pathname)
    .filter((path) => /^\/api\/(whoami|me\/|notifications)/.test(path));
}

describe("a page load's personal requests", () => {
  it('are none for a visitor, who is known as one without asking', async () => {
    inlineWriteup(aWriteup({ title: 'Dune' }));
    const api = stubApi({ 'GET /api/comment/w1': [] });
    await renderPageLoad('/review/dune');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(api, 'GET /api/comment/w1')).toHaveLength(1));
    expect(personalCalls(api)).toEqual([]);
    expect(useUserStore.getState()).toMatchObject({ user: null, initialised: true });
  });

  it("are one for a member: the user, the unread count and the page's state together", async () => {
    inlineWriteup(aWriteup({ title: 'Dune' }));
    const api = stubApi({
      'GET /api/whoami': aUser({ username: 'moviebuff' }),
      'GET /api/notifications/unread-count': { count: 3 },
      'GET /api/me/state': myState({
        watchlist: { watchlist: { w1: { added: '2026-01-01T00:00:00.000Z', watched: null } } },
      }),
      'GET /api/comment/w1': [],
    });
    await renderPageLoad('/review/dune');
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Watchlist: Dune' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile/moviebuff');
    await waitFor(() => expect(callsTo(api, 'GET /api/comment/w1')).toHaveLength(1));
    expect(personalCalls(api)).toEqual(['/api/me/page']);
    const [call] = callsTo(api, 'GET /api/me/page');
    expect(call.searchParams.get('writeups')).toBe('w1');
    expect(call.searchParams.get('thread')).toBe('w1');
  });

  it("are one for a page of several sections: every section's ask of the first render goes in it", async () => {
    const entry: LogEntry = {
      _id: 'e1',
      writeup: aCard({ title: 'Dune' }),
      user: { _id: 'u3', username: 'film-fox', avatar: null },
      watchedOn: '2026-01-02',
      rewatch: false,
      score: 80,
      review: 'Sand everywhere.',
      reviewHtml: '<p>Sand everywhere.</p>',
      spoiler: false,
      likes: 2,
      created: '2026-01-02T10:00:00.000Z',
      edited: null,
    };
    inlinePageReads([
      { key: reads.writeup({ slug: 'dune', includeRank: true }).key, data: aWriteup({ title: 'Dune' }) },
      {
        key: reads.writeupReviews('w1', { page: 1, sort: 'popular' }).key,
        data: { entries: [entry], page: 1, totalPages: 1, totalMatched: 1, pageSize: 20 },
      },
    ]);
    const api = stubApi({
      'GET /api/whoami': aUser({ username: 'moviebuff' }),
      'GET /api/me/state': myState({ likes: { writeups: [], comments: [], logs: ['e1'] } }),
      'GET /api/comment/w1': [],
    });
    await renderPageLoad('/review/dune');
    // The members' reviews section's own scope reads its part of the page load's answer.
    const heart = await screen.findByRole('button', { name: /^Like film-fox's entry of Dune/ });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(callsTo(api, 'GET /api/comment/w1')).toHaveLength(1));
    expect(personalCalls(api)).toEqual(['/api/me/page']);
    const [call] = callsTo(api, 'GET /api/me/page');
    expect(Object.fromEntries(call.searchParams)).toEqual({ writeups: 'w1', thread: 'w1', logs: 'e1' });
  });

  it('are one for a member this browser remembers: the bell waits for that call', async () => {
    const member = aUser({ username: 'moviebuff' });
    sessionStorage.setItem(STORE_NAMES.user, JSON.stringify({ state: { user: member }, version: 0 }));
    inlineWriteup(aWriteup({ title: 'Dune' }));
    const api = stubApi({
      'GET /api/whoami': member,
      'GET /api/notifications/unread-count': { count: 2 },
      'GET /api/comment/w1': [],
    });
    await renderPageLoad('/review/dune');
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(api, 'GET /api/comment/w1')).toHaveLength(1));
    expect(personalCalls(api)).toEqual(['/api/me/page']);
  });

  it('keeps staff extras: an admin gets Post and their own answers after the one call', async () => {
    inlineWriteup(aWriteup({ title: 'Inline Dune' }));
    const api = stubApi({
      'GET /api/whoami': aUser({ type: 'admin' }),
      'GET /api/writeup/': aWriteup({ title: 'Staff Dune', notes: 'Only for staff' }),
      'GET /api/comment/w1': [],
    });
    await renderPageLoad('/review/dune');
    expect(await screen.findByRole('link', { name: 'Post' })).toHaveAttribute('href', '/post/review');
    expect(await screen.findByRole('heading', { name: 'Staff Dune', level: 1 })).toBeInTheDocument();
    expect(callsTo(api, 'GET /api/me/page')).toHaveLength(1);
    expect(callsTo(api, 'GET /api/whoami')).toEqual([]);
    expect(callsTo(api, 'GET /api/notifications/unread-count')).toEqual([]);
  });

  it('find a session that ended a visitor, and drop the marker', async () => {
    inlineWriteup(aWriteup({ title: 'Dune' }));
    const api = stubApi({
      'GET /api/me/page': reply(401, { statusCode: 401, error: 'Unauthorized', message: 'Sign in first' }),
      'GET /api/comment/w1': [],
    });
    setSignedInMarker(true);
    await renderPageLoad('/review/dune');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(personalCalls(api)).toEqual(['/api/me/page']);
    expect(document.cookie).not.toContain('signed_in=1');
  });
});
