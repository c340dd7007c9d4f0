import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and during the hydration of its HTML, true after (and on pages the browser
 * renders itself): for what only the browser can draw, such as charts (product.md §14).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
