import { STORE_NAMES } from '@reviews/libs/constants';
import type { User } from '@reviews/libs/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface UserState {
  user: User | null;
  /** False until the first whoami answer; the navigation waits for it so it never flashes. */
  initialised: boolean;
  setUser: (user: User | null) => void;
  initialise: (user: User | null) => void;
}

export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      user: null,
      initialised: false,
      setUser: (user) => set({ user }),
      initialise: (user) => set({ user, initialised: true }),
    }),
    {
      name: STORE_NAMES.user,
      storage: createJSONStorage(() => sessionStorage),
      // `initialised` belongs to this page load: restored as true, a page reached by a full load
      // (such as the identity provider's redirect back) would judge the visitor before whoami answers.
      partialize: (state) => ({ user: state.user }),
      // Restored once the page has taken over the server's HTML (providers.tsx), which shows
      // no one signed in: restored before, the first render would not match it (product.md §14).
      skipHydration: true,
    },
  ),
);

export function useCurrentUser(): User | null {
  return useUserStore((state) => state.user);
}
