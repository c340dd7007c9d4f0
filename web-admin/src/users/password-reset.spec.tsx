import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { callsTo, fail, ok, stubApi, type ApiRoutes } from '../test/api-stub';
import { admin, aUser, config, root } from '../test/fixtures';
import { renderConsole } from '../test/render-console';

const WAIT = { timeout: 5000 };

const member = aUser({ _id: 'u-member', username: 'quiet-otter-417', email: 'otter@example.com' });
const noEmail = aUser({
  _id: 'u-provider',
  username: 'no-mail-fox-201',
  email: undefined,
  loginType: 'google',
});
const page = { users: [root, admin, member, noEmail], page: 1, totalPages: 1, totalMatched: 4, pageSize: 20 };

function openRoot(extra: ApiRoutes = {}) {
  const calls = stubApi({
    'GET /api/whoami': ok(root),
    'GET /api/config': ok(config),
    'GET /api/user/all': ok(page),
    ...extra,
  });
  renderConsole('/root');
  return calls;
}

const row = async (username: string) => {
  const table = await screen.findByRole('table', { name: 'Users' }, WAIT);
  return within(table).getByText(username).closest('tr') as HTMLElement;
};

describe('/root: send reset e-mail', () => {
  it('sends a member a reset e-mail after confirmation', async () => {
    const calls = openRoot({ 'POST /api/user/u-member/password-reset': ok({ ok: true }, 202) });
    await userEvent.click(
      within(await row('quiet-otter-417')).getByRole('button', { name: 'Send reset e-mail' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Send quiet-otter-417 an e-mail with a link to choose a new password?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Reset e-mail sent to quiet-otter-417', {}, WAIT)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/user/u-member/password-reset')).toHaveLength(1);
  });

  it("shows the server's reason when it refuses", async () => {
    openRoot({
      'POST /api/user/u-member/password-reset': fail(
        429,
        'We sent this address a link a moment ago; please check its inbox or try again later',
      ),
    });
    await userEvent.click(
      within(await row('quiet-otter-417')).getByRole('button', { name: 'Send reset e-mail' }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText(/We sent this address a link a moment ago/, {}, WAIT)).toBeInTheDocument();
  });

  it('sends nothing when cancelled, and is disabled for accounts without an address', async () => {
    const calls = openRoot();
    expect(
      within(await row('no-mail-fox-201')).getByRole('button', { name: 'Send reset e-mail' }),
    ).toBeDisabled();
    await userEvent.click(
      within(await row('quiet-otter-417')).getByRole('button', { name: 'Send reset e-mail' }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, 'POST', '/api/user/u-member/password-reset')).toHaveLength(0);
  });
});
