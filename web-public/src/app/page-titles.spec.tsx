import { waitFor } from '@testing-library/react';

import { stubApi } from '../test/api-stub';
import { aUser } from '../test/fixtures';
import { renderApp, resetStores } from '../test/render-app';

beforeEach(resetStores);

/** A request the page waits on for the whole test, so a redirecting page stays where it is. */
const pending = () => new Promise(() => undefined);

/* The server writes the same titles into each page's HTML (backend seo/page-resolver.ts). */
describe('page titles, as the site map (libs) gives them', () => {
  it.each([
    ['/about', 'About - Reel Talk'],
    ['/privacy', 'Privacy - Reel Talk'],
    ['/random', 'Random review - Reel Talk'],
    ['/roundup/pete?month=march-2023', "pete's roundup - Reel Talk"],
    ['/profile/pete', 'pete - Reel Talk'],
    ['/articles/new', 'Articles - Reel Talk'],
    ['/nowhere', '404 - Reel Talk'],
  ])('%s is titled %s', async (address, title) => {
    stubApi({
      'GET /api/writeup/random': pending,
      'GET /api/writeup/roundup/pete': { authored: [], commented: [] },
      'GET /api/user/pete': aUser({ username: 'pete' }),
      'GET /api/writeup/user/pete': { writeups: [] },
      'GET /api/writeup/listings': pending,
    });
    renderApp(address);
    await waitFor(() => expect(document.title).toBe(title));
  });
});
