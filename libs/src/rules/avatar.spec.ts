import { avatarColor, avatarInitial } from './avatar.js';

describe('avatarColor', () => {
  it.each([
    ['d', 'red'], // 100 % 5 = 0
    ['e', 'yellow'], // 101 % 5 = 1
    ['a', 'green'], // 97 % 5 = 2
    ['b', 'blue'], // 98 % 5 = 3
    ['c', 'purple'], // 99 % 5 = 4
    ['ab', 'red'], // 195 % 5 = 0
    ['quiet-otter-417', 'yellow'], // 1356 % 5 = 1
  ])('colours %p %s', (username, colour) => {
    expect(avatarColor(username)).toBe(colour);
  });

  it('gives the same colour to the same characters in any order', () => {
    expect(avatarColor('ba')).toBe(avatarColor('ab'));
  });
});

describe('avatarInitial', () => {
  it.each([
    ['quiet-otter', 'Q'],
    ['Zed', 'Z'],
    ['_under', '_'],
    ['7seven', '7'],
    ['', ''],
  ])('shows %p as %p', (username, initial) => {
    expect(avatarInitial(username)).toBe(initial);
  });
});
