import type { AuthProvider } from '@reviews/libs/contract';
import { useQuery } from '@tanstack/react-query';

import { apiGet } from '../../../lib/api';

/** The identity providers the server offers; none when it cannot say, so e-mail login still works. */
export async function getAuthProviders(signal?: AbortSignal): Promise<AuthProvider[]> {
  try {
    return await apiGet<AuthProvider[]>('/api/auth/providers', undefined, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export const useAuthProviders = () =>
  useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => getAuthProviders(signal),
    staleTime: Infinity,
  });

/** The provider's login address, told where to come back to afterwards. */
export function providerLoginHref(provider: AuthProvider, returnTo: string): string {
  const separator = provider.loginUrl.includes('?') ? '&' : '?';
  return `${provider.loginUrl}${separator}returnTo=${encodeURIComponent(returnTo)}`;
}
