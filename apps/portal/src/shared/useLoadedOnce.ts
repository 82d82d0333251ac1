import { useState } from 'react';

/**
 * Whether `wanted` has been true on any render so far: a lazily loaded dialog or drawer mounts with its first
 * opening (from a click or the address) and stays mounted, so it can animate closed and reopen at once.
 */
export function useLoadedOnce(wanted: boolean): boolean {
  const [loaded, setLoaded] = useState(wanted);
  // Set during render (React re-renders at once, before painting): the dialog opens on the same frame.
  if (wanted && !loaded) setLoaded(true);
  return loaded || wanted;
}
