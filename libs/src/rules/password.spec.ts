import { PASSWORD_RULE, passwordProblem } from './password.js';

describe('passwordProblem', () => {
  it.each<[string, string, string | null]>([
    ['empty', '', PASSWORD_RULE],
    ['7 characters', 'a'.repeat(7), PASSWORD_RULE],
    ['8 characters', 'a'.repeat(8), null],
    ['200 characters', 'a'.repeat(200), null],
    ['201 characters', 'a'.repeat(201), PASSWORD_RULE],
  ])('%s: %p', (_case, password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('says the bounds', () => {
    expect(PASSWORD_RULE).toBe('Password must be 8 to 200 characters');
  });
});
