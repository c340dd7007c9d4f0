import { newMember } from '../support/members';
import { checkScreen } from '../support/screens';
import { expect, test } from '../support/test';
import { unique } from '../support/unique';

// product.md §13: a member follows another, the other answers the first's comment, and the
// first sees it on the bell and the notifications page, and marks it read.

test('a member follows another, is answered, and reads it from the bell', async ({ browser, baseURL }) => {
  const first = unique('fan.');
  const second = unique('critic.');
  const fan = await newMember(browser, baseURL as string, first);
  const critic = await newMember(browser, baseURL as string, second);

  // The fan follows the critic from the critic's profile.
  await fan.goto(`/profile/${second}`);
  const followButton = fan.getByRole('button', { name: `Follow ${second}` });
  await expect(followButton).toHaveAttribute('aria-pressed', 'false');
  await followButton.click();
  await expect(fan.getByRole('button', { name: `Following ${second}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await checkScreen(fan, 'profile-follow');

  // The fan comments; the critic answers.
  await fan.goto('/review/alien');
  const opening = `Best ending ever (${unique('')}).`;
  const comments = fan.getByRole('region', { name: /^Comments/ });
  await comments.getByRole('textbox', { name: 'Add a comment' }).fill(opening);
  await comments.getByRole('button', { name: 'Post comment' }).click();
  await expect(comments.getByRole('listitem').filter({ hasText: opening })).toBeVisible();

  await critic.goto('/review/alien');
  const thread = critic
    .getByRole('region', { name: /^Comments/ })
    .getByRole('listitem')
    .filter({ has: critic.getByRole('link', { name: first }) });
  await thread.getByRole('button', { name: `Reply to ${first}` }).click();
  const answer = `The cat steals it (${unique('')}).`;
  await critic.getByRole('textbox', { name: `Reply to ${first}` }).fill(answer);
  await critic.getByRole('button', { name: 'Post reply' }).click();
  await expect(critic.getByRole('list', { name: `Replies to ${first}` }).getByText(answer)).toBeVisible();

  // The critic's comment is in the fan's Following feed.
  await fan.goto('/following');
  const feed = fan.getByRole('list', { name: 'Activity of the members you follow' });
  await expect(feed.getByRole('listitem').filter({ hasText: answer })).toBeVisible();
  await checkScreen(fan, 'following');

  // The bell counts it; the notifications page shows it and marks it read.
  await fan.goto('/');
  const bell = fan.getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(fan).toHaveURL(/\/notifications$/);
  const entry = fan.getByRole('list', { name: 'Your notifications' }).getByRole('listitem').first();
  await expect(entry).toContainText(`${second} replied to your comment on Alien`);
  await expect(entry).toContainText(answer);
  await checkScreen(fan, 'notifications');
  await entry.getByRole('button', { name: 'Mark read' }).click();
  await expect(entry.getByRole('button', { name: 'Mark read' })).toBeHidden();
  await expect(fan.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
});
