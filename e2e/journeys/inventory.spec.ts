import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signIn, test } from '../fixtures';

interface Lot {
  batch_number: string | null;
  expiry_date: string | null;
  is_expired: boolean;
  on_hand: number;
}
interface Product {
  id: string;
  code: string;
  name: string;
  category_id: string | null;
  category_name: string | null;
  is_active: boolean;
  productInventories: Lot[];
}

/** The demo pharmacy's products as the API gives them (to pick one to look at, never to check the screen by). */
async function demoProducts(request: APIRequestContext): Promise<Product[]> {
  const login = await request.post('/api/v1/auth/pharmacies/login', {
    data: { username: DEMO.username, password: DEMO.password },
  });
  const body = (await login.json()) as { data: { token: string; user: { pharmacies: { id: string }[] } } };
  const headers = { authorization: `Bearer ${body.data.token}` };
  const pharmacyId = body.data.user.pharmacies[0]?.id ?? '';
  const products: Product[] = [];
  for (let page = 1; page <= 5; page += 1) {
    const res = await request.get(`/api/products?retailer_id=${pharmacyId}&limit=100&page=${page}`, {
      headers,
    });
    expect(res.status()).toBe(200);
    const { data } = (await res.json()) as { data: Product[] };
    products.push(...data);
    if (data.length < 100) break;
  }
  return products;
}

async function openInventory(page: Page, path = '/inventory-sync') {
  await page.goto(path);
  await signIn(page, DEMO);
  await expect(page.getByRole('heading', { level: 1, name: 'Đồng Bộ Kho' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Đồng Bộ Kho' }).getByRole('row').nth(1)).toBeVisible();
}

test('run a manual inventory sync: the last-updated time changes and the sync log has a new row', async ({
  page,
}) => {
  await openInventory(page);
  const lastUpdated = page.getByText(/^Cập nhật lần cuối: \d\d\/\d\d\/\d{4} \d\d:\d\d$/);
  await expect(lastUpdated).toBeVisible();
  await expect(page.getByText('Tồn kho được cập nhật tự động mỗi 12 giờ.')).toBeVisible();
  await expectAccessible(page, 'the inventory list');

  // The demo's start-up sync ran within the same minute as this journey may: remember the run, not the minute.
  const latestBefore = await page.evaluate(async () => {
    const token = localStorage.getItem('app.auth.token');
    const res = await fetch('/api/sync-history/by-user/latest?dataType=PRODUCT', {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { data: { id: string; finished_at: string } }).data;
  });
  await page.goto('/sync-logs');
  const logRows = page.getByRole('table', { name: 'Nhật ký đồng bộ' }).getByRole('row');
  await expect(logRows.nth(1)).toBeVisible();
  const manualProductRowsBefore = await logRows
    .filter({ hasText: 'Thủ công' })
    .filter({ hasText: 'Sản phẩm' })
    .count();

  await page.goto('/inventory-sync');
  const sync = page.getByRole('button', { name: 'Đồng Bộ Thủ Công' });
  await expect(sync).toBeEnabled();
  await sync.click();
  await expect(page.getByText('Inventory synchronized successfully!')).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page, 'the inventory list after a sync');

  const latestAfter = await page.evaluate(async () => {
    const token = localStorage.getItem('app.auth.token');
    const res = await fetch('/api/sync-history/by-user/latest?dataType=PRODUCT', {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { data: { id: string; finished_at: string } }).data;
  });
  expect(latestAfter.id).not.toBe(latestBefore.id);
  const shown = (iso: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Ho_Chi_Minh',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    })
      .format(new Date(iso))
      .replace(',', '');
  await expect(page.getByText(`Cập nhật lần cuối: ${shown(latestAfter.finished_at)}`)).toBeVisible();

  await page.goto('/sync-logs');
  await expect(logRows.nth(1)).toBeVisible();
  await expect(logRows.filter({ hasText: 'Thủ công' }).filter({ hasText: 'Sản phẩm' })).toHaveCount(
    manualProductRowsBefore + 1,
  );
});

test('filter the inventory by category and status, reload, and see the same view', async ({
  page,
  request,
}) => {
  const products = await demoProducts(request);
  const sample = products.find((product) => product.category_name && product.is_active);
  if (!sample?.category_name) throw new Error('The demo has no active product with a category');
  const expected = products.filter(
    (product) => product.category_id === sample.category_id && product.is_active,
  );

  await openInventory(page);
  await page.getByRole('button', { name: 'Bộ lọc nâng cao' }).click();
  const drawer = page.getByRole('dialog', { name: 'Bộ lọc nâng cao' });
  await drawer.getByRole('searchbox', { name: 'Tìm nhóm hàng trong bộ lọc' }).fill(sample.category_name);
  await drawer.getByRole('checkbox', { name: sample.category_name, exact: true }).check();
  await drawer.getByRole('checkbox', { name: 'Hoạt động', exact: true }).check();
  await expectAccessible(page, 'the inventory filter drawer');
  await drawer.getByRole('button', { name: 'Áp dụng' }).click();
  await expect(drawer).toBeHidden();

  const range = new RegExp(`^Hiển thị 1–${Math.min(10, expected.length)} trên ${expected.length} sản phẩm$`);
  await expect(page.getByText(range)).toBeVisible();
  await expect(page).toHaveURL(/categories=.*statuses=ACTIVE|statuses=ACTIVE.*categories=/);
  const table = page.getByRole('table', { name: 'Đồng Bộ Kho' });
  for (const row of await table
    .getByRole('row')
    .all()
    .then((rows) => rows.slice(1))) {
    await expect(row).toContainText(sample.category_name);
    await expect(row).toContainText('Hoạt động');
  }

  await page.reload();
  await expect(page.getByText(range)).toBeVisible();
  await expect(page.getByRole('button', { name: /Bộ lọc nâng cao.*2 bộ lọc đang dùng/ })).toBeVisible();
  await page.getByRole('button', { name: /Bộ lọc nâng cao/ }).click();
  await expect(drawer.getByRole('checkbox', { name: 'Hoạt động', exact: true })).toBeChecked();
  await expectAccessible(page, 'the inventory filter drawer after a reload');
});

test('open a product with expired and undated lots, then set its suggestion days', async ({
  page,
  request,
}) => {
  const products = await demoProducts(request);
  const product = products.find(
    (p) =>
      p.productInventories.some((lot) => lot.is_expired) &&
      p.productInventories.some((lot) => lot.expiry_date === null && lot.batch_number),
  );
  if (!product) throw new Error('The demo has no product with both expired and undated lots');

  await openInventory(page);
  await page.getByRole('searchbox', { name: 'Tìm sản phẩm' }).fill(product.code);
  const table = page.getByRole('table', { name: 'Đồng Bộ Kho' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('row').nth(1).click();
  const drawer = page.getByRole('dialog', { name: product.name });
  await expect(drawer.getByText(product.code).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`product=${product.id}`));

  // The lots by the branch holding them; in each branch the expired first (flagged), then by expiry, the undated last.
  const lotSection = drawer.getByRole('region', { name: /^Danh sách lô/ });
  await expect(lotSection).toContainText(`Danh sách lô (${product.productInventories.length} lô)`);
  const tables = lotSection.getByRole('table');
  await expect
    .poll(async () => (await tables.getByRole('row').count()) - (await tables.count()))
    .toBe(product.productInventories.length);
  const groups = await tables.evaluateAll((found) =>
    found.map((table) =>
      [...table.querySelectorAll('tbody tr')].map((tr) => ({
        expired: tr.textContent?.includes('Hết hạn') ?? false,
        // The date, without the days-left flag beside it.
        expiry:
          /\d\d\/\d\d\/\d{4}/.exec(tr.querySelectorAll('td')[1]?.textContent ?? '')?.[0] ??
          'Không có hạn dùng',
      })),
    ),
  );
  const all = groups.flat();
  expect(all.some((cell) => cell.expired)).toBe(true);
  expect(all.some((cell) => cell.expiry === 'Không có hạn dùng')).toBe(true);
  for (const cells of groups) {
    const firstFresh = cells.findIndex((cell) => !cell.expired);
    if (firstFresh >= 0) expect(cells.slice(firstFresh).every((cell) => !cell.expired)).toBe(true);
    const undated = cells.filter((cell) => cell.expiry === 'Không có hạn dùng');
    expect(
      cells.slice(cells.length - undated.length).every((cell) => cell.expiry === 'Không có hạn dùng'),
    ).toBe(true);
    const days = cells
      .filter((cell) => cell.expiry !== 'Không có hạn dùng')
      .map((cell) => cell.expiry.split('/').reverse().join('-'));
    expect(days).toEqual([...days].sort());
  }
  await expectAccessible(page, 'the product panel');

  const edit = drawer.getByRole('button', { name: 'Sửa số ngày gợi ý' });
  const field = drawer.getByRole('textbox', { name: 'Số ngày gợi ý mua lại' });
  const save = drawer.getByRole('button', { name: 'Lưu' });
  await edit.click();
  await field.fill('45');
  await save.click();
  await expect(page.getByText('Đã cập nhật ngày gợi ý')).toBeVisible();
  await expect(drawer.getByText('45 ngày')).toBeVisible();

  for (const refused of ['181', 'abc']) {
    await edit.click();
    await field.fill(refused);
    await save.click();
    await expect(drawer.getByText('Số ngày gợi ý phải là số nguyên từ 0 đến 180')).toBeVisible();
    await expectAccessible(page, `the suggestion days refusing ${refused}`);
    await drawer.getByRole('button', { name: 'Huỷ' }).click();
    await expect(drawer.getByText('45 ngày')).toBeVisible();
  }

  await page.reload();
  await expect(drawer.getByText('45 ngày')).toBeVisible();
  await edit.click();
  await field.fill('');
  await save.click();
  await expect(drawer.getByText('0 ngày')).toBeVisible();
});

test('the stock never counts an expired lot; narrow to stock expiring within 30 days, sort by nearest expiry', async ({
  page,
  request,
}) => {
  const products = await demoProducts(request);
  const units = (lots: Lot[]) => lots.reduce((sum, lot) => sum + lot.on_hand, 0);
  const product = products.find((p) => p.productInventories.some((lot) => lot.is_expired && lot.on_hand > 0));
  if (!product) throw new Error('The demo has no product with stock in an expired lot');
  const expired = units(product.productInventories.filter((lot) => lot.is_expired));
  const sellable = units(product.productInventories.filter((lot) => !lot.is_expired));

  await openInventory(page);
  await page.getByRole('searchbox', { name: 'Tìm sản phẩm' }).fill(product.code);
  const table = page.getByRole('table', { name: 'Đồng Bộ Kho' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  const stock = row.getByRole('cell').nth(3);
  await expect(stock).toContainText(`${sellable.toLocaleString('vi-VN')}`);
  await expect(stock).toContainText(`${expired.toLocaleString('vi-VN')} hết hạn`);
  await expect(stock).not.toContainText(`${(sellable + expired).toLocaleString('vi-VN')}`);
  await page.getByRole('searchbox', { name: 'Tìm sản phẩm' }).fill('');

  await page.getByRole('combobox', { name: 'Hạn dùng' }).click();
  await page.getByRole('option', { name: 'Trong 30 ngày' }).click();
  await expect(page).toHaveURL(/expiry=30/);
  await expect(page.getByText(/^Hiển thị 1–\d+ trên \d+ sản phẩm$/)).toBeVisible();
  await table.getByRole('button', { name: /Hạn gần nhất/ }).click();
  await expect(page).toHaveURL(/sort=nearest_expiry/);
  await expect(table.getByRole('columnheader', { name: /Hạn gần nhất/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const daysLeftShown = async () => {
    const flags = await table
      .getByRole('row')
      .evaluateAll((trs) => trs.slice(1).map((tr) => tr.querySelectorAll('td')[4]?.textContent ?? ''));
    return flags.map((text) => (/Hết hạn hôm nay/.test(text) ? 0 : Number(/Còn (\d+) ngày/.exec(text)?.[1])));
  };
  const sorted = (days: number[]) =>
    days.length > 0 && days.every((value, index) => index === 0 || (days[index - 1] ?? 0) <= value);
  // The header says the order as soon as it is clicked; the rows follow when the sorted page arrives.
  await expect.poll(async () => sorted(await daysLeftShown())).toBe(true);
  const daysLeft = await daysLeftShown();
  for (const days of daysLeft) expect(days).toBeLessThanOrEqual(30);
  await expectAccessible(page, 'the inventory list by nearest expiry');

  await page.reload();
  await expect(table.getByRole('columnheader', { name: /Hạn gần nhất/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page.getByRole('combobox', { name: 'Hạn dùng' })).toHaveText(/Trong 30 ngày/);
});
