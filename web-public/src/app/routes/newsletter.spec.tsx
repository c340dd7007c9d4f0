import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { bodiesSentTo, reply, stubApi } from '../../test/api-stub';
import { aUser } from '../../test/fixtures';
import { renderApp, resetStores } from '../../test/render-app';

// product.md §18 on the reader site: the footer's box, settings, confirming and unsubscribing.

beforeEach(resetStores);

const footerBox = async () =>
  within(await screen.findByRole('region', { name: 'Newsletter' }, { timeout: 5000 }));

describe('the footer newsletter box', () => {
  it('subscribes an address and says to confirm it from the inbox', async () => {
    const api = stubApi({ 'POST /api/newsletter/subscribe': { ok: true } });
    renderApp('/about');
    const box = await footerBox();
    const button = box.getByRole('button', { name: 'Subscribe' });
    expect(button).toBeDisabled();
    await userEvent.type(box.getByLabelText('E-mail address'), ' reader@example.com ');
    await userEvent.click(button);
    expect(await box.findByRole('status')).toHaveTextContent(
      'Almost there: open the link we sent to reader@example.com to confirm your subscription.',
    );
    expect(bodiesSentTo(api, 'POST /api/newsletter/subscribe')).toEqual([{ email: 'reader@example.com' }]);
  });

  it('shows the server’s message for an address it refuses, and lets it be corrected', async () => {
    stubApi({
      'POST /api/newsletter/subscribe': reply(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please enter a valid e-mail address',
      }),
    });
    renderApp('/about');
    const box = await footerBox();
    await userEvent.type(box.getByLabelText('E-mail address'), 'nope');
    await userEvent.click(box.getByRole('button', { name: 'Subscribe' }));
    expect(await box.findByRole('alert')).toHaveTextContent('Please enter a valid e-mail address');
    await userEvent.type(box.getByLabelText('E-mail address'), '@example.com');
    expect(box.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('settings', () => {
  it('subscribes a member with the address of their account', async () => {
    const member = aUser({ _id: 'u2', username: 'quiet-otter', email: 'otter@example.com' });
    const api = stubApi({ 'GET /api/whoami': member, 'POST /api/newsletter/subscribe': { ok: true } });
    renderApp('/settings');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Subscribe with my address' }, { timeout: 5000 }),
    );
    expect(
      await screen.findByText(
        'Almost there: open the link we sent to otter@example.com to confirm your subscription.',
      ),
    ).toBeInTheDocument();
    expect(bodiesSentTo(api, 'POST /api/newsletter/subscribe')).toEqual([{ email: 'otter@example.com' }]);
  });
});

describe('the confirmation page', () => {
  it('confirms the subscription with the token of the link as it opens', async () => {
    const api = stubApi({ 'POST /api/newsletter/confirm': { ok: true } });
    renderApp('/newsletter/confirm?token=tok-1');
    expect(
      await screen.findByText('You are subscribed. The next issue comes on Monday.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(bodiesSentTo(api, 'POST /api/newsletter/confirm')).toEqual([{ token: 'tok-1' }]);
  });

  it('shows the server’s message for a used link', async () => {
    stubApi({
      'POST /api/newsletter/confirm': reply(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'This confirmation link is invalid or has expired',
      }),
    });
    renderApp('/newsletter/confirm?token=used');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'This confirmation link is invalid or has expired',
    );
  });
});

describe('the unsubscribe page', () => {
  it('asks first, then unsubscribes with the token of the link, signed out', async () => {
    const api = stubApi({ 'POST /api/newsletter/unsubscribe': { ok: true } });
    renderApp('/newsletter/unsubscribe?token=abc.def');
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }, { timeout: 5000 }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are unsubscribed');
    expect(bodiesSentTo(api, 'POST /api/newsletter/unsubscribe')).toEqual([{ token: 'abc.def' }]);
  });
});
