/**
 * Whether this island runs in the browser yet: false in the pre-rendered HTML and while React
 * hydrates it, true from the render after. A control whose handler the HTML cannot carry says
 * so meanwhile (aria-disabled), as the cookie notice does, instead of swallowing a tap.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False on the server and during hydration; true once hydrated. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
