import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { callsTo, fail, ok } from '../test/api-stub';
import { admin, aUser, root } from '../test/fixtures';
import { openRoot, userRow } from '../test/root-page';

const member = aUser({ _id: 'u-member', username: 'quiet-otter-417', email: 'otter@example.com' });
const noEmail = aUser({
  _id: 'u-provider',
  username: 'no-mail-fox-201',
  email: undefined,
  loginType: 'google',
});
const page = { users: [root, admin, member, noEmail], page: 1, totalPages: 1, totalMatched: 4, pageSize: 20 };

describe('/root: send reset e-mail', () => {
  it('sends a member a reset e-mail after confirmation', async () => {
    const calls = openRoot(page, { 'POST /api/user/u-member/password-reset': ok({ ok: true }, 202) });
    await userEvent.click(
      within(await userRow('quiet-otter-417')).getByRole('button', { name: 'Send reset e-mail' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Send quiet-otter-417 an e-mail with a link to choose a new password?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Reset e-mail sent to quiet-otter-417')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/user/u-member/password-reset')).toHaveLength(1);
  });

  it("shows the server's reason when it refuses", async () => {
    openRoot(page, {
      'POST /api/user/u-member/password-reset': fail(
        429,
        'We sent this address a link a moment ago; please check its inbox or try again later',
      ),
    });
    await userEvent.click(
      within(await userRow('quiet-otter-417')).getByRole('button', { name: 'Send reset e-mail' }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText(/We sent this address a link a moment ago/)).toBeInTheDocument();
  });

  it('sends nothing when cancelled, and is disabled for accounts without an address', async () => {
    const calls = openRoot(page);
    expect(
      within(await userRow('no-mail-fox-201')).getByRole('button', { name: 'Send reset e-mail' }),
    ).toBeDisabled();
    await userEvent.click(
      within(await userRow('quiet-otter-417')).getByRole('button', { name: 'Send reset e-mail' }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, 'POST', '/api/user/u-member/password-reset')).toHaveLength(0);
  });
});
