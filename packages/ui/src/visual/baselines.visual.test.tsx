import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as BadgeStories from '../components/Badge/Badge.stories';
import * as ButtonStories from '../components/Button/Button.stories';
import * as DataTableStories from '../components/DataTable/DataTable.stories';
import * as TextFieldStories from '../components/TextField/TextField.stories';

/*
 * A few purposeful baselines: the button matrix (every tone × variant), status badges, a form field in its error
 * state, and the order table. They catch a changed colour, size or spacing that behaviour tests cannot see.
 * Baselines are bound to one chromium build; update them with `pnpm test:visual --update` after a deliberate
 * visual change or a chromium upgrade, and review the PNG diff.
 */
const { TonesAndVariants } = composeStories(ButtonStories);
const { Tones } = composeStories(BadgeStories);
const { Default: OrderTable } = composeStories(DataTableStories);
const { WithError: TextFieldWithError } = composeStories(TextFieldStories);

async function snapshot(element: HTMLElement, name: string) {
  await document.fonts.ready;
  await expect.element(page.elementLocator(element)).toMatchScreenshot(name);
}

describe('visual baselines', () => {
  test('button tones and variants', async () => {
    const { container } = render(<TonesAndVariants />);
    await snapshot(container, 'button-tones-variants');
  });

  test('status badges', async () => {
    const { container } = render(<Tones />);
    await snapshot(container, 'badge-tones');
  });

  test('text field with an error', async () => {
    const { container } = render(<TextFieldWithError />);
    await snapshot(container, 'text-field-error');
  });

  test('order table', async () => {
    const { container } = render(<OrderTable />);
    await snapshot(container, 'data-table-orders');
  });
});
