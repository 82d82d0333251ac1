import { describe, expect, it } from 'vitest';
import { splitFieldProps } from './Field';

describe('splitFieldProps', () => {
  it.each([
    {
      name: 'field props go to the Field, the rest to the control',
      props: {
        label: 'Số lô',
        required: true,
        error: 'Vui lòng nhập số lô',
        placeholder: 'Nhập số lô',
        disabled: true,
      },
      field: { label: 'Số lô', required: true, error: 'Vui lòng nhập số lô' },
      control: { placeholder: 'Nhập số lô', disabled: true },
    },
    {
      name: 'the wrapper class and the id belong to the Field',
      props: { label: 'HSD', id: 'expiry', className: 'wide', 'aria-describedby': 'hint' },
      field: { label: 'HSD', id: 'expiry', className: 'wide' },
      control: { 'aria-describedby': 'hint' },
    },
    {
      name: 'explicitly undefined values stay undefined on their side',
      props: { label: 'Giá nhập', description: undefined, value: 0 },
      field: { label: 'Giá nhập', description: undefined },
      control: { value: 0 },
    },
  ])('$name', ({ props, field, control }) => {
    expect(splitFieldProps(props)).toEqual([field, control]);
  });
});
