import { newMember } from '../support/members';
import { checkScreen } from '../support/screens';
import { expect, test } from '../support/test';
import { unique } from '../support/unique';

test('a member replies to a comment, likes it, and reveals a spoiler by keyboard', async ({
  browser,
  baseURL,
}) => {
  const first = unique('first.');
  const second = unique('second.');
  const writer = await newMember(browser, baseURL as string, first);
  const reader = await newMember(browser, baseURL as string, second);

  await writer.goto('/review/alien');
  const opening = `The ending (${unique('')}): ||Ripley survives||, of course.`;
  const comments = writer.getByRole('region', { name: /^Comments/ });
  await comments.getByRole('textbox', { name: 'Add a comment' }).fill(opening);
  await comments.getByRole('button', { name: 'Post comment' }).click();
  await expect(comments.getByRole('listitem').filter({ hasText: 'The ending' })).toBeVisible();

  await reader.goto('/review/alien');
  const thread = reader
    .getByRole('region', { name: /^Comments/ })
    .getByRole('listitem')
    .filter({ has: reader.getByRole('link', { name: first }) });
  await thread.getByRole('button', { name: `Reply to ${first}` }).click();
  const answer = `Agreed, and the cat too (${unique('')}).`;
  await reader.getByRole('textbox', { name: `Reply to ${first}` }).fill(answer);
  await reader.getByRole('button', { name: 'Post reply' }).click();
  const replies = reader.getByRole('list', { name: `Replies to ${first}` });
  await expect(replies.getByText(answer)).toBeVisible();

  const heart = thread
    .getByRole('button', { name: new RegExp(`^Like ${first.replace('.', '\\.')}'s comment`) })
    .first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAccessibleName(
    new RegExp(`^Like ${first.replace('.', '\\.')}'s comment, 1 like$`),
  );

  const spoiler = thread.getByRole('button', { name: 'Spoiler' }).first();
  await expect(spoiler).toHaveAttribute('aria-expanded', 'false');
  await expect(thread.getByText('Ripley survives')).toBeHidden();
  await spoiler.focus();
  await reader.keyboard.press('Enter');
  await expect(spoiler).toHaveAttribute('aria-expanded', 'true');
  await expect(thread.getByText('Ripley survives')).toBeVisible();
  await checkScreen(reader, 'conversation');

  // What I liked is mine alone, and survives a reload (the public count may lag a minute).
  await reader.reload();
  const again = reader
    .getByRole('region', { name: /^Comments/ })
    .getByRole('listitem')
    .filter({ has: reader.getByRole('link', { name: first }) })
    .getByRole('button', { name: new RegExp(`^Like ${first.replace('.', '\\.')}'s comment`) })
    .first();
  await expect(again).toHaveAttribute('aria-pressed', 'true');
});
