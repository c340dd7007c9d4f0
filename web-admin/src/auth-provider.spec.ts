import { createAuthProvider } from './auth-provider';
import { aUser } from './test/fixtures';
import type { User } from '@reviews/libs/contract';

function authFor(user: User | null) {
  const goToLogin = jest.fn();
  return { goToLogin, auth: createAuthProvider({ whoami: async () => user }, goToLogin) };
}

describe('auth provider', () => {
  it.each(['admin', 'root'] as const)('lets %s in', async (type) => {
    const { auth, goToLogin } = authFor(aUser({ type }));
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it.each([
    ['a member', aUser({ type: 'user' })],
    ['a visitor', null],
  ])('sends %s to the reader site to sign in', async (_who, user) => {
    const { auth, goToLogin } = authFor(user);
    await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: false, message: false });
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it('sends a lapsed session to sign in again, but not a refusal', async () => {
    const { auth, goToLogin } = authFor(aUser());
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(goToLogin).not.toHaveBeenCalled();
    await expect(auth.checkError({ status: 401 })).rejects.toBeDefined();
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it('names the signed-in user and their role', async () => {
    const { auth } = authFor(aUser({ _id: 'u9', username: 'grace', type: 'root' }));
    await expect(auth.getIdentity!()).resolves.toMatchObject({ id: 'u9', fullName: 'grace', type: 'root' });
    await expect(auth.getPermissions!({})).resolves.toBe('root');
  });
});
