/** A corner of the screen the toasts stack in. */
export const toastPlacements = ['bottom-end', 'bottom-start', 'top-end', 'top-start'] as const;
export type ToastPlacement = (typeof toastPlacements)[number];

/** A box on screen, as `getBoundingClientRect` gives it. */
export interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * The corners to try, the preferred one first: the other side at the same height, then the other height on the
 * preferred side, then the opposite corner. The last resort is the top-start corner: there a modal has its title,
 * which is no action (the stylesheet keeps the close button at the top-end clear on a phone).
 */
export function placementOrder(preferred: ToastPlacement): ToastPlacement[] {
  const [vertical, side] = preferred.split('-') as ['bottom' | 'top', 'end' | 'start'];
  const otherVertical = vertical === 'bottom' ? 'top' : 'bottom';
  const otherSide = side === 'end' ? 'start' : 'end';
  return [
    preferred,
    `${vertical}-${otherSide}`,
    `${otherVertical}-${side}`,
    `${otherVertical}-${otherSide}`,
  ] as ToastPlacement[];
}

export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The first corner, in `placementOrder`, where the toasts cover none of the boxes to keep clear (an open dialog or
 * drawer, with its actions and fields); `top-start` when every corner covers one (a phone's full-screen drawer).
 * `boxAt` says where the stack would be in a corner.
 */
export function choosePlacement(
  preferred: ToastPlacement,
  boxAt: (placement: ToastPlacement) => Box,
  keepClear: readonly Box[],
): ToastPlacement {
  if (keepClear.length === 0) return preferred;
  return (
    placementOrder(preferred).find((placement) => {
      const box = boxAt(placement);
      return !keepClear.some((clear) => overlaps(box, clear));
    }) ?? 'top-start'
  );
}
