import { describe, expect, it } from 'vitest';
import { focusWrapTarget, getTabbables } from './focusWrap';

describe('focusWrapTarget', () => {
  const items = ['close', 'name', 'cancel', 'save'] as const;
  it.each([
    { name: 'Tab on the last wraps to the first', active: 'save', backwards: false, expected: 'close' },
    { name: 'Shift+Tab on the first wraps to the last', active: 'close', backwards: true, expected: 'save' },
    { name: 'Tab in the middle is left to the browser', active: 'name', backwards: false, expected: null },
    {
      name: 'Shift+Tab in the middle is left to the browser',
      active: 'cancel',
      backwards: true,
      expected: null,
    },
    { name: 'Shift+Tab on the last is left to the browser', active: 'save', backwards: true, expected: null },
    {
      name: 'Tab from the container goes to the first',
      active: 'dialog',
      backwards: false,
      expected: 'close',
    },
    {
      name: 'Shift+Tab from the container goes to the last',
      active: 'dialog',
      backwards: true,
      expected: 'save',
    },
    { name: 'nothing focused: Tab goes to the first', active: null, backwards: false, expected: 'close' },
  ])('$name', ({ active, backwards, expected }) => {
    expect(focusWrapTarget<string>(items, active, backwards)).toBe(expected);
  });

  it.each([
    { name: 'a single element keeps focus on Tab', backwards: false },
    { name: 'a single element keeps focus on Shift+Tab', backwards: true },
  ])('$name', ({ backwards }) => {
    expect(focusWrapTarget(['only'], 'only', backwards)).toBe('only');
  });

  it('returns null when there is nothing to focus', () => {
    expect(focusWrapTarget([], null, false)).toBeNull();
  });
});

describe('getTabbables', () => {
  it.each([
    {
      name: 'buttons, links and inputs in order',
      html: '<button>a</button><a href="#">b</a><input aria-label="c">',
      expected: ['a', 'b', 'c'],
    },
    {
      name: 'skips disabled controls',
      html: '<button disabled>a</button><button>b</button>',
      expected: ['b'],
    },
    {
      name: 'skips tabindex -1',
      html: '<button tabindex="-1">a</button><div tabindex="0">b</div>',
      expected: ['b'],
    },
    {
      name: 'skips inert subtrees',
      html: '<div inert><button>a</button></div><button>b</button>',
      expected: ['b'],
    },
    { name: 'skips links without href', html: '<a>a</a><a href="/x">b</a>', expected: ['b'] },
    {
      name: 'skips hidden inputs',
      html: '<input type="hidden"><textarea aria-label="b"></textarea>',
      expected: ['b'],
    },
    {
      name: 'keeps only the checked radio of a group',
      html: '<input type="radio" name="g" aria-label="a"><input type="radio" name="g" aria-label="b" checked>',
      expected: ['b'],
    },
    {
      name: 'keeps the first radio of a group with none checked',
      html: '<input type="radio" name="g" aria-label="a"><input type="radio" name="g" aria-label="b">',
      expected: ['a'],
    },
  ])('$name', ({ html, expected }) => {
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const names = getTabbables(container).map(
      (element) => element.getAttribute('aria-label') ?? element.textContent,
    );
    container.remove();
    expect(names).toEqual(expected);
  });
});
