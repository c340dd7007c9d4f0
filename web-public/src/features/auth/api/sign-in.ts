import { login, register } from '@reviews/libs/api';
import type { LoginRequest, User } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../lib/api';

export type AuthMode = 'login' | 'register';

export interface Credentials {
  /** E-mail (register), or e-mail or username (login). */
  identifier: string;
  password: string;
}

/** Signs in or up; the server reads whichever login name it needs. */
export function signIn(mode: AuthMode, { identifier, password }: Credentials): Promise<User> {
  const body: LoginRequest = { emailOrUsername: identifier, email: identifier, password, type: 'email' };
  return mode === 'login' ? call(login, { body }) : call(register, { body });
}

export const useSignIn = (mode: AuthMode) =>
  useMutation({ mutationFn: (credentials: Credentials) => signIn(mode, credentials) });
