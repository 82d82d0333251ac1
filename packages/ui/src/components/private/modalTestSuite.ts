import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { getTabbables } from './focusWrap';

export interface ModalTestSuiteOptions extends Pick<StoryContext, 'canvasElement' | 'step' | 'userEvent'> {
  /** Accessible name of the button in the canvas that opens the modal. */
  triggerName: string | RegExp;
  /** Accessible name of the modal: the text of its title. */
  dialogName: string;
  /** `alertdialog` for AlertDialog. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * The behaviour every modal surface shares (after Braid's modalTestSuite), run from a story's `play` against
 * Dialog, AlertDialog, Drawer and Sheet alike: opened from the keyboard, focus moves inside; it is modal and
 * labelled by its title; Tab and Shift+Tab cycle inside; Escape closes; focus returns to the trigger.
 */
export async function runModalTestSuite({
  canvasElement,
  step,
  userEvent,
  triggerName,
  dialogName,
  role = 'dialog',
}: ModalTestSuiteOptions): Promise<void> {
  const document = canvasElement.ownerDocument;
  const screen = within(document.body);
  const trigger = within(canvasElement).getByRole('button', { name: triggerName });
  const activeElement = () => document.activeElement as HTMLElement | null;
  let modal: HTMLElement | undefined;
  const getModal = () => {
    if (!modal) throw new Error('The modal did not open');
    return modal;
  };

  await step('Enter on the trigger opens it and moves focus inside', async () => {
    trigger.focus();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    modal = await screen.findByRole(role, { name: dialogName });
    await waitFor(() => expect(getModal()).toContainElement(activeElement()));
  });

  await step('it is modal and labelled by its title', async () => {
    const dialog = getModal();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const labelId = dialog.getAttribute('aria-labelledby') ?? '';
    const label = document.getElementById(labelId);
    await expect(label).not.toBeNull();
    await expect(dialog).toContainElement(label);
    await expect(label).toHaveTextContent(dialogName);
    // The page behind cannot be reached while the modal is open.
    await expect(trigger.closest('[inert]')).not.toBeNull();
  });

  await step('Tab and Shift+Tab cycle inside', async () => {
    const dialog = getModal();
    const tabbables = getTabbables(dialog);
    await expect(tabbables.length).toBeGreaterThan(0);
    const first = tabbables[0];
    const last = tabbables[tabbables.length - 1];
    // Once around and one more, forwards then backwards: focus never leaves.
    for (let i = 0; i <= tabbables.length; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(activeElement());
    }
    for (let i = 0; i <= tabbables.length; i += 1) {
      await userEvent.tab({ shift: true });
      await expect(dialog).toContainElement(activeElement());
    }
    last?.focus();
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(last).toHaveFocus();
  });

  await step('Escape closes it and focus returns to the trigger', async () => {
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole(role, { name: dialogName })).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger.closest('[inert]')).toBeNull();
  });
}

/**
 * A showcase story for a modal: open on load, so the catalogue shows the modal itself rather than its trigger,
 * and framed on the docs page so it does not cover the page. Its play only checks that it is open and named.
 */
export function openOnLoad(dialogName: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  return {
    args: { defaultOpen: true },
    parameters: { docs: { story: { inline: false, height: '560px' } } },
    play: async ({ canvasElement }: Pick<StoryContext, 'canvasElement'>) => {
      const modal = await within(canvasElement.ownerDocument.body).findByRole(role, { name: dialogName });
      await waitFor(() => expect(modal).toBeVisible());
    },
  };
}
