import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signIn, test } from '../fixtures';
import { orderApi } from '../orders';

/** Today as the pharmacy sees it (dd/MM/yyyy in Asia/Ho_Chi_Minh). */
const today = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Ho_Chi_Minh',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

const orderRows = (page: Page) =>
  page.getByRole('table', { name: 'Danh sách đơn đặt hàng' }).getByRole('row', { name: /DH-/ });

const toast = (page: Page, title: string) => page.getByRole('region', { name: /Thông báo/ }).getByText(title);

test('filter by supplier and status, reload, and see the same orders', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO);
  await expect(page.getByRole('heading', { level: 1, name: 'Danh sách đơn đặt hàng' })).toBeVisible();
  await expect(orderRows(page)).toHaveCount(10);
  await expect(page.getByText(/^Hiển thị 1 đến 10 trên tổng \d+ đơn hàng$/)).toBeVisible();
  await expectAccessible(page, 'the purchase-order list');

  await test.step('the search finds a supplier’s orders without accents', async () => {
    await page.getByRole('searchbox', { name: 'Tìm kiếm đơn đặt hàng' }).fill('hau giang');
    await expect(page).toHaveURL(/search=hau\+giang/);
    await expect(orderRows(page)).toHaveCount(3);
    for (const row of await orderRows(page).all())
      await expect(row).toContainText('Công ty Cổ phần Dược Hậu Giang');
    await page.getByRole('searchbox', { name: 'Tìm kiếm đơn đặt hàng' }).fill('');
    await expect(orderRows(page)).toHaveCount(10);
  });

  const filtersButton = page.getByRole('button', { name: /^Bộ lọc nâng cao/ });
  const drawer = page.getByRole('dialog', { name: 'Bộ lọc nâng cao' });
  await test.step('choose a supplier (searched) and two statuses, then apply', async () => {
    await filtersButton.click();
    await expect(drawer.getByRole('checkbox', { name: /Công ty Cổ phần Traphaco/ })).toBeVisible();
    await expectAccessible(page, 'the filter drawer');
    await drawer.getByRole('searchbox', { name: 'Tìm kiếm nhà cung cấp' }).fill('hau giang');
    await expect(drawer.getByRole('checkbox')).toHaveCount(1 + 5);
    await drawer.getByRole('checkbox', { name: /Công ty Cổ phần Dược Hậu Giang/ }).check();
    await drawer.getByRole('checkbox', { name: 'Đã tạo' }).check();
    await drawer.getByRole('checkbox', { name: 'Hoàn tất' }).check();
    await drawer.getByRole('button', { name: 'Áp dụng' }).click();
    await expect(drawer).toBeHidden();
  });

  const expectFilteredView = async () => {
    await expect(page).toHaveURL(/suppliers=[0-9a-f-]{36}/);
    await expect(page).toHaveURL(/statuses=pending%2Cdelivered|statuses=pending,delivered/);
    await expect(orderRows(page)).toHaveCount(2);
    await expect(orderRows(page).filter({ hasText: 'Đã tạo' })).toHaveCount(1);
    await expect(orderRows(page).filter({ hasText: 'Hoàn tất' })).toHaveCount(1);
    for (const row of await orderRows(page).all())
      await expect(row).toContainText('Công ty Cổ phần Dược Hậu Giang');
    await expect(page.getByText('Hiển thị 1 đến 2 trên tổng 2 đơn hàng')).toBeVisible();
    await expect(filtersButton).toHaveAccessibleName(/2 bộ lọc đang áp dụng/);
  };
  await expectFilteredView();
  await expectAccessible(page, 'the filtered list');

  await test.step('a reload shows the same view, and the drawer the same choices', async () => {
    await page.reload();
    await expectFilteredView();
    await filtersButton.click();
    await expect(drawer.getByRole('checkbox', { name: /Công ty Cổ phần Dược Hậu Giang/ })).toBeChecked();
    await expect(drawer.getByRole('checkbox', { name: 'Đã tạo' })).toBeChecked();
    await expect(drawer.getByRole('checkbox', { name: 'Hoàn tất' })).toBeChecked();
    await expect(drawer.getByRole('checkbox', { name: 'Đang giao hàng' })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  await test.step('‘Xoá tất cả’ clears the filters; Back returns to the filtered view', async () => {
    await filtersButton.click();
    await drawer.getByRole('button', { name: 'Xoá tất cả' }).click();
    await expect(drawer.getByRole('checkbox', { name: 'Đã tạo' })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(orderRows(page)).toHaveCount(10);
    await expect(filtersButton).toHaveAccessibleName('Bộ lọc nâng cao');
    await page.goBack();
    await expectFilteredView();
  });
});

test('confirm receipt of a shipped order and see its lots in the drawer', async ({ page, request }) => {
  const api = await orderApi(request);
  const order = await api.createInternalOrder();
  await api.move(order.id, 'approved');
  await api.move(order.id, 'shipped');

  await page.goto(`/purchase-orders?search=${order.orderNumber}`);
  await signIn(page, DEMO);
  const row = orderRows(page).filter({ hasText: order.orderNumber });
  await expect(orderRows(page)).toHaveCount(1);
  await expect(row).toContainText('Đang giao hàng');

  const dialog = page.getByRole('dialog', { name: 'Xác nhận đã nhận hàng' });
  await test.step('the confirmation lists what will be stocked and today as the receipt date', async () => {
    await row.getByRole('button', { name: `Xác nhận đã nhận hàng ${order.orderNumber}` }).click();
    const line = dialog.getByRole('group', { name: /Gentrisone/ });
    await expect(line.getByRole('textbox', { name: 'Số lô' })).toHaveValue(order.lot);
    await expect(line.getByRole('textbox', { name: /Số lượng nhận/ })).toHaveValue(String(order.quantity));
    await expect(line.getByRole('textbox', { name: /^HSD/ })).toHaveValue('31/03/2029');
    await expect(dialog.getByRole('textbox', { name: /Ngày nhận hàng/ })).toHaveValue(today());
    await expectAccessible(page, 'the receipt confirmation');
  });

  await test.step('confirming receives it: the list and the drawer show it delivered, with its lot', async () => {
    await dialog.getByRole('button', { name: 'Xác nhận', exact: true }).click();
    await expect(toast(page, 'Cập nhật trạng thái thành công')).toBeVisible();
    await expect(page.getByText('Đã xác nhận đơn hàng được giao')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Hoàn tất');
    await expect(row).toContainText(today());
    await row.getByRole('cell').first().click();
    const drawer = page.getByRole('dialog', { name: order.orderNumber });
    await expect(page).toHaveURL(new RegExp(`order=${order.id}`));
    await expect(drawer.getByText('Hoàn tất').first()).toBeVisible();
    const item = drawer.getByRole('table', { name: 'Sản phẩm' }).getByRole('row', { name: /Gentrisone/ });
    await expect(item).toContainText(`${order.lot} (${order.quantity})`);
    await expect(item).toContainText('31/03/2029');
    await expect(drawer.getByRole('definition').filter({ hasText: today() }).first()).toBeVisible();
    await expect(drawer.getByText('Đang giao hàng → Hoàn tất')).toBeVisible();
    await expectAccessible(page, 'the drawer of the received order');
  });

  await test.step('syncing it to KiotViet says why it cannot yet', async () => {
    await page
      .getByRole('dialog', { name: order.orderNumber })
      .getByRole('button', { name: 'Đồng bộ POS' })
      .click();
    await expect(toast(page, 'Lỗi khi đồng bộ')).toBeVisible();
    await expectAccessible(page, 'the sync error toast');
  });
});

// A 1×1 PNG and a small PDF: the server checks the leading bytes, not only the name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('upload two documents, see a third and a 3 MB file refused, delete one', async ({ page, request }) => {
  const api = await orderApi(request);
  const order = await api.createInternalOrder();
  await page.goto(`/purchase-orders?order=${order.id}`);
  await signIn(page, DEMO);
  const drawer = page.getByRole('dialog', { name: order.orderNumber });
  await expect(drawer.getByText('Chưa có chứng từ nào')).toBeVisible();
  await expectAccessible(page, 'the order drawer without documents');

  const pick = async (files: { name: string; mimeType: string; buffer: Buffer }[]) => {
    const chooser = page.waitForEvent('filechooser');
    await drawer.getByRole('button', { name: 'Chọn file' }).click();
    await (await chooser).setFiles(files);
  };
  const documents = drawer.getByRole('list', { name: 'Chứng từ đã tải lên' }).getByRole('listitem');

  await test.step('two documents are uploaded and listed', async () => {
    await pick([
      { name: 'hoa-don-GTGT.pdf', mimeType: 'application/pdf', buffer: PDF },
      { name: 'phieu-giao-hang.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await expect(toast(page, 'Cập nhật tài liệu thành công')).toBeVisible();
    await expect(documents).toHaveCount(2);
    await expect(documents.first()).toContainText('hoa-don-GTGT.pdf');
    await expectAccessible(page, 'the drawer with two documents');
  });

  await test.step('the image previews in the page', async () => {
    await drawer.getByRole('button', { name: 'Xem trước phieu-giao-hang.png' }).click();
    const preview = page.getByRole('dialog', { name: 'Xem trước: phieu-giao-hang.png' });
    const image = preview.getByRole('img', { name: 'phieu-giao-hang.png' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);
    await expectAccessible(page, 'the document preview');
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
  });

  await test.step('a third document and a 3 MB file are refused with the spec’s messages', async () => {
    await pick([{ name: 'bien-ban.pdf', mimeType: 'application/pdf', buffer: PDF }]);
    await expect(toast(page, 'Đã đủ số lượng file')).toBeVisible();
    await expect(page.getByText('Đã đạt giới hạn 2 chứng từ cho phép')).toBeVisible();
    await pick([
      { name: 'scan-3MB.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(3 * 1024 * 1024, 37) },
    ]);
    await expect(toast(page, 'File quá lớn')).toBeVisible();
    await expect(page.getByText('scan-3MB.pdf vượt quá giới hạn 2MB cho phép')).toBeVisible();
    await expect(documents).toHaveCount(2);
    await expectAccessible(page, 'the refused uploads');
  });

  await test.step('one is deleted after the confirmation, and stays gone after a reload', async () => {
    await drawer.getByRole('button', { name: 'Xoá hoa-don-GTGT.pdf' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Xoá chứng từ' });
    await expect(confirm).toContainText('Bạn có chắc chắn muốn xóa chứng từ này không?');
    await expectAccessible(page, 'the delete confirmation');
    await confirm.getByRole('button', { name: 'Xoá' }).click();
    await expect(documents).toHaveCount(1);
    await expect(documents.first()).toContainText('phieu-giao-hang.png');
    await page.reload();
    await expect(documents.first()).toContainText('phieu-giao-hang.png');
    await expect(documents).toHaveCount(1);
  });
});

test('move an internal order pending → approved → shipped; cancelling it then needs a reason', async ({
  page,
  request,
}) => {
  const api = await orderApi(request);
  const order = await api.createInternalOrder('Giao trong giờ hành chính');
  await page.goto(`/purchase-orders?order=${order.id}`);
  await signIn(page, DEMO);
  const drawer = page.getByRole('dialog', { name: order.orderNumber });
  await expect(drawer.getByRole('button', { name: 'Xác nhận đơn' })).toBeVisible();
  await expect(drawer.getByText('Giao trong giờ hành chính')).toBeVisible();
  await expectAccessible(page, 'the drawer of a new internal order');

  await test.step('‘Xác nhận đơn’ approves it', async () => {
    await drawer.getByRole('button', { name: 'Xác nhận đơn' }).click();
    await expect(toast(page, 'Cập nhật trạng thái thành công')).toBeVisible();
    await expect(drawer.getByText('Đã tạo → Đã xác nhận')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Xác nhận đơn' })).toHaveCount(0);
  });

  await test.step('‘Đã giao cho vận chuyển’ ships its own lot', async () => {
    await drawer.getByRole('button', { name: 'Đã giao cho vận chuyển' }).click();
    await expect(drawer.getByText('Đã xác nhận → Đang giao hàng')).toBeVisible();
    const item = drawer.getByRole('table', { name: 'Sản phẩm' }).getByRole('row', { name: /Gentrisone/ });
    await expect(item).toContainText(`${order.lot} (${order.quantity})`);
    await expect(drawer.getByRole('button', { name: 'Xác nhận đã nhận hàng' })).toBeVisible();
    await expectAccessible(page, 'the drawer of the shipped order');
  });

  await test.step('‘Huỷ đơn’ now asks for a reason, as the server requires, and keeps it', async () => {
    await drawer.getByRole('button', { name: 'Huỷ đơn' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Huỷ đơn hàng ${order.orderNumber}?` });
    const reason = confirm.getByRole('textbox', { name: /Lý do huỷ/ });
    await expect(reason).toBeVisible();
    await confirm.getByRole('button', { name: 'Huỷ đơn' }).click();
    await expect(confirm.getByText('Vui lòng nhập lý do huỷ đơn')).toBeVisible();
    await expect(reason).toBeFocused();
    await expectAccessible(page, 'the cancel confirmation refusing an empty reason');
    await reason.fill('Nhà cung cấp giao nhầm hàng');
    await confirm.getByRole('button', { name: 'Huỷ đơn' }).click();
    await expect(confirm).toBeHidden();
    await expect(drawer.getByText('Đang giao hàng → Đã huỷ')).toBeVisible();
    await expect(drawer.getByText('Lý do: Nhà cung cấp giao nhầm hàng')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Huỷ đơn' })).toHaveCount(0);
    await expectAccessible(page, 'the drawer of the cancelled order');
  });
});
