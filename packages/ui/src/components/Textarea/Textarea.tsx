import { type ChangeEventHandler, forwardRef, type TextareaHTMLAttributes } from 'react';
import { Field, type FieldWrapperProps, splitFieldProps } from '../Field/Field';
import { cx } from '../private/cx';
import { input } from '../private/input.css';
import { textarea } from './Textarea.css';

export const textareaResizes = ['vertical', 'none'] as const;
export type TextareaResize = (typeof textareaResizes)[number];

export interface TextareaProps
  extends FieldWrapperProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'> {
  /** Visible lines before the box scrolls (or the user drags it taller). */
  rows?: number;
  /** `vertical` lets people drag the box taller to read a long text; `none` keeps its height. */
  resize?: TextareaResize;
  /** Classes for the field's outer wrapper (label, control and messages). */
  className?: string;
  /** Called on every keystroke with the change event: read the text from `event.target.value`. */
  onChange?: ChangeEventHandler<HTMLTextAreaElement>;
  /** An example of what to write, shown while the box is empty; never instead of the label. */
  placeholder?: string;
}

/**
 * A multi-line text input (notes, descriptions, addresses) with label, required marker, description and
 * error message, built on `Field` and the shared `input()` look. The ref reaches the `<textarea>`.
 */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { rows = 3, resize = 'vertical', 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const [fieldProps, props] = splitFieldProps(rest);
  return (
    <Field {...fieldProps}>
      {(control) => (
        <textarea
          ref={ref}
          rows={rows}
          className={cx(input({ multiline: true }), textarea({ resize }))}
          {...control}
          aria-describedby={cx(control['aria-describedby'], describedBy) || undefined}
          {...props}
        />
      )}
    </Field>
  );
});
