import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';

import { ErrorBoundary } from '../components/error-boundary';
import { seedInlineAnswers } from '../lib/inline-answers';
import { createQueryClient } from '../lib/query-client';
import { useThemeStore } from '../stores/theme-store';
import { useUserStore } from '../stores/user-store';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => seedInlineAnswers(queryClient ?? createQueryClient()));
  // The stored user and theme are this browser's, not the server's: restored once the first
  // render (the hydration of the server's HTML) is done.
  useEffect(() => {
    void useUserStore.persist.rehydrate();
    void useThemeStore.persist.rehydrate();
  }, []);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ErrorBoundary>
  );
}
