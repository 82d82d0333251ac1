import { composeStories } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as AppShellStories from '../components/AppShell/AppShell.stories';
import * as BadgeStories from '../components/Badge/Badge.stories';
import * as ButtonStories from '../components/Button/Button.stories';
import * as CheckboxStories from '../components/Checkbox/Checkbox.stories';
import * as DataTableStories from '../components/DataTable/DataTable.stories';
import * as SwitchStories from '../components/Switch/Switch.stories';
import * as TabsStories from '../components/Tabs/Tabs.stories';
import * as TextFieldStories from '../components/TextField/TextField.stories';

/*
 * A few purposeful baselines, each guarding something that broke once or that behaviour tests cannot see:
 * - the button matrix, status badges, a field in error and the order table: colours, sizes, spacing, and the
 *   typeface (Be Vietnam Pro, so a lost font or stylesheet changes every one of them);
 * - the form controls in the dark theme: the edges of fields, boxes and tracks must stay visible (a contrast
 *   regression in either palette shows here);
 * - the sidebar with long Vietnamese titles, descriptions and badges: nothing clipped at the 16rem edge;
 * - tabs on a 375 px phone: the row scrolls and fades instead of clipping.
 * Baselines are bound to one chromium build; update them with `pnpm test:visual --update` after a deliberate
 * visual change or a chromium upgrade, and review the PNGs.
 */
const { TonesAndVariants } = composeStories(ButtonStories);
const { Tones } = composeStories(BadgeStories);
const { Default: OrderTable } = composeStories(DataTableStories);
const { WithError: TextFieldWithError, WithValue: TextFieldWithValue } = composeStories(TextFieldStories);
const { Default: CheckboxDefault, Checked: CheckboxChecked } = composeStories(CheckboxStories);
const { Default: SwitchOff, On: SwitchOn } = composeStories(SwitchStories);
const { Default: Shell } = composeStories(AppShellStories);
const { OverflowOnMobile } = composeStories(TabsStories);

async function snapshot(element: HTMLElement, name: string) {
  await document.fonts.ready;
  await expect.element(page.elementLocator(element)).toMatchScreenshot(name);
}

/** A subtree in the dark theme: the theme applies to any element carrying `data-theme`. */
function dark(children: ReactNode) {
  return (
    <div data-theme="dark" style={{ width: 'fit-content' }}>
      {children}
    </div>
  );
}

// Each baseline starts on an empty page at the same size: a leftover render above would shift the next one by
// a fraction of a pixel and change its anti-aliasing.
afterEach(async () => {
  cleanup();
  await page.viewport(1024, 768);
});

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

  test('form controls in the dark theme', async () => {
    const { container } = render(
      dark(
        <div
          style={{
            display: 'grid',
            gap: 16,
            padding: 16,
            width: 420,
            background: 'var(--color-background-surface)',
          }}
        >
          <TextFieldWithValue />
          <TextFieldWithError />
          <CheckboxDefault />
          <CheckboxChecked />
          <SwitchOff />
          <SwitchOn />
        </div>,
      ),
    );
    await snapshot(container.firstElementChild as HTMLElement, 'form-controls-dark');
  });

  test('sidebar with long Vietnamese text and badges', async () => {
    const { getByRole } = render(<Shell />);
    const sidebar = getByRole('navigation', { name: 'Điều hướng chính' }).parentElement as HTMLElement;
    await snapshot(sidebar, 'sidebar-long-vietnamese');
  });

  test('tabs on a 375 px phone', async () => {
    await page.viewport(375, 667);
    const { getByRole } = render(<OverflowOnMobile />);
    await snapshot(getByRole('tablist', { name: 'Trạng thái đơn hàng' }), 'tabs-mobile-overflow');
  });
});
