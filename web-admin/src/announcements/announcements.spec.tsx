import type { Announcement, AnnouncementsResponse } from '@reviews/libs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { callsTo, fail, ok, stubApi, type ApiRoutes } from '../test/api-stub';
import { admin, config } from '../test/fixtures';
import { renderConsole } from '../test/render-console';

const anAnnouncement = (overrides: Partial<Announcement>): Announcement => ({
  _id: 'a1',
  title: 'Welcome',
  content: 'The site is open.',
  admin: { _id: admin._id, username: admin.username, avatar: null },
  created: '2024-02-01T10:00:00.000Z',
  ...overrides,
});

const page: AnnouncementsResponse = {
  announcements: [
    anAnnouncement({}),
    anAnnouncement({ _id: 'a2', title: 'Maintenance', content: 'Sunday.' }),
  ],
  page: 1,
  totalPages: 2,
  totalMatched: 12,
  pageSize: 10,
};

function openAnnouncements(extra: ApiRoutes = {}) {
  const calls = stubApi({
    'GET /api/whoami': ok(admin),
    'GET /api/config': ok(config),
    'GET /api/announcement': ok(page),
    ...extra,
  });
  renderConsole('/post/announcements');
  return calls;
}

const table = () => screen.findByRole('table', { name: 'Announcements' });

describe('/post/announcements', () => {
  it('lists the announcements a page at a time, with their author and date', async () => {
    const calls = openAnnouncements();
    const welcome = within(await table())
      .getByText('Welcome')
      .closest('tr') as HTMLElement;
    expect(within(welcome).getByText('The site is open.')).toBeInTheDocument();
    expect(within(welcome).getByText('ada')).toBeInTheDocument();
    expect(within(welcome).getByText('Feb 1, 2024')).toBeInTheDocument();
    expect(screen.getByText('1-10 of 12')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/announcement').at(-1)!.query.get('page')).toBe('2'),
    );
    expect(callsTo(calls, 'GET', '/api/announcement')[0].query.get('limit')).toBe('10');
  });

  it('posts an announcement, says so and empties the form', async () => {
    const calls = openAnnouncements({
      'POST /api/announcement/': (call) => ok(anAnnouncement({ _id: 'a3', ...(call.body as object) }), 201),
    });
    await table();
    const form = screen.getByRole('region', { name: 'New announcement' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Journeys');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Content' }), 'They run on every change.');
    await userEvent.click(within(form).getByRole('button', { name: 'Post announcement' }));

    expect(await screen.findByText('Announcement posted successfully')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/announcement/')[0].body).toEqual({
      title: 'Journeys',
      content: 'They run on every change.',
    });
    const emptied = screen.getByRole('region', { name: 'New announcement' });
    await waitFor(() => expect(within(emptied).getByRole('textbox', { name: 'Title' })).toHaveValue(''));
  });

  it('sends nothing while the title is blank', async () => {
    const calls = openAnnouncements();
    await table();
    const form = screen.getByRole('region', { name: 'New announcement' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), '   ');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Content' }), 'Something.');
    await userEvent.click(within(form).getByRole('button', { name: 'Post announcement' }));
    expect(await within(form).findByText('Required')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/announcement/')).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    openAnnouncements({ 'POST /api/announcement/': fail(400, 'The title can be at most 40 characters') });
    await table();
    const form = screen.getByRole('region', { name: 'New announcement' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Hello');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Content' }), 'Something.');
    await userEvent.click(within(form).getByRole('button', { name: 'Post announcement' }));
    expect(await screen.findByText('The title can be at most 40 characters')).toBeInTheDocument();
  });
});
