import type { WatchlistPage } from '@reviews/libs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { bodiesSentTo, callsTo, myState, reply, stubApi } from '../../test/api-stub';
import { asCard, aUser, aWriteup, listing } from '../../test/fixtures';
import { renderApp, resetStores } from '../../test/render-app';

// product.md §13 on the reader site: stars, audience scores, watchlists and preferences.

beforeEach(resetStores);

const member = aUser({ _id: 'u2', username: 'quiet-otter', watchlistPublic: false, emailDigest: 'off' });
const rated = aWriteup({ audienceScore: 73, audienceCount: 12 });
const summary = { histogram: [0, 0, 1, 0, 1, 2, 3, 3, 1, 1], count: 12, mean: 72.5 };

function openWriteup(answers: Record<string, unknown> = {}) {
  const api = stubApi({
    'GET /api/whoami': member,
    'GET /api/writeup/': rated,
    'GET /api/comment/w1': [],
    'GET /api/writeup/w1/ratings': summary,
    ...answers,
  });
  renderApp('/review/dune');
  return api;
}

const stars = () => screen.findByRole('group', { name: /^Your rating/ });
const refusal = (message: string) => reply(400, { statusCode: 400, error: 'Bad Request', message });

describe('stars', () => {
  it('offers ten half stars named like "3.5 stars", with my rating from my state checked', async () => {
    const api = openWriteup({ 'GET /api/me/state': myState({ ratings: { ratings: { w1: 70 } } }) });
    const group = await stars();
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'half a star',
      '1 star',
      '1.5 stars',
      '2 stars',
      '2.5 stars',
      '3 stars',
      '3.5 stars',
      '4 stars',
      '4.5 stars',
      '5 stars',
    ]);
    expect(within(group).getByRole('radio', { name: '3.5 stars' })).toBeChecked();
    expect(group).toHaveAccessibleName('Your rating: 3.5 stars');
    expect(callsTo(api, 'GET /api/me/state')[0].searchParams.get('writeups')).toBe('w1');
  });

  it('rates at once with a click, then shows the audience count the server answers', async () => {
    const api = openWriteup({ 'PUT /api/writeup/w1/rating': { audienceScore: 74, audienceCount: 13 } });
    await userEvent.click(within(await stars()).getByRole('radio', { name: '4 stars' }));
    expect(within(await stars()).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(await screen.findByText('13 ratings')).toBeInTheDocument();
    expect(bodiesSentTo(api, 'PUT /api/writeup/w1/rating')).toEqual([{ score: 80 }]);
  });

  it('rates with the arrow keys, and takes the rating back', async () => {
    const api = openWriteup({
      'GET /api/me/state': myState({ ratings: { ratings: { w1: 60 } } }),
      'PUT /api/writeup/w1/rating': { audienceScore: 73, audienceCount: 12 },
      'DELETE /api/writeup/w1/rating': { audienceScore: 73, audienceCount: 11 },
    });
    within(await stars())
      .getByRole('radio', { name: '3 stars' })
      .focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(bodiesSentTo(api, 'PUT /api/writeup/w1/rating')).toEqual([{ score: 70 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove my rating' }));
    expect(await screen.findByText('11 ratings')).toBeInTheDocument();
    expect((await stars()).querySelectorAll('input:checked')).toHaveLength(0);
    expect(callsTo(api, 'DELETE /api/writeup/w1/rating')).toHaveLength(1);
  });

  it('goes back and says why when the server refuses', async () => {
    openWriteup({
      'GET /api/me/state': myState({ ratings: { ratings: { w1: 60 } } }),
      'PUT /api/writeup/w1/rating': refusal('score must be one of 10, 20, ..., 100'),
    });
    await userEvent.click(within(await stars()).getByRole('radio', { name: '5 stars' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('score must be one of 10, 20, ..., 100');
    expect(within(await stars()).getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it('shows the audience score and its histogram beside the critic, from 3 ratings', async () => {
    openWriteup();
    expect(await screen.findByText('Audience score 73 out of 100 from 12 ratings')).toBeInTheDocument();
    const histogram = await screen.findByRole('list', { name: 'Audience ratings' });
    const rows = within(histogram)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows[0]).toBe('5 stars1');
    expect(rows[3]).toBe('3.5 stars3');
  });

  it('shows no score under 3 ratings, and asks for no histogram without ratings', async () => {
    const api = openWriteup({ 'GET /api/writeup/': aWriteup({ audienceScore: null, audienceCount: 0 }) });
    expect(await screen.findByText('Audience score from 3 ratings')).toBeInTheDocument();
    expect(screen.getByText('0 ratings')).toBeInTheDocument();
    expect(callsTo(api, 'GET /api/writeup/w1/ratings')).toHaveLength(0);
  });

  it('offers no stars to the author', async () => {
    openWriteup({ 'GET /api/whoami': aUser({ _id: 'a1', username: 'critic', type: 'admin' }) });
    await screen.findByRole('button', { name: 'Watchlist: Dune' });
    expect(screen.queryByRole('group', { name: /^Your rating/ })).not.toBeInTheDocument();
  });

  it('shows visitors a sign-in prompt instead of the controls', async () => {
    const api = openWriteup({ 'GET /api/whoami': null });
    expect((await screen.findAllByRole('link', { name: 'Sign in' }))[0]).toHaveAttribute('href', '/login');
    const audience = screen.getByRole('region', { name: 'Audience' });
    expect(within(audience).queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Watchlist/ })).not.toBeInTheDocument();
    expect(callsTo(api, 'GET /api/me/state')).toHaveLength(0);
  });
});

describe('the watchlist button', () => {
  it('adds, marks watched and removes, pressed as it goes', async () => {
    const api = openWriteup({
      'PUT /api/watchlist/w1': { added: '2024-05-01T00:00:00.000Z', watched: null },
      'PATCH /api/watchlist/w1': { added: '2024-05-01T00:00:00.000Z', watched: '2024-05-02T00:00:00.000Z' },
      'DELETE /api/watchlist/w1': { ok: true },
    });
    const add = await screen.findByRole('button', { name: 'Watchlist: Dune' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(add);
    expect(screen.getByRole('button', { name: 'Watchlist: Dune' })).toHaveAttribute('aria-pressed', 'true');
    const watched = await screen.findByRole('button', { name: 'Watched: Dune' });
    expect(watched).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(watched);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Watched: Dune' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(bodiesSentTo(api, 'PATCH /api/watchlist/w1')).toEqual([{ watched: true }]);
    await userEvent.click(screen.getByRole('button', { name: 'Watchlist: Dune' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Watched: Dune' })).not.toBeInTheDocument(),
    );
    expect(callsTo(api, 'DELETE /api/watchlist/w1')).toHaveLength(1);
  });

  it('starts from my watchlist and goes back with a message when the server refuses', async () => {
    openWriteup({
      'GET /api/me/state': myState({
        watchlist: { watchlist: { w1: { added: '2024-05-01T00:00:00.000Z', watched: null } } },
      }),
      'PATCH /api/watchlist/w1': reply(404, {
        statusCode: 404,
        error: 'Not Found',
        message: 'This writeup is not on your watchlist',
      }),
    });
    expect(await screen.findByRole('button', { name: 'Watchlist: Dune' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Watched: Dune' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This writeup is not on your watchlist');
    expect(screen.getByRole('button', { name: 'Watched: Dune' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks once per page of cards which are on my watchlist', async () => {
    const cards = [
      aWriteup({ _id: 'w1', title: 'Dune', slug: 'dune' }),
      aWriteup({ _id: 'w2', title: 'Alien', slug: 'alien', audienceScore: 81, audienceCount: 5 }),
      aWriteup({ _id: 'w3', title: 'Heat', slug: 'heat' }),
    ];
    const api = stubApi({
      'GET /api/whoami': member,
      'GET /api/writeup/listings': listing(cards),
      'GET /api/me/state': myState({
        watchlist: { watchlist: { w2: { added: '2024-05-01T00:00:00.000Z', watched: null } } },
      }),
    });
    renderApp('/movie/new');
    expect(await screen.findByRole('button', { name: 'Watchlist: Alien' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Watchlist: Heat' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Audience score 81 out of 100 from 5 ratings')).toBeInTheDocument();
    const asked = callsTo(api, 'GET /api/me/state');
    expect(asked).toHaveLength(1);
    expect(asked[0].searchParams.get('writeups')).toBe('w1,w2,w3');
  });
});

describe('the Watchlist page', () => {
  const page = (watched: string | null): WatchlistPage => ({
    writeups: [{ ...asCard(aWriteup()), added: '2024-05-01T00:00:00.000Z', watched }],
    page: 1,
    totalPages: 1,
    totalMatched: 1,
    pageSize: 20,
  });

  it('shows what is to watch and what was watched in two tabs, linked from the menu', async () => {
    const api = stubApi({
      'GET /api/whoami': member,
      'GET /api/watchlist': (url: URL) =>
        url.searchParams.get('watched') === 'true' ? page('2024-05-03T00:00:00.000Z') : page(null),
    });
    renderApp('/watchlist');
    expect(await screen.findByRole('heading', { name: 'Watchlist', level: 1 })).toBeInTheDocument();
    const toWatch = screen.getByRole('tab', { name: 'To watch' });
    expect(toWatch).toHaveAttribute('aria-selected', 'true');
    const panel = await screen.findByRole('tabpanel', { name: 'To watch' });
    expect(await within(panel).findByRole('button', { name: 'Watched: Dune' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    toWatch.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Watched' })).toHaveAttribute('aria-selected', 'true');
    const watchedPanel = await screen.findByRole('tabpanel', { name: 'Watched' });
    await waitFor(() =>
      expect(within(watchedPanel).getByRole('button', { name: 'Watched: Dune' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(callsTo(api, 'GET /api/watchlist').map((url) => url.searchParams.get('watched'))).toEqual([
      'false',
      'true',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Watchlist' })).toHaveAttribute('href', '/watchlist');
  });
});

describe('the leaderboard', () => {
  it('switches between the critics and the audience', async () => {
    const api = stubApi({ 'GET /api/writeup/leaderboard': listing([aWriteup({ rank: 1 } as never)]) });
    renderApp('/leaderboard');
    const critics = await screen.findByRole('button', { name: 'Critics' });
    expect(critics).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Audience' }));
    expect(screen.getByRole('button', { name: 'Audience' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(callsTo(api, 'GET /api/writeup/leaderboard').at(-1)?.searchParams.get('by')).toBe('audience'),
    );
    expect(callsTo(api, 'GET /api/writeup/leaderboard')[0].searchParams.get('by')).toBeNull();
  });
});

describe('settings', () => {
  it('saves the public watchlist switch and the e-mail digest through the preferences call', async () => {
    const api = stubApi({
      'GET /api/whoami': member,
      'PUT /api/user/preferences': (_url: URL, init?: RequestInit) => ({
        watchlistPublic: false,
        emailDigest: 'off',
        ...JSON.parse(String(init?.body)),
      }),
    });
    renderApp('/settings');
    const toggle = await screen.findByRole('switch', { name: 'Public watchlist' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Public watchlist' })).toBeChecked());
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Daily' })).toBeEnabled());
    await userEvent.click(screen.getByRole('radio', { name: 'Daily' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Daily' })).toBeChecked());
    expect(bodiesSentTo(api, 'PUT /api/user/preferences')).toEqual([
      { watchlistPublic: true },
      { emailDigest: 'daily' },
    ]);
  });
});

describe('a public watchlist on a profile', () => {
  const watchlistPage: WatchlistPage = {
    writeups: [
      {
        ...asCard(aWriteup({ _id: 'w7', title: 'Alien' })),
        added: '2024-05-01T00:00:00.000Z',
        watched: null,
      },
    ],
    page: 1,
    totalPages: 1,
    totalMatched: 1,
    pageSize: 20,
  };
  const profileApi = (watchlistPublic: boolean) =>
    stubApi({
      'GET /api/user/moviebuff': aUser({ username: 'moviebuff', watchlistPublic }),
      'GET /api/writeup/user/moviebuff': { writeups: [] },
      'GET /api/user/moviebuff/comments': { comments: [] },
      'GET /api/user/moviebuff/watchlist': watchlistPage,
    });

  it('shows when the profile says it is public', async () => {
    profileApi(true);
    renderApp('/user/moviebuff');
    const section = await screen.findByRole('region', { name: 'Watchlist' });
    expect(within(section).getByRole('link', { name: /Alien/ })).toBeInTheDocument();
  });

  it('is not asked for when it is private', async () => {
    const api = profileApi(false);
    renderApp('/user/moviebuff');
    expect(await screen.findByRole('heading', { name: 'moviebuff', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(api, 'GET /api/user/moviebuff/comments')).toHaveLength(1));
    expect(callsTo(api, 'GET /api/user/moviebuff/watchlist')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Watchlist' })).not.toBeInTheDocument();
  });
});
