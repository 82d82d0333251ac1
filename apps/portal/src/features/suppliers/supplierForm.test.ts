import { ApiError, type Distributor } from '@pharmacy/api-client';
import { describe, expect, it } from 'vitest';
import {
  emptySupplierForm,
  generateSupplierCode,
  SUPPLIER_FIELD_MAX,
  type SupplierFormValues,
  serverFieldErrors,
  supplierFormChanged,
  supplierFormOf,
  supplierPayload,
  validateSupplierForm,
} from './supplierForm';

const form = (patch: Partial<SupplierFormValues> = {}): SupplierFormValues => ({
  ...emptySupplierForm('NCC245'),
  name: 'Công ty TNHH Dược phẩm Minh Châu',
  ...patch,
});

describe('validateSupplierForm (docs/product/suppliers.md#form-rules)', () => {
  it.each<[string, Partial<SupplierFormValues>, ReturnType<typeof validateSupplierForm>]>([
    ['a name is enough', {}, {}],
    [
      'every field filled in',
      {
        phone: '0903123456',
        email: 'kinhdoanh@minhchau.vn',
        address: '56 Nguyễn Trãi, Quận 5',
        contactPerson: 'Lê Văn Hùng',
        description: 'Thuốc kê đơn',
      },
      {},
    ],
    ['no name', { name: '' }, { name: { code: 'nameRequired' } }],
    ['a name of spaces', { name: '   ' }, { name: { code: 'nameRequired' } }],
    ['no code', { code: ' ' }, { code: { code: 'codeRequired' } }],
    ['email without a dot after @', { email: 'a@b' }, { email: { code: 'emailInvalid' } }],
    ['email without @', { email: 'minhchau.vn' }, { email: { code: 'emailInvalid' } }],
    ['email with a space inside', { email: 'a b@c.vn' }, { email: { code: 'emailInvalid' } }],
    ['email with spaces around', { email: ' a@b.vn ' }, {}],
    ['phone of 8 digits', { phone: '12345678' }, { phone: { code: 'phoneInvalid' } }],
    ['phone of 9 digits', { phone: '123456789' }, {}],
    ['phone of 15 digits', { phone: '123456789012345' }, {}],
    ['phone of 16 digits', { phone: '1234567890123456' }, { phone: { code: 'phoneInvalid' } }],
    ['phone with spaces inside', { phone: '0903 123 456' }, { phone: { code: 'phoneInvalid' } }],
    ['phone with +84', { phone: '+84903123456' }, { phone: { code: 'phoneInvalid' } }],
    ['phone with spaces around', { phone: ' 0903123456 ' }, {}],
    ['name at its limit', { name: 'x'.repeat(200) }, {}],
    ['name past its limit', { name: 'x'.repeat(201) }, { name: { code: 'tooLong', max: 200 } }],
    ['code past its limit', { code: 'N'.repeat(21) }, { code: { code: 'tooLong', max: 20 } }],
    [
      'a long email reports its length, not its form',
      { email: `${'a'.repeat(200)}@b` },
      { email: { code: 'tooLong', max: 200 } },
    ],
    [
      'several fields at once',
      { name: '', email: 'x', phone: '12ab' },
      { name: { code: 'nameRequired' }, email: { code: 'emailInvalid' }, phone: { code: 'phoneInvalid' } },
    ],
  ])('%s', (_case, patch, issues) => {
    expect(validateSupplierForm(form(patch))).toEqual(issues);
  });

  it('bounds every text field', () => {
    for (const [field, max] of Object.entries(SUPPLIER_FIELD_MAX)) {
      const issues = validateSupplierForm(form({ [field]: 'x'.repeat(max + 1) }));
      expect(issues, field).toHaveProperty(field, { code: 'tooLong', max });
    }
  });
});

describe('generateSupplierCode (docs/product/suppliers.md#supplier-code)', () => {
  it.each([
    [0, 'NCC100'],
    [0.5, 'NCC550'],
    [0.999_999, 'NCC999'],
    [1, 'NCC999'],
    [-1, 'NCC100'],
  ])('draw %d → %s', (draw, code) => {
    expect(generateSupplierCode(() => draw)).toBe(code);
  });

  it('always draws NCC100–NCC999', () => {
    for (let i = 0; i < 200; i++) expect(generateSupplierCode()).toMatch(/^NCC[1-9]\d\d$/);
  });
});

describe('supplierPayload', () => {
  it('trims, sends empty optional fields as null and the code in upper case', () => {
    expect(
      supplierPayload(
        form({
          name: '  Thiên Phúc ',
          code: ' ncc318 ',
          email: ' ',
          phone: ' 0918765432 ',
          avatar: '/api/v1/files/f',
        }),
      ),
    ).toEqual({
      name: 'Thiên Phúc',
      code: 'NCC318',
      avatar: '/api/v1/files/f',
      description: null,
      phone: '0918765432',
      email: null,
      address: null,
      contact_person: null,
      status: 'ACTIVE',
    });
  });

  it('reads a supplier back into the form', () => {
    const supplier = {
      name: 'Đại lý thuốc An Bình',
      code: 'NCC472',
      description: null,
      phone: '0987001122',
      email: null,
      address: null,
      contact_person: 'Võ Minh Tâm',
      status: 'INACTIVE',
      avatar: null,
    } as Distributor;
    expect(supplierFormOf(supplier)).toEqual({
      name: 'Đại lý thuốc An Bình',
      code: 'NCC472',
      description: '',
      phone: '0987001122',
      email: '',
      address: '',
      contactPerson: 'Võ Minh Tâm',
      status: 'INACTIVE',
      avatar: null,
    });
  });
});

describe('serverFieldErrors', () => {
  it('places the server’s field messages beside the form’s fields', () => {
    const error = new ApiError('Mã nhà cung cấp đã tồn tại.', {
      status: 409,
      details: {
        code: 'Mã nhà cung cấp đã tồn tại.',
        contact_person: 'Tối đa 200 ký tự',
        avatar: 'Ảnh đại diện không tồn tại. Vui lòng tải lên lại.',
        unknown: 'x',
      },
    });
    expect(serverFieldErrors(error)).toEqual({
      code: 'Mã nhà cung cấp đã tồn tại.',
      contactPerson: 'Tối đa 200 ký tự',
      avatar: 'Ảnh đại diện không tồn tại. Vui lòng tải lên lại.',
    });
    expect(serverFieldErrors(new ApiError('x'))).toEqual({});
  });
});

describe('supplierFormChanged', () => {
  const start = emptySupplierForm('NCC245');
  it.each<[string, Partial<SupplierFormValues>, boolean]>([
    ['as it opened', {}, false],
    ['a name typed', { name: 'Dược Minh Châu' }, true],
    ['a logo uploaded', { avatar: '/api/v1/files/00000000-0000-4000-8000-000000000001' }, true],
    ['paused', { status: 'INACTIVE' }, true],
    ['a name typed and then erased', { name: '' }, false],
  ])('%s', (_case, patch, changed) => {
    expect(supplierFormChanged(start, { ...start, ...patch })).toBe(changed);
  });
});
