import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { callsTo, draftsOf, fail, ok, stubApi, type ApiRoutes } from '../test/api-stub';
import { admin, aCompleteMovie, aWriteup, config, inDays } from '../test/fixtures';
import { renderConsole } from '../test/render-console';

const drafts = [
  { ...aWriteup({ _id: 'd1', title: 'Arrival' }), status: 'draft' },
  { ...aWriteup({ _id: 'd2', type: 'series', title: 'Severance', season: 2 }), status: 'draft' },
  {
    ...aCompleteMovie({ _id: 's1', title: 'Dune', draft: false, visibleAfter: inDays(2) }),
    status: 'scheduled',
  },
];

function openDrafts(extra: ApiRoutes = {}) {
  const calls = stubApi({
    'GET /api/whoami': ok(admin),
    'GET /api/config': ok(config),
    'GET /api/writeup/drafts': draftsOf(drafts),
    ...extra,
  });
  const view = renderConsole('/post/review');
  return { calls, ...view };
}

describe('drafts list', () => {
  it('lists the drafts, and the scheduled ones instead when toggled', async () => {
    openDrafts();
    const list = await screen.findByRole('list', { name: 'Drafts' });
    expect(within(list).getByText('Arrival')).toBeInTheDocument();
    expect(within(list).getByText('Severance (Season 2)')).toBeInTheDocument();
    expect(within(list).queryByText('Dune')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Scheduled drafts' }));
    const scheduled = await screen.findByRole('list', { name: 'Scheduled drafts' });
    expect(within(scheduled).getByText('Dune')).toBeInTheDocument();
    expect(within(scheduled).queryByText('Arrival')).not.toBeInTheDocument();
  });
});

describe('drafts paging', () => {
  const lastQuery = (calls: ReturnType<typeof openDrafts>['calls']) =>
    Object.fromEntries(callsTo(calls, 'GET', '/api/writeup/drafts').at(-1)!.query);

  it('asks the server for one page of the chosen status in the list order', async () => {
    const { calls } = openDrafts();
    await screen.findByRole('list', { name: 'Drafts' });
    expect(lastQuery(calls)).toEqual({ filter: '{"status":"draft"}', sort: 'new', page: '1' });

    await userEvent.click(screen.getByRole('switch', { name: 'Scheduled drafts' }));
    await screen.findByRole('list', { name: 'Scheduled drafts' });
    expect(lastQuery(calls)).toEqual({ filter: '{"status":"scheduled"}', sort: 'new', page: '1' });
  });
});

describe('new draft', () => {
  it('creates a draft of the chosen type and opens it in the editor', async () => {
    const { calls, router } = openDrafts({
      'POST /api/writeup/': ok({ _id: 'new1' }, 201),
      'GET /api/writeup/fetch/new1': ok(aWriteup({ _id: 'new1', type: 'series' })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Series' }));
    expect(await screen.findByRole('spinbutton', { name: 'Season' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit/new1');
    expect(callsTo(calls, 'POST', '/api/writeup/')[0].body).toEqual({ type: 'series' });
  });

  it('says so when the draft cannot be created', async () => {
    openDrafts({ 'POST /api/writeup/': fail(500, 'Something broke') });
    await userEvent.click(await screen.findByRole('button', { name: 'Article' }));
    expect(await screen.findByText('Error creating new draft')).toBeInTheDocument();
  });
});
