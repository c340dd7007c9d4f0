import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { bodiesSentTo, callsTo, reply, stubApi } from '../../test/api-stub';
import { aCard, aUser, aWriteup } from '../../test/fixtures';
import { renderApp, resetStores } from '../../test/render-app';
import { preloadScreen } from '../screen-modules';

beforeEach(resetStores);

const POSTER = '/media/0b7c1f43-5a0e-4a57-9d7c-3f0f0b7e2d11/1000x1500.webp';
const BANNER = '/media/1c8d2f43-5a0e-4a57-9d7c-3f0f0b7e2d11/1920x810.webp';
const dune = aWriteup({
  poster: POSTER,
  image: BANNER,
  genre: ['Sci-Fi', 'Drama'],
  content: 'Intro.\n\n{{poster}}\n\nMore.\n\n{{image}}',
});
const related = {
  moreByAuthor: [aCard({ _id: 'w2', title: 'Arrival', slug: 'arrival' })],
  related: [
    aCard({
      _id: 'w3',
      title: 'Past Lives',
      slug: 'past-lives',
      admin: { _id: 'a2', username: 'other', avatar: null },
    }),
  ],
};
const reviewApi = {
  'GET /api/writeup/': dune,
  'GET /api/comment/w1': [],
  'GET /api/writeup/w1/related': related,
};

describe('the review page', () => {
  it('links genre chips to the search for that genre', async () => {
    stubApi(reviewApi);
    renderApp('/review/dune');
    const genres = await screen.findByRole('list', { name: 'Genres' });
    expect(within(genres).getByRole('link', { name: 'Sci-Fi' })).toHaveAttribute(
      'href',
      '/search?query=Sci-Fi',
    );
    expect(within(genres).getByRole('link', { name: 'Drama' })).toHaveAttribute(
      'href',
      '/search?query=Drama',
    );
  });

  it('renders the poster and banner placeholders with the variants and sizes of the header', async () => {
    stubApi(reviewApi);
    renderApp('/review/dune');
    await screen.findByRole('heading', { name: 'Dune', level: 1 });
    const header = screen.getByRole('img', { name: 'Dune poster' });
    const content = document.querySelector('.writeup__content') as HTMLElement;
    const poster = content.querySelector('img.markdown__poster') as HTMLImageElement;
    expect(poster.getAttribute('srcset')).toBe(header.getAttribute('srcset'));
    expect(poster.getAttribute('sizes')).toBe(header.getAttribute('sizes'));
    const banner = content.querySelector('img.markdown__banner') as HTMLImageElement;
    const headerBanner = document.querySelector('.writeup__banner img') as HTMLImageElement;
    expect(banner.getAttribute('srcset')).toBe(headerBanner.getAttribute('srcset'));
    expect(banner.getAttribute('sizes')).toBe(headerBanner.getAttribute('sizes'));
  });

  it('ends with more by the author and related writeups, as cards', async () => {
    stubApi(reviewApi);
    renderApp('/review/dune');
    const more = await screen.findByRole('region', { name: 'More by critic' });
    expect(within(more).getByRole('link', { name: 'critic' })).toHaveAttribute('href', '/profile/critic');
    expect(within(more).getByRole('link', { name: 'Arrival' })).toHaveAttribute('href', '/review/arrival');
    const next = screen.getByRole('region', { name: 'Related' });
    expect(within(next).getByRole('link', { name: 'Past Lives' })).toHaveAttribute(
      'href',
      '/review/past-lives',
    );
  });

  it('leaves the rest of the page whole when what to read next fails to load', async () => {
    stubApi({ ...reviewApi, 'GET /api/writeup/w1/related': reply(500, { message: 'boom' }) });
    renderApp('/review/dune');
    expect(await screen.findByRole('heading', { name: 'Dune', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Related' })).not.toBeInTheDocument();
  });

  describe('share button', () => {
    afterEach(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    });

    it('copies the link where there is no share sheet, saying so', async () => {
      const writeText = jest.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      stubApi(reviewApi);
      renderApp('/review/dune');
      await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
      expect(await screen.findByText('Link copied')).toHaveAttribute('role', 'status');
      expect(writeText).toHaveBeenCalledWith('http://localhost/review/dune');
    });

    it('opens the device share sheet where there is one', async () => {
      const share = jest.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      stubApi(reviewApi);
      renderApp('/review/dune');
      await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({ title: 'Dune', url: 'http://localhost/review/dune' });
      expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
    });
  });
});

describe('a profile', () => {
  const profileApi = {
    'GET /api/user/moviebuff': aUser({
      favoriteMovie: 'Alien',
      favoriteShow: 'Severance',
      watching: 'The Bear',
      favoriteLinks: {
        favoriteMovie: { type: 'movie', slug: 'alien' },
        watching: { type: 'series', slug: 'the-bear' },
      },
    }),
    'GET /api/writeup/user/moviebuff': { writeups: [] },
    'GET /api/user/moviebuff/comments': {
      comments: [
        {
          _id: 'c1',
          excerpt: 'Loved the sand. (spoiler) in the end.',
          spoiler: false,
          created: '2024-03-06T10:00:00.000Z',
          writeup: { _id: 'w1', type: 'movie', slug: 'dune', title: 'Dune', season: null },
        },
        {
          _id: 'c2',
          excerpt: '',
          spoiler: true,
          created: '2024-03-05T10:00:00.000Z',
          writeup: { _id: 'w4', type: 'series', slug: 'the-bear-season-2', title: 'The Bear', season: 2 },
        },
      ],
      page: 1,
      totalPages: 2,
      totalMatched: 12,
      pageSize: 10,
    },
  };

  it('links the favourites the site has written about, and leaves the others as text', async () => {
    stubApi(profileApi);
    renderApp('/profile/moviebuff');
    expect(await screen.findByRole('link', { name: 'Alien' })).toHaveAttribute('href', '/review/alien');
    expect(screen.getByRole('link', { name: 'The Bear' })).toHaveAttribute('href', '/review/the-bear');
    expect(screen.getByText('Severance')).not.toHaveAttribute('href');
    expect(screen.queryByRole('link', { name: 'Severance' })).not.toBeInTheDocument();
  });

  it('lists the member’s recent comments, a spoiler comment without its text', async () => {
    stubApi(profileApi);
    renderApp('/profile/moviebuff');
    const recent = await screen.findByRole('region', { name: 'Recent comments' });
    const [first, second] = within(recent).getAllByRole('listitem');
    expect(within(first).getByRole('link', { name: 'Dune' })).toHaveAttribute('href', '/review/dune');
    expect(first).toHaveTextContent('Loved the sand. (spoiler) in the end.');
    expect(within(second).getByRole('link', { name: 'The Bear (Season 2)' })).toHaveAttribute(
      'href',
      '/review/the-bear-season-2',
    );
    expect(second).toHaveTextContent('Comment with spoilers');
    expect(recent).toHaveTextContent('The 2 newest of 12 comments.');
  });
});

describe('the collections page', () => {
  it('shows each collection’s count and a stack of its newest posters', async () => {
    stubApi({
      'GET /api/writeup/collections': {
        collections: [
          { slug: 'must-watch', count: 1, posters: ['/images/a.webp'] },
          { slug: 'sci-fi', count: 1234, posters: ['/images/b.webp', '/images/c.webp', '/images/d.webp'] },
        ],
      },
    });
    renderApp('/collections');
    const cards = await screen.findByRole('list', { name: 'Collections' });
    const mustWatch = within(cards).getByRole('link', { name: /^Must Watch/ });
    await waitFor(() => expect(mustWatch).toHaveTextContent('1 writeup'));
    expect(mustWatch.querySelectorAll('.poster-stack img')).toHaveLength(1);
    const sciFi = within(cards).getByRole('link', { name: /^Sci-Fi/ });
    expect(sciFi).toHaveTextContent('1K writeups');
    expect(sciFi.querySelectorAll('.poster-stack img')).toHaveLength(3);
  });
});

describe('the not-found page', () => {
  it('offers a search of the site and a link home', async () => {
    stubApi({ 'GET /api/writeup/random': aWriteup({ title: 'Alien', slug: 'alien' }) });
    renderApp('/no/such/page');
    expect(await screen.findByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    // A plain form: the browser itself opens /search?query=… (the journey follows it).
    const search = screen.getByRole('search');
    expect(search).toHaveAttribute('action', '/search');
    expect(search).toHaveAttribute('method', 'get');
    expect(within(search).getByRole('searchbox', { name: 'Search the site' })).toHaveAttribute(
      'name',
      'query',
    );
    expect(within(search).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });
});

describe('forgot password', () => {
  it('shows its form at once when its screen was loaded ahead, with no "Loading"', async () => {
    stubApi();
    await preloadScreen('/forgot-password');
    renderApp('/forgot-password');
    expect(screen.getByRole('form', { name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('gives way to "check your inbox" naming the address, with "send again" after a minute', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const api = stubApi({ 'POST /api/auth/password-reset': reply(202, { ok: true }) });
      renderApp('/forgot-password');
      await user.type(await screen.findByLabelText('Email'), 'someone@example.com');
      await user.click(screen.getByRole('button', { name: 'Send link' }));
      const inbox = await screen.findByRole('region', { name: 'Check your inbox' });
      expect(screen.queryByRole('form', { name: 'Forgot password' })).not.toBeInTheDocument();
      expect(within(inbox).getByRole('status')).toHaveTextContent(
        'If an account uses that address, we sent it a link: someone@example.com.',
      );
      expect(within(inbox).getByRole('heading', { name: 'Check your inbox' })).toHaveFocus();
      const again = within(inbox).getByRole('button', { name: 'Send again' });
      expect(again).toBeDisabled();
      expect(inbox).toHaveTextContent('You can send again in 1:00');
      act(() => jest.advanceTimersByTime(1000));
      expect(inbox).toHaveTextContent('You can send again in 0:59');
      for (let second = 0; second < 59; second += 1) act(() => jest.advanceTimersByTime(1000));
      expect(again).toBeEnabled();
      expect(inbox).not.toHaveTextContent('You can send again');
      await user.click(again);
      await waitFor(() => expect(bodiesSentTo(api, 'POST /api/auth/password-reset')).toHaveLength(2));
      expect(await within(inbox).findByText('You can send again in', { exact: false })).toBeInTheDocument();
      await user.click(within(inbox).getByRole('button', { name: 'Use another address' }));
      expect(screen.getByRole('form', { name: 'Forgot password' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('after sign-up', () => {
  const newcomer = aUser({
    _id: 'u9',
    username: 'quiet-otter-417',
    email: 'new@example.com',
    emailVerified: false,
  });

  it('welcomes the member by the generated username, links to settings and asks to confirm the address', async () => {
    const api = stubApi({ 'GET /api/auth/providers': [], 'POST /api/register': reply(201, newcomer) });
    const { router } = renderApp(['/stats', '/register']);
    await userEvent.type(await screen.findByLabelText(/^Email/), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.location.pathname).toBe('/stats'));
    const welcome = await screen.findByRole('complementary', {
      name: 'Welcome to Reel Talk, quiet-otter-417!',
    });
    expect(welcome).toHaveTextContent('We picked the username quiet-otter-417 for you.');
    expect(within(welcome).getByRole('link', { name: 'Finish your profile in settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(welcome).toHaveTextContent('We sent a link to new@example.com: open it to confirm your address.');
    expect(callsTo(api, 'POST /api/register')).toHaveLength(1);
    await userEvent.click(within(welcome).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('complementary', { name: /Welcome/ })).not.toBeInTheDocument();
    // The everyday reminder takes its place until the address is confirmed.
    expect(screen.getByRole('complementary', { name: 'E-mail confirmation' })).toBeInTheDocument();
  });

  it('says nothing of the kind after a login', async () => {
    stubApi({ 'GET /api/auth/providers': [], 'POST /api/login': { ...newcomer, emailVerified: true } });
    const { router } = renderApp(['/stats', '/login']);
    await userEvent.type(await screen.findByLabelText('Email or username'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.location.pathname).toBe('/stats'));
    expect(screen.queryByRole('complementary', { name: /Welcome/ })).not.toBeInTheDocument();
  });
});
