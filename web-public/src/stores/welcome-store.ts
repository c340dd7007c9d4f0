import { STORE_NAMES } from '@reviews/libs/constants';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface WelcomeState {
  /** The id of the account just created, until its welcome is dismissed. */
  newAccountId: string | null;
  welcome: (accountId: string) => void;
  dismiss: () => void;
}

/** After sign-up, the welcome stays up (this browser session, reloads too) until dismissed. */
export const useWelcomeStore = create<WelcomeState>()(
  persist(
    (set) => ({
      newAccountId: null,
      welcome: (newAccountId) => set({ newAccountId }),
      dismiss: () => set({ newAccountId: null }),
    }),
    { name: STORE_NAMES.welcome, storage: createJSONStorage(() => sessionStorage) },
  ),
);
