import { listAuthProviders } from '@reviews/libs/api';
import type { AuthProvider } from '@reviews/libs/contract';
import { useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api';

/** The identity providers the server offers; none when it cannot say, so e-mail login still works. */
export async function getAuthProviders(signal?: AbortSignal): Promise<AuthProvider[]> {
  try {
    return await call(listAuthProviders, {}, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export const useAuthProviders = () =>
  useQuery({
    queryKey: listAuthProviders.key(),
    queryFn: ({ signal }) => getAuthProviders(signal),
    staleTime: Infinity,
  });

/** The provider's login address, told where to come back to afterwards. */
export function providerLoginHref(provider: AuthProvider, returnTo: string): string {
  const separator = provider.loginUrl.includes('?') ? '&' : '?';
  return `${provider.loginUrl}${separator}returnTo=${encodeURIComponent(returnTo)}`;
}
