import type { APIRequestContext, Page } from '@playwright/test';
import {
  accountButton,
  DEMO,
  expect,
  expectAccessible,
  OTHER,
  OTHER_CHANGED_PASSWORD,
  signIn,
  test,
} from '../fixtures';

/** The demo store's busiest customer (see customers.spec.ts): her purchase history is never empty. */
const CUSTOMER = { code: 'KH000001', name: 'Nguyễn Thị Nhung' };
const DEMO_PHARMACY = 'Nhà thuốc An Khang Demo';

/** Everything the browser keeps for the page's origin, as text. */
const stored = (page: Page) =>
  page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`))
      .join('\n'),
  );

/** The second pharmacy's password: the account journey changes it and leaves it changed. */
async function otherPassword(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/auth/pharmacies/login', {
    data: { username: OTHER.username, password: OTHER.password },
  });
  return login.status() === 200 ? OTHER.password : OTHER_CHANGED_PASSWORD;
}

/** Holds the answers of the API calls matching `url` until `release` is called (a slow server). */
async function holdAnswers(page: Page, url: string | RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = () => {};
  const askedFor = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(url, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { askedFor, release };
}

test('a shared computer: one pharmacy signs out, another signs in, and nothing of the first is left', async ({
  page,
  context,
  request,
}) => {
  const seen: string[] = [DEMO.name, DEMO_PHARMACY, CUSTOMER.name];
  let orderId = '';

  await test.step('the first pharmacy opens a customer and an order of her history (kept for its new tab)', async () => {
    await page.goto(`/customer-sync?search=${CUSTOMER.code}`);
    await signIn(page, DEMO);
    await page
      .getByRole('table', { name: 'Đồng bộ khách hàng' })
      .getByRole('row', { name: new RegExp(CUSTOMER.code) })
      .click();
    const dialog = page.getByRole('dialog', { name: CUSTOMER.name });
    const row = dialog.getByRole('row', { name: /HD\d/ }).first();
    const code = (await row.getByText(/^HD\d+$/).textContent()) ?? '';
    expect(code).toMatch(/^HD\d+$/);
    seen.push(code);
    const opened = context.waitForEvent('page');
    await row.click();
    const tab = await opened;
    await expect(tab.getByRole('heading', { level: 1, name: `Đơn hàng ${code}` })).toBeVisible();
    orderId = /\/order\/([0-9a-f-]{36})$/.exec(tab.url())?.[1] ?? '';
    expect(orderId).not.toBe('');
    seen.push(orderId);
    await tab.close();
    await page.keyboard.press('Escape');
    await page.goto('/order-sync');
    await expect(
      page.getByRole('table', { name: 'Đồng bộ đơn hàng' }).getByRole('row', { name: /HD\d/ }),
    ).toHaveCount(10);
  });

  await test.step('signing out leaves nothing of it in the browser', async () => {
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const left = await stored(page);
    for (const text of seen) expect.soft(left, `stored after signing out: ${text}`).not.toContain(text);
    await expectAccessible(page, 'the login screen after signing out');
  });

  await test.step('the other pharmacy signs in: the first one’s order never shows, even while its answer is slow', async () => {
    await signIn(page, { username: OTHER.username, password: await otherPassword(request) });
    await expect(accountButton(page)).toContainText('Trần Văn Minh');
    const order = await holdAnswers(page, `**/api/orders/${orderId}`);
    await page.goto(`/order/${orderId}`);
    await order.askedFor;
    // The page is there and waits for the server: the loading title and skeletons, nothing of the first pharmacy.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đồng bộ đơn hàng');
    const waiting = (await page.locator('body').textContent()) ?? '';
    for (const text of seen)
      expect.soft(waiting, `shown while the server is asked: ${text}`).not.toContain(text);
    order.release();
    await expect(page.getByText('Không tìm thấy thông tin đơn hàng').first()).toBeVisible();
    await expectAccessible(page, 'another pharmacy’s order, as the second pharmacy');
  });

  await test.step('nor in its lists while they load, nor in the browser’s storage', async () => {
    const list = await holdAnswers(page, /\/api\/orders\?/);
    await page.goto('/order-sync');
    await list.askedFor;
    await expect(page.getByRole('heading', { level: 1, name: 'Đồng bộ đơn hàng' })).toBeVisible();
    const loading = (await page.locator('body').textContent()) ?? '';
    for (const text of seen) expect.soft(loading, `shown while the list loads: ${text}`).not.toContain(text);
    list.release();
    await expect(page.getByText('Chưa có đơn hàng nào được đồng bộ')).toBeVisible();
    const left = await stored(page);
    for (const text of seen) expect.soft(left, `stored for the second pharmacy: ${text}`).not.toContain(text);
  });
});
