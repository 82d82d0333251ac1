import {
  accountButton,
  expect,
  expectAccessible,
  OTHER_CHANGED_PASSWORD as NEW_PASSWORD,
  OTHER,
  signIn,
  TOKEN_KEY,
  test,
  USER_KEY,
} from '../fixtures';

test('change the password, sign out, and sign in with the new one', async ({ page, request }) => {
  await page.goto('/');
  await signIn(page, OTHER);
  await expect(accountButton(page)).toBeVisible();
  // The screen comes after the shell: axe below checks a page that has its heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Danh sách đơn đặt hàng' })).toBeVisible();

  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the change-password dialog');

  await test.step('the form’s rules', async () => {
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByText('Current password is required')).toBeVisible();
    await expect(dialog.getByText('New password must be at least 6 characters')).toBeVisible();
    await expect(dialog.getByText('Confirm password is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}x`);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByText('Confirmation password does not match')).toBeVisible();
    await expectAccessible(page, 'the change-password dialog with errors');
  });

  await test.step('Cancel asks before the typed passwords go, then empties the form', async () => {
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const question = page.getByRole('alertdialog', { name: 'Bỏ thay đổi?' });
    await expect(question.getByRole('button', { name: 'Tiếp tục chỉnh sửa' })).toBeFocused();
    await expectAccessible(page, 'the question before a changed form is closed');
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(dialog.getByLabel('Confirm new password')).toHaveValue(`${NEW_PASSWORD}x`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await question.getByRole('button', { name: 'Bỏ thay đổi' }).click();
    await expect(dialog).toBeHidden();
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    await expect(dialog.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue('');
    await expect(dialog.getByText('Confirmation password does not match')).toHaveCount(0);
  });

  await test.step('a wrong current password is refused', async () => {
    await dialog.getByLabel('Current password').fill('not-my-password');
    await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Password change failed' })).toContainText(
      'Current password is incorrect',
    );
    await expect(dialog).toBeVisible();
  });

  await test.step('the right one changes it', async () => {
    await dialog.getByLabel('Current password').fill(OTHER.password);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Password changed successfully')).toBeVisible();
    await expect(page.getByText('Your password has been updated')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

  await test.step('sign out clears the stored session and revokes the token', async () => {
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page.getByText('You have logged out of the system')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectAccessible(page, 'the login screen after signing out');
    const stored = await page.evaluate(
      ([tokenKey, userKey]) => [
        localStorage.getItem(tokenKey),
        localStorage.getItem(userKey),
        sessionStorage.getItem(tokenKey),
        sessionStorage.getItem(userKey),
      ],
      [TOKEN_KEY, USER_KEY] as const,
    );
    expect(stored).toEqual([null, null, null, null]);
    const me = await request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  await test.step('the old password no longer signs in; the new one does', async () => {
    await signIn(page, OTHER);
    await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible();
    await signIn(page, { username: OTHER.username, password: NEW_PASSWORD });
    await expect(accountButton(page)).toContainText('Trần Văn Minh');
  });
});
