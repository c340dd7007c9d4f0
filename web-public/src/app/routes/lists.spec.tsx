import type { MemberList, WriteupCard } from '@reviews/libs/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { bodiesSentTo, callsTo, reply, stubApi } from '../../test/api-stub';
import { aCard, aUser, listing } from '../../test/fixtures';
import { renderApp, resetStores } from '../../test/render-app';

// product.md §16 on the reader site: lists' pages, the owner's editor and "Add to list".

beforeEach(resetStores);

const owner = aUser({ _id: 'u2', username: 'quiet-otter' });
const other = aUser({ _id: 'u5', username: 'reel-ann' });
const SLOW = { timeout: 10_000 };
const cards: WriteupCard[] = [
  aCard({ _id: 'w1', title: 'Dune', slug: 'dune' }),
  aCard({ _id: 'w2', title: 'Alien', slug: 'alien' }),
  aCard({ _id: 'w3', title: 'Heat', slug: 'heat' }),
];

function aList(overrides: Partial<MemberList> = {}): MemberList {
  return {
    _id: 'list1',
    title: 'Best of the desert',
    description: 'Sand and *more* sand.',
    descriptionHtml: '',
    ranked: true,
    visibility: 'public',
    user: { _id: owner._id, username: owner.username, avatar: null },
    entries: cards.map((writeup, index) => ({
      rank: index + 1,
      writeup,
      note: index === 0 ? 'The **best**.' : '',
      noteHtml: '',
      spoiler: false,
    })),
    entryCount: 3,
    likes: 2,
    created: '2024-03-01T10:00:00.000Z',
    updated: '2024-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const pageOf = (lists: MemberList[]) => ({ lists, page: 1, totalPages: 1 });
const notFound = reply(404, { statusCode: 404, error: 'Not Found', message: 'No such list' });

/** The list's page with its owner signed in; PUT entries answers the list in the order sent. */
function ownersPage(list = aList()) {
  const answer = (_url: URL, init?: RequestInit) => {
    const sent = JSON.parse(String(init?.body)) as { entries: { writeup: string }[] };
    return aList({
      entries: sent.entries.map(({ writeup }, index) => ({
        ...list.entries.find((entry) => entry.writeup._id === writeup)!,
        rank: index + 1,
      })),
    });
  };
  const api = stubApi({
    'GET /api/whoami': owner,
    'GET /api/lists/list1': list,
    'GET /api/me/lists/list1': list,
    'PUT /api/lists/list1/entries': answer,
  });
  renderApp('/list/list1');
  return api;
}

const sentOrders = (api: jest.Mock) =>
  bodiesSentTo(api, 'PUT /api/lists/list1/entries').map((body) =>
    (body as { entries: { writeup: string }[] }).entries.map((entry) => entry.writeup),
  );

async function openEditor() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit list' }, SLOW));
  return screen.findByRole('list', { description: /Reorder with the arrow buttons/ });
}

describe('/lists', () => {
  it('shows the popular and the recent public lists, each linked, with its description', async () => {
    const api = stubApi({
      'GET /api/lists': (url: URL) =>
        url.searchParams.get('sort') === 'recent'
          ? pageOf([aList({ _id: 'list2', title: 'Fresh picks' })])
          : pageOf([aList()]),
    });
    renderApp('/lists');
    expect(await screen.findByRole('link', { name: 'Best of the desert' }, SLOW)).toHaveAttribute(
      'href',
      '/list/list1',
    );
    expect(await screen.findByRole('link', { name: 'Fresh picks' })).toHaveAttribute('href', '/list/list2');
    expect(
      callsTo(api, 'GET /api/lists')
        .map((url) => url.searchParams.get('sort'))
        .sort(),
    ).toEqual(['popular', 'recent']);
    expect(screen.queryByRole('button', { name: 'New list' })).not.toBeInTheDocument();
  });

  it('lets a member start a list and takes them to it', async () => {
    const api = stubApi({
      'GET /api/whoami': owner,
      'GET /api/lists': pageOf([]),
      'POST /api/lists': reply(201, aList({ _id: 'list9', title: 'Mine', entries: [], entryCount: 0 })),
      'GET /api/lists/list9': aList({ _id: 'list9', title: 'Mine', entries: [], entryCount: 0 }),
      'GET /api/me/lists/list9': aList({ _id: 'list9', title: 'Mine', entries: [], entryCount: 0 }),
    });
    const { router } = renderApp('/lists');
    await userEvent.click(await screen.findByRole('button', { name: 'New list' }, SLOW));
    await userEvent.type(screen.getByLabelText('Title'), 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
    await waitFor(() => expect(router.location.pathname).toBe('/list/list9'));
    expect(bodiesSentTo(api, 'POST /api/lists')).toEqual([
      expect.objectContaining({ title: 'Mine', ranked: false, visibility: 'public' }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Mine', level: 1 })).toBeInTheDocument();
  });
});

describe('/list/{id}', () => {
  it('shows a ranked list with its notes and a share button; another member likes it', async () => {
    const api = stubApi({
      'GET /api/whoami': other,
      'GET /api/lists/list1': aList(),
      'PUT /api/lists/list1/like': { likes: 3 },
    });
    renderApp('/list/list1');
    expect(await screen.findByRole('heading', { name: 'Best of the desert', level: 1 }, SLOW)).toBeVisible();
    expect(screen.getByText('more')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Dune/ })).toBeInTheDocument();
    expect(screen.getByText('best')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Share/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit list' })).not.toBeInTheDocument();
    const like = await screen.findByRole('button', { name: /Like the list Best of the desert/ });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    // Whether I like it comes with the page's personal state, asked as the API reads ids.
    expect(callsTo(api, 'GET /api/me/state').map((url) => url.searchParams.get('lists'))).toEqual(['list1']);
    expect(callsTo(api, 'GET /api/me/likes')).toEqual([]);
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveTextContent('3');
    expect(callsTo(api, 'PUT /api/lists/list1/like')).toHaveLength(1);
  });

  it('marks an unlisted list noindex, and a private one of another member is the not-found page', async () => {
    stubApi({ 'GET /api/lists/list1': aList({ visibility: 'unlisted' }) });
    const { unmount } = renderApp('/list/list1');
    expect(await screen.findByRole('heading', { name: 'Best of the desert', level: 1 }, SLOW)).toBeVisible();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    );
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();

    resetStores();
    stubApi({ 'GET /api/lists/list1': notFound });
    renderApp('/list/list1');
    expect(await screen.findByRole('heading', { name: '404' }, SLOW)).toBeInTheDocument();
  });
});

describe("the owner's editor", () => {
  it('reorders by keyboard on a row handle, announcing the move and saving the new order', async () => {
    const api = ownersPage();
    const editor = await openEditor();
    const handle = within(editor).getByRole('button', { name: /^Dune, position 1 of 3/ });
    handle.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(sentOrders(api)).toEqual([['w2', 'w1', 'w3']]));
    expect(screen.getByRole('status')).toHaveTextContent('Dune moved to position 2 of 3');
    await waitFor(() =>
      expect(within(editor).getByRole('button', { name: /^Dune, position 2 of 3/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(sentOrders(api).at(-1)).toEqual(['w2', 'w3', 'w1']));
  });

  it('reorders with the move buttons and by dragging a row, and removes a title', async () => {
    const api = ownersPage();
    const editor = await openEditor();
    expect(within(editor).getByRole('button', { name: 'Move Dune up' })).toBeDisabled();
    await userEvent.click(within(editor).getByRole('button', { name: 'Move Heat up' }));
    await waitFor(() => expect(sentOrders(api)).toEqual([['w1', 'w3', 'w2']]));

    const rows = within(editor).getAllByRole('listitem');
    expect(rows[0]).toHaveAttribute('draggable', 'true');
    fireEvent.dragStart(rows[0], { dataTransfer: { effectAllowed: '' } });
    fireEvent.dragOver(rows[2]);
    fireEvent.drop(rows[2]);
    await waitFor(() => expect(sentOrders(api).at(-1)).toEqual(['w3', 'w2', 'w1']));

    await userEvent.click(within(editor).getByRole('button', { name: 'Remove Alien' }));
    await waitFor(() => expect(sentOrders(api).at(-1)).toEqual(['w3', 'w1']));
    expect(screen.getByRole('status')).toHaveTextContent('Alien removed from the list');
  });

  it('saves a note when its field is left', async () => {
    const api = ownersPage();
    const editor = await openEditor();
    const note = within(editor).getByLabelText('Note on Alien');
    await userEvent.type(note, 'Scary');
    expect(bodiesSentTo(api, 'PUT /api/lists/list1/entries')).toEqual([]);
    await userEvent.tab();
    await waitFor(() =>
      expect(bodiesSentTo(api, 'PUT /api/lists/list1/entries')).toEqual([
        {
          entries: [
            { writeup: 'w1', note: 'The **best**.', spoiler: false },
            { writeup: 'w2', note: 'Scary', spoiler: false },
            { writeup: 'w3', note: '', spoiler: false },
          ],
        },
      ]),
    );
  });
});

describe('Add to list', () => {
  it("appends a card's title to one of my lists, keeping its entries", async () => {
    const mine = aList({ entries: aList().entries.slice(0, 1), entryCount: 1 });
    const api = stubApi({
      'GET /api/whoami': owner,
      'GET /api/writeup/listings': listing([cards[1]] as never),
      'GET /api/me/lists': pageOf([mine]),
      'GET /api/me/lists/list1': mine,
      'PUT /api/lists/list1/entries': aList(),
    });
    renderApp('/movie/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to list: Alien' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Add Alien to a list' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Best of the desert/ }));
    await waitFor(() =>
      expect(bodiesSentTo(api, 'PUT /api/lists/list1/entries')).toEqual([
        {
          entries: [{ writeup: 'w1', note: 'The **best**.', spoiler: false }, { writeup: 'w2' }],
        },
      ]),
    );
    expect(await screen.findByText('Added Alien to Best of the desert')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not offered to visitors', async () => {
    stubApi({ 'GET /api/writeup/listings': listing([cards[1]] as never) });
    renderApp('/movie/new');
    expect(await screen.findByRole('link', { name: /Alien/ }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to list/ })).not.toBeInTheDocument();
  });
});

describe('/profile/{username}/lists', () => {
  it("shows a member's public lists, and 404 for an unknown member", async () => {
    stubApi({
      'GET /api/user/quiet-otter/lists': pageOf([aList()]),
      'GET /api/user/nobody/lists': reply(404, { statusCode: 404, error: 'Not Found', message: 'No member' }),
    });
    const { unmount } = renderApp('/profile/quiet-otter/lists');
    expect(await screen.findByRole('link', { name: 'Best of the desert' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('quiet-otter');
    unmount();
    renderApp('/profile/nobody/lists');
    expect(await screen.findByRole('heading', { name: '404' }, SLOW)).toBeInTheDocument();
  });
});
