import {
  accountButton,
  DEMO,
  expect,
  expectAccessible,
  signIn,
  TOKEN_KEY,
  test,
  USER_KEY,
} from '../fixtures';

test('sign in with a wrong password, then the right one', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Sign in to access the order management system')).toBeVisible();
  const submit = page.getByRole('button', { name: 'Sign in' });
  await expect(submit).toBeDisabled();
  await expectAccessible(page, 'the login screen');

  await test.step('empty fields are refused with the spec’s messages', async () => {
    await page.getByLabel('Username').fill('x');
    await page.getByLabel('Username').fill('');
    await submit.click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel('Username')).toBeFocused();
    await expectAccessible(page, 'the login screen with field errors');
  });

  await test.step('a wrong password shows the failure toast and stays on the login screen', async () => {
    await signIn(page, { username: DEMO.username, password: 'wrong-password' });
    const toast = page.getByRole('alert').filter({ hasText: 'Login failed' });
    await expect(toast).toContainText('Username or password is incorrect');
    await expectAccessible(page, 'the login screen with the failure toast');
    await expect(page.getByRole('navigation', { name: 'Điều hướng chính' })).toHaveCount(0);
  });

  await test.step('the right password opens the shell on the purchase orders address', async () => {
    await signIn(page, DEMO);
    await expect(page.getByText('Welcome, Nguyễn Thị Lan!')).toBeVisible();
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(accountButton(page)).toContainText(DEMO.name);
    await expect(page).toHaveURL(/\/purchase-orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Danh sách đơn đặt hàng' })).toBeVisible();
    await expectAccessible(page, 'the shell after signing in');
  });

  const stored = await page.evaluate(
    ([tokenKey, userKey]) => [localStorage.getItem(tokenKey), localStorage.getItem(userKey)],
    [TOKEN_KEY, USER_KEY] as const,
  );
  expect(stored[0]).toMatch(/\S{20,}/);
  expect(JSON.parse(stored[1] ?? '{}')).toMatchObject({ user: { username: DEMO.username, name: DEMO.name } });
});

test('a reload keeps the session', async ({ page }) => {
  await page.goto('/sync-logs');
  await signIn(page, DEMO);
  await expect(accountButton(page)).toBeVisible();
  await page.reload();
  await expect(accountButton(page)).toContainText(DEMO.name);
  await expect(page).toHaveURL(/\/sync-logs$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Nhật ký đồng bộ/ })).toHaveAttribute('aria-current', 'page');
});

test('an ended session returns to the login screen, which brings the user back to where they were', async ({
  page,
  request,
}) => {
  await page.goto('/suppliers?search=minh');
  await signIn(page, DEMO);
  await expect(accountButton(page)).toBeVisible();
  // The page has asked for what it shows; the next call is the one the journey makes.
  await expect(page.getByRole('heading', { level: 2, name: /^Nhà cung cấp nội bộ \(\d+\)$/ })).toBeVisible();

  // The session is revoked behind the portal's back (as an expiry or a sign-out elsewhere would).
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  const revoked = await request.post('/api/v1/auth/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(200);

  // The next call the portal makes is refused: the login screen says why, and the address stays.
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill(DEMO.password);
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('whatever1');
  await dialog.getByLabel('Confirm new password').fill('whatever1');
  await dialog.getByRole('button', { name: 'Update' }).click();

  await expect(page.getByText('Session expired')).toBeVisible();
  await expect(page).toHaveURL(/\/suppliers\?search=minh$/);
  await expectAccessible(page, 'the login screen after the session ended');
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();

  await signIn(page, DEMO);
  await expect(accountButton(page)).toBeVisible();
  await expect(page).toHaveURL(/\/suppliers\?search=minh$/);
  await expect(page.getByRole('link', { name: /Nhà cung cấp/ })).toHaveAttribute('aria-current', 'page');
});
