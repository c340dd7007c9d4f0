import type { LoginRequest, User } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { apiSend } from '../../../lib/api';

export type AuthMode = 'login' | 'register';

export interface Credentials {
  /** E-mail (register), or e-mail or username (login). */
  identifier: string;
  password: string;
}

/** POST /api/login or /api/register; the server reads whichever login name it needs. */
export function signIn(mode: AuthMode, { identifier, password }: Credentials): Promise<User> {
  const body: LoginRequest = { emailOrUsername: identifier, email: identifier, password, type: 'email' };
  return apiSend<User>('POST', `/api/${mode}`, body);
}

export const useSignIn = (mode: AuthMode) =>
  useMutation({ mutationFn: (credentials: Credentials) => signIn(mode, credentials) });
