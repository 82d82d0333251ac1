import { describe, expect, it } from 'vitest';
import { type Box, choosePlacement, overlaps, placementOrder, type ToastPlacement } from './toastPlacement';

/** A 1280 × 800 screen with a 384 × 80 stack 32 px from the edges. */
const corners: Record<ToastPlacement, Box> = {
  'bottom-end': { top: 688, right: 1248, bottom: 768, left: 864 },
  'bottom-start': { top: 688, right: 416, bottom: 768, left: 32 },
  'top-end': { top: 32, right: 1248, bottom: 112, left: 864 },
  'top-start': { top: 32, right: 416, bottom: 112, left: 32 },
};
const boxAt = (placement: ToastPlacement) => corners[placement];

describe('placementOrder', () => {
  it.each<[ToastPlacement, ToastPlacement[]]>([
    ['bottom-end', ['bottom-end', 'bottom-start', 'top-end', 'top-start']],
    ['top-end', ['top-end', 'top-start', 'bottom-end', 'bottom-start']],
    ['bottom-start', ['bottom-start', 'bottom-end', 'top-start', 'top-end']],
  ])('from %s', (preferred, order) => {
    expect(placementOrder(preferred)).toEqual(order);
  });
});

describe('overlaps', () => {
  it.each<[string, Box, boolean]>([
    ['inside', { top: 700, right: 900, bottom: 720, left: 880 }, true],
    ['touching edges only', { top: 768, right: 1248, bottom: 800, left: 864 }, false],
    ['beside', { top: 0, right: 860, bottom: 800, left: 0 }, false],
  ])('%s', (_, box, expected) => {
    expect(overlaps(corners['bottom-end'], box)).toBe(expected);
  });
});

describe('choosePlacement', () => {
  const drawerOnTheRight: Box = { top: 0, right: 1280, bottom: 800, left: 720 };
  const centredDialog: Box = { top: 120, right: 1160, bottom: 680, left: 120 };
  const fullScreen: Box = { top: 0, right: 1280, bottom: 800, left: 0 };
  const bottomBar: Box = { top: 680, right: 1280, bottom: 800, left: 0 };
  it.each<[string, readonly Box[], ToastPlacement]>([
    ['nothing to keep clear: the preferred corner', [], 'bottom-end'],
    ['a drawer on the right: beside it', [drawerOnTheRight], 'bottom-start'],
    ['a short centred dialog: below it, in the preferred corner', [centredDialog], 'bottom-end'],
    ['actions along the bottom: the top', [bottomBar], 'top-end'],
    ['nothing free (a phone’s full-screen drawer): over the title', [fullScreen], 'top-start'],
  ])('%s', (_, keepClear, expected) => {
    expect(choosePlacement('bottom-end', boxAt, keepClear)).toBe(expected);
  });
});
