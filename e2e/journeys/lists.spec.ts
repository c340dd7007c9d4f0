import type { Locator, Page } from '@playwright/test';

import { LAPTOP, PHONE } from '../support/layout';
import { newMember } from '../support/members';
import { checkScreen } from '../support/screens';
import { expect, main, test } from '../support/test';
import { unique } from '../support/unique';

// product.md §16: a member builds a ranked list from cards and a review page, reorders it by
// keyboard and by dragging, on a laptop and on a phone, and shares its address; another member
// likes it.

/** Checked with axe in both themes, at a phone's width and a laptop's; left at the laptop's. */
async function checkBothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await checkScreen(page, `${name}-phone`);
  await page.setViewportSize(LAPTOP);
  await checkScreen(page, `${name}-laptop`);
}

/** The titles of the editor's rows, in order. */
const editorTitles = (editor: Locator) => editor.locator('.entries-editor__title').allTextContents();

/** The list's titles as its page shows them, in order (without the rank read out before each). */
const shownTitles = async (page: Page) =>
  (await main(page).locator('.list-entry__title').allTextContents()).map((text) =>
    text.replace(/^Number \d+: /, ''),
  );

test('a member builds a ranked list, reorders it and shares it; another member likes it', async ({
  browser,
  baseURL,
}) => {
  // Two members, eight screens checked in two themes: a long journey.
  test.slow();
  const ownerName = unique('lister.');
  const owner = await newMember(browser, baseURL as string, ownerName, {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  // Desktop Chromium may or may not offer a share sheet: without one, the link is copied.
  await owner
    .context()
    .addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
  const fan = await newMember(browser, baseURL as string, unique('fan.'));
  const title = `Space frights ${unique('')}`;

  // A new ranked list from a card's "Add to list", then a second card.
  await owner.goto('/movie/new');
  const adders = main(owner).getByRole('button', { name: /^Add to list: / });
  const first = ((await adders.nth(0).getAttribute('aria-label')) ?? '').replace('Add to list: ', '');
  const second = ((await adders.nth(1).getAttribute('aria-label')) ?? '').replace('Add to list: ', '');
  await adders.nth(0).click();
  let dialog = owner.getByRole('dialog', { name: `Add ${first} to a list` });
  await dialog.getByRole('button', { name: 'New list' }).click();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Ranked (numbered entries)').check();
  await checkScreen(owner, 'add-to-list');
  await dialog.getByRole('button', { name: 'Create and add' }).click();
  await expect(owner.getByText(`Added ${first} to ${title}`)).toBeVisible();
  await adders.nth(1).click();
  dialog = owner.getByRole('dialog', { name: `Add ${second} to a list` });
  await dialog.getByRole('button', { name: new RegExp(title) }).click();
  await expect(owner.getByText(`Added ${second} to ${title}`)).toBeVisible();

  // And from a review page.
  await owner.goto('/review/alien');
  await owner.getByRole('button', { name: 'Add to list: Alien' }).click();
  dialog = owner.getByRole('dialog', { name: 'Add Alien to a list' });
  await dialog.getByRole('button', { name: new RegExp(title) }).click();
  await expect(owner.getByText(`Added Alien to ${title}`)).toBeVisible();

  // The list, found from the owner's lists page.
  await owner.goto(`/profile/${ownerName}/lists`);
  await main(owner).getByRole('link', { name: title }).click();
  await expect(owner).toHaveURL(/\/list\/[0-9a-f-]+$/);
  const listPath = new URL(owner.url()).pathname;
  await expect.poll(() => shownTitles(owner)).toEqual([first, second, 'Alien']);

  // Reordered by keyboard: Alien's handle, up twice, announced and saved.
  await owner.getByRole('button', { name: 'Edit list' }).click();
  const editor = owner.getByRole('list').filter({ has: owner.locator('.entries-editor__row') });
  await owner.getByRole('button', { name: /^Alien, position 3 of 3/ }).focus();
  await owner.keyboard.press('ArrowUp');
  await expect(owner.getByRole('button', { name: /^Alien, position 2 of 3/ })).toBeFocused();
  await owner.keyboard.press('ArrowUp');
  await expect(owner.getByText('Alien moved to position 1 of 3')).toBeAttached();
  await expect(owner.getByRole('button', { name: /^Alien, position 1 of 3/ })).toBeFocused();
  expect(await editorTitles(editor)).toEqual(['Alien', first, second]);

  // Dragged: the last row onto the second place.
  const rows = editor.locator('.entries-editor__row');
  await expect(rows.first()).toHaveAttribute('draggable', 'true');
  await rows.nth(2).locator('.entries-editor__handle').dragTo(rows.nth(1).locator('.entries-editor__handle'));
  await expect.poll(() => editorTitles(editor)).toEqual(['Alien', second, first]);
  await checkBothWidths(owner, 'list-editor');

  // On a phone the editor works too: the move buttons fit and save.
  await owner.setViewportSize(PHONE);
  await owner.getByRole('button', { name: `Move ${first} up` }).click();
  await expect.poll(() => editorTitles(editor)).toEqual(['Alien', first, second]);
  await owner.setViewportSize(LAPTOP);
  await owner.getByRole('button', { name: 'Done editing' }).click();

  // Saved: the page read again shows the new order.
  await owner.reload();
  await expect.poll(() => shownTitles(owner)).toEqual(['Alien', first, second]);

  // Shared: its address copied.
  await main(owner).getByRole('button', { name: 'Share' }).click();
  await expect(main(owner).getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${listPath}`);

  // Another member opens the address and likes it.
  await fan.goto(listPath);
  await expect(main(fan).getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const like = main(fan).getByRole('button', { name: new RegExp(`Like the list ${title}`) });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText('1');
  await checkBothWidths(fan, 'list');

  // The public lists page shows it.
  await fan.goto('/lists?sort=recent');
  await expect(main(fan).getByRole('link', { name: title }).first()).toBeVisible();
  await checkBothWidths(fan, 'lists');
});
