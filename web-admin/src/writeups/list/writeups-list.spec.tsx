import type { ListingResponse } from '@reviews/libs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { draftsOf, ok, stubApi, callsTo, type ApiCall, type ApiRoutes } from '../../test/api-stub';
import { admin, aCompleteMovie, aWriteup, config, inDays, root } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';

const published = aCompleteMovie({
  _id: 'p1',
  title: 'Dune',
  slug: 'dune',
  draft: false,
  visibleAfter: inDays(-3),
});
const scheduled = aCompleteMovie({ _id: 's1', title: 'Arrival', draft: false, visibleAfter: inDays(2) });
const theirs = aCompleteMovie({
  _id: 'p2',
  title: 'Heat',
  slug: 'heat',
  draft: false,
  visibleAfter: inDays(-9),
  admin: { _id: 'u-other', username: 'grace', avatar: null },
});
const listing: ListingResponse = {
  writeups: [scheduled, published, theirs],
  page: 1,
  totalPages: 3,
  totalMatched: 45,
  pageSize: 20,
};
const gracesListing: ListingResponse = {
  writeups: [theirs],
  page: 1,
  totalPages: 1,
  totalMatched: 1,
  pageSize: 20,
};
const drafts = [
  { ...aWriteup({ _id: 'd1', title: 'Solaris' }), status: 'draft' },
  { ...aWriteup({ _id: 'd2', type: 'article', title: 'On sequels' }), status: 'draft' },
  { ...scheduled, status: 'scheduled' },
];

function openWriteups(extra: ApiRoutes = {}, signedIn = admin) {
  const calls = stubApi({
    'GET /api/whoami': ok(signedIn),
    'GET /api/config': ok(config),
    'GET /api/writeup/listings': ok(listing),
    'GET /api/writeup/drafts': draftsOf(drafts),
    ...extra,
  });
  renderConsole('/post/writeups');
  return calls;
}

const table = () => screen.findByRole('table', { name: 'Writeups' });
const row = async (title: string) =>
  within(await table())
    .getByText(title)
    .closest('tr') as HTMLElement;
const lastQuery = (calls: ApiCall[], path: string) => callsTo(calls, 'GET', path).at(-1)!.query;

/** The listing was last asked with `name=value` (filters reach the server after a short debounce). */
const listingAsked = (calls: ApiCall[], name: string, value: string) =>
  waitFor(() => expect(lastQuery(calls, '/api/writeup/listings').get(name)).toBe(value));

describe('/post/writeups', () => {
  it('lists published and scheduled writeups, newest first, with their state and author', async () => {
    const calls = openWriteups();
    expect(within(await row('Dune')).getByText('Published')).toBeInTheDocument();
    expect(within(await row('Arrival')).getByText('Scheduled')).toBeInTheDocument();
    expect(within(await row('Heat')).getByText('grace')).toBeInTheDocument();
    expect(lastQuery(calls, '/api/writeup/listings').get('sort')).toBe('new');
    expect(lastQuery(calls, '/api/writeup/listings').get('page')).toBe('1');
  });

  it("links the caller's writeups to the editor, and others' to the reader site", async () => {
    openWriteups();
    expect(within(await row('Dune')).getByRole('link', { name: 'Dune' })).toHaveAttribute('href', '/edit/p1');
    expect(within(await row('Heat')).getByRole('link', { name: 'Heat' })).toHaveAttribute(
      'href',
      '/review/heat',
    );
  });

  it('filters by type on the server, and pages there', async () => {
    const calls = openWriteups();
    await table();
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Article' }));
    await listingAsked(calls, 'filter', '{"type":"article"}');
    expect(screen.getByText('1-20 of 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await listingAsked(calls, 'page', '2');
  });

  it('lists the drafts the caller may edit when the state filter asks for them', async () => {
    const calls = openWriteups();
    await table();
    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Draft' }));
    expect(await screen.findByText('Solaris')).toBeInTheDocument();
    expect(screen.getByText('On sequels')).toBeInTheDocument();
    expect(screen.queryByText('Dune')).not.toBeInTheDocument();
    expect(screen.queryByText('Arrival')).not.toBeInTheDocument();
    expect(Object.fromEntries(lastQuery(calls, '/api/writeup/drafts'))).toEqual({
      filter: '{"status":"draft"}',
      sort: 'new',
      page: '1',
    });
  });

  it("lists one author's writeups when the author filter names them", async () => {
    const calls = openWriteups({
      'GET /api/writeup/listings': (call) =>
        ok(call.query.get('filter') === '{"author":"grace"}' ? gracesListing : listing),
    });
    await table();
    await userEvent.type(screen.getByRole('textbox', { name: 'Author' }), 'grace');
    await screen.findByText('1-1 of 1');
    expect(within(await table()).getByText('Heat')).toBeInTheDocument();
    expect(within(await table()).queryByText('Dune')).not.toBeInTheDocument();
    await listingAsked(calls, 'filter', '{"author":"grace"}');
  });

  it('sorts by title through the listing sort', async () => {
    const calls = openWriteups({}, root);
    await table();
    await userEvent.click(within(await table()).getByRole('button', { name: 'Sort by title ascending' }));
    await listingAsked(calls, 'sort', 'alphabetical');
  });
});
