import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { renderMarkdown as storedHtml } from '@reviews/libs/render-markdown';

import { RouterProbe } from '../test/render-app';
import { Markdown } from './markdown';

/** jsdom cannot open pages: a click the app leaves to the browser stops at the document. */
function stopBrowserNavigation(event: MouseEvent) {
  event.preventDefault();
}

beforeAll(() => document.addEventListener('click', stopBrowserNavigation));
afterAll(() => document.removeEventListener('click', stopBrowserNavigation));

function renderMarkdown(content: string) {
  const router = new RouterProbe();
  render(
    <MemoryRouter initialEntries={['/profile/critic']}>
      <Markdown html={storedHtml(content)} />
      <router.Probe />
    </MemoryRouter>,
  );
  return router;
}

describe('Markdown', () => {
  it('sends links to site pages through the router', async () => {
    const router = renderMarkdown('[stats](/stats)');
    await userEvent.click(screen.getByRole('link', { name: 'stats' }));
    expect(router.location.pathname).toBe('/stats');
  });

  it.each([
    ['a protocol-relative address', '//evil.example/login'],
    ['a protocol-relative address with a backslash', '/\\evil.example/login'],
    ['an e-mail address', 'mailto:critic@example.com'],
  ])('opens %s in a new tab and never hands it to the router', async (_case, href) => {
    const router = renderMarkdown(`<a href="${href}">elsewhere</a>`);
    const link = screen.getByRole('link', { name: 'elsewhere' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer noopener');
    await userEvent.click(link);
    expect(router.location.pathname).toBe('/profile/critic');
  });

  it('leaves console pages to a full page load', async () => {
    const router = renderMarkdown('[edit](/edit/42)');
    await userEvent.click(screen.getByRole('link', { name: 'edit' }));
    expect(router.location.pathname).toBe('/profile/critic');
  });

  it('shows a bio without its inline style or form', () => {
    renderMarkdown(
      '<a href="/login" style="position:fixed;inset:0">Session expired, sign in again</a><form><input name="password"><button>Sign in</button></form>',
    );
    expect(screen.getByRole('link', { name: 'Session expired, sign in again' })).not.toHaveAttribute('style');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
