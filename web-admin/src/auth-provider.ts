import type { User } from '@reviews/libs/contract';
import { isAdministrator } from '@reviews/libs/rules';
import type { AuthProvider, UserIdentity } from 'react-admin';

import type { ConsoleDataProvider } from './data-provider';

/** The reader site's sign-in page; after signing in it goes back one page, i.e. here. */
const READER_LOGIN_URL = '/login';

export type ConsoleIdentity = UserIdentity & Pick<User, '_id' | 'type'>;

/**
 * Spec §6: the console is for admins and root. Anyone else (signed out, or a plain user) is sent
 * to the reader site's sign-in page; the console has no login page or logout of its own, since
 * both frontends share one session.
 */
export function createAuthProvider(
  data: Pick<ConsoleDataProvider, 'whoami'>,
  goToLogin: () => void = () => {
    window.location.href = READER_LOGIN_URL;
  },
): AuthProvider {
  let pending: Promise<User | null> | null = null;
  /** One whoami per burst of checks (react-admin asks for auth, identity and permissions at once). */
  const whoami = () => {
    pending ??= data.whoami().finally(() => setTimeout(() => (pending = null), 0));
    return pending;
  };

  return {
    async login() {
      goToLogin();
    },
    async logout() {
      return false;
    },
    async checkAuth() {
      const user = await whoami().catch(() => null);
      if (isAdministrator(user)) return;
      goToLogin();
      throw { redirectTo: false, message: false };
    },
    async checkError(error: { status?: number }) {
      if (error?.status !== 401) return;
      goToLogin();
      throw { redirectTo: false, message: false };
    },
    async getIdentity(): Promise<ConsoleIdentity> {
      const user = await whoami();
      if (!user) throw new Error('Not signed in');
      return {
        id: user._id,
        _id: user._id,
        type: user.type,
        fullName: user.username,
        avatar: user.avatar ?? undefined,
      };
    },
    async getPermissions() {
      return (await whoami())?.type ?? null;
    },
  };
}
