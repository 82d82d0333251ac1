import { type ReactNode, Suspense, useState } from 'react';

/**
 * A lazily loaded dialog or drawer, mounted the first time `when` is true (a click or the address opens it) and
 * kept mounted after, so that it can animate closed and reopen at once. Until then its code is not even fetched:
 * a list screen's first load carries only the list.
 */
export function LoadedOnce({ when, children }: { when: boolean; children: ReactNode }) {
  const [loaded, setLoaded] = useState(when);
  // Set during render (React re-renders at once, before painting): the dialog opens on the same frame.
  if (when && !loaded) setLoaded(true);
  return loaded || when ? <Suspense fallback={null}>{children}</Suspense> : null;
}
