import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signIn, test } from '../fixtures';

/** A 1×1 PNG: a real image, as the server checks the leading bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Journeys share one server: every supplier they create carries a name of its own. */
const unique = (name: string) => `${name} ${Date.now().toString(36).toUpperCase()}`;

async function openSuppliers(page: Page) {
  await page.goto('/suppliers');
  await signIn(page, DEMO);
  await expect(page.getByRole('heading', { level: 1, name: 'Hệ thống quản lý nhà thuốc' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Nhà cung cấp nội bộ \(\d+\)$/ })).toBeVisible();
}

/** Narrows both sections to one name, so a card is found whatever page it would be on. */
async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Tìm nhà cung cấp' }).fill(text);
  await expect(page).toHaveURL(/[?&]search=/);
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

async function createSupplier(page: Page, name: string) {
  await page.getByRole('button', { name: 'Tạo nhà cung cấp' }).click();
  const sheet = page.getByRole('dialog', { name: 'Tạo nhà cung cấp' });
  await sheet.getByRole('textbox', { name: /^Tên nhà cung cấp/ }).fill(name);
  await sheet.getByRole('button', { name: 'Tạo nhà cung cấp' }).click();
  await expect(page.getByText(`Đã tạo nhà cung cấp ${name}.`)).toBeVisible();
  await expect(sheet).toBeHidden();
}

test('create a supplier with an invalid email and phone, fix them and save, edit it, and pause it', async ({
  page,
}) => {
  await openSuppliers(page);
  await expectAccessible(page, 'the supplier page');

  await page.getByRole('button', { name: 'Tạo nhà cung cấp' }).click();
  const sheet = page.getByRole('dialog', { name: 'Tạo nhà cung cấp' });
  await expect(sheet.getByRole('textbox', { name: /^Mã nhà cung cấp/ })).toHaveValue(/^NCC[1-9]\d\d$/);
  const submit = sheet.getByRole('button', { name: 'Tạo nhà cung cấp' });
  await expect(submit).toBeDisabled();
  await expectAccessible(page, 'the create sheet');

  const name = unique('Công ty TNHH Dược phẩm Hành Trình Xanh');
  await sheet.getByRole('textbox', { name: /^Tên nhà cung cấp/ }).fill(name);
  await sheet.getByRole('textbox', { name: 'Email' }).fill('kinhdoanh@hanhtrinh');
  await sheet.getByRole('textbox', { name: 'Số điện thoại' }).fill('0903 123');
  await sheet.getByRole('textbox', { name: 'Người liên hệ' }).focus();
  await expect(sheet.getByText('Email không hợp lệ. Vui lòng nhập đúng định dạng.')).toBeVisible();
  await expect(
    sheet.getByText('Số điện thoại không hợp lệ. Vui lòng chỉ nhập số (9-15 chữ số).'),
  ).toBeVisible();
  await expect(submit).toBeDisabled();
  await expectAccessible(page, 'the create sheet with two errors');

  await sheet.getByRole('textbox', { name: 'Email' }).fill('kinhdoanh@hanhtrinh.vn');
  await sheet.getByRole('textbox', { name: 'Số điện thoại' }).fill('0903123456');
  await expect(sheet.getByText(/Email không hợp lệ/)).toBeHidden();
  await expect(sheet.getByText(/Số điện thoại không hợp lệ/)).toBeHidden();
  await submit.click();
  await expect(page.getByText(`Đã tạo nhà cung cấp ${name}.`)).toBeVisible();
  await expect(sheet).toBeHidden();

  await search(page, name);
  const created = card(page, name);
  await expect(created.getByText('Hoạt động', { exact: true })).toBeVisible();
  await expect(created.getByText('Tự tạo')).toBeVisible();
  await expect(created.getByText('Nhà phân phối thuốc trên toàn quốc')).toBeVisible();
  await expect(created.getByRole('link', { name: '0903123456' })).toBeVisible();

  await created.getByRole('button', { name: `Sửa – ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Sửa nhà cung cấp' });
  await expect(edit.getByRole('textbox', { name: 'Email' })).toHaveValue('kinhdoanh@hanhtrinh.vn');
  await edit.getByRole('textbox', { name: 'Người liên hệ' }).fill('Trần Thị Mai');
  await expectAccessible(page, 'the edit sheet');
  await edit.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByText(`Đã lưu thay đổi của ${name}.`)).toBeVisible();
  await expect(created.getByText('Trần Thị Mai')).toBeVisible();

  const active = created.getByRole('switch', { name: `Hoạt động – ${name}` });
  await expect(active).toBeChecked();
  await active.click();
  await expect(page.getByText(`${name}: Tạm dừng.`)).toBeVisible();
  await expect(created.getByText('Tạm dừng', { exact: true })).toBeVisible();
  await expect(active).not.toBeChecked();

  // Kept by the server: after a reload the search and the paused supplier are still there.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Tìm nhà cung cấp' })).toHaveValue(name);
  await expect(card(page, name).getByText('Tạm dừng', { exact: true })).toBeVisible();
  await expectAccessible(page, 'the supplier page after a reload');
});

test('a logo over 2 MB is refused before it is sent; a PNG logo is uploaded and shown on the card', async ({
  page,
}) => {
  await openSuppliers(page);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/files/upload/single')) uploads.push(request.url());
  });

  await page.getByRole('button', { name: 'Tạo nhà cung cấp' }).click();
  const sheet = page.getByRole('dialog', { name: 'Tạo nhà cung cấp' });
  const name = unique('Nhà phân phối Logo Đẹp');
  await sheet.getByRole('textbox', { name: /^Tên nhà cung cấp/ }).fill(name);

  const pick = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await sheet.getByRole('button', { name: 'Chọn ảnh' }).click();
    await (await chooser).setFiles(file);
  };
  const large = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
  await pick({ name: 'logo-3mb.png', mimeType: 'image/png', buffer: large });
  await expect(sheet.getByText('Kích thước file vượt quá 2MB. Vui lòng chọn file nhỏ hơn.')).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Tạo nhà cung cấp' })).toBeDisabled();
  await expectAccessible(page, 'the create sheet with a refused logo');
  expect(uploads).toEqual([]);

  await pick({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(sheet.getByText(/Kích thước file vượt quá 2MB/)).toBeHidden();
  await expect(sheet.getByRole('img', { name: `Logo của ${name}` })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Tạo nhà cung cấp' })).toBeEnabled();
  expect(uploads).toHaveLength(1);
  await sheet.getByRole('button', { name: 'Tạo nhà cung cấp' }).click();
  await expect(page.getByText(`Đã tạo nhà cung cấp ${name}.`)).toBeVisible();

  // The card shows the logo through its signed preview link, which the portal's policy lets it load.
  await search(page, name);
  const logo = card(page, name).locator('img');
  await expect(logo).toHaveAttribute('src', /\/api\/v1\/files\/[0-9a-f-]+\/download\?.*disposition=inline/);
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
});

test('partner suppliers are read-only; internal ones sync with KiotViet, 30 s apart, and one KiotViet lacks is refused', async ({
  page,
}) => {
  await openSuppliers(page);
  const partner = card(page, 'Công ty Cổ phần Traphaco');
  await expect(partner.getByText('Dược phẩm đông dược và tân dược')).toBeVisible();
  await expect(partner.getByRole('button')).toHaveCount(0);
  await expect(partner.getByRole('switch')).toHaveCount(0);

  await test.step('a supplier of the pharmacy that KiotViet does not have: the server says why', async () => {
    const name = unique('Nhà phân phối Chưa Có');
    await createSupplier(page, name);
    await search(page, name);
    const own = card(page, name);
    await own.getByRole('button', { name: `Đồng bộ POS – ${name}` }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'chưa có trên KiotViet' })).toContainText(
      'hãy tạo nhà cung cấp với mã này trên KiotViet rồi đồng bộ lại',
    );
    // A failed sync holds nothing: the button is ready again at once, and the server answers again.
    const again = own.getByRole('button', { name: `Đồng bộ POS – ${name}` });
    await expect(again).toBeEnabled();
    const answer = page.waitForResponse(
      (response) => response.url().includes('/sync-to-kiotviet/') && response.request().method() === 'POST',
    );
    await again.click();
    // Refused for the same reason, not held for 30 seconds (a 429).
    expect((await answer).status()).toBe(409);
    await expectAccessible(page, 'a refused supplier sync');
  });

  await test.step('KiotViet’s suppliers come in, and one syncs back', async () => {
    await search(page, 'DKSH');
    await page.getByRole('button', { name: 'Đồng bộ POS', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Đã đồng bộ danh sách nhà cung cấp từ KiotViet.' }),
    ).toBeVisible();
    const name = 'Công ty TNHH DKSH Việt Nam';
    const synced = card(page, name);
    await expect(synced.getByText('KiotViet')).toBeVisible();
    // Just synced from KiotViet: its 30 seconds count from then, and the button waits them out.
    await expect(
      synced.getByRole('button', { name: new RegExp(`^Đồng bộ lại sau \\d+s – ${name}$`) }),
    ).toBeDisabled();
    const sync = synced.getByRole('button', { name: `Đồng bộ POS – ${name}` });
    await expect(sync).toBeEnabled({ timeout: 45_000 });
    await sync.click();
    await expect(
      page.getByRole('status').filter({ hasText: `Đã đồng bộ nhà cung cấp ${name} với KiotViet.` }),
    ).toBeVisible();
    await expect(
      synced.getByRole('button', { name: new RegExp(`^Đồng bộ lại sau \\d+s – ${name}$`) }),
    ).toBeDisabled();
    await expectAccessible(page, 'a supplier just synced with KiotViet');
  });
});

test('a supplier that orders name cannot be deleted; an unused one is', async ({ page }) => {
  await openSuppliers(page);
  // KiotViet's suppliers may have come in (another journey syncs them): the list can be longer than a page.
  await search(page, 'Minh Châu');
  const used = card(page, 'Công ty TNHH Dược phẩm Minh Châu');
  await used.getByRole('button', { name: 'Sửa – Công ty TNHH Dược phẩm Minh Châu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Sửa nhà cung cấp' });
  await sheet.getByRole('button', { name: 'Xoá nhà cung cấp' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Xoá nhà cung cấp?' });
  await expect(confirm).toContainText('Công ty TNHH Dược phẩm Minh Châu');
  await expectAccessible(page, 'the delete confirmation');
  await confirm.getByRole('button', { name: 'Xoá', exact: true }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Không thể xoá nhà cung cấp' });
  await expect(refusal).toContainText('Không thể xoá nhà cung cấp đã có đơn đặt hàng.');
  await expect(confirm).toBeHidden();
  await expectAccessible(page, 'the refused delete');
  await sheet.getByRole('button', { name: 'Huỷ' }).click();
  await expect(sheet).toBeHidden();
  await expect(used).toBeVisible();

  const name = unique('Đại lý thuốc Tạm Thời');
  await createSupplier(page, name);
  await search(page, name);
  await card(page, name)
    .getByRole('button', { name: `Sửa – ${name}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Sửa nhà cung cấp' })
    .getByRole('button', { name: 'Xoá nhà cung cấp' })
    .click();
  await confirm.getByRole('button', { name: 'Xoá', exact: true }).click();
  await expect(page.getByText(`Đã xoá nhà cung cấp ${name}.`)).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: /^Nhà cung cấp nội bộ \(0\)$/ })
      .getByText('Không tìm thấy nhà cung cấp phù hợp.'),
  ).toBeVisible();
});
