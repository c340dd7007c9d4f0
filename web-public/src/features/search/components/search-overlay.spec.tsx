import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { callsTo, stubApi } from '../../../test/api-stub';
import { aCard, aUser, aWriteup, listing } from '../../../test/fixtures';
import { renderApp, resetStores } from '../../../test/render-app';

beforeEach(resetStores);

const results = {
  writeups: [
    aCard(),
    aCard({ _id: 'w2', type: 'series', title: 'Dune: Prophecy', slug: 'dune-prophecy', season: 1 }),
    aCard({ _id: 'w3', type: 'article', title: 'Dune and the desert', slug: 'dune-desert' }),
  ],
  users: [aUser({ _id: 'u9', username: 'dunefan' })],
  totalMatched: 7,
};

async function openOverlay() {
  await screen.findByRole('link', { name: 'About' });
  await userEvent.keyboard('/');
  return screen.findByRole('combobox', { name: 'Search' });
}

describe('search overlay', () => {
  it('opens on / with focus in the box, but not while typing in another input', async () => {
    stubApi({ 'GET /api/writeup/listings': listing([]) });
    renderApp('/movie/new');
    const pageSearch = await screen.findByRole('searchbox', { name: 'Search Movies' });
    await userEvent.type(pageSearch, 'a/b');
    expect(pageSearch).toHaveValue('a/b');
    expect(screen.queryByRole('combobox', { name: 'Search' })).not.toBeInTheDocument();
    pageSearch.blur();
    const input = await openOverlay();
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('asks the server only from 3 characters and groups Pages, Movies, Shows, Articles, Users', async () => {
    const api = stubApi({ 'GET /api/writeup/listings': listing([]), 'GET /api/search': results });
    renderApp('/');
    const input = await openOverlay();
    await userEvent.type(input, 'du');
    expect(callsTo(api, 'GET /api/search')).toHaveLength(0);
    expect(screen.getByText('Type at least 3 characters.')).toBeInTheDocument();
    await userEvent.type(input, 'n');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(await within(listbox).findByRole('group', { name: 'Movies' })).toHaveTextContent('Dune');
    expect(within(listbox).getByRole('group', { name: 'Shows' })).toHaveTextContent(
      'Dune: Prophecy (Season 1)',
    );
    expect(within(listbox).getByRole('group', { name: 'Articles' })).toHaveTextContent('Dune and the desert');
    expect(within(listbox).getByRole('group', { name: 'Users' })).toHaveTextContent('dunefan');
    expect(callsTo(api, 'GET /api/search').at(-1)?.searchParams.get('search')).toBe('dun');
    expect(screen.getByRole('button', { name: 'View 7 matching results' })).toBeInTheDocument();
  });

  it('has no list before 3 characters are typed (a list of nothing is no list)', async () => {
    stubApi({ 'GET /api/writeup/listings': listing([]), 'GET /api/search': results });
    renderApp('/');
    const input = await openOverlay();
    expect(screen.getByText('Type at least 3 characters.')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers 2 page suggestions beside other results and 5 when there are none', async () => {
    stubApi({
      'GET /api/writeup/listings': listing([]),
      'GET /api/search': (url: URL) =>
        url.searchParams.get('search') === 'art' ? results : { writeups: [], users: [], totalMatched: 0 },
    });
    renderApp('/');
    const input = await openOverlay();
    // "art" and "ies" each match three pages' keywords.
    await userEvent.type(input, 'art');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    await within(listbox).findByRole('group', { name: 'Movies' });
    expect(within(within(listbox).getByRole('group', { name: 'Pages' })).getAllByRole('option')).toHaveLength(
      2,
    );

    await userEvent.clear(input);
    await userEvent.type(input, 'ies');
    const pages = await screen.findByRole('group', { name: 'Pages' });
    const after = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(within(after).queryByRole('group', { name: 'Movies' })).not.toBeInTheDocument();
    expect(within(pages).getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Go random' })).toBeInTheDocument();
  });

  it('filters page suggestions by role', async () => {
    stubApi({
      'GET /api/writeup/listings': listing([]),
      'GET /api/search': { writeups: [], users: [], totalMatched: 0 },
    });
    const visitor = renderApp('/');
    let input = await openOverlay();
    await userEvent.type(input, 'log');
    expect(await screen.findByRole('option', { name: 'Login' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    visitor.unmount();

    resetStores();
    stubApi({
      'GET /api/whoami': aUser({ type: 'admin' }),
      'GET /api/writeup/listings': listing([]),
      'GET /api/search': { writeups: [], users: [], totalMatched: 0 },
    });
    renderApp('/');
    await screen.findAllByRole('link', { name: 'Settings' });
    input = await openOverlay();
    await userEvent.type(input, 'post');
    expect(await screen.findByRole('option', { name: 'Post review' })).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'login');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });

  it('moves the highlight with the arrow keys and opens it with Enter', async () => {
    stubApi({
      'GET /api/writeup/listings': listing([]),
      'GET /api/search': results,
      'GET /api/writeup/': aWriteup(),
      'GET /api/comment/w2': [],
    });
    const { router } = renderApp('/');
    const input = await openOverlay();
    await userEvent.type(input, 'dune');
    await screen.findByRole('group', { name: 'Movies' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[1]).toHaveTextContent('Dune: Prophecy');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(options.at(-1)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(router.location.pathname).toBe('/review/dune-prophecy');
    expect(screen.queryByRole('combobox', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('goes to the search page on Enter with nothing highlighted', async () => {
    stubApi({
      'GET /api/writeup/listings': listing([]),
      'GET /api/search': results,
      'GET /api/search/all': { results: [], page: 1, totalPages: 1, totalMatched: 0, pageSize: 10 },
    });
    const { router } = renderApp('/');
    const input = await openOverlay();
    await userEvent.type(input, 'dune{Enter}');
    expect(router.location.pathname).toBe('/search');
    expect(router.location.search).toBe('?query=dune');
  });

  it('closes on Escape and gives focus back', async () => {
    stubApi({ 'GET /api/writeup/listings': listing([]) });
    renderApp('/');
    const opener = await screen.findByRole('button', { name: 'Search' });
    await userEvent.click(opener);
    const input = await screen.findByRole('combobox', { name: 'Search' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('dialog', { name: 'Search' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Search' })).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
