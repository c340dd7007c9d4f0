import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { callsTo, fail, ok } from '../test/api-stub';
import { admin, aUser, root } from '../test/fixtures';
import { openRoot, userRow } from '../test/root-page';

const member = aUser({
  _id: 'u-member',
  username: 'quiet-otter-417',
  email: 'otter@example.com',
  type: 'user',
  loginType: 'google',
});
const grace = { ...root, username: 'grace' };
const page = { users: [grace, admin, member], page: 1, totalPages: 1, totalMatched: 3, pageSize: 20 };

describe('/root', () => {
  it('lists users with e-mail, type, login type and created date under its title', async () => {
    openRoot(page);
    const otter = await userRow('quiet-otter-417');
    expect(within(otter).getByText('otter@example.com')).toBeInTheDocument();
    expect(within(otter).getByText('user')).toBeInTheDocument();
    expect(within(otter).getByText('google')).toBeInTheDocument();
    expect(within(otter).getByText('Jan 5, 2024')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello there!' })).toBeInTheDocument();
  });

  it('says how many readers get the newsletter (product.md §18)', async () => {
    openRoot(page);
    expect(
      await screen.findByText('Newsletter: 12 confirmed subscribers, 3 waiting for confirmation'),
    ).toBeInTheDocument();
  });

  it('shows root accounts without letting them be changed', async () => {
    openRoot(page);
    const rootRow = await userRow('grace');
    expect(within(rootRow).getByRole('button', { name: 'Promote to admin' })).toBeDisabled();
    expect(within(rootRow).getByRole('button', { name: 'Randomise username' })).toBeDisabled();
  });

  it('promotes a member after confirmation', async () => {
    const calls = openRoot(page, { 'PATCH /api/user/u-member': ok({ ...member, type: 'admin' }) });
    await userEvent.click(
      within(await userRow('quiet-otter-417')).getByRole('button', { name: 'Promote to admin' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Promote quiet-otter-417 to admin?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('quiet-otter-417 is now admin')).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH', '/api/user/u-member')[0].body).toEqual({ change: 'admin' });
  });

  it('demotes an admin, and changes nothing when cancelled', async () => {
    const calls = openRoot(page);
    await userEvent.click(within(await userRow('ada')).getByRole('button', { name: 'Demote admin' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, 'PATCH', '/api/user/u-admin')).toHaveLength(0);
  });

  it('randomises a username after confirmation, and reports a failure', async () => {
    const calls = openRoot(page, { 'PATCH /api/user/u-member': fail(500, 'Internal server error') });
    await userEvent.click(
      within(await userRow('quiet-otter-417')).getByRole('button', { name: 'Randomise username' }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Error updating user')).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH', '/api/user/u-member')[0].body).toEqual({ change: 'username' });
  });

  it('is for root only: an admin gets the not-found page, never its title', async () => {
    const calls = openRoot(page, {}, admin);
    expect(await screen.findByText(/This page could not be found/)).toBeInTheDocument();
    expect(screen.queryByText('Hello there!')).not.toBeInTheDocument();
    expect(document.title).toBe('404 - Reviews');
    expect(callsTo(calls, 'GET', '/api/user/all')).toHaveLength(0);
  });

  it('suspends a member after confirmation, and shows the suspension', async () => {
    const calls = openRoot(page, { 'PATCH /api/user/u-member': ok({ ...member, suspended: true }) });
    await userEvent.click(within(await userRow('quiet-otter-417')).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Suspend quiet-otter-417? They are signed out everywhere');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('quiet-otter-417 is suspended')).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH', '/api/user/u-member')[0].body).toEqual({ change: 'suspend' });
  });

  it('offers to unsuspend a suspended member; root accounts cannot be suspended', async () => {
    openRoot(page, { 'GET /api/user/all': ok({ ...page, users: [grace, { ...member, suspended: true }] }) });
    const otter = await userRow('quiet-otter-417');
    expect(within(otter).getByText('user (suspended)')).toBeInTheDocument();
    expect(within(otter).getByRole('button', { name: 'Unsuspend' })).toBeEnabled();
    expect(within(await userRow('grace')).getByRole('button', { name: 'Suspend' })).toBeDisabled();
  });
});
