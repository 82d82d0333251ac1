import { DEMO, expect, expectAccessible, signIn, test } from '../fixtures';
import { orderApi } from '../orders';

test('print a purchase order from its drawer, to sign on paper', async ({ page, request }, testInfo) => {
  const api = await orderApi(request);
  const order = await api.createInternalOrder('Giao giờ hành chính, gọi trước 30 phút');

  await page.goto(`/purchase-orders?order=${order.id}`);
  await signIn(page, DEMO);
  const drawer = page.getByRole('dialog', { name: order.orderNumber });
  await drawer.getByRole('button', { name: 'In đơn hàng' }).click();
  await expect(page).toHaveURL(new RegExp(`/purchase-orders/${order.id}/print$`));

  const sheet = page.getByRole('article', { name: 'ĐƠN ĐẶT HÀNG' });
  await test.step('the pharmacy, the supplier with its address and phone, the order', async () => {
    await expect(sheet.getByText('Nhà thuốc An Khang Demo')).toBeVisible();
    await expect(sheet.getByText('Công ty TNHH Dược phẩm Minh Châu')).toBeVisible();
    await expect(sheet.getByText('56 Nguyễn Trãi, Quận 5, TP. Hồ Chí Minh')).toBeVisible();
    await expect(sheet.getByText('0903123456')).toBeVisible();
    await expect(sheet.getByText(`Số: ${order.orderNumber}`)).toBeVisible();
    await expect(sheet.getByText('Giao giờ hành chính, gọi trước 30 phút')).toBeVisible();
    // Only the sheet and its toolbar: the portal's sidebar is not printed with it.
    await expect(page.getByRole('navigation')).toHaveCount(0);
  });

  await test.step('its line with unit, lot and expiry, and the total in đồng', async () => {
    const line = sheet.getByRole('row', { name: /Kem bôi da Gentrisone 10g/ });
    await expect(line).toContainText('NT000012');
    await expect(line).toContainText('Tuýp');
    await expect(line).toContainText(order.lot);
    await expect(line).toContainText('HSD 31/03/2029');
    await expect(line).toContainText('14.500\u00a0₫');
    const total = sheet.getByRole('row', { name: /Tổng cộng/ });
    await expect(total).toContainText(`${(order.quantity * 14_500).toLocaleString('vi-VN')}\u00a0₫`);
    const signatures = sheet.getByRole('region', { name: 'Chữ ký' });
    for (const party of ['Người lập phiếu', 'Nhà cung cấp', 'Người nhận hàng'])
      await expect(signatures.getByText(party, { exact: true })).toBeVisible();
    await expect(signatures).toContainText(DEMO.name);
  });
  await expectAccessible(page, 'the printable order');

  await test.step('‘In’ opens the print dialog; on paper the order fits one A4 sheet', async () => {
    await page.evaluate(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => {
        counted.printed += 1;
      };
    });
    await page.getByRole('button', { name: 'In' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'In' })).toBeHidden();
    await expect(sheet).toBeVisible();
    const pdf = await page.pdf({ preferCSSPageSize: true, path: testInfo.outputPath('order.pdf') });
    const text = pdf.toString('latin1');
    expect(text.match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1);
    // A4 is 595 × 842 points.
    const [width, height] = (/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(text) ?? [])
      .slice(1)
      .map(Number);
    expect(Math.round(width ?? 0)).toBe(595);
    expect(Math.round(height ?? 0)).toBe(842);
    await page.emulateMedia({ media: 'screen' });
  });

  await test.step('‘Quay lại đơn hàng’ reopens the drawer', async () => {
    await page.getByRole('link', { name: 'Quay lại đơn hàng' }).click();
    await expect(drawer).toBeVisible();
  });
});
