import type { StoryContext } from '@storybook/react-vite';
import { type ComponentType, type ReactNode, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { DialogClose, type UnsavedChanges } from './Modal';

interface UnsavedChangesSuiteOptions extends Pick<StoryContext, 'canvasElement' | 'step' | 'userEvent'> {
  /** Accessible name of the button in the canvas that opens the modal. */
  triggerName: string;
  /** Accessible name of the modal. */
  dialogName: string;
  /** Accessible name of the form's text field that the suite types into. */
  fieldName: string;
  /** Accessible name of the modal's close button. */
  closeName: string;
  /** Accessible name of the footer's cancel action (a `DialogClose`). */
  cancelName: string;
}

/** The question's texts in the stories. */
const storyUnsavedLabels = {
  title: 'Bỏ thay đổi?',
  description: 'Những gì bạn đã nhập sẽ không được lưu.',
  discardLabel: 'Bỏ thay đổi',
  keepLabel: 'Tiếp tục chỉnh sửa',
};

/**
 * What a modal with `unsavedChanges` does, run from a story's `play` against Dialog and Drawer alike: an unchanged
 * form closes at once; once changed, Escape, the close button, a backdrop click and the cancel action ask 'Bỏ thay
 * đổi?' (focus on keeping the changes), keeping returns to the form with what was typed and focus back in it, and
 * discarding closes it with focus back on the trigger. Keyboard first.
 */
async function runUnsavedChangesSuite({
  canvasElement,
  step,
  userEvent,
  triggerName,
  dialogName,
  fieldName,
  closeName,
  cancelName,
}: UnsavedChangesSuiteOptions): Promise<void> {
  const document = canvasElement.ownerDocument;
  const screen = within(document.body);
  const trigger = within(canvasElement).getByRole('button', { name: triggerName });
  const open = async () => {
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const modal = await screen.findByRole('dialog', { name: dialogName });
    await waitFor(() => expect(modal).toBeVisible());
    return modal;
  };
  const question = () => screen.findByRole('alertdialog', { name: storyUnsavedLabels.title });
  const expectClosed = async (how: string) => {
    await waitFor(() => expect(screen.queryByRole('dialog', { name: dialogName }), how).toBeNull());
    await waitFor(() => expect(trigger, `focus back on the trigger after ${how}`).toHaveFocus());
  };

  await step('an unchanged form closes on Escape at once', async () => {
    await open();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expectClosed('Escape');
  });

  const modal = await open();
  const field = within(modal).getByRole('textbox', { name: fieldName });

  await step('changed, Escape asks first, with the focus on keeping the changes', async () => {
    await userEvent.click(field);
    await userEvent.keyboard('Ghi chú mới');
    await userEvent.keyboard('{Escape}');
    const asked = await question();
    await expect(asked).toHaveAccessibleDescription(storyUnsavedLabels.description);
    await waitFor(() =>
      expect(within(asked).getByRole('button', { name: storyUnsavedLabels.keepLabel })).toHaveFocus(),
    );
  });

  await step('keeping (Enter) goes back to the form as it was, focus in the field', async () => {
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(modal).toBeVisible();
    await expect(field).toHaveValue('Ghi chú mới');
    await waitFor(() => expect(field).toHaveFocus());
  });

  await step('the close button asks too, and Escape on the question keeps the changes', async () => {
    await userEvent.click(within(modal).getByRole('button', { name: closeName }));
    await question();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(modal).toBeVisible();
  });

  // A drawer takes a phone's whole width: there is nothing beside it to click.
  if (modal.getBoundingClientRect().left > 2) {
    await step('a click beside the form asks too', async () => {
      // The backdrop covers the whole page; a click on its top-left corner is outside the form.
      await userEvent.pointer({
        keys: '[MouseLeft]',
        target: document.body,
        coords: { clientX: 2, clientY: 2 },
      });
      const asked = await question();
      await userEvent.click(within(asked).getByRole('button', { name: storyUnsavedLabels.keepLabel }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    });
  }

  await step('the cancel action asks, and discarding closes the form', async () => {
    await userEvent.click(within(modal).getByRole('button', { name: cancelName }));
    const asked = await question();
    await userEvent.click(within(asked).getByRole('button', { name: storyUnsavedLabels.discardLabel }));
    await expectClosed('discarding');
  });
}

/** What Dialog and Drawer both take, for the note form of their stories. */
interface FormSurfaceProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  unsavedChanges: UnsavedChanges;
  footer: ReactNode;
  children: ReactNode;
}

/** A note being written in `Surface`: it is changed once it differs from what it started with (empty). */
function NoteForm({ Surface, closeLabel }: { Surface: ComponentType<FormSurfaceProps>; closeLabel: string }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Thêm ghi chú</Button>
      <Surface
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          // A closed form starts again from nothing.
          if (!next) setNote('');
        }}
        title="Ghi chú đơn hàng"
        closeLabel={closeLabel}
        unsavedChanges={{ dirty: note !== '', ...storyUnsavedLabels }}
        footer={
          <>
            <DialogClose>
              <Button variant="outline" tone="neutral">
                Huỷ
              </Button>
            </DialogClose>
            <Button>Lưu</Button>
          </>
        }
      >
        <TextField label="Ghi chú" value={note} onChange={(event) => setNote(event.target.value)} />
      </Surface>
    </>
  );
}

/**
 * The `UnsavedChanges` story of a modal surface: a changed note asks 'Bỏ thay đổi?' before Escape, the close button,
 * a backdrop click or 'Huỷ' throw it away; an unchanged one closes at once.
 */
export function unsavedChangesStory(Surface: ComponentType<FormSurfaceProps>, closeLabel: string) {
  return {
    render: () => <NoteForm Surface={Surface} closeLabel={closeLabel} />,
    play: async ({
      canvasElement,
      step,
      userEvent,
    }: Pick<StoryContext, 'canvasElement' | 'step' | 'userEvent'>) =>
      runUnsavedChangesSuite({
        canvasElement,
        step,
        userEvent,
        triggerName: 'Thêm ghi chú',
        dialogName: 'Ghi chú đơn hàng',
        fieldName: 'Ghi chú',
        closeName: closeLabel,
        cancelName: 'Huỷ',
      }),
  };
}
