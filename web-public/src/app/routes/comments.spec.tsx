import type { Comment } from '@reviews/libs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { bodiesSentTo, callsTo, reply, stubApi } from '../../test/api-stub';
import { aComment, aUser, aWriteup } from '../../test/fixtures';
import { renderApp, resetStores } from '../../test/render-app';

beforeEach(resetStores);

const member = aUser({ _id: 'u1', username: 'moviebuff' });
const root = aUser({ _id: 'r1', username: 'boss', type: 'root' });

/** A writeup page whose comment list is kept by the stub, so refreshes show what changed. */
function openWriteup(
  viewer: typeof member | null,
  initial: Comment[],
  answers: Record<string, unknown> = {},
) {
  let comments = [...initial];
  const api = stubApi({
    'GET /api/whoami': viewer,
    'GET /api/writeup/': aWriteup(),
    'GET /api/comment/w1': () => comments,
    'POST /api/comment/w1': (_url: URL, init?: RequestInit) => {
      const created = aComment({ _id: 'c-new', content: JSON.parse(String(init?.body)).content });
      comments = [...comments, created];
      return reply(201, created);
    },
    'PATCH /api/comment/c1': (_url: URL, init?: RequestInit) => {
      comments = comments.map((comment) =>
        comment._id === 'c1'
          ? { ...comment, content: JSON.parse(String(init?.body)).content, edited: true }
          : comment,
      );
      return comments[0];
    },
    'DELETE /api/comment/c1': () => {
      comments = comments.filter((comment) => comment._id !== 'c1');
      return { ok: true };
    },
    ...answers,
  });
  renderApp('/review/dune');
  return api;
}

const commentsRegion = () => screen.findByRole('region', { name: /Comments/ });

describe('posting a comment', () => {
  it('invites a visitor to log in instead', async () => {
    openWriteup(null, []);
    const region = await commentsRegion();
    expect(await within(region).findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('form', { name: 'Add a comment' })).not.toBeInTheDocument();
  });

  it('brings a visitor back to the writeup after logging in', async () => {
    openWriteup(null, [], { 'GET /api/auth/providers': [], 'POST /api/login': member });
    await userEvent.click(await within(await commentsRegion()).findByRole('link', { name: 'Sign in' }));
    await userEvent.type(await screen.findByLabelText('Email or username'), 'moviebuff');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('textbox', { name: 'Add a comment' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dune', level: 1 })).toBeInTheDocument();
  });

  it('posts the trimmed text, counts characters and refreshes the list', async () => {
    const api = openWriteup(member, []);
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    const post = screen.getByRole('button', { name: 'Post comment' });
    expect(post).toBeDisabled();
    await userEvent.type(box, '   ');
    expect(post).toBeDisabled();
    await userEvent.type(box, 'What a film!  ');
    expect(screen.getByText('17/300')).toBeInTheDocument();
    await userEvent.click(post);
    expect(await within(await commentsRegion()).findByText('What a film!')).toBeInTheDocument();
    expect(bodiesSentTo(api, 'POST /api/comment/w1')).toEqual([{ content: 'What a film!' }]);
    expect(box).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
  });

  it('keeps focus in the comment box after posting, ready for the next one', async () => {
    openWriteup(member, []);
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(box, 'First thought');
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Contains spoilers' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Post comment' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await within(await commentsRegion()).findByText('First thought')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveFocus());
  });

  it('stops at 300 characters', async () => {
    openWriteup(member, []);
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    await userEvent.click(box);
    await userEvent.paste('z'.repeat(310));
    expect(box).toHaveValue('z'.repeat(300));
    expect(screen.getByText('300/300')).toBeInTheDocument();
  });

  it("keeps the text and shows the server's message when refused", async () => {
    openWriteup(member, [], {
      'POST /api/comment/w1': reply(429, {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Slow down',
      }),
    });
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(box, 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Slow down');
    expect(box).toHaveValue('Hello');
  });
});

describe('editing a comment', () => {
  it('lets its owner edit in place, and cancel', async () => {
    const api = openWriteup(member, [aComment()]);
    await userEvent.click(await within(await commentsRegion()).findByRole('button', { name: 'Edit' }));
    const box = screen.getByRole('textbox', { name: 'Edit your comment' });
    expect(box).toHaveValue('Loved the sandworms.');
    await userEvent.type(box, ' Truly.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Edit your comment' })).not.toBeInTheDocument();
    expect(screen.getByText('Loved the sandworms.')).toBeInTheDocument();
    expect(callsTo(api, 'PATCH /api/comment/c1')).toHaveLength(0);
  });

  it('submits the edit and shows the refreshed comment', async () => {
    const api = openWriteup(member, [aComment()]);
    await userEvent.click(await within(await commentsRegion()).findByRole('button', { name: 'Edit' }));
    const box = screen.getByRole('textbox', { name: 'Edit your comment' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Loved it even more the second time.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Loved it even more the second time.')).toBeInTheDocument();
    expect(screen.getByText('(edited)')).toBeInTheDocument();
    expect(bodiesSentTo(api, 'PATCH /api/comment/c1')).toEqual([
      { content: 'Loved it even more the second time.' },
    ]);
  });

  it("offers no edit or delete on someone else's comment", async () => {
    openWriteup(aUser({ _id: 'u2', username: 'other' }), [aComment()]);
    expect(await screen.findByText('Loved the sandworms.')).toBeInTheDocument();
    expect(within(await commentsRegion()).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(await commentsRegion()).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('deleting a comment', () => {
  it('lets root delete after confirming, then refreshes the list', async () => {
    openWriteup(root, [aComment()]);
    await userEvent.click(await within(await commentsRegion()).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this comment?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Successfully deleted comment');
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
  });

  it("says 'Failed to delete comment' when the server refuses", async () => {
    openWriteup(root, [aComment()], { 'DELETE /api/comment/c1': reply(500, { message: 'boom' }) });
    await userEvent.click(await within(await commentsRegion()).findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete comment');
    expect(screen.getByText('Loved the sandworms.')).toBeInTheDocument();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const api = openWriteup(root, [aComment()]);
    await userEvent.click(await within(await commentsRegion()).findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(api, 'DELETE /api/comment/c1')).toHaveLength(0);
  });
});

describe('administrators on the writeup page', () => {
  it('are not offered a comment box on a scheduled writeup', async () => {
    stubApi({
      'GET /api/whoami': aUser({ type: 'admin' }),
      'GET /api/writeup/': aWriteup({ visibleAfter: new Date(Date.now() + 86_400_000).toISOString() }),
      'GET /api/comment/w1': [],
    });
    renderApp('/review/dune');
    expect(await screen.findByText('Comments open once this is published.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).not.toBeInTheDocument();
  });

  it('shows the admin-only notes the server sends them', async () => {
    stubApi({
      'GET /api/whoami': aUser({ type: 'admin' }),
      'GET /api/writeup/': aWriteup({ notes: 'Check the **runtime**.' }),
      'GET /api/comment/w1': [],
    });
    renderApp('/review/dune');
    const notes = await screen.findByRole('complementary', { name: 'Admin notes' });
    expect(within(notes).getByText('runtime').tagName).toBe('STRONG');
  });

  it("shows no edit link to an admin on someone else's writeup", async () => {
    stubApi({
      'GET /api/whoami': aUser({ _id: 'a2', type: 'admin' }),
      'GET /api/writeup/': aWriteup(),
      'GET /api/comment/w1': [],
    });
    renderApp('/review/dune');
    expect(await screen.findByRole('heading', { name: 'Dune', level: 1 })).toBeInTheDocument();
    await screen.findByText('No comments yet.');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
