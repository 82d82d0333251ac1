import type { PosConnection, PosConnectionUpdate } from '@pharmacy/api-client';
import { describe, expect, it } from 'vitest';
import {
  type ConnectionDrafts,
  connectionChanged,
  createPayload,
  fieldValue,
  isEditing,
  isIncomplete,
  movesStore,
  serverFieldErrors,
  testPayload,
  updatePayload,
  validateConnection,
} from './connectionForm';

const saved: PosConnection = {
  id: '00000000-0000-4000-8000-000000000009',
  username: 'sim-client-id',
  password: '********',
  store_name: 'nhathuocminhchau',
  connection_type: 'user_password',
  is_active: true,
  last_test_at: null,
  last_test_ok: null,
  last_test_message: null,
  connected_at: null,
  created_at: '2026-03-16T02:00:00.000Z',
  updated_at: '2026-03-16T02:00:00.000Z',
};

describe('fieldValue and isEditing', () => {
  it('shows the saved values locked, the secret as its mask, and a draft once unlocked', () => {
    expect(fieldValue(saved, {}, 'username')).toBe('sim-client-id');
    expect(fieldValue(saved, {}, 'storeName')).toBe('nhathuocminhchau');
    expect(fieldValue(saved, {}, 'password')).toBe('********');
    expect(isEditing(saved, {}, 'password')).toBe(false);
    expect(fieldValue(saved, { password: '' }, 'password')).toBe('');
    expect(isEditing(saved, { password: '' }, 'password')).toBe(true);
  });

  it('before the first save every field is typed in, empty at first', () => {
    expect(isEditing(null, {}, 'username')).toBe(true);
    expect(fieldValue(null, {}, 'storeName')).toBe('');
  });
});

describe('validateConnection', () => {
  it.each<[string, PosConnection | null, ConnectionDrafts, ReturnType<typeof validateConnection>]>([
    [
      'a new connection needs all three',
      null,
      {},
      { username: { code: 'required' }, password: { code: 'required' }, storeName: { code: 'required' } },
    ],
    [
      'blank text counts as empty',
      null,
      { username: '  ', password: 's', storeName: 'x' },
      { username: { code: 'required' } },
    ],
    ['a complete new connection', null, { username: 'a', password: 's', storeName: 'x' }, {}],
    ['the saved connection untouched', saved, {}, {}],
    ['an unlocked secret left empty keeps the stored one', saved, { password: '' }, {}],
    ['an unlocked client id emptied', saved, { username: '' }, { username: { code: 'required' } }],
    ['an unlocked store name emptied', saved, { storeName: ' ' }, { storeName: { code: 'required' } }],
    [
      'too long',
      null,
      { username: 'a'.repeat(201), password: 's', storeName: 'x' },
      { username: { code: 'tooLong', max: 200 } },
    ],
  ])('%s', (_name, connection, drafts, issues) => {
    expect(validateConnection(connection, drafts)).toEqual(issues);
  });

  it('is incomplete only while a required field is empty', () => {
    expect(isIncomplete(validateConnection(null, {}))).toBe(true);
    expect(isIncomplete({ username: { code: 'tooLong', max: 200 } })).toBe(false);
    expect(isIncomplete({})).toBe(false);
  });
});

describe('payloads', () => {
  it('create sends the three fields trimmed (the secret as typed)', () => {
    expect(createPayload({ username: ' id ', password: ' s ', storeName: ' shop ' })).toEqual({
      username: 'id',
      password: ' s ',
      store_name: 'shop',
    });
  });

  it('update sends only what changed; an empty secret is left out (kept)', () => {
    expect(updatePayload(saved, {})).toEqual({});
    expect(updatePayload(saved, { username: 'sim-client-id', password: '' })).toEqual({});
    expect(
      updatePayload(saved, { username: ' other ', storeName: 'nhathuocminhchau', password: 'new' }),
    ).toEqual({
      username: 'other',
      password: 'new',
    });
  });

  it('another client id or store name moves to another store; a new secret or the same store in capitals does not', () => {
    const cases: [PosConnectionUpdate, boolean][] = [
      [{}, false],
      [{ password: 'new-secret' }, false],
      [{ store_name: 'NhaThuocMinhChau' }, false],
      [{ store_name: 'nhathuocbinhan' }, true],
      [{ username: 'other-client' }, true],
      [{ username: 'other-client', store_name: 'nhathuocminhchau' }, true],
    ];
    for (const [update, moves] of cases)
      expect(movesStore(saved, update), JSON.stringify(update)).toBe(moves);
  });

  it('a test names the saved connection with its overrides, or sends the typed values', () => {
    expect(testPayload(saved, {})).toEqual({ id: saved.id });
    expect(testPayload(saved, { password: 'wrong' })).toEqual({ id: saved.id, password: 'wrong' });
    expect(testPayload(null, { username: 'a', password: 'b', storeName: 'c' })).toEqual({
      username: 'a',
      password: 'b',
      store_name: 'c',
    });
  });
});

it('serverFieldErrors maps the API’s field names to the form’s', () => {
  expect(
    serverFieldErrors({ details: { store_name: 'Tối đa 100 ký tự', id: 'Mã kết nối không hợp lệ' } }),
  ).toEqual({ storeName: 'Tối đa 100 ký tự' });
  expect(serverFieldErrors({ details: null })).toEqual({});
});

describe('connectionChanged', () => {
  it.each<[string, PosConnection | null, ConnectionDrafts, boolean]>([
    ['a new form, nothing typed', null, {}, false],
    ['a new form, spaces only', null, { username: '  ' }, false],
    ['a new form, a client id typed', null, { username: 'sim-client-id' }, true],
    ['a saved one, nothing unlocked', saved, {}, false],
    ['a saved one, unlocked but as saved', saved, { username: 'sim-client-id', password: '' }, false],
    ['a saved one, another store name', saved, { storeName: 'nhathuockhac' }, true],
    ['a saved one, a new secret', saved, { password: 'bí-mật-mới' }, true],
  ])('%s', (_case, connection, drafts, changed) => {
    expect(connectionChanged(connection, drafts)).toBe(changed);
  });
});
