import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { bodiesSentTo, callsTo, reply, stubApi } from '../../test/api-stub';
import { aUser } from '../../test/fixtures';
import { renderApp, resetStores } from '../../test/render-app';

beforeEach(resetStores);

const member = aUser({ username: 'moviebuff', watching: 'The Bear', bio: 'I like films.' });
const signedIn = { 'GET /api/whoami': member };
const nav = () => screen.getByRole('navigation', { name: 'Main' });

async function openSettings(answers: Record<string, unknown> = {}) {
  const api = stubApi({ ...signedIn, ...answers });
  const rendered = renderApp('/settings');
  await screen.findByRole('heading', { name: 'Settings' });
  return { api, ...rendered };
}

describe('settings', () => {
  it('starts from the saved profile, with counters against the limits', async () => {
    await openSettings();
    expect(screen.getByLabelText('Username')).toHaveValue('moviebuff');
    expect(screen.getByLabelText('Watching')).toHaveValue('The Bear');
    expect(screen.getByLabelText('Favorite movie')).toHaveValue('Alien');
    expect(screen.getByLabelText('Favorite show')).toHaveValue('Severance');
    expect(screen.getByLabelText('Bio')).toHaveValue('I like films.');
    expect(screen.getByLabelText('Watching')).toHaveAccessibleDescription('8/55');
    expect(screen.getByLabelText('Favorite movie')).toHaveAccessibleDescription('5/55');
    expect(screen.getByLabelText('Bio')).toHaveAccessibleDescription(/13\/300/);
    expect(document.title).toBe('Settings - Reel Talk');
  });

  it('stops at the limits: 55 for favourites and watching, 300 for the bio', async () => {
    await openSettings();
    const show = screen.getByLabelText('Favorite show');
    await userEvent.clear(show);
    await userEvent.type(show, 'x'.repeat(60));
    expect(show).toHaveValue('x'.repeat(55));
    expect(screen.getByText('55/55')).toBeInTheDocument();
    const bio = screen.getByLabelText('Bio');
    await userEvent.clear(bio);
    await userEvent.click(bio);
    await userEvent.paste('y'.repeat(320));
    expect(bio).toHaveValue('y'.repeat(300));
    expect(screen.getByText('300/300')).toBeInTheDocument();
  });

  it.each(['Username', 'Watching', 'Favorite movie', 'Favorite show', 'Bio'])(
    "needs %s: 'Please fill out all fields' and Save disabled",
    async (label) => {
      await openSettings();
      expect(screen.queryByText('Please fill out all fields')).not.toBeInTheDocument();
      await userEvent.clear(screen.getByLabelText(label));
      await userEvent.type(screen.getByLabelText(label), '   ');
      expect(screen.getByText('Please fill out all fields')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    },
  );

  it('previews the picture as it is typed, and the initial on a colour without one', async () => {
    await openSettings();
    const form = screen.getByRole('form', { name: 'Picture' });
    expect(within(form).getByRole('img', { name: 'moviebuff' })).toHaveTextContent('M');
    await userEvent.type(screen.getByLabelText('Picture URL'), 'https://img.example.com/me.png');
    expect(within(form).getByRole('img', { name: 'moviebuff' })).toHaveAttribute(
      'src',
      'https://img.example.com/me.png',
    );
  });

  it("saves, says 'Profile successfully updated' and shows the new name at once", async () => {
    const { api } = await openSettings({
      'PUT /api/user/': (_url: URL, init?: RequestInit) => ({ ...member, ...JSON.parse(String(init?.body)) }),
    });
    const username = screen.getByLabelText('Username');
    await userEvent.clear(username);
    await userEvent.type(username, 'reelfan');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile successfully updated');
    expect(bodiesSentTo(api, 'PUT /api/user/')).toEqual([
      {
        username: 'reelfan',
        watching: 'The Bear',
        favoriteMovie: 'Alien',
        favoriteShow: 'Severance',
        bio: 'I like films.',
        picture: '',
      },
    ]);
    expect(within(nav()).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile/reelfan');
  });

  it('saves a typed picture URL on its own, even with a required field empty', async () => {
    const { api } = await openSettings({
      'PUT /api/user/avatar': (_url: URL, init?: RequestInit) => ({
        ...member,
        ...JSON.parse(String(init?.body)),
      }),
    });
    await userEvent.clear(screen.getByLabelText('Bio'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    const savePicture = screen.getByRole('button', { name: 'Save picture' });
    expect(savePicture).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Picture URL'), ' https://img.example.com/me.png ');
    await userEvent.click(savePicture);
    expect(await screen.findByRole('alert')).toHaveTextContent('Picture updated');
    expect(bodiesSentTo(api, 'PUT /api/user/avatar')).toEqual([
      { picture: 'https://img.example.com/me.png' },
    ]);
    expect(callsTo(api, 'PUT /api/user/')).toHaveLength(0);
    await waitFor(() => expect(savePicture).toBeDisabled());
  });

  it("shows the server's message when the save is refused", async () => {
    await openSettings({
      'PUT /api/user/': reply(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'Username is already taken',
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username is already taken');
    expect(within(nav()).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile/moviebuff',
    );
  });

  it('logs out from here to the home page, not to the login page', async () => {
    const { router } = await openSettings({
      'POST /api/logout': { ok: true },
      'GET /api/writeup/listings': { writeups: [], page: 1, totalPages: 1, totalMatched: 0, pageSize: 20 },
    });
    await userEvent.click(within(nav()).getByRole('button', { name: 'Logout' }));
    expect(await within(nav()).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/'));
  });
});

describe('account deletion', () => {
  it('asks first, and does nothing when cancelled', async () => {
    const { api } = await openSettings({ 'DELETE /api/user/': {} });
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(api, 'DELETE /api/user/')).toHaveLength(0);
  });

  it("deletes once confirmed: 'Account successfully deleted :(', signed out and home", async () => {
    const { api, router } = await openSettings({
      'DELETE /api/user/': { ok: true },
      'GET /api/writeup/listings': { writeups: [], page: 1, totalPages: 1, totalMatched: 0, pageSize: 20 },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Account successfully deleted :(')).toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(await within(nav()).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(callsTo(api, 'DELETE /api/user/')).toHaveLength(1);
  });

  it('shows the reason and the contact address when deletion fails', async () => {
    const { router } = await openSettings({
      'DELETE /api/user/': reply(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'Writeups would have no owner',
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete account' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Writeups would have no owner. Try again later, or contact hello@example.com',
    );
    expect(router.location.pathname).toBe('/settings');
  });
});
