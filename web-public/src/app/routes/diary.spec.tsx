import type { LogEntry, MemberList } from '@reviews/libs/contract';
import { todayUtc } from '@reviews/libs/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { bodiesSentTo, callsTo, reply, stubApi } from '../../test/api-stub';
import { aCard, aUser, aWriteup } from '../../test/fixtures';
import { renderApp, resetStores } from '../../test/render-app';

// product.md §15 on the reader site: the diary, the Log dialog, members' reviews and an entry's page.

beforeEach(resetStores);

const member = aUser({ _id: 'u2', username: 'quiet-otter' });
const dune = aWriteup();
const paged = { page: 1, totalPages: 1, pageSize: 20 };
const SLOW = { timeout: 10_000 };

function anEntry(overrides: Partial<LogEntry> = {}): LogEntry {
  return {
    _id: 'l1',
    writeup: aCard(),
    user: { _id: 'u3', username: 'film-fox', avatar: null },
    watchedOn: '2024-03-08',
    rewatch: false,
    score: 80,
    review: 'Worth the **sand**.',
    reviewHtml: null,
    spoiler: false,
    likes: 0,
    created: '2024-03-08T10:00:00.000Z',
    edited: null,
    ...overrides,
  };
}

const entriesPage = (entries: LogEntry[]) => ({ entries, ...paged, totalMatched: entries.length });

function aList(overrides: Partial<MemberList> = {}): MemberList {
  return {
    _id: 'list1',
    title: 'Desert epics',
    description: '',
    descriptionHtml: '',
    ranked: false,
    visibility: 'public',
    user: { _id: 'u4', username: 'reel-ann', avatar: null },
    entries: [],
    entryCount: 1,
    likes: 0,
    created: '2024-03-01T10:00:00.000Z',
    updated: '2024-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The review page of Dune with these members' reviews and lists holding it. */
function reviewPage(reviews: LogEntry[], lists: MemberList[] = [], answers: Record<string, unknown> = {}) {
  const api = stubApi({
    'GET /api/writeup/': dune,
    'GET /api/comment/w1': [],
    'GET /api/writeup/w1/ratings': { audienceScore: null, audienceCount: 0, histogram: [] },
    'GET /api/writeup/w1/reviews': { ...entriesPage(reviews.slice(0, 20)), totalMatched: reviews.length },
    'GET /api/writeup/w1/lists': { lists, page: 1, totalPages: 1 },
    ...answers,
  });
  renderApp('/review/dune');
  return api;
}

describe('the diary page', () => {
  it('shows entries by month, latest first, rewatches marked and spoilers kept out', async () => {
    const api = stubApi({
      'GET /api/user/film-fox/diary': entriesPage([
        anEntry({ _id: 'l3', watchedOn: '2024-04-02', rewatch: true }),
        anEntry({ _id: 'l2', watchedOn: '2024-03-20', review: 'The worm dies.', spoiler: true }),
        anEntry({ _id: 'l1', watchedOn: '2024-03-08', review: null, score: null }),
      ]),
    });
    renderApp('/profile/film-fox/diary');
    const april = await screen.findByRole('region', { name: 'April 2024' }, SLOW);
    const march = screen.getByRole('region', { name: 'March 2024' });
    expect(within(april).getAllByRole('listitem')).toHaveLength(1);
    expect(within(april).getByText('Rewatch')).toBeInTheDocument();
    expect(within(march).getAllByRole('listitem')).toHaveLength(2);
    expect(within(march).queryByText('Rewatch')).not.toBeInTheDocument();
    expect(within(march).getByText('Review with spoilers')).toBeInTheDocument();
    expect(screen.queryByText(/The worm dies/)).not.toBeInTheDocument();
    expect(within(april).getByRole('link', { name: 'Dune' })).toHaveAttribute('href', '/log/l3');
    expect(callsTo(api, 'GET /api/user/film-fox/diary')[0].searchParams.get('year')).toBeNull();
  });

  it('reads one year when asked, and says when nothing was logged', async () => {
    const api = stubApi({ 'GET /api/user/film-fox/diary': entriesPage([]) });
    renderApp('/profile/film-fox/diary?year=2023');
    expect(await screen.findByText('Nothing logged in 2023.', undefined, SLOW)).toBeInTheDocument();
    expect(callsTo(api, 'GET /api/user/film-fox/diary')[0].searchParams.get('year')).toBe('2023');
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('href', '/profile/film-fox/diary');
  });

  it('is the not-found page for an unknown member', async () => {
    stubApi({
      'GET /api/user/nobody/diary': reply(404, { statusCode: 404, error: 'Not Found', message: 'No member' }),
    });
    renderApp('/profile/nobody/diary');
    expect(await screen.findByRole('heading', { name: '404' }, SLOW)).toBeInTheDocument();
  });
});

describe('the Log dialog', () => {
  it('logs today by default, with rewatch, stars, a review and its spoiler mark', async () => {
    const api = reviewPage([], [], {
      'GET /api/whoami': member,
      'POST /api/writeup/w1/log': (_url: URL, init?: RequestInit) =>
        reply(201, anEntry({ ...JSON.parse(String(init?.body)), user: member })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Log' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Log Dune' });
    expect(within(dialog).getByLabelText('Watched on')).toHaveValue(todayUtc());
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /rewatch/ }));
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(within(dialog).getByLabelText('Review (optional)'), '  Better the second time.  ');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'The review holds spoilers' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesSentTo(api, 'POST /api/writeup/w1/log')).toEqual([
      { watchedOn: todayUtc(), rewatch: true, score: 80, review: 'Better the second time.', spoiler: true },
    ]);
    expect(await screen.findByText('Logged Dune in your diary')).toBeInTheDocument();
  });

  it('refuses a day in the future before sending, and shows the server refusal otherwise', async () => {
    const api = reviewPage([], [], {
      'GET /api/whoami': member,
      'POST /api/writeup/w1/log': reply(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'You cannot log your own writeup',
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Log' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Log Dune' });
    const day = within(dialog).getByLabelText('Watched on');
    await userEvent.clear(day);
    await userEvent.type(day, '2999-01-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/future/i);
    expect(bodiesSentTo(api, 'POST /api/writeup/w1/log')).toEqual([]);

    await userEvent.clear(day);
    await userEvent.type(day, '2024-03-08');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log' }));
    expect(await within(dialog).findByText('You cannot log your own writeup')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Log Dune' })).toBeInTheDocument();
  });

  it('is not offered to visitors', async () => {
    reviewPage([]);
    expect(await screen.findByRole('heading', { name: 'Dune', level: 1 }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log' })).not.toBeInTheDocument();
  });
});

describe("the review page's members' reviews and lists", () => {
  it('shows the three most liked reviews, links all of them, and links the public lists holding it', async () => {
    const reviews = [5, 4, 3, 2].map((likes, index) =>
      anEntry({
        _id: `l${index}`,
        likes,
        user: { _id: `m${index}`, username: `member-${index}`, avatar: null },
      }),
    );
    reviewPage(reviews, [aList()]);
    const section = await screen.findByRole('region', { name: "Members' reviews" }, SLOW);
    expect(await within(section).findAllByRole('article')).toHaveLength(3);
    expect(within(section).getByRole('article', { name: "member-0's review" })).toHaveTextContent(
      'Worth the sand.',
    );
    expect(within(section).queryByRole('article', { name: "member-3's review" })).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: "All 4 members' reviews" })).toHaveAttribute(
      'href',
      '/review/dune/reviews',
    );
    const lists = await screen.findByRole('region', { name: "In members' lists" });
    expect(within(lists).getByRole('link', { name: 'Desert epics' })).toHaveAttribute('href', '/list/list1');
  });
});

describe("the members' reviews page", () => {
  it('lists the reviews most liked first, a spoiler collapsed until opened, and orders by newest', async () => {
    const api = stubApi({
      'GET /api/writeup/': dune,
      'GET /api/writeup/w1/reviews': entriesPage([
        anEntry({ _id: 'l1', likes: 3, rewatch: true }),
        anEntry({
          _id: 'l2',
          user: { _id: 'u5', username: 'spoiler-sam', avatar: null },
          review: 'Paul *wins*.',
          spoiler: true,
        }),
      ]),
    });
    const { router } = renderApp('/review/dune/reviews');
    expect(await screen.findByRole('heading', { name: /Dune/, level: 1 }, SLOW)).toBeInTheDocument();
    const spoiler = await screen.findByRole('article', { name: "spoiler-sam's review" });
    expect(spoiler).not.toHaveTextContent('Paul wins');
    await userEvent.click(within(spoiler).getByRole('button', { name: 'Show review with spoilers' }));
    expect(spoiler).toHaveTextContent('Paul wins.');
    expect(
      within(screen.getByRole('article', { name: "film-fox's review" })).getByText('Rewatch'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Most liked' })).toHaveAttribute('aria-current', 'page');
    expect(callsTo(api, 'GET /api/writeup/w1/reviews')[0].searchParams.get('sort')).not.toBe('recent');
    await userEvent.click(screen.getByRole('link', { name: 'Newest' }));
    expect(router.location.search).toBe('?sort=recent');
    await waitFor(() =>
      expect(callsTo(api, 'GET /api/writeup/w1/reviews').at(-1)?.searchParams.get('sort')).toBe('recent'),
    );
  });
});

describe("an entry's page", () => {
  it('names the member and the film in its title, and keeps a spoiler review collapsed', async () => {
    stubApi({
      'GET /api/log/l7': anEntry({ _id: 'l7', rewatch: true, review: 'The end **twist**.', spoiler: true }),
    });
    renderApp('/log/l7');
    expect(
      await screen.findByRole('heading', { name: "film-fox's review of Dune", level: 1 }, SLOW),
    ).toBeInTheDocument();
    // The title the server gives the page (backend/src/seo/diary-meta.ts), by the same rule.
    await waitFor(() => expect(document.title).toBe("film-fox's review of Dune - Reel Talk"));
    expect(screen.getByText(/rewatched/)).toBeInTheDocument();
    expect(screen.queryByText(/twist/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "film-fox's diary" })).toHaveAttribute(
      'href',
      '/profile/film-fox/diary',
    );
  });
});

describe('a profile', () => {
  it('links the diary and counts the films logged this year', async () => {
    const year = String(new Date().getUTCFullYear());
    const api = stubApi({
      'GET /api/user/film-fox': aUser({ _id: 'u3', username: 'film-fox' }),
      'GET /api/user/film-fox/diary': { ...entriesPage([anEntry()]), totalMatched: 12 },
      'GET /api/writeup/by/film-fox': { writeups: [], ...paged, totalMatched: 0 },
      'GET /api/user/film-fox/comments': { comments: [], ...paged, totalMatched: 0 },
    });
    renderApp('/profile/film-fox');
    expect(await screen.findByText(`· 12 films logged in ${year}`, undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Diary' })).toHaveAttribute('href', '/profile/film-fox/diary');
    expect(callsTo(api, 'GET /api/user/film-fox/diary')[0].searchParams.get('year')).toBe(year);
  });
});

describe('a like of an entry', () => {
  it("tells its author which entry was liked, linked to the entry's page", async () => {
    stubApi({
      'GET /api/whoami': member,
      'GET /api/notifications/unread-count': { count: 1 },
      'GET /api/notifications': {
        notifications: [
          {
            _id: 'n1',
            kind: 'like',
            actors: [{ _id: 'u3', username: 'film-fox', avatar: null }],
            actorCount: 1,
            writeup: aCard(),
            log: { _id: 'l1', review: null },
            created: '2024-03-08T10:00:00.000Z',
            read: false,
          },
        ],
        ...paged,
        totalMatched: 1,
      },
    });
    renderApp('/notifications');
    const list = await screen.findByRole('list', { name: 'Your notifications' }, SLOW);
    expect(within(list).getByRole('listitem')).toHaveTextContent('film-fox liked your diary entry of Dune');
    expect(within(list).getByRole('link', { name: 'diary entry' })).toHaveAttribute('href', '/log/l1');
  });
});
