import { screen, within } from '@testing-library/react';

import { stubApi } from '../../test/api-stub';
import { renderApp, resetStores } from '../../test/render-app';

beforeEach(resetStores);

describe('footer', () => {
  it('opens Contact, an e-mail link, in a new tab without referrer or opener', async () => {
    stubApi();
    renderApp('/about');
    const site = await screen.findByRole('navigation', { name: 'Site' });
    const contact = await within(site).findByRole('link', { name: 'Contact' });
    expect(contact).toHaveAttribute('href', 'mailto:hello@example.com');
    expect(contact).toHaveAttribute('target', '_blank');
    expect(contact).toHaveAttribute('rel', 'noreferrer noopener');
    expect(within(site).getByRole('link', { name: 'Privacy' })).not.toHaveAttribute('target');
  });
});
