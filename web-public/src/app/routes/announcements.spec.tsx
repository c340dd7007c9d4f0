import type { Announcement } from '@reviews/libs/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { bodiesSentTo, reply, stubApi } from '../../test/api-stub';
import { aUser } from '../../test/fixtures';
import { renderApp, resetStores } from '../../test/render-app';

beforeEach(resetStores);

const admin = aUser({ _id: 'a1', username: 'critic', type: 'admin' });

function openAnnouncements(viewer: ReturnType<typeof aUser> | null, answers: Record<string, unknown> = {}) {
  let announcements: Announcement[] = [];
  const api = stubApi({
    'GET /api/whoami': viewer,
    'GET /api/announcement': () => ({
      announcements,
      page: 1,
      totalPages: 1,
      totalMatched: announcements.length,
      pageSize: 10,
    }),
    'POST /api/announcement/': (_url: URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      const created = {
        _id: `n${announcements.length + 1}`,
        ...body,
        admin: { _id: 'a1', username: 'critic', avatar: null },
        created: '2024-03-06T10:00:00.000Z',
      };
      announcements = [created, ...announcements];
      return reply(201, created);
    },
    ...answers,
  });
  renderApp('/announcements');
  return api;
}

describe('announcement form', () => {
  it('is offered to administrators only', async () => {
    openAnnouncements(aUser());
    expect(await screen.findByText('No announcements yet.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New announcement' })).not.toBeInTheDocument();
  });

  it('posts, says so and shows the new announcement in the list', async () => {
    const api = openAnnouncements(admin);
    const form = await screen.findByRole('form', { name: 'New announcement' });
    const post = within(form).getByRole('button', { name: 'Post announcement' });
    expect(post).toBeDisabled();
    await userEvent.type(within(form).getByLabelText('Title'), '  Site news ');
    expect(post).toBeDisabled();
    await userEvent.type(within(form).getByLabelText('Content'), 'We have charts now.');
    await userEvent.click(post);
    expect(await screen.findByRole('alert')).toHaveTextContent('Announcement posted successfully');
    expect(await screen.findByRole('heading', { name: 'Site news' })).toBeInTheDocument();
    expect(bodiesSentTo(api, 'POST /api/announcement/')).toEqual([
      { title: 'Site news', content: 'We have charts now.' },
    ]);
    expect(within(form).getByLabelText('Title')).toHaveValue('');
  });

  it('limits the title to 40 and the content to 300 characters, with counters', async () => {
    openAnnouncements(admin);
    const form = await screen.findByRole('form', { name: 'New announcement' });
    const title = within(form).getByLabelText('Title');
    await userEvent.click(title);
    await userEvent.paste('t'.repeat(45));
    expect(title).toHaveValue('t'.repeat(40));
    expect(within(form).getByText('40/40')).toBeInTheDocument();
    const content = within(form).getByLabelText('Content');
    await userEvent.click(content);
    await userEvent.paste('c'.repeat(310));
    expect(content).toHaveValue('c'.repeat(300));
    expect(within(form).getByText('300/300')).toBeInTheDocument();
  });

  it("shows the server's message when posting fails", async () => {
    openAnnouncements(admin, {
      'POST /api/announcement/': reply(403, { statusCode: 403, error: 'Forbidden', message: 'Admins only' }),
    });
    const form = await screen.findByRole('form', { name: 'New announcement' });
    await userEvent.type(within(form).getByLabelText('Title'), 'News');
    await userEvent.type(within(form).getByLabelText('Content'), 'Body');
    await userEvent.click(within(form).getByRole('button', { name: 'Post announcement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only');
    expect(within(form).getByLabelText('Title')).toHaveValue('News');
  });
});
