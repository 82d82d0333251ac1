import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether an element's own width is below `width` px (never when `width` is undefined), kept in sync as it
 * resizes. Its own width, not the viewport's: a table in a drawer on a desktop is as narrow as on a phone.
 * Measured in a layout effect, so a narrow element is re-rendered before the first paint shows it wide.
 */
export function useNarrowerThan(ref: RefObject<HTMLElement | null>, width: number | undefined): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (width === undefined || !element) {
      setNarrow(false);
      return;
    }
    // The border box: a layout that drops the table's border must not change the answer that chose it. A width
    // of 0 is an element not laid out (a hidden tab, a page still being prepared), not a narrow one: it keeps
    // its layout until it shows and reports its real width.
    const measure = () => {
      if (element.offsetWidth > 0) setNarrow(element.offsetWidth < width);
    };
    measure();
    // Where there is no ResizeObserver (an older browser, jsdom), the first measure stands.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return narrow;
}
