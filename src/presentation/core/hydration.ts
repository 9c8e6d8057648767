import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React attaches to markup prerendered at build time (and in that render itself), true
 * afterwards and in every render on the client. What differs between the two (a button that submits,
 * an offer that depends on the runtime configuration) switches right after hydration, with no mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
