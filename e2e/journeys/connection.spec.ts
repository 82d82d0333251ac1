import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signIn, test } from '../fixtures';

/**
 * The KiotViet connection of the demo pharmacy: connected at start-up to the simulator, whose demo credentials are
 * its defaults (packages/kiotviet simulator/server.ts; apps/server seed/kiotviet-demo.ts).
 */
const SIMULATOR = { clientId: 'sim-client-id', clientSecret: 'sim-client-secret', store: 'nhathuocminhchau' };

/** The header's indicator, named 'Kết nối KiotViet: <state>'. */
const indicator = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Kết nối KiotViet:/ });
const toast = (page: Page, text: string) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });

/**
 * Puts the demo pharmacy's connection back as the start-up left it (the demo secret, switched on, its test recorded),
 * whatever step a failed run stopped at: the journeys after this one sync through it.
 */
async function restoreDemoConnection(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/pharmacies/login', {
    data: { username: DEMO.username, password: DEMO.password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  const current = await request.get('/api/pos-settings', { headers });
  const { data } = (await current.json()) as { data: { id: string } };
  await request.put(`/api/pos-settings/${data.id}`, {
    headers,
    data: { username: SIMULATOR.clientId, password: SIMULATOR.clientSecret, store_name: SIMULATOR.store },
  });
  await request.put(`/api/pos-settings/is-active/${data.id}`, { headers, data: { is_active: true } });
  const tested = await request.post('/api/kiotviet2/test-connection', { headers, data: { id: data.id } });
  expect(await tested.json()).toMatchObject({ data: true });
}

test('connect to KiotViet: wrong credentials fail, the demo ones connect, and switching off shows everywhere', async ({
  page,
  request,
}) => {
  await page.goto('/connection-settings');
  await signIn(page, DEMO);
  await expect(page.getByRole('heading', { level: 1, name: 'Cài đặt kết nối' })).toBeVisible();

  try {
    await test.step('the saved connection shows locked, its secret only as a mask', async () => {
      const username = page.getByRole('textbox', { name: 'Tên đăng nhập' });
      await expect(username).toHaveValue(SIMULATOR.clientId);
      await expect(username).not.toBeEditable();
      const secret = page.getByLabel(/^Mật khẩu/);
      await expect(secret).toHaveValue('********');
      await expect(page.getByRole('textbox', { name: 'Tên kết nối' })).toHaveValue(SIMULATOR.store);
      await expect(page.getByRole('switch', { name: /Bật kết nối/ })).toBeChecked();
      await expect(page.getByText('Kết nối người dùng đang được bật')).toBeVisible();
      await expect(indicator(page)).toHaveAccessibleName('Kết nối KiotViet: Đã kết nối');
      await indicator(page).hover();
      await expect(page.getByRole('tooltip')).toContainText('Lần đồng bộ cuối:');
      await expectAccessible(page, 'the connection settings with the indicator’s tooltip');
    });

    await test.step('a wrong client secret fails the test', async () => {
      await page.getByRole('button', { name: 'Sửa mật khẩu' }).click();
      const secret = page.getByLabel(/^Mật khẩu/);
      await expect(secret).toHaveValue('');
      await expect(secret).toHaveAttribute('placeholder', 'Để trống để giữ mật khẩu hiện tại');
      await secret.fill('not-the-secret');
      await page.getByRole('button', { name: 'Test kết nối' }).click();
      const failure = toast(page, 'Connection Failed');
      await expect(failure).toContainText('Connection test failed. Please check your credentials.');
      await expectAccessible(page, 'the failed connection test');
      // Testing other values than the saved ones records nothing: the header still says connected.
      await expect(indicator(page)).toHaveAccessibleName('Kết nối KiotViet: Đã kết nối');
    });

    await test.step('connecting with it saves it, fails, and the header turns to an error', async () => {
      await page.getByRole('button', { name: 'Kết nối', exact: true }).click();
      await expect(toast(page, 'Failed to connect to POS').first()).toBeVisible();
      await expect(indicator(page)).toHaveAccessibleName('Kết nối KiotViet: Lỗi kết nối');
      await expect(page.getByText(/Lần kiểm tra gần nhất \(.+\) thất bại/)).toBeVisible();
      await expectAccessible(page, 'the connection in error');
    });

    await test.step('the demo secret passes the test and connects again', async () => {
      await page.getByRole('button', { name: 'Sửa mật khẩu' }).click();
      await page.getByLabel(/^Mật khẩu/).fill(SIMULATOR.clientSecret);
      await page.getByRole('button', { name: 'Test kết nối' }).click();
      await expect(toast(page, 'Connection test successful!')).toBeVisible();
      await page.getByRole('button', { name: 'Kết nối', exact: true }).click();
      await expect(toast(page, 'Connected to POS successfully')).toBeVisible();
      await expect(page.getByLabel(/^Mật khẩu/)).toHaveValue('********');
      // Connecting starts a sync; the indicator follows it to its end.
      await expect(indicator(page)).toHaveAccessibleName('Kết nối KiotViet: Đã kết nối', {
        timeout: 120_000,
      });
      await expectAccessible(page, 'the connection connected again');
    });

    await test.step('switched off: the indicator and the suppliers’ sync buttons say so', async () => {
      await page.getByRole('switch', { name: /Bật kết nối/ }).click();
      await expect(toast(page, 'Connection Disabled')).toBeVisible();
      await expect(page.getByText('Kết nối người dùng đang được bật')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Sửa tên đăng nhập' })).toBeDisabled();
      await expect(indicator(page)).toHaveAccessibleName('Kết nối KiotViet: Chưa kết nối');
      await expectAccessible(page, 'the connection switched off');
      await page
        .getByRole('navigation')
        .getByRole('link', { name: /Nhà cung cấp/ })
        .click();
      await expect(page.getByRole('button', { name: 'Đồng bộ POS', exact: true })).toBeDisabled();
      await expect(page.getByText('Kết nối POS chưa hoạt động')).toBeVisible();
      await expectAccessible(page, 'the suppliers while the connection is off');
    });

    await test.step('switched on again from the indicator’s link', async () => {
      await indicator(page).click();
      await expect(page).toHaveURL(/\/connection-settings$/);
      await page.getByRole('switch', { name: /Bật kết nối/ }).click();
      await expect(toast(page, 'Connection Enabled')).toBeVisible();
      await expect(indicator(page)).toHaveAccessibleName('Kết nối KiotViet: Đã kết nối');
      await page
        .getByRole('navigation')
        .getByRole('link', { name: /Nhà cung cấp/ })
        .click();
      await expect(page.getByRole('button', { name: 'Đồng bộ POS', exact: true })).toBeEnabled();
    });
  } finally {
    await restoreDemoConnection(request);
  }
});
