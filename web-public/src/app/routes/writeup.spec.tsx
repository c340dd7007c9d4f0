import { screen, within } from '@testing-library/react';

import { callsTo, reply, stubApi } from '../../test/api-stub';
import { aUser, aWriteup } from '../../test/fixtures';
import { renderApp, resetStores } from '../../test/render-app';

beforeEach(resetStores);

const comment = {
  _id: 'c1',
  content: 'Loved the sandworms.',
  user: { _id: 'u1', username: 'moviebuff', avatar: null },
  created: '2024-03-06T10:00:00.000Z',
};

describe('writeup detail', () => {
  it('renders the markdown with placeholders filled, unsafe links defused, and the comments', async () => {
    const api = stubApi({
      'GET /api/writeup/': aWriteup({
        rank: 3,
        content:
          '# {{title}} ({{releaseYear}})\n\nRuns {{runtime}} minutes. [bad](javascript:alert(1)) [imdb](https://imdb.com)',
      }),
      'GET /api/comment/w1': [comment],
    });
    renderApp('/review/dune');
    expect(await screen.findByRole('heading', { name: 'Dune', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dune (2021)', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Runs 155 minutes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'bad' })).toHaveAttribute('href', '#');
    expect(screen.getByRole('link', { name: 'imdb' })).toHaveAttribute('rel', 'noreferrer noopener');
    expect(screen.getByText('#3 on the leaderboard')).toBeInTheDocument();
    const comments = screen.getByRole('region', { name: /Comments/ });
    expect(await within(comments).findByText('Loved the sandworms.')).toBeInTheDocument();
    expect(document.title).toBe('Dune - Reel Talk');
    const [url] = callsTo(api, 'GET /api/writeup/');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ slug: 'dune', includeRank: true });
  });

  it('looks articles up as articles', async () => {
    const api = stubApi({
      'GET /api/writeup/': aWriteup({
        type: 'article',
        title: 'Why we rewatch',
        headline: 'Comfort viewing',
      }),
      'GET /api/comment/w1': [],
    });
    renderApp('/article/why-we-rewatch');
    expect(await screen.findByText('Comfort viewing')).toBeInTheDocument();
    const [url] = callsTo(api, 'GET /api/writeup/');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({
      slug: 'why-we-rewatch',
      type: 'article',
      includeRank: true,
    });
  });

  it('shows an empty comment list when comments fail to load', async () => {
    stubApi({ 'GET /api/writeup/': aWriteup(), 'GET /api/comment/w1': reply(500, { message: 'boom' }) });
    renderApp('/review/dune');
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
  });

  it('offers its author an edit link, and nobody else', async () => {
    stubApi({
      'GET /api/whoami': aUser({ _id: 'a1', username: 'critic', type: 'admin' }),
      'GET /api/writeup/': aWriteup(),
      'GET /api/comment/w1': [],
    });
    renderApp('/review/dune');
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/edit/w1');
  });

  it('shows the not-found page for an unknown slug', async () => {
    stubApi({
      'GET /api/writeup/': reply(404, { statusCode: 404, error: 'Not Found', message: 'Writeup not found' }),
      'GET /api/writeup/random': aWriteup({ title: 'Alien', slug: 'alien' }),
    });
    renderApp('/review/nope');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
  });
});
