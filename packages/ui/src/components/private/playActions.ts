import { userEvent } from 'storybook/test';
import { contrastRatio } from '../../theme/contrast';

/**
 * Moves the mouse onto `element` the way a hand does, for plays. Ariakit shows tooltips and hovercards only
 * when the pointer really moved (its screen position changed), which `userEvent.hover` alone does not report:
 * the story tests pass anyway because Ariakit trusts every move under `NODE_ENV=test`, but the built catalogue
 * runs in production mode and would ignore the hover.
 */
export async function hover(element: Element) {
  // A hand never arrives in the frame the story was drawn in; Ariakit starts watching the mouse in an effect
  // that runs after that frame, and a move before it would go unseen.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  const box = element.getBoundingClientRect();
  const x = Math.round(box.left + box.width / 2);
  const y = Math.round(box.top + box.height / 2);
  const at = (dx: number) => ({ clientX: x + dx, clientY: y, screenX: x + dx, screenY: y });
  await userEvent.pointer([
    { target: element, coords: at(-1) },
    { target: element, coords: at(0) },
  ]);
}

/**
 * Replaces the text of a field the way a person does: select it all with a triple click, then type over it.
 * (`userEvent.clear` empties the field behind React's back: without the test runner's `act()`, as in the built
 * catalogue, React restores the old value before the typing starts.)
 */
export async function retype(field: HTMLElement, keys: string) {
  await userEvent.tripleClick(field);
  await userEvent.keyboard(keys);
}

/** `rgb(r, g, b)` as the browser computes a colour → `#rrggbb`. */
function hexOf(computed: string): string {
  const channels = computed.match(/\d+(\.\d+)?/g)?.slice(0, 3) ?? [];
  if (channels.length < 3) throw new Error(`Not an rgb() colour: ${computed}`);
  return `#${channels.map((channel) => Math.round(Number(channel)).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The contrast of an element's text against its own background, as painted in the current theme: for plays that
 * hold a value readable (a read-only expiry date must reach 4.5:1 in light and dark, where disabled text does not).
 */
export function textContrast(element: Element): number {
  const style = getComputedStyle(element);
  return contrastRatio(hexOf(style.color), hexOf(style.backgroundColor));
}
