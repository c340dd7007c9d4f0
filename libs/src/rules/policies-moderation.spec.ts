import { type Actor, canLike, canModerateComments, canReportComment, canSeeComment } from './policies.js';

const visitor: Actor = null;
const member: Actor = { _id: 'u1', type: 'user' };
const commenter: Actor = { _id: 'c1', type: 'user' };
const admin: Actor = { _id: 'a1', type: 'admin' };
const root: Actor = { _id: 'r1', type: 'root' };

const comment = { user: { _id: 'c1' }, hidden: false };
const hiddenComment = { ...comment, hidden: true };

describe('canModerateComments', () => {
  it.each([
    ['a visitor', visitor, false],
    ['a member', member, false],
    ['an admin', admin, true],
    ['root', root, true],
  ])('%s: %s', (_label, actor, expected) => {
    expect(canModerateComments(actor)).toBe(expected);
  });
});

describe('canSeeComment', () => {
  it.each([
    ['a visitor sees a visible comment', visitor, comment, true],
    ['a visitor does not see a hidden comment', visitor, hiddenComment, false],
    ['another member does not see a hidden comment', member, hiddenComment, false],
    ['its author sees a hidden comment', commenter, hiddenComment, true],
    ['an admin sees a hidden comment', admin, hiddenComment, true],
    ['root sees a hidden comment', root, hiddenComment, true],
  ])('%s', (_label, actor, target, expected) => {
    expect(canSeeComment(actor, target)).toBe(expected);
  });
});

describe('canReportComment', () => {
  it.each([
    ['a visitor cannot report', visitor, false],
    ['its author cannot report it', commenter, false],
    ['another member can', member, true],
    ['an admin can', admin, true],
  ])('%s', (_label, actor, expected) => {
    expect(canReportComment(actor, comment)).toBe(expected);
  });
});

describe('canLike', () => {
  it.each([
    ['a visitor cannot like', visitor, false],
    ['the author cannot like their own', commenter, false],
    ['another member can', member, true],
    ['staff can', root, true],
  ])('%s', (_label, actor, expected) => {
    expect(canLike(actor, comment.user._id)).toBe(expected);
  });
});
