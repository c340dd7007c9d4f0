import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { callsTo, stubApi } from '../test/api-stub';
import { aWriteup } from '../test/fixtures';
import { AppLink } from './link';

function renderPreviewedLinks() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <AppLink href="/review/dune" preview>
          Dune
        </AppLink>
        <AppLink href="/about" preview>
          About
        </AppLink>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('link previews', () => {
  it('shows the writeup on hover, fetched only once the link is hovered', async () => {
    const api = stubApi({ 'GET /api/writeup/': aWriteup({ title: 'Dune', rating: 88 }) });
    renderPreviewedLinks();
    expect(callsTo(api, 'GET /api/writeup/')).toHaveLength(0);
    const link = screen.getByRole('link', { name: 'Dune' });
    const user = userEvent.setup();
    await user.hover(link);
    // The pointer rests on the link, moving a little, as a hand on a mouse does.
    let x = 0;
    await waitFor(async () => {
      x += 1;
      await user.pointer({ target: link, coords: { x, y: 5 } });
      expect(screen.getByRole('tooltip')).toHaveTextContent('Dune');
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('88');
    expect(link).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);
    expect(link).toHaveAttribute('href', '/review/dune');
  });

  it('opens on keyboard focus and keeps the focus on the link', async () => {
    stubApi({ 'GET /api/writeup/': aWriteup({ title: 'Dune' }) });
    renderPreviewedLinks();
    const user = userEvent.setup();
    await user.tab();
    const link = screen.getByRole('link', { name: 'Dune' });
    expect(link).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Dune');
    expect(link).toHaveFocus();
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('leaves links without a preview target plain', async () => {
    stubApi();
    renderPreviewedLinks();
    const about = screen.getByRole('link', { name: 'About' });
    await userEvent.hover(about);
    expect(about).toHaveAttribute('href', '/about');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
