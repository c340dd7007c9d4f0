import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { RouterProbe } from '../test/render-app';
import { AppLink } from './link';

function renderLinks() {
  const router = new RouterProbe();
  render(
    <MemoryRouter initialEntries={['/']}>
      <AppLink href="#recent">Anchor</AppLink>
      <AppLink href="/movie/new">Movies</AppLink>
      <AppLink href="/edit/42">Edit</AppLink>
      <AppLink href="https://imdb.com/title/tt1">IMDb</AppLink>
      <AppLink href="//imdb.com/title/tt1">Protocol-relative</AppLink>
      <AppLink href="mailto:hello@example.com">E-mail</AppLink>
      <AppLink href="tel:+15551234567">Phone</AppLink>
      <router.Probe />
    </MemoryRouter>,
  );
  return router;
}

describe('AppLink', () => {
  it('keeps # anchors as plain in-page links', () => {
    renderLinks();
    const link = screen.getByRole('link', { name: 'Anchor' });
    expect(link).toHaveAttribute('href', '#recent');
    expect(link).not.toHaveAttribute('target');
  });

  it('sends / links through the router', async () => {
    const router = renderLinks();
    await userEvent.click(screen.getByRole('link', { name: 'Movies' }));
    expect(router.location.pathname).toBe('/movie/new');
  });

  it.each(['IMDb', 'Protocol-relative', 'E-mail', 'Phone'])(
    'opens other links in a new tab without referrer or opener: %s',
    (name) => {
      renderLinks();
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noreferrer noopener');
    },
  );

  it('leaves admin console paths to a full page load', () => {
    renderLinks();
    const link = screen.getByRole('link', { name: 'Edit' });
    expect(link).toHaveAttribute('href', '/edit/42');
    expect(link).not.toHaveAttribute('target');
  });
});
