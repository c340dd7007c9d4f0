import type { Comment } from '@reviews/libs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { bodiesSentTo, callsTo, myState, reply, stubApi } from '../../test/api-stub';
import { aComment, aUser, aWriteup } from '../../test/fixtures';
import { renderApp, resetStores } from '../../test/render-app';

// product.md §12 on the reader site: threads, likes, spoilers and the order of comments.

beforeEach(resetStores);

const member = aUser({ _id: 'u2', username: 'quiet-otter' });

const first = aComment({ _id: 'c1', content: 'First thread.', likes: 1 });
const second = aComment({
  _id: 'c2',
  content: 'Second thread.',
  created: '2024-03-07T10:00:00.000Z',
  likes: 5,
  user: { _id: 'u3', username: 'film-fox', avatar: null },
});
const answer = aComment({
  _id: 'c3',
  content: 'An answer to the first.',
  created: '2024-03-08T10:00:00.000Z',
  replyTo: 'c1',
  user: { _id: 'u3', username: 'film-fox', avatar: null },
});

function openWriteup(comments: Comment[], answers: Record<string, unknown> = {}) {
  const api = stubApi({
    'GET /api/whoami': member,
    'GET /api/writeup/': aWriteup({ likes: 3 }),
    'GET /api/comment/w1': comments,
    ...answers,
  });
  renderApp('/review/dune');
  return api;
}

const commentsRegion = () => screen.findByRole('region', { name: /Comments/ });
const threadTexts = async () =>
  within(await commentsRegion())
    .getAllByRole('listitem')
    .filter((item) => !item.parentElement?.classList.contains('comment-list--replies'))
    .map((item) => item.querySelector('.comment__content')?.textContent?.trim());

describe('threads', () => {
  it('shows each reply under the comment it answers', async () => {
    openWriteup([first, second, answer]);
    const replies = await screen.findByRole('list', { name: 'Replies to moviebuff' });
    expect(within(replies).getByText('An answer to the first.')).toBeInTheDocument();
    expect(await threadTexts()).toEqual(['First thread.', 'Second thread.']);
  });

  it('sends a reply with the id of the comment answered', async () => {
    const api = openWriteup([first], {
      'POST /api/comment/w1': reply(201, aComment({ _id: 'c9', content: 'Me too.', replyTo: 'c1' })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reply to moviebuff' }));
    const box = screen.getByRole('textbox', { name: 'Reply to moviebuff' });
    expect(box).toHaveFocus();
    await userEvent.type(box, 'Me too.');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() =>
      expect(bodiesSentTo(api, 'POST /api/comment/w1')).toEqual([{ content: 'Me too.', replyTo: 'c1' }]),
    );
  });

  it('sorts the threads oldest first by default, newest first or most liked', async () => {
    openWriteup([first, second, answer]);
    const sort = await screen.findByRole('combobox', { name: 'Sort comments' });
    expect(sort).toHaveValue('oldest');
    await userEvent.selectOptions(sort, 'newest');
    expect(await threadTexts()).toEqual(['Second thread.', 'First thread.']);
    await userEvent.selectOptions(sort, 'liked');
    expect(await threadTexts()).toEqual(['Second thread.', 'First thread.']);
    await userEvent.selectOptions(sort, 'oldest');
    expect(await threadTexts()).toEqual(['First thread.', 'Second thread.']);
  });
});

describe('likes', () => {
  it('shows counts and my likes pressed, asking once which are mine', async () => {
    const api = openWriteup([first, second], {
      'GET /api/me/state': myState({ likes: { writeups: ['w1'], comments: ['c2'] } }),
    });
    const writeupHeart = await screen.findByRole('button', { name: 'Like Dune, 3 likes' });
    await waitFor(() => expect(writeupHeart).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: "Like film-fox's comment, 5 likes" })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: "Like moviebuff's comment, 1 like" })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const asked = callsTo(api, 'GET /api/me/state');
    expect(asked).toHaveLength(1);
    expect(asked[0].searchParams.get('writeups')).toBe('w1');
    expect(asked[0].searchParams.get('thread')).toBe('w1');
  });

  it('likes at once, then shows the count the server answers', async () => {
    const api = openWriteup([first], { 'PUT /api/comment/c1/like': { likes: 7 } });
    const heart = await screen.findByRole('button', { name: "Like moviebuff's comment, 1 like" });
    await userEvent.click(heart);
    expect(await screen.findByRole('button', { name: "Like moviebuff's comment, 7 likes" })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(callsTo(api, 'PUT /api/comment/c1/like')).toHaveLength(1);
  });

  it('goes back and says why when the server refuses', async () => {
    openWriteup([first], {
      'PUT /api/comment/c1/like': reply(404, {
        statusCode: 404,
        error: 'Not Found',
        message: 'Comment not found',
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: "Like moviebuff's comment, 1 like" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Comment not found');
    const heart = screen.getByRole('button', { name: "Like moviebuff's comment, 1 like" });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers no heart on my own comment, only its count', async () => {
    openWriteup([aComment({ user: { _id: member._id, username: member.username, avatar: null }, likes: 2 })]);
    expect(
      await screen.findByText(
        (_text, element) => element?.className === 'like-count' && element.textContent === ' 2 likes',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Like quiet-otter's comment/ })).not.toBeInTheDocument();
  });
});

describe('spoilers', () => {
  it('shows a comment posted with spoilers collapsed until opened', async () => {
    openWriteup([aComment({ content: 'He was dead all along.', spoiler: true })]);
    const toggle = await screen.findByRole('button', { name: 'Show comment with spoilers' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('He was dead all along.')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByText('He was dead all along.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide comment with spoilers' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('reveals a ||spoiler|| in a comment from the keyboard', async () => {
    openWriteup([aComment({ content: 'The end: ||the butler did it||.' })]);
    const spoiler = await screen.findByRole('button', { name: 'Spoiler' });
    expect(spoiler).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('the butler did it')).not.toBeVisible();
    spoiler.focus();
    await userEvent.keyboard('{Enter}');
    expect(spoiler).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('the butler did it')).toBeVisible();
  });

  it('sends spoiler: true when the box is ticked', async () => {
    const api = openWriteup([], {
      'POST /api/comment/w1': reply(201, aComment({ _id: 'c9', content: 'Twist!', spoiler: true })),
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Add a comment' }), 'Twist!');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Contains spoilers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() =>
      expect(bodiesSentTo(api, 'POST /api/comment/w1')).toEqual([{ content: 'Twist!', spoiler: true }]),
    );
    expect(screen.getByRole('checkbox', { name: 'Contains spoilers' })).not.toBeChecked();
  });
});
