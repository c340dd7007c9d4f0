import type { MediaPurpose } from '../constants.js';
import type { Writeup } from '../contract/index.js';
import {
  type Actor,
  canChangeUser,
  canDeleteComment,
  canDeleteOwnAccount,
  canDeleteWriteup,
  canEditComment,
  canEditWriteup,
  canManageUsers,
  canSeeEmail,
  canSeeInEditor,
  canSeeOthersDrafts,
  canSeeWriteupNotes,
  canUploadMedia,
  getsOwnPublicReads,
  isAdministrator,
  readerScope,
} from './policies.js';
import { cardDate, isPublished, isScheduled } from './publish-state.js';

const NOW = new Date('2024-06-15T12:00:00Z');
const PAST = '2024-06-01T00:00:00.000Z';
const FUTURE = '2024-07-01T00:00:00.000Z';

const visitor: Actor = null;
const member: Actor = { _id: 'u1', type: 'user' };
const author: Actor = { _id: 'a1', type: 'admin' };
const otherAdmin: Actor = { _id: 'a2', type: 'admin' };
const root: Actor = { _id: 'r1', type: 'root' };
const demotedAuthor: Actor = { _id: 'a1', type: 'user' };

type PolicyWriteup = Pick<Writeup, '_id' | 'type' | 'slug' | 'draft' | 'visibleAfter' | 'updated'> & {
  admin: { _id: string };
};
const published: PolicyWriteup = {
  _id: 'w1',
  type: 'movie',
  slug: 'dune',
  draft: false,
  visibleAfter: PAST,
  updated: PAST,
  admin: { _id: 'a1' },
};
const draft: PolicyWriteup = { ...published, slug: null, draft: true, visibleAfter: null };
const scheduled: PolicyWriteup = { ...published, visibleAfter: FUTURE };

describe('isAdministrator', () => {
  it.each([
    ['a visitor', visitor, false],
    ['a user', member, false],
    ['an admin', author, true],
    ['root', root, true],
  ])('%s: %p', (_case, user, expected) => {
    expect(isAdministrator(user)).toBe(expected);
  });
});

describe('cardDate, isScheduled, isPublished', () => {
  it.each<[string, PolicyWriteup, string, boolean, boolean]>([
    ['published with a past visibleAfter', published, PAST, false, true],
    ['scheduled with a future visibleAfter', scheduled, FUTURE, true, false],
    ['no visibleAfter: updated decides (past)', { ...published, visibleAfter: null }, PAST, false, true],
    [
      'no visibleAfter: updated decides (future)',
      { ...published, visibleAfter: null, updated: FUTURE },
      FUTURE,
      true,
      false,
    ],
    ['visibleAfter wins over updated', { ...published, updated: FUTURE }, PAST, false, true],
    ['a draft is neither', { ...scheduled, draft: true }, FUTURE, false, false],
    [
      'exactly now is published',
      { ...published, visibleAfter: NOW.toISOString() },
      NOW.toISOString(),
      false,
      true,
    ],
  ])('%s', (_case, writeup, date, scheduledNow, publishedNow) => {
    expect(cardDate(writeup)).toBe(date);
    expect(isScheduled(writeup, NOW)).toBe(scheduledNow);
    expect(isPublished(writeup, NOW)).toBe(publishedNow);
  });
});

describe('canEditWriteup', () => {
  it.each([
    ['a visitor', visitor, false],
    ['a user', member, false],
    ['the author', author, true],
    ['another admin', otherAdmin, false],
    ['root', root, true],
    ['the author after demotion', demotedAuthor, false],
  ])('%s: %p', (_case, user, expected) => {
    expect(canEditWriteup(user, published)).toBe(expected);
  });
});

describe('canDeleteWriteup', () => {
  it.each<[string, Actor, PolicyWriteup, boolean]>([
    ['root deletes a published writeup', root, published, true],
    ['root deletes a draft', root, draft, true],
    ['the author deletes a draft', author, draft, true],
    ['the author deletes a scheduled writeup', author, scheduled, true],
    ['the author may not delete a published writeup', author, published, false],
    ['another admin may not delete a draft', otherAdmin, draft, false],
    ['a user may not delete', member, draft, false],
    ['a visitor may not delete', visitor, draft, false],
  ])('%s', (_case, user, writeup, expected) => {
    expect(canDeleteWriteup(user, writeup, NOW)).toBe(expected);
  });
});

describe('comments', () => {
  const comment = { user: { _id: 'u1' } };

  it.each([
    ['its owner', member, true],
    ['another user', { _id: 'u2', type: 'user' } as Actor, false],
    ['root', root, false],
    ['a visitor', visitor, false],
  ])('may be edited by %s: %p', (_case, user, expected) => {
    expect(canEditComment(user, comment)).toBe(expected);
  });

  it.each([
    ['root', root, true],
    ['an admin', author, false],
    ['its owner', member, false],
    ['a visitor', visitor, false],
  ])('may be deleted by %s: %p', (_case, user, expected) => {
    expect(canDeleteComment(user)).toBe(expected);
  });
});

describe('canChangeUser', () => {
  it.each<[string, Actor, 'user' | 'admin' | 'root', boolean]>([
    ['root changes a user', root, 'user', true],
    ['root changes an admin', root, 'admin', true],
    ['root may not change root', root, 'root', false],
    ['an admin may not change a user', author, 'user', false],
    ['a user may not change a user', member, 'user', false],
    ['a visitor may not change a user', visitor, 'user', false],
  ])('%s', (_case, actor, targetType, expected) => {
    expect(canChangeUser(actor, { type: targetType })).toBe(expected);
  });
});

describe('canUploadMedia', () => {
  it.each<[string, Actor, MediaPurpose, boolean]>([
    ['root uploads a poster', root, 'poster', true],
    ['an admin uploads a content image', author, 'content', true],
    ['an admin uploads an avatar', author, 'avatar', true],
    ['a member uploads an avatar', member, 'avatar', true],
    ['a member may not upload a poster', member, 'poster', false],
    ['a member may not upload a banner', member, 'image', false],
    ['a visitor may not upload an avatar', visitor, 'avatar', false],
  ])('%s', (_case, actor, purpose, expected) => {
    expect(canUploadMedia(actor, purpose)).toBe(expected);
  });
});

describe('who sees which writeups', () => {
  it.each<[string, Actor, string, boolean, boolean, boolean]>([
    ['a visitor', visitor, 'published', false, false, false],
    ['a user', member, 'published', false, false, false],
    ['an admin', author, 'published-and-scheduled', true, false, true],
    ['root', root, 'published-and-scheduled', true, true, true],
  ])(
    "%s: reads %s, notes %p, others' drafts %p, own public reads %p",
    (_case, viewer, scope, notes, othersDrafts, own) => {
      expect(getsOwnPublicReads(viewer)).toBe(own);
      expect(readerScope(viewer)).toBe(scope);
      expect(canSeeWriteupNotes(viewer)).toBe(notes);
      expect(canSeeOthersDrafts(viewer)).toBe(othersDrafts);
    },
  );
});

describe('canSeeInEditor', () => {
  it.each<[string, Actor, PolicyWriteup, boolean]>([
    ['the author sees their draft', author, draft, true],
    ['another admin does not see a draft', otherAdmin, draft, false],
    ['another admin sees a scheduled writeup', otherAdmin, scheduled, true],
    ['another admin sees a published writeup', otherAdmin, published, true],
    ['root sees any draft', root, draft, true],
    ['the author after demotion does not see their draft', demotedAuthor, draft, false],
    ['a user does not see a published writeup', member, published, false],
    ['a visitor does not see a published writeup', visitor, published, false],
  ])('%s', (_case, user, writeup, expected) => {
    expect(canSeeInEditor(user, writeup)).toBe(expected);
  });
});

describe('accounts', () => {
  it.each<[string, Actor, boolean]>([
    ['root', root, true],
    ['an admin', author, false],
    ['a user', member, false],
    ['a visitor', visitor, false],
  ])('%s manages users: %p', (_case, actor, expected) => {
    expect(canManageUsers(actor)).toBe(expected);
  });

  it.each<[string, Actor, boolean]>([
    ['the account itself', member, true],
    ['root', root, true],
    ['an admin', author, false],
    ['another user', { _id: 'u2', type: 'user' }, false],
    ['a visitor', visitor, false],
  ])("%s sees the account's e-mail: %p", (_case, viewer, expected) => {
    expect(canSeeEmail(viewer, { _id: 'u1' })).toBe(expected);
  });

  it.each<['user' | 'admin' | 'root', boolean]>([
    ['user', true],
    ['admin', true],
    ['root', false],
  ])('a %s may delete their own account: %p', (type, expected) => {
    expect(canDeleteOwnAccount({ type })).toBe(expected);
  });
});
