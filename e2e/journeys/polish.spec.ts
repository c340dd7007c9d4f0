import type { Browser, Locator, Page } from '@playwright/test';

import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, ROOT_EMAIL, ROOT_PASSWORD } from '../support/environment';
import { CARDS, expectNoOverprint, LAPTOP, LIST_ROWS, PHONE } from '../support/layout';
import { registerMember } from '../support/members';
import { checkScreen } from '../support/screens';
import { expect, signIn, test } from '../support/test';
import { unique } from '../support/unique';

// Issue 41: the walk as real users, on a phone and a laptop, in both themes.

// Every screen is checked at two widths in two themes: longer than one screen's journey.
test.describe.configure({ timeout: 600_000 });

const WIDTHS = [
  ['phone', PHONE],
  ['laptop', LAPTOP],
] as const;

async function register(page: Page): Promise<string> {
  const email = `${unique('polish-')}@e2e.local`;
  await registerMember(page, email, 'member-password-1');
  return email;
}

async function newMemberPage(browser: Browser, baseURL: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await register(page);
  return page;
}

async function whoami(page: Page): Promise<{ _id: string; username: string }> {
  return (await (await page.request.get('/api/whoami')).json()) as { _id: string; username: string };
}

test('list rows and cards paint no text over text, with the watchlist buttons, at both widths', async ({
  page,
}) => {
  await register(page);
  await page.setViewportSize(PHONE);
  await page.goto('/movie/new');
  const rows = page.getByRole('main').getByRole('listitem');
  await expect(page.locator('.writeup-list__action').first()).toBeVisible();
  // Two films on my watchlist, one of them watched, so /watchlist has rows with both buttons.
  const first = page.locator('.writeup-list__action').getByRole('button', { name: /^Watchlist: / });
  for (const index of [0, 1]) await first.nth(index).click();
  await expect(page.locator('.writeup-list__action').getByRole('button', { name: /^Watched: / })).toHaveCount(
    2,
  );
  await page
    .locator('.writeup-list__action')
    .getByRole('button', { name: /^Watched: / })
    .first()
    .click();
  expect(await rows.count()).toBeGreaterThan(10);

  for (const [width, size] of WIDTHS) {
    await page.setViewportSize(size);
    for (const path of ['/movie/new', '/series/new']) {
      await page.goto(path);
      await expect(page.locator('.writeup-list__action').first()).toBeVisible();
      await expectNoOverprint(page, `${path} (${width})`, LIST_ROWS);
      await checkScreen(page, `polish-list${path.replaceAll('/', '-')}-${width}`);
    }
    await page.goto('/watchlist');
    await expect(
      page.getByRole('tabpanel', { name: 'To watch' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoOverprint(page, `/watchlist (${width})`, LIST_ROWS);
    await checkScreen(page, `polish-watchlist-${width}`);
    await page.getByRole('tab', { name: 'Watched' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Watched' }).getByRole('listitem').first()).toBeVisible();
    await expectNoOverprint(page, `/watchlist watched (${width})`, LIST_ROWS);

    await page.goto('/');
    await expect(page.locator('.writeup-card__meta').first()).toBeVisible();
    await expectNoOverprint(page, `home cards (${width})`, CARDS);
    await checkScreen(page, `polish-home-${width}`);
  }
  // On the phone the buttons sit under their row, the row keeps the width of the screen.
  await page.setViewportSize(PHONE);
  await page.goto('/watchlist');
  const item = page.getByRole('tabpanel', { name: 'To watch' }).getByRole('listitem').first();
  const row = (await item.locator('.writeup-row').boundingBox())!;
  const buttons = (await item.locator('.writeup-list__action').boundingBox())!;
  expect(buttons.y).toBeGreaterThanOrEqual(row.y + row.height - 1);
  expect(row.width).toBeGreaterThan(PHONE.width - 60);
});

test("a phone's Menu button carries the unread count the bell inside it has", async ({
  browser,
  baseURL,
}) => {
  const followed = await newMemberPage(browser, baseURL as string);
  const follower = await newMemberPage(browser, baseURL as string);
  const { username } = await whoami(followed);
  expect((await follower.request.put(`/api/user/${encodeURIComponent(username)}/follow`)).ok()).toBe(true);

  await followed.setViewportSize(PHONE);
  await followed.goto('/');
  const menu = followed.getByRole('button', { name: /^Menu\W+1 unread notification/ });
  await expect(menu).toBeVisible();
  await expect(menu.locator('.unread-badge')).toHaveText('1');
  await checkScreen(followed, 'polish-menu-badge-phone');
  await menu.click();
  await expect(followed.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  await followed.getByRole('link', { name: 'Notifications, 1 unread' }).click();
  await expect(followed).toHaveURL(/\/notifications/);

  await followed.setViewportSize(LAPTOP);
  await expect(followed.getByRole('button', { name: /^Menu/ })).toBeHidden();
  await checkScreen(followed, 'polish-notifications-laptop');
  await followed.context().close();
  await follower.context().close();
});

test("a review's first paragraph is on a phone's first screen, its audience chart compact; my stars move the chart at once", async ({
  page,
}) => {
  await register(page);
  // The welcome of a new member is a screen of its own: the review comes after it is dismissed.
  await page.getByRole('button', { name: 'Dismiss' }).click();
  for (const [width, size] of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/review/alien');
    const chart = page.getByRole('list', { name: 'Audience ratings' });
    await expect(chart).toBeVisible();
    const paragraph = page.locator('.writeup__content p').first();
    await expect(paragraph).toBeVisible();
    if (width === 'phone') {
      const box = (await paragraph.boundingBox())!;
      expect(box.y, 'the first paragraph starts on the first screen').toBeLessThan(PHONE.height - 40);
      expect((await chart.boundingBox())!.height).toBeLessThan(80);
    }
    await checkScreen(page, `polish-review-${width}`);
  }

  const count = (label: string) =>
    page
      .getByRole('list', { name: 'Audience ratings' })
      .getByRole('listitem')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('.audience-histogram__count');
  const fiveBefore = Number(await count('5 stars').textContent());
  let ratingAnswers = 0;
  page.on('request', (request) => {
    if (request.url().includes('/ratings')) ratingAnswers += 1;
  });
  await page
    .getByRole('group', { name: /^Your rating/ })
    .getByRole('radio', { name: '5 stars', exact: true })
    .check({ force: true });
  await expect(count('5 stars')).toHaveText(String(fiveBefore + 1));
  await page.getByRole('button', { name: 'Remove my rating' }).click();
  await expect(count('5 stars')).toHaveText(String(fiveBefore));
  expect(ratingAnswers, 'the chart was not asked for again').toBe(0);
});

test('the audience leaderboard marks ties as the critics one does', async ({ page }) => {
  await page.goto('/leaderboard?by=audience');
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  const answer = (await (await page.request.get('/api/writeup/leaderboard?by=audience')).json()) as {
    writeups: { rank: number; tied?: boolean }[];
  };
  const ranks = answer.writeups.map((card) => card.rank);
  for (const card of answer.writeups) {
    expect(card.tied, `rank ${card.rank}`).toBe(ranks.filter((rank) => rank === card.rank).length > 1);
  }
  const tied = answer.writeups.find((card) => card.tied);
  if (tied) await expect(page.getByLabel(`Rank ${tied.rank}, tied`).first()).toHaveText(`=${tied.rank}`);
  await checkScreen(page, 'polish-audience-board');
});

test('moderators hide and restore a comment where it is; Esc and Ctrl+Enter in the comment box', async ({
  browser,
  baseURL,
}) => {
  const member = await newMemberPage(browser, baseURL as string);
  const { username } = await whoami(member);
  await member.goto('/review/alien');
  const comments = member.getByRole('region', { name: /^Comments/ });
  const text = `Posted with the keys ${unique('')}`;
  await comments.getByRole('textbox', { name: 'Add a comment' }).fill(text);
  await comments.getByRole('textbox', { name: 'Add a comment' }).press('Control+Enter');
  const mine = comments.getByRole('listitem').filter({ hasText: text });
  await expect(mine).toBeVisible();

  // Esc leaves an edit unchanged, Ctrl+Enter saves one.
  await mine.getByRole('button', { name: 'Edit' }).click();
  const edit = mine.getByRole('textbox', { name: 'Edit your comment' });
  await edit.fill(`${text} (never sent)`);
  await edit.press('Escape');
  await expect(edit).toBeHidden();
  await expect(mine.getByRole('button', { name: 'Edit' })).toBeFocused();
  await expect(mine).not.toContainText('never sent');
  await mine.getByRole('button', { name: 'Edit' }).click();
  await mine.getByRole('textbox', { name: 'Edit your comment' }).fill(`${text}, edited`);
  await mine.getByRole('textbox', { name: 'Edit your comment' }).press('Control+Enter');
  await expect(mine).toContainText(`${text}, edited`);
  await expect(mine).toContainText('(edited)');
  // A reply goes with Ctrl+Enter too.
  await mine.getByRole('button', { name: `Reply to ${username}` }).click();
  await member.getByRole('textbox', { name: `Reply to ${username}` }).fill(`My own reply ${unique('')}`);
  await member.getByRole('textbox', { name: `Reply to ${username}` }).press('Control+Enter');
  await expect(member.getByRole('list', { name: `Replies to ${username}` })).toContainText('My own reply');

  for (const [who, email, password] of [
    ['admin', DEMO_ADMIN_EMAIL, DEMO_PASSWORD],
    ['root', ROOT_EMAIL, ROOT_PASSWORD],
  ] as const) {
    const moderator = await (await browser.newContext({ baseURL })).newPage();
    await signIn(moderator, email, password);
    for (const [width, size] of WIDTHS) {
      await moderator.setViewportSize(size);
      await moderator.goto('/review/alien');
      const theirs = moderator
        .getByRole('region', { name: /^Comments/ })
        .getByRole('listitem')
        .filter({ hasText: `${text}, edited` })
        .first();
      await theirs
        .getByRole('button', { name: `Hide ${username}'s comment` })
        .first()
        .click();
      await expect(moderator.getByText('Comment hidden')).toBeVisible();
      await expect(theirs).toContainText('Hidden by a moderator: only its author and moderators see it');
      await expect(theirs).not.toContainText('only you');
      await checkScreen(moderator, `polish-moderation-${who}-${width}`);
      // Gone for everyone else, and marked for its author.
      await member.reload();
      await expect(mine).toContainText('Hidden by a moderator: only you and moderators see it');
      await theirs
        .getByRole('button', { name: `Restore ${username}'s comment` })
        .first()
        .click();
      await expect(moderator.getByText('Comment restored')).toBeVisible();
      await expect(theirs).not.toContainText('Hidden by a moderator');
    }
    // Only root deletes (spec §2).
    await expect(
      moderator
        .getByRole('region', { name: /^Comments/ })
        .getByRole('button', { name: 'Delete' })
        .first(),
    ).toHaveCount(who === 'root' ? 1 : 0);
    await moderator.context().close();
  }
  await member.context().close();
});

test('the settings picture field keeps its width on a phone; one wording for signing in', async ({
  page,
}) => {
  await page.goto('/review/alien');
  await expect(
    page.getByRole('region', { name: /^Comments/ }).getByRole('link', { name: 'Sign in' }),
  ).toBeVisible();
  await expect(page.getByText(/\bLog in\b/)).toHaveCount(0);
  await page.goto('/forgot-password');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await register(page);
  for (const [width, size] of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/settings');
    const field = page.getByRole('form', { name: 'Picture' }).getByLabel('Picture URL');
    await expect(field).toBeVisible();
    expect((await field.boundingBox())!.width).toBeGreaterThanOrEqual(100);
    await checkScreen(page, `polish-settings-${width}`);
  }
});

test('the search overlay has no empty list before typing, at both widths', async ({ page }) => {
  for (const [width, size] of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/');
    await page.getByRole('button', { name: 'Search' }).click();
    const box = page.getByRole('combobox', { name: 'Search' });
    await expect(box).toBeFocused();
    await expect(page.getByText('Type at least 3 characters.')).toBeVisible();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await checkScreen(page, `polish-search-empty-${width}`);
    await box.fill('alien');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    await checkScreen(page, `polish-search-typed-${width}`);
    await page.keyboard.press('Escape');
  }
});

/** Puts the cursor at the end of the textarea. */
async function cursorAtEnd(box: Locator): Promise<void> {
  await box.focus();
  await box.press('Control+End');
}

test.describe('the console editor', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  });

  test('Heading and Quote keep their marker as I type; a draft is left without asking and still saved', async ({
    page,
  }) => {
    await page.setViewportSize(LAPTOP);
    await page.goto('/post/review');
    await page.getByRole('group', { name: 'New draft' }).getByRole('button', { name: 'Movie' }).click();
    await expect(page).toHaveURL(/\/edit\/[^/]+$/);
    const id = page.url().split('/').pop() as string;
    const content = page.getByRole('main').getByLabel('Content', { exact: true });
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    await content.fill('');
    await cursorAtEnd(content);
    await toolbar.getByRole('button', { name: 'Heading' }).click();
    await expect(content).toBeFocused();
    await page.keyboard.type('Verdict');
    await expect(content).toHaveValue('## Verdict');
    await content.press('End');
    await content.press('Enter');
    await toolbar.getByRole('button', { name: 'Quote' }).click();
    await expect(content).toBeFocused();
    await page.keyboard.type('A line to remember');
    await expect(content).toHaveValue('## Verdict\n> A line to remember');

    // Leaving at once: no "ignore them?" question, and the change is on the server.
    let asked = false;
    page.on('dialog', (dialog) => {
      asked = true;
      void dialog.dismiss();
    });
    await page.getByRole('main').getByLabel('Title', { exact: true }).fill(unique('Left quickly '));
    await page.getByRole('menuitem', { name: 'Drafts' }).click();
    await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeHidden();
    await expect(page).not.toHaveURL(/\/edit\//);
    expect(asked).toBe(false);
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/writeup/fetch/${id}`)).json()) as { content: string })
            .content,
      )
      .toBe('## Verdict\n> A line to remember');
  });

  test('the revisions panel after publishing: readable chips and boxes nothing covers, at both widths', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(LAPTOP);
    await page.goto('/post/review');
    await page.getByRole('group', { name: 'New draft' }).getByRole('button', { name: 'Article' }).click();
    await expect(page).toHaveURL(/\/edit\/[^/]+$/);
    const form = page.getByRole('main');
    await form.getByLabel('Title', { exact: true }).fill(unique('Revised notes '));
    await form.getByLabel('Headline').fill('A page with a history');
    await form.getByLabel('Tags').fill('history');
    await form.getByLabel('Tags').press('Enter');
    await form.getByLabel('Banner image').fill(`${baseURL}/images/missing-landscape.webp`);
    await form.getByLabel('Content', { exact: true }).fill('The first version.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Successfully saved article')).toBeVisible();
    await form.getByLabel('Content', { exact: true }).fill('The first version, revised before it went out.');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Publish this article?' })
      .getByRole('button', { name: 'Publish' })
      .click();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Revisions' }).click();
    const revisions = page.getByRole('list', { name: 'Revisions' });
    await expect(revisions.getByText('Published', { exact: true }).first()).toBeVisible();
    for (const [name, size] of WIDTHS) {
      await page.setViewportSize(size);
      await expectNoOverprint(page, `the revisions panel (${name})`, {
        container: '[aria-label="Revisions"] > li',
        parts: 'input[type="checkbox"], .MuiListItemText-root, button',
      });
      await checkScreen(page, `polish-revisions-${name}`);
    }
    // Each box takes a real click (a covered one would be refused), and two compare.
    const boxes = revisions.getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBeGreaterThan(1);
    await boxes.nth(0).click();
    await boxes.nth(1).click();
    await expect(page.getByRole('region', { name: 'Comparison' })).toBeVisible();
  });

  test('an article shows no film fields; the details panel fits a laptop, its previews show images', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/post/review');
    await page.getByRole('group', { name: 'New draft' }).getByRole('button', { name: 'Article' }).click();
    await expect(page).toHaveURL(/\/edit\/[^/]+$/);
    const details = page.getByRole('complementary', { name: 'Details' });
    await expect(details.getByLabel('Headline')).toBeVisible();
    for (const label of ['Release year', 'MPAA rating', 'Director', 'Genre']) {
      await expect(details.getByLabel(label, { exact: true })).toHaveCount(0);
    }
    await expect(details.getByLabel('Rating', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('img', { name: /^Score 0/ })).toHaveCount(0);

    // A demo writeup's own poster and banner, and an address that is no image.
    const demo = (await (
      await page.request.get('/api/writeup?filter=' + encodeURIComponent(JSON.stringify({ slug: 'alien' })))
    ).json()) as {
      poster: string;
      image: string;
    };
    await details.getByLabel('Poster').fill(demo.poster);
    await details.getByLabel('Banner image').fill(`${demo.image.replace(/\.\w+$/, '')}-missing.webp`);
    for (const label of ['Poster', 'Banner image']) {
      const width = (await details.getByLabel(label).boundingBox())!.width;
      expect(width, `${label} field width`).toBeGreaterThan(250);
    }
    const preview = details.getByRole('img', { name: 'Poster preview' });
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await expect(details.getByText('No image at this address')).toBeVisible();
    // Help text reads as a line, not a word a line.
    const help = details.getByText('Upload, drop or paste an image, or type its address').first();
    expect((await help.boundingBox())!.height).toBeLessThan(60);
    await checkScreen(page, 'polish-editor-article-1280');
  });
});
