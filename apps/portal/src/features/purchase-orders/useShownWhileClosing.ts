import { useState } from 'react';

/**
 * The last value that was not null: what an overlay keeps showing while it animates out after its subject went
 * away (the drawer's order, the preview's document), instead of going blank under the person's eyes.
 */
export function useShownWhileClosing<T>(value: T | null): T | null {
  const [shown, setShown] = useState(value);
  if (value !== null && value !== shown) setShown(value);
  return value ?? shown;
}
