import { DEMO, demoSession, expect, expectAccessible, signIn, test } from '../fixtures';

interface Lot {
  expiry_date: string | null;
  on_hand: number;
  cost: number;
  days_left: number | null;
}

test('see the money at risk within 90 days, and the lots behind it', async ({ page, request }) => {
  // The figure worked out independently, from the demo pharmacy's products and their lots.
  const { headers, pharmacyId } = await demoSession(request);
  const lots: Lot[] = [];
  for (let pageNumber = 1; pageNumber <= 10; pageNumber += 1) {
    const res = await request.get(`/api/products?retailer_id=${pharmacyId}&limit=100&page=${pageNumber}`, {
      headers,
    });
    const { data } = (await res.json()) as { data: { productInventories: Lot[] }[] };
    lots.push(...data.flatMap((product) => product.productInventories));
    if (data.length < 100) break;
  }
  const within90 = lots.filter(
    (lot) => lot.on_hand > 0 && lot.days_left !== null && lot.days_left >= 0 && lot.days_left <= 90,
  );
  expect(within90.length).toBeGreaterThan(0);
  const atRisk = within90.reduce((sum, lot) => sum + lot.on_hand * lot.cost, 0);

  await page.goto('/purchase-orders');
  await signIn(page, DEMO);
  await page
    .getByRole('navigation', { name: 'Điều hướng chính' })
    .getByRole('link', { name: /Hạn dùng & đặt hàng/ })
    .click();
  await expect(page).toHaveURL(/\/expiry-reorder/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hạn dùng & đặt hàng' })).toBeVisible();
  const totals = page.getByRole('list', { name: 'Tiền có nguy cơ mất theo khoảng ngày' });
  const ninety = totals.getByRole('button', { name: /Trong 90 ngày/ });
  await expect(ninety).toHaveAttribute('aria-pressed', 'true');
  const money = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(atRisk);
  await expect(ninety).toContainText(money);
  await expect(ninety).toContainText(`${within90.length} lô`);

  const table = page.getByRole('table', { name: 'Lô sắp hết hạn' });
  await expect(table.getByRole('row')).toHaveCount(Math.min(10, within90.length) + 1);
  await expect(page.getByRole('table', { name: 'Lô đã hết hạn' }).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page, 'the near-expiry view');

  await totals.getByRole('button', { name: /Trong 30 ngày/ }).click();
  await expect(page).toHaveURL(/window=30/);
  await page.reload();
  await expect(totals.getByRole('button', { name: /Trong 30 ngày/ })).toHaveAttribute('aria-pressed', 'true');
});
