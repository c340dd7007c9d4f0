import type { Actor } from '@reviews/libs/rules';
import { useGetIdentity } from 'react-admin';

import type { ConsoleIdentity } from '../auth-provider';

/** The signed-in person as the libs policies take them (id and role), or null until known. */
export function useConsoleActor(): Actor {
  const { identity } = useGetIdentity();
  const user = identity as ConsoleIdentity | undefined;
  return user ? { _id: user._id, type: user.type } : null;
}
