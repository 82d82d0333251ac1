/**
 * Measures at once, then again whenever one of `elements` changes size; returns what stops it (an effect's
 * clean-up). Where there is no ResizeObserver (an older browser, jsdom) the first measure stands.
 */
export function observeSize(
  elements: ReadonlyArray<Element | null | undefined>,
  measure: () => void,
): () => void {
  measure();
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(() => measure());
  for (const element of elements) if (element) observer.observe(element);
  return () => observer.disconnect();
}
